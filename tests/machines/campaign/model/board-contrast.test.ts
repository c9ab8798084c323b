import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { boardBackground, boardContrast, readableOnBoard } from '@machines/campaign/model/board-contrast'
import { teamColours } from '@machines/campaign/blank/blank-campaign'

describe('a team colour on the dark board', () => {
  it('is unreadable at #444444 and #1a1a40, readable at white and the blank wizard’s colours', () => {
    expect(readableOnBoard('#444444')).toBe(false)
    expect(readableOnBoard('#1a1a40')).toBe(false)
    expect(readableOnBoard('#ffffff')).toBe(true)
    for (const colour of teamColours) expect(readableOnBoard(colour)).toBe(true)
  })

  it('measures WCAG contrast: white on the board near 20:1, the board on itself 1:1', () => {
    expect(boardContrast('#ffffff')).toBeGreaterThan(19)
    expect(boardContrast(boardBackground)).toBeCloseTo(1, 5)
  })

  it('is measured against the background the board really draws', () => {
    expect(readFileSync('src/renderer/src/lib/theme.css', 'utf8')).toContain(`body.board-body { background: ${boardBackground}; }`)
  })
})
