import { describe, expect, it } from 'vitest'
import { clipLine } from '@machines/text/clip'

describe('a long line is clipped for a tooltip (issue 17: undo after a long paste)', () => {
  it('leaves a line within the limit as it is', () => {
    expect(clipLine('진영 복제: 붉은 진영', 20)).toBe('진영 복제: 붉은 진영')
    expect(clipLine('x'.repeat(20), 20)).toBe('x'.repeat(20))
  })

  it('cuts a longer line at a word break near the end, without a dangling comma, and ends it with …', () => {
    const line = '시트 붙여 넣기: 교회, 항구, 구시가, 신도시, 공원, 학교, 병원, 역, 강변, 산'
    const clipped = clipLine(line, 30)
    expect(Array.from(clipped).length).toBeLessThanOrEqual(30)
    expect(clipped).toBe('시트 붙여 넣기: 교회, 항구, 구시가, 신도시…')
    expect(line.startsWith(clipped.slice(0, -1))).toBe(true)
  })

  it('cuts a line without a late word break at the limit, never splitting a character', () => {
    expect(clipLine('가'.repeat(50), 10)).toBe(`${'가'.repeat(9)}…`)
    expect(Array.from(clipLine('😀'.repeat(30), 10))).toHaveLength(10)
  })
})
