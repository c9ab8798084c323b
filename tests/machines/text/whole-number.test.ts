import { describe, expect, it } from 'vitest'
import { readWholeNumber, stepWholeNumber } from '@machines/text/whole-number'

describe('a whole-number field reads what the GM typed (issue 17: the host refuses it in Korean, quoting it)', () => {
  it('reads whole numbers, with a plus, a true minus, a dash or full-width digits', () => {
    expect(readWholeNumber('12')).toBe(12)
    expect(readWholeNumber(' 7 ')).toBe(7)
    expect(readWholeNumber('+3')).toBe(3)
    expect(readWholeNumber('-4')).toBe(-4)
    expect(readWholeNumber('−2')).toBe(-2)
    expect(readWholeNumber('–2')).toBe(-2)
    expect(readWholeNumber('１２')).toBe(12)
    expect(readWholeNumber('－３')).toBe(-3)
    expect(readWholeNumber('0')).toBe(0)
  })

  it('keeps anything else as typed, for the refusal to quote: a letter, a fraction, a blank', () => {
    expect(readWholeNumber('abc')).toBe('abc')
    expect(readWholeNumber('2.5')).toBe('2.5')
    expect(readWholeNumber('3a')).toBe('3a')
    expect(readWholeNumber('')).toBe('')
    expect(readWholeNumber('  ')).toBe('  ')
    expect(readWholeNumber('1e3')).toBe('1e3')
  })

  it('↑ and ↓ step by one within the bounds; an empty field steps from 0; text that is no number stays', () => {
    expect(stepWholeNumber('4', 1)).toBe(5)
    expect(stepWholeNumber('4', -1)).toBe(3)
    expect(stepWholeNumber('−1', -1)).toBe(-2)
    expect(stepWholeNumber('', 1)).toBe(1)
    expect(stepWholeNumber('20', 1, { max: 20 })).toBe(20)
    expect(stepWholeNumber('0', -1, { min: 0 })).toBe(0)
    expect(stepWholeNumber('25', 1, { max: 20 })).toBe(20)
    expect(stepWholeNumber('abc', 1)).toBe('abc')
  })
})
