import { describe, expect, it } from 'vitest'
import { defaultSettings } from '@machines/campaign/model/settings'
import { isRank, npGradeAfterRankChange, poolAfterStatChange, rankFromText } from '@machines/campaign/model/sheet-defaults'

describe('sheet defaults: pools from the stats, an NP grade from its rank, ranks as typed', () => {
  it('D.21 a pool equal to its stat follows the stat', () => {
    expect(poolAfterStatChange(3, 3, 5)).toBe(5)
    expect(poolAfterStatChange(0, 0, 2)).toBe(2)
  })

  it('D.21 a pool the GM set apart from the stat stays when the stat changes', () => {
    expect(poolAfterStatChange(1, 3, 5)).toBe(1)
  })

  it('D.34 an NP grade follows the rank per ⚙ rankGrades while it is the old rank’s grade, or the NP had no rank', () => {
    expect(npGradeAfterRankChange(6, undefined, 'A', defaultSettings)).toBe(5)
    expect(npGradeAfterRankChange(5, 'A', 'EX', defaultSettings)).toBe(6)
    // glossary: a trailing + adds nothing to the grade
    expect(npGradeAfterRankChange(4, 'B', 'A++', defaultSettings)).toBe(5)
    expect(npGradeAfterRankChange(4, 'B', 'C', { rankGrades: { ...defaultSettings.rankGrades, C: 7 } })).toBe(7)
  })

  it('D.34 an NP grade the GM set stays when the rank changes, and a removed or half-typed rank changes nothing', () => {
    expect(npGradeAfterRankChange(9, 'A', 'B', defaultSettings)).toBe(9)
    expect(npGradeAfterRankChange(5, 'A', undefined, defaultSettings)).toBe(5)
    expect(npGradeAfterRankChange(5, 'A', 'Q', defaultSettings)).toBe(5)
  })

  it('a rank typed in lower case, full width or with spaces is read as the sheet writes it', () => {
    expect(rankFromText('b+')).toBe('B+')
    expect(rankFromText(' ex ')).toBe('EX')
    expect(rankFromText('Ａ＋＋')).toBe('A++')
    expect(rankFromText('e x')).toBe('EX')
  })

  it('what is not a rank comes back as typed, for the schema to refuse', () => {
    expect(rankFromText('S')).toBe('S')
    expect(rankFromText(' B++++ ')).toBe('B++++')
    expect(isRank('B++++')).toBe(false)
    expect(isRank('EX+++')).toBe(true)
  })
})
