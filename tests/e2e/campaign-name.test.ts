import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStack, type Stack } from './harness'

let stack: Stack
let gm: Page
let board: Page

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
  board = await stack.boardPage()
})
afterAll(async () => {
  await stack?.close()
})

const boardTitle = (): Promise<string | null> => board.locator('h1').first().textContent()

describe('the campaign’s name in Chromium through the web host', () => {
  it('is renamed from the header with the keyboard alone, and the board follows', async () => {
    await gm.getByTestId('rename-campaign').focus()
    await gm.keyboard.press('Enter')
    const field = gm.getByTestId('campaign-name-field')
    await field.waitFor()
    // The old name is selected: typing replaces it.
    await gm.keyboard.type('미하마 성배전쟁')
    await stack.screenshot(gm, 'campaign-name-1-editing')
    await gm.keyboard.press('Enter')
    await expect.poll(() => gm.getByTestId('campaign-name').textContent()).toBe('미하마 성배전쟁')
    await expect.poll(boardTitle).toBe('미하마 성배전쟁')
    await expect.poll(() => gm.getByTestId('event-log').textContent()).toMatch(/캠페인 이름: 서린 성배전쟁 \(데모\) → 미하마 성배전쟁/)
    await stack.screenshot(gm, 'campaign-name-2-renamed')
  })

  it('Escape keeps the old name; an empty one is refused in Korean and stays in the field', async () => {
    await gm.getByTestId('rename-campaign').click()
    await gm.keyboard.type('다른 이름')
    await gm.keyboard.press('Escape')
    expect(await gm.getByTestId('campaign-name').textContent()).toBe('미하마 성배전쟁')
    await gm.getByTestId('rename-campaign').click()
    await gm.keyboard.press('Backspace')
    await gm.keyboard.press('Enter')
    await gm.getByTestId('refusal').waitFor()
    expect(await gm.getByTestId('refusal').textContent()).toMatch(/^\s*거부됨: 이름: 캠페인 이름을 입력하세요/)
    expect(await gm.getByTestId('campaign-name-field').isVisible()).toBe(true)
    await stack.screenshot(gm, 'campaign-name-3-refused')
    await gm.keyboard.press('Escape')
  })

  it('Ctrl+Z takes the rename back in one step, and the board follows again', async () => {
    await gm.getByTestId('undo').click()
    await expect.poll(() => gm.getByTestId('campaign-name').textContent()).toBe('서린 성배전쟁 (데모)')
    await expect.poll(boardTitle).toBe('서린 성배전쟁 (데모)')
    await gm.getByTestId('redo').click()
    await expect.poll(boardTitle).toBe('미하마 성배전쟁')
  })

  it('lists the renamed campaign under its name, and tells two demos of the same name apart by save time and file', async () => {
    await gm.getByTestId('view-files').click()
    await gm.getByTestId('new-demo').click()
    await expect.poll(() => gm.getByTestId('campaign-name').textContent()).toBe('서린 성배전쟁 (데모)')
    await gm.getByTestId('view-files').click()
    await gm.getByTestId('new-demo').click()
    await expect.poll(async () => (await stack.host.state()).recent.length).toBe(3)
    // Closing asks first (issue 11, second look): confirm it.
    await gm.getByTestId('close-campaign').click()
    await gm.getByTestId('close-campaign-confirm').click()
    await gm.getByTestId('recent-entry').first().waitFor()
    const entries = await gm.getByTestId('recent-entry').allTextContents()
    expect(entries).toHaveLength(3)
    expect(entries.filter((e) => e.includes('미하마 성배전쟁'))).toHaveLength(1)
    // Closed (another campaign was opened), the renamed campaign's file took its name.
    expect(entries.find((e) => e.includes('미하마 성배전쟁'))).toMatch(/미하마-성배전쟁-\d{4}-\d\d-\d\dT[\d-]+Z\.overseer/)
    const twins = await gm.getByTestId('recent-twin').allTextContents()
    expect(twins.map((t) => t.trim()).sort()).toEqual(['같은 이름 · 2개 중 1번째', '같은 이름 · 2개 중 2번째'])
    for (const times of await gm.getByTestId('recent-times').allTextContents()) expect(times).toMatch(/저장 .+ · 최근 열림 /)
    await stack.screenshot(gm, 'campaign-name-4-recent')
  })
})
