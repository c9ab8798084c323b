import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { boardScenes, buildScene, type BoardScene } from './board-scenes'
import { startStack, type Stack } from './harness'

// Issue 11: what the players read on the board — numbers they can read, states they can tell apart,
// lines spoken to them.

let stack: Stack
let board: Page

const scene = (name: string): BoardScene => boardScenes.find((s) => s.name === name)!
const squash = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim()
// A scene is built by dozens of commands, each pushed to the board; on a loaded machine the board can take
// longer than expect.poll's default 5 s to paint the last one. The wait is for that push, not a speed limit
// (speed is the bench's: boardUpdateMs).
const sceneArrives = { timeout: 30_000 }

// The page-side helpers are strings, so the node project's types never meet the DOM's.

/** Font size in px of the first element matching `selector` on the page. */
const fontOf = (page: Page, selector: string): Promise<number> =>
  page.evaluate(`parseFloat(getComputedStyle(document.querySelector(${JSON.stringify(selector)})).fontSize)`) as Promise<number>

/** The smallest font size of any visible text on the board. */
const smallestFont = (page: Page): Promise<number> =>
  page.evaluate(`(() => {
    let smallest = Infinity
    for (const el of document.querySelectorAll('[data-testid="board"] *')) {
      const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '')
      if (hasText && el.getClientRects().length > 0) smallest = Math.min(smallest, parseFloat(getComputedStyle(el).fontSize))
    }
    return smallest
  })()`) as Promise<number>

/** The look of an element that tells a state: its line, colour, border and background. */
const lookOf = (page: Page, selector: string) =>
  page.evaluate(`(() => {
    const style = getComputedStyle(document.querySelector(${JSON.stringify(selector)}))
    return { line: style.textDecorationLine, color: style.color, border: style.borderTopStyle, background: style.backgroundColor }
  })()`) as Promise<{ line: string; color: string; border: string; background: string }>

beforeAll(async () => {
  stack = await startStack()
  board = await stack.boardPage()
  await board.setViewportSize({ width: 1920, height: 1080 })
})
afterAll(async () => {
  await stack?.close()
})

describe('the board speaks to the players and can be read from across the room (issue 11)', () => {
  it('14.01 a face-up threat’s numbers are larger than the smallest text on the board', async () => {
    await buildScene(stack.host, scene('after-reveal-full-log'))
    await expect.poll(() => board.getByTestId('board-threat-numbers').count(), sceneArrives).toBe(5)
    const smallest = await smallestFont(board)
    const numbers = await fontOf(board, '[data-testid="board-threat-numbers"] b')
    expect(numbers).toBeGreaterThan(smallest)
    expect(numbers).toBeGreaterThanOrEqual(await fontOf(board, '[data-testid="board-now"]'))
    expect(squash(await board.getByTestId('board-threat-drowned-hands').textContent())).toContain('내구도 6 공격치 4 위력 5 무용 판정')
  })

  it('E.72 an incapacitated PC looks different from one that has acted: struck through on red, with its word', async () => {
    await buildScene(stack.host, scene('battle-won'))
    await expect.poll(() => board.getByTestId('board-result').count(), sceneArrives).toBe(1)
    // Elias is at 0 hp (incapacitated); Haneul struck the last blow (acted).
    const down = board.getByTestId('board-paragraph-2')
    const acted = board.getByTestId('board-paragraph-3')
    // The result can show before the scene's last command (Haneul's mark) is painted: wait for that too.
    await expect.poll(async () => squash(await acted.locator('.token-line').textContent()), sceneArrives).toBe('한하늘 ✓')
    expect(await down.locator('.token.down').count()).toBe(1)
    expect(await acted.locator('.token.acted').count()).toBe(1)
    expect(squash(await down.locator('.token-line').textContent())).toBe('엘리아스 ✕ 행동불능')
    expect(squash(await acted.locator('.token-line').textContent())).toBe('한하늘 ✓')
    const downLook = await lookOf(board, '[data-testid="board-paragraph-2"] .token.down')
    const actedLook = await lookOf(board, '[data-testid="board-paragraph-3"] .token.acted')
    expect(downLook.line).toBe('line-through')
    expect(actedLook.line).toBe('none')
    expect(downLook.border).toBe('dashed')
    expect(downLook.color).not.toBe(actedLook.color)
    expect(squash(await board.getByTestId('board-pc-pc-elias').textContent())).toContain('0/18 ✕ 행동불능')
    expect(squash(await board.getByTestId('board-pc-pc-haneul').textContent())).not.toContain('행동불능')
    await stack.screenshot(board, 'board-readable-down-and-acted')
  })

  it('E.1–E.52 the "now" line tells the players what happens and never gives the GM an instruction', async () => {
    const expected: [string, string][] = [
      ['encounter-scout', '지금: 정찰 라운드 — 단락 하나씩 정찰할 수 있는 PC: 한하늘, 윤소라, 베르당'],
      ['plots-sealed', '지금: 모든 플롯이 제출되었습니다 — 곧 일제히 공개됩니다'],
      ['after-reveal-full-log', '지금: 난외: 베르당 차례 — 공격, 술식 또는 이동']
    ]
    for (const [name, now] of expected) {
      await buildScene(stack.host, scene(name))
      // The line of the scene before is on screen until this scene's push arrives: wait for this one's.
      await expect.poll(async () => squash(await board.getByTestId('board-now').textContent()), sceneArrives).toBe(now)
      const whole = (await board.getByTestId('board').textContent()) ?? ''
      // Korean instructions end in -세요 (굴리세요, 공개하세요, 끝내세요, 고르세요): none reaches the players.
      expect(whole).not.toContain('세요')
    }
  })
})
