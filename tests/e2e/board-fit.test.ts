import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { boardFontScale } from '@machines/campaign/board-view'
import { boardType } from '../../src/renderer/src/board/type-scale'
import { boardScenes, buildScene, type BoardScene } from './board-scenes'
import { startStack, type Stack } from './harness'

// Issue 11: the projected board fits one screen in every moment of play, at 1920×1080 and 1280×720,
// at the GM's default and largest text size, and no text on it is smaller than the readable floor.

let stack: Stack
let board: Page

const sizes = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 }
] as const

/** What the page measures of itself: scroll size, viewport, smallest text, how the fitter fitted. */
interface Measure {
  scrollHeight: number
  scrollWidth: number
  innerHeight: number
  innerWidth: number
  /** The smallest font size of any visible text on the board, in px. */
  smallestFont: number
  /** The largest font size of visible text inside the moment's elements, and outside them. */
  largestInMoment: number
  largestElsewhere: number
  /** Each moment element: whether it is drawn, and whether its box lies inside the viewport. */
  moment: { id: string; shown: boolean; inside: boolean }[]
  fitBase: number
  fitDropped: number
}

// Runs in the page (a string, so the node project's types never meet the DOM's).
const measureScript = (moment: string[]) => `(() => {
  const momentIds = ${JSON.stringify(moment)}
  const root = document.querySelector('[data-testid="board"]')
  const momentRoots = momentIds.map((id) => document.querySelector('[data-testid="' + id + '"]')).filter(Boolean)
  let smallestFont = Infinity, largestInMoment = 0, largestElsewhere = 0
  for (const el of root.querySelectorAll('*')) {
    const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '')
    if (!hasText || el.getClientRects().length === 0) continue
    const size = parseFloat(getComputedStyle(el).fontSize)
    smallestFont = Math.min(smallestFont, size)
    if (momentRoots.some((m) => m.contains(el))) largestInMoment = Math.max(largestInMoment, size)
    else largestElsewhere = Math.max(largestElsewhere, size)
  }
  const moment = momentIds.map((id) => {
    const el = document.querySelector('[data-testid="' + id + '"]')
    const box = el ? el.getBoundingClientRect() : null
    const shown = !!el && el.getClientRects().length > 0
    return { id, shown, inside: !!box && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth }
  })
  const html = document.documentElement
  return {
    scrollHeight: html.scrollHeight, scrollWidth: html.scrollWidth, innerHeight, innerWidth,
    smallestFont, largestInMoment, largestElsewhere, moment,
    fitBase: Number(root.dataset.fitBase), fitDropped: Number(root.dataset.fitDropped)
  }
})()`

/** Every measure taken, for the closing note: scene, size, scale, language → scroll size and fit. */
const measured: string[] = []

/** Sets the viewport, waits for the board to show the scene in the look asked for and to settle, and measures it. */
async function measure(scene: BoardScene, size: (typeof sizes)[number], look: { fontScale: number; locale: 'ko' | 'en' }, label: string): Promise<Measure> {
  await board.setViewportSize(size)
  await expect.poll(() => board.getByTestId(scene.moment[0]!).count(), { timeout: 8_000 }).toBeGreaterThan(0)
  const root = board.getByTestId('board')
  if (scene.name !== 'blanked') {
    await expect.poll(() => root.getAttribute('lang'), { timeout: 8_000 }).toBe(look.locale)
    await expect.poll(() => root.getAttribute('data-font-scale'), { timeout: 8_000 }).toBe(String(look.fontScale))
  }
  // Two frames: the fitter has run for the last push and the last resize.
  await board.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))')
  const m = (await board.evaluate(measureScript(scene.moment))) as Measure
  measured.push(`${label}: scroll ${m.scrollWidth}×${m.scrollHeight} in ${m.innerWidth}×${m.innerHeight}, body ${m.fitBase} px@1080, left out ${m.fitDropped}, smallest text ${m.smallestFont} px`)
  return m
}

/** The readable floor at this window size: 24 px at 1080p, scaled with the window. */
const floorAt = (size: (typeof sizes)[number]) => boardType.floor * Math.min(size.height / boardType.screen.height, size.width / boardType.screen.width)

function expectFits(m: Measure, size: (typeof sizes)[number], scene: BoardScene): void {
  expect(m.scrollHeight, `${scene.name} height`).toBeLessThanOrEqual(m.innerHeight)
  expect(m.scrollWidth, `${scene.name} width`).toBeLessThanOrEqual(m.innerWidth)
  expect(m.innerWidth).toBe(size.width)
  for (const part of m.moment) expect(part, `${scene.name}: ${part.id} on screen`).toEqual({ id: part.id, shown: true, inside: true })
  if (scene.name !== 'blanked') {
    expect(m.smallestFont, `${scene.name} smallest text`).toBeGreaterThanOrEqual(floorAt(size) - 0.01)
    expect(m.largestInMoment, `${scene.name}: the moment is the largest text`).toBeGreaterThanOrEqual(m.largestElsewhere)
  }
}

beforeAll(async () => {
  stack = await startStack()
  board = await stack.boardPage()
})
afterAll(async () => {
  await stack?.close()
  if (measured.length) console.log(`board fit:\n${measured.join('\n')}`)
})

describe('the projected board fits one screen in every moment of play (issue 11)', () => {
  for (const scene of boardScenes) {
    it(`${scene.name}: no scrolling at 1920×1080 and 1280×720, at 100 % and at the largest text size (Korean and English), nothing under ${boardType.floor} px at 1080p`, async () => {
      await stack.host.setDisplay({ fontScale: 1, locale: 'ko' })
      await buildScene(stack.host, scene)
      for (const size of sizes) {
        expectFits(await measure(scene, size, { fontScale: 1, locale: 'ko' }, `${scene.name} ${size.width}×${size.height} 100%`), size, scene)
        await stack.screenshot(board, `board-fit-${scene.name}-${size.width}`)
      }
      for (const locale of ['ko', 'en'] as const) {
        await stack.host.setDisplay({ fontScale: boardFontScale.max, locale })
        for (const size of sizes) {
          const m = await measure(scene, size, { fontScale: boardFontScale.max, locale }, `${scene.name} ${size.width}×${size.height} ${boardFontScale.max * 100}% ${locale}`)
          expectFits(m, size, scene)
          // The GM's choice shrinks only as far as the screen needs, never below the floor.
          expect(m.fitBase).toBeGreaterThanOrEqual(boardType.floor)
        }
        await stack.screenshot(board, `board-fit-${scene.name}-1280-largest-${locale}`)
      }
    })
  }
})
