import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerPhase } from '@machines/campaign/phases'
import { tallyPhase } from '../plugin-phase/tally/phase'
import { callChecked } from '../../src/shared/command-args'
import { startStack, type Stack } from './harness'

let stack: Stack

beforeAll(async () => {
  // The host runs in this process, so a phase registered here is one the web host serves; its
  // commands are not in the shipped `SentCommand` type, so they go through the edge as raw requests.
  registerPhase('tally', tallyPhase)
  stack = await startStack()
})
afterAll(async () => {
  await stack?.close()
})

describe('a phase registered from outside machines/, in the real UI (Chromium)', () => {
  it('shows its name on the board and in the GM panel, and its lines in the session log', async () => {
    const board = await stack.boardPage()
    const gm = await stack.gmPage()
    await expect.poll(() => gm.getByTestId('campaign-name').textContent()).toContain('서린 성배전쟁')
    expect(await callChecked(stack.host, 'dispatch', [{ type: 'tally.start', question: '교회와 동맹?' }])).toEqual({ ok: true })
    expect(await callChecked(stack.host, 'dispatch', [{ type: 'tally.vote', actor: 'saber', yes: true }])).toEqual({ ok: true })

    await expect.poll(() => board.getByTestId('board').textContent()).toContain('집계')
    const boardText = (await board.getByTestId('board').textContent()) ?? ''
    expect(boardText).not.toContain('찬성')
    await stack.screenshot(board, 'plugin-phase-board')

    await expect.poll(() => gm.getByTestId('phase-other').textContent()).toContain('집계')
    await expect.poll(() => gm.getByTestId('phase-other').textContent()).toContain('open')
    await expect.poll(async () => (await gm.locator('body').textContent()) ?? '').toContain('세이버: 찬성')
    await stack.screenshot(gm, 'plugin-phase-gm')

    expect(await callChecked(stack.host, 'dispatch', [{ type: 'tally.close' }])).toEqual({ ok: true })
    await expect.poll(() => gm.getByTestId('phase-idle').count()).toBe(1)
  })
})
