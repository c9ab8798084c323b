import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStack, type Stack } from './harness'

// Issue 18: a declaration a team sealed from its own page is marked in the GM window, and the GM
// can still override it (then the mark goes).
let stack: Stack
let gm: Page

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
})
afterAll(async () => {
  await stack?.close()
})

describe('a team’s own declaration in the GM window', () => {
  it('T.1 shows “submitted by the team” on the row, and the GM’s override replaces it', async () => {
    await gm.getByTestId('start-turn').click()
    await expect.poll(() => gm.getByTestId('declare-saber').count()).toBe(1)
    expect(await stack.host.teamDispatch('red', { type: 'turn.declare', actor: 'saber', action: 'investigate', regions: ['port'] })).toEqual({ ok: true })
    await expect.poll(() => gm.getByTestId('by-team-saber').textContent()).toBe('✓ 진영이 직접 제출')
    // The row shows what the team sealed, so the GM can read it before overriding.
    expect(await gm.getByTestId('action-saber').inputValue()).toBe('investigate')
    expect(await gm.getByTestId('region-saber-0').inputValue()).toBe('port')
    await stack.screenshot(gm, 'team-submitted')
    await gm.getByTestId('region-saber-0').selectOption('park')
    await gm.getByTestId('submit-saber').click()
    await expect.poll(() => gm.getByTestId('by-team-saber').count()).toBe(0)
    await expect.poll(() => gm.getByTestId('declare-saber').textContent()).toContain('✓ 선언함')
  })
})
