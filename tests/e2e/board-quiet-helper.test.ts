import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { demoDeclarations } from '../machines/campaign/fixtures'
import { startStack, type Stack } from './harness'
import { hostSteps, poll, text } from './page-steps'

// The board as the GM's quiet helper (issue 29), in Chromium: a dice-box result stays only for its
// scene, a GM adjustment is never the board's largest line, and the hp the GM types into the
// encounter's adjustment box reads as the roster reads it (a new value or a ±change, `0` is 0).

let stack: Stack
let gm: Page
let board: Page
const pageErrors: string[] = []

const { send, battle } = hostSteps(() => stack)

beforeAll(async () => {
  stack = await startStack()
  expect((await stack.host.newFromDemo()).ok).toBe(true)
  gm = await stack.gmPage()
  board = await stack.boardPage()
  for (const page of [gm, board]) page.on('pageerror', (error) => pageErrors.push(error.message))
})
afterAll(async () => {
  await stack?.close()
})

describe('the board, the GM’s quiet helper', () => {
  it('V.9 E.71 a dice-box result shows on the board in its scene and is gone from it once the scene ends', async () => {
    await send({ type: 'dice.roll', command: '2D6' })
    await poll(async () => board.getByTestId('board-roll').count()).toBe(1)
    await send({ type: 'scene.advance' })
    await poll(async () => board.getByTestId('board-roll').count()).toBe(0)
    expect((await stack.host.state()).gm!.context.campaign.rolls).toHaveLength(1)
  })

  it('a GM adjustment typed as a new value, a change or 0 reads as the roster reads it, and never leads the board', async () => {
    await send({ type: 'encounter.start', monster: 'ferry-shade', pcs: ['pc-haneul', 'pc-elias'], ambush: true })
    for (const [pc, plot] of Object.entries({ 'pc-haneul': 1, 'pc-elias': 4 })) await send({ type: 'encounter.plot', pc, plot })
    await send({ type: 'encounter.revealPlots' })
    await send({ type: 'encounter.move', pc: 'pc-haneul', to: 2 })
    await poll(() => text(board, 'board-paragraph-2')).toContain('한하늘')
    const latest = await text(board, 'board-latest')
    const hpOf = async (pc: string) => (await battle()).pcs.find((p) => p.id === pc)!.hp
    const details = gm.getByTestId('encounter-adjust')
    if ((await details.getAttribute('open')) === null) await details.locator('summary').click()
    await gm.getByTestId('adjust-unit').selectOption('pc:pc-elias')
    const before = await hpOf('pc-elias')
    // A bare number is the new value, as in the roster.
    await gm.getByTestId('adjust-hp').fill(String(before - 4))
    await gm.getByTestId('adjust-go').click()
    await poll(() => hpOf('pc-elias')).toBe(before - 4)
    // The board's largest line is still the move; the adjustment is among the older lines.
    await poll(() => text(board, 'board-latest')).toBe(latest)
    expect(await text(board, 'board-latest')).not.toContain('GM')
    // A signed number is a change; words are refused in words, and nothing is sent.
    await gm.getByTestId('adjust-hp').fill('+2')
    await gm.getByTestId('adjust-go').click()
    await poll(() => hpOf('pc-elias')).toBe(before - 2)
    await gm.getByTestId('adjust-hp').fill('많이')
    await gm.getByTestId('adjust-hp-bad').waitFor()
    expect(await gm.getByTestId('adjust-go').isDisabled()).toBe(true)
    // `0` means 0.
    await gm.getByTestId('adjust-hp').fill('0')
    await gm.getByTestId('adjust-go').click()
    await poll(() => hpOf('pc-elias')).toBe(0)
    await poll(() => text(gm, 'event-log')).toContain(`생명력 −${before - 2};`)
    // A change past the maximum stops there, and the log says it was capped.
    await gm.getByTestId('adjust-hp').fill('+99')
    await gm.getByTestId('adjust-go').click()
    await poll(() => hpOf('pc-elias')).toBe(before)
    await poll(() => text(gm, 'event-log')).toContain('생명력 +99 (최대치로 제한)')
    await stack.screenshot(gm, 'quiet-helper-gm-adjust')
    for (const [width, height] of [[1920, 1080], [1280, 720]] as const) {
      await board.setViewportSize({ width, height })
      await poll(() => board.evaluate('document.documentElement.scrollHeight <= innerHeight && document.documentElement.scrollWidth <= innerWidth')).toBe(true)
      await stack.screenshot(board, `quiet-helper-board-${width}x${height}`)
    }
    expect(pageErrors).toEqual([])
  })

  it('the region overlaps name every actor in English whole, on two lines where needed', async () => {
    await send({ type: 'encounter.cancel' })
    await gm.getByTestId('language').selectOption('en')
    await send({ type: 'turn.start' })
    for (const declaration of demoDeclarations) await send(declaration)
    const headers = gm.getByTestId('region-overlaps').locator('th.actor')
    await poll(() => text(gm, 'region-overlaps')).toContain('Elias Grau')
    for (const header of await headers.all()) expect(await header.evaluate((th) => th.scrollWidth <= th.clientWidth + 1)).toBe(true)
    await gm.getByTestId('region-overlaps').screenshot({ path: 'test-results/quiet-helper-overlaps-en.png' })
    await gm.getByTestId('language').selectOption('ko')
    expect(pageErrors).toEqual([])
  })
})
