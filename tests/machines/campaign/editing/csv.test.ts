import { describe, expect, it } from 'vitest'
import { parseDelimited } from '@machines/campaign/editing/csv'
import { english } from '@machines/reasons/format'

describe('parseDelimited', () => {
  it('splits quoted cells holding commas, doubled quotes and line breaks, keeping each row’s first line', () => {
    expect(parseDelimited('a,b\n"x, y","say ""hi""\nthere"\n\nlast,1')).toEqual({
      ok: true,
      rows: [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['x, y', 'say "hi"\nthere'] },
        { line: 5, cells: ['last', '1'] }
      ]
    })
  })

  it('splits on tabs when the first line holds one', () => {
    expect(parseDelimited('roll\ttext\n1\ta, b')).toEqual({ ok: true, rows: [{ line: 1, cells: ['roll', 'text'] }, { line: 2, cells: ['1', 'a, b'] }] })
  })

  it('refuses a quoted cell that is never closed, naming its line', () => {
    const result = parseDelimited('a\n"open\nstill')
    expect(result.ok || english(result.why)).toBe('line 2: a quoted cell is never closed')
  })
})
