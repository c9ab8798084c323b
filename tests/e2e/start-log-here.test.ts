import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStack, type Stack } from './harness'

let stack: Stack
let gm: Page

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
})
afterAll(async () => {
  await stack?.close()
})

describe('start the log here, from the Files tab in Chromium (issue 17)', () => {
  it('says what it drops before it does it, keeps a copy, and leaves nothing to undo', async () => {
    // A campaign made from the demo: two demo records deleted, then renamed.
    expect(await stack.host.dispatch({ type: 'edit.region.remove', region: 'hospital' })).toEqual({ ok: true })
    expect(await stack.host.dispatch({ type: 'campaign.rename', name: '미하마 성배전쟁' })).toEqual({ ok: true })
    await gm.getByTestId('view-files').click()
    const button = gm.getByTestId('start-log-here-button')
    await expect.poll(() => button.isEnabled()).toBe(true)
    await button.click()
    const ask = gm.getByTestId('start-log-here-button-confirm-box')
    expect(await ask.textContent()).toContain('기록된 사건 2개(지금까지 치른 회차의 기록과 진영마다 휴대폰의 “우리 진영이 알게 된 것” 포함)와 실행 취소 기록이 이 파일에서 지워집니다')
    await stack.screenshot(gm, 'start-log-here-1-asks')
    // Esc keeps everything.
    await gm.keyboard.press('Escape')
    expect(await ask.count()).toBe(0)
    expect((await stack.host.state()).gm?.loggedEvents).toBe(2)

    await button.click()
    await gm.getByTestId('start-log-here-button-confirm').click()
    const notice = gm.getByRole('status').filter({ hasText: '기록을 여기서 새로 시작했습니다' })
    await notice.waitFor()
    expect(await notice.textContent()).toMatch(/이전 사건 2개와 실행 취소 기록을 이 파일에서 지웠습니다\. 전체 기록은 같은 폴더의 미하마-성배전쟁-before-log-start-[\d-]+\.overseer에 남겨 두었습니다/)
    await expect.poll(() => button.isDisabled()).toBe(true)
    expect(await gm.getByTestId('start-log-here').textContent()).toContain('기록이 이미 여기서 시작합니다.')
    expect(await gm.getByTestId('undo').isDisabled()).toBe(true)
    const state = await stack.host.state()
    expect(state.gm?.context.campaign.name).toBe('미하마 성배전쟁')
    expect(state.gm?.context.campaign.regions.map((r) => r.id)).not.toContain('hospital')
    expect(state.recent[1]?.path).toMatch(/before-log-start/)
    await stack.screenshot(gm, 'start-log-here-2-started')
  })

  it('is not offered while a war turn runs, and says why beside the button', async () => {
    expect(await stack.host.dispatch({ type: 'turn.start' })).toEqual({ ok: true })
    await expect.poll(() => gm.getByTestId('start-log-here').textContent()).toContain('진행 중인 전쟁 회차·전투·조우 전투를 먼저 끝내세요.')
    expect(await gm.getByTestId('start-log-here-button').isDisabled()).toBe(true)
    await stack.screenshot(gm, 'start-log-here-3-in-phase')
  })
})
