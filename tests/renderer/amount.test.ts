import { describe, expect, it } from 'vitest'
import { readAmount } from '../../src/renderer/src/gm/amount'

describe('an hp / mp typed in the roster', () => {
  it.each([
    ['-14', 60, -14],
    ['−14', 60, -14],
    ['+5', 40, 5],
    ['46', 60, -14],
    [' 60 ', 46, 14],
    ['0', 12, -12]
  ])('reads "%s" (now %i) as a change of %i', (text, current, delta) => {
    expect(readAmount(text, current)).toEqual({ ok: true, delta })
  })

  it.each(['', 'abc', '1-2', '--3', '12.5', '99999'])('refuses "%s"', (text) => {
    expect(readAmount(text, 10)).toEqual({ ok: false })
  })
})
