import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { boardScenes, buildScene, type BoardScene } from './board-scenes'
import { startStack, type Stack } from './harness'

// Issue 11: when the board is frozen, the GM's preview shows what the players see, the live state one click away.

let stack: Stack
let board: Page

const scene = (name: string): BoardScene => boardScenes.find((s) => s.name === name)!

beforeAll(async () => {
  stack = await startStack()
  board = await stack.boardPage()
})
afterAll(async () => {
  await stack?.close()
})

describe('the GM’s preview of a frozen board (issue 11)', () => {
  it('shows what the players see while frozen, the live state one click away, and the live board again once unfrozen', async () => {
    await buildScene(stack.host, { name: 'duel reveal, then frozen', commands: scene('duel-4-reveal').commands, moment: [] })
    const gm = await stack.gmPage()
    const preview = gm.getByTestId('board-preview')
    await expect.poll(() => preview.getByTestId('board-exchange').textContent()).toContain('1번째 교환 공개')
    expect(await preview.getByTestId('preview-live').count()).toBe(0)

    await gm.getByTestId('freeze').click()
    await expect.poll(() => preview.getByTestId('preview-note').textContent()).toContain('고정됨')
    for (const command of [{ type: 'duel.accept' }, { type: 'duel.end' }] as const) expect(await stack.host.dispatch(command)).toEqual({ ok: true })
    await expect.poll(() => gm.getByTestId('duel-over').count()).toBe(1)
    // The players still see the reveal, and so does the preview.
    expect(await board.getByTestId('board-duel-result').count()).toBe(0)
    expect(await preview.getByTestId('board-duel-result').count()).toBe(0)
    expect(await preview.getByTestId('board-exchange').textContent()).toContain('1번째 교환 공개')
    await stack.screenshot(gm, 'board-preview-frozen')

    await preview.getByTestId('preview-live').click()
    await expect.poll(() => preview.getByTestId('board-duel-result').count()).toBe(1)
    expect(await preview.getByTestId('preview-frame').getAttribute('data-showing')).toBe('live')
    expect(await preview.getByTestId('preview-note').textContent()).toContain('플레이어에게는 아직 보이지 않습니다')
    expect(await board.getByTestId('board-duel-result').count()).toBe(0)
    await stack.screenshot(gm, 'board-preview-live')
    await preview.getByTestId('preview-shown').click()
    await expect.poll(() => preview.getByTestId('board-duel-result').count()).toBe(0)

    await gm.getByTestId('freeze').click()
    await expect.poll(() => board.getByTestId('board-duel-result').count()).toBe(1)
    await expect.poll(() => preview.getByTestId('board-duel-result').count()).toBe(1)
    expect(await preview.getByTestId('preview-live').count()).toBe(0)
    await gm.close()
  })
})
