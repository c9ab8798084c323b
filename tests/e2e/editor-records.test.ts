import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStack, type Stack } from './harness'

// Issue 17: a GM's own records — ids from names, English optional, a new record never replaces an
// existing one, switching away asks about unsaved changes, removing asks and names what goes with it.
let stack: Stack
let gm: Page

const record = (page: Page, id: string) => page.locator(`[role="option"][data-id="${id}"]`)
const campaign = async () => (await stack.host.state()).gm!.context.campaign

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
  await gm.getByTestId('view-editors').click()
  await gm.getByTestId('editor-kind-regions').click()
})
afterAll(async () => {
  await stack?.close()
})

describe('new records in the editors (Chromium, 1500×940)', () => {
  it('a Korean-only region: the id follows the name (romanized), the English name stays the Korean one', async () => {
    await gm.getByTestId('record-new').click()
    const form = gm.getByTestId('edit-form-region')
    await form.locator('input[name="name.ko"]').fill('제2 부두')
    expect(await form.locator('input[name="id"]').inputValue()).toBe('je2-budu')
    expect(await form.locator('input[name="name.en"]').inputValue()).toBe('')
    expect(await form.locator('input[name="name.en"]').getAttribute('placeholder')).toBe('비우면 한국어 이름: 제2 부두')
    await stack.screenshot(gm, 'editor-region-korean-only')
    await form.getByRole('button', { name: '저장' }).click()
    await expect.poll(() => record(gm, 'je2-budu').count()).toBe(1)
    expect((await campaign()).regions.find((r) => r.id === 'je2-budu')?.name).toEqual({ ko: '제2 부두', en: '제2 부두' })
  })

  it('a new region whose typed id is taken is refused, names the region that has it, marks the id, and changes nothing', async () => {
    await gm.getByTestId('record-new').click()
    const form = gm.getByTestId('edit-form-region')
    await form.locator('input[name="name.ko"]').fill('새 항구')
    await form.locator('input[name="id"]').fill('port')
    // Once typed, the id no longer follows the name.
    await form.locator('input[name="name.ko"]').fill('새 항구 2')
    expect(await form.locator('input[name="id"]').inputValue()).toBe('port')
    await form.getByRole('button', { name: '저장' }).click()
    await expect.poll(() => gm.getByTestId('edit-refusal').textContent()).toContain('지역 id "port"는 이미 "항구"가 쓰고 있습니다')
    expect(await form.locator('input[name="id"]').getAttribute('aria-invalid')).toBe('true')
    expect((await campaign()).regions.find((r) => r.id === 'port')?.name.ko).toBe('항구')
    await stack.screenshot(gm, 'editor-region-id-taken')
  })

  it('moving to another record with unsaved changes asks first: keep editing stays, discard moves on', async () => {
    await record(gm, 'church').click()
    await expect.poll(() => gm.getByTestId('unsaved-prompt').count()).toBe(1)
    expect(await gm.getByTestId('unsaved-prompt').textContent()).toContain('저장하지 않은 변경이 있습니다')
    await stack.screenshot(gm, 'editor-unsaved-prompt')
    // Focus is on "keep editing"; Enter keeps the draft on screen.
    await gm.keyboard.press('Enter')
    await expect.poll(() => gm.getByTestId('unsaved-prompt').count()).toBe(0)
    expect(await gm.getByTestId('edit-form-region').locator('input[name="name.ko"]').inputValue()).toBe('새 항구 2')
    await record(gm, 'church').click()
    await gm.getByTestId('unsaved-discard').click()
    await expect.poll(() => gm.getByTestId('edit-form-region').locator('input[name="id"]').inputValue()).toBe('church')
    // A form nobody typed in moves without asking.
    await record(gm, 'park').click()
    await expect.poll(() => gm.getByTestId('edit-form-region').locator('input[name="id"]').inputValue()).toBe('park')
    expect(await gm.getByTestId('unsaved-prompt').count()).toBe(0)
  })

  it('leaving the Editors for another view with unsaved changes asks the same question', async () => {
    await gm.getByTestId('edit-form-region').locator('input[name="name.ko"]').fill('공원 (고침)')
    await gm.getByTestId('view-play').click()
    await expect.poll(() => gm.getByTestId('unsaved-prompt').count()).toBe(1)
    expect(await gm.getByTestId('editors').count()).toBe(1)
    await stack.screenshot(gm, 'editor-unsaved-leaving-view')
    // Keep editing: still the Editors, the draft still there.
    await gm.keyboard.press('Enter')
    expect(await gm.getByTestId('edit-form-region').locator('input[name="name.ko"]').inputValue()).toBe('공원 (고침)')
    await gm.getByTestId('view-files').click()
    await gm.getByTestId('unsaved-discard').click()
    await gm.getByTestId('files-view').waitFor()
    expect((await campaign()).regions.find((r) => r.id === 'park')?.name.ko).not.toBe('공원 (고침)')
    // Nothing unsaved: the tabs switch at once, there and back.
    await gm.getByTestId('view-editors').click()
    await gm.getByTestId('editors').waitFor()
    await gm.getByTestId('view-play').click()
    await expect.poll(() => gm.getByTestId('editors').count()).toBe(0)
    await gm.getByTestId('view-editors').click()
    await gm.getByTestId('editors').waitFor()
  })

  it('removing a team asks first and names its master and servant; keep leaves it, confirm removes it', async () => {
    await gm.getByTestId('editor-kind-teams').click()
    await record(gm, 'green').click()
    await gm.getByTestId('remove-team').click()
    const box = gm.getByTestId('remove-team-confirm-box')
    expect(await box.textContent()).toMatch(/진영 "[^"]+"을 삭제하면 마스터 "[^"]+"[과와] 서번트 "[^"]+"/)
    await stack.screenshot(gm, 'editor-remove-team-asks')
    await gm.getByTestId('remove-team-dismiss').click()
    expect((await campaign()).teams.some((t) => t.id === 'green')).toBe(true)
    await gm.getByTestId('remove-team').click()
    await gm.getByTestId('remove-team-confirm').click()
    await expect.poll(async () => (await campaign()).teams.some((t) => t.id === 'green')).toBe(false)
  })

  it('a new team\'s id follows its English name', async () => {
    await gm.getByTestId('record-new').click()
    const form = gm.getByTestId('edit-form-team')
    await form.locator('input[name="name.ko"]').fill('은빛 결사')
    await form.locator('input[name="name.en"]').fill('Silver Order')
    expect(await form.locator('input[name="id"]').inputValue()).toBe('silver-order')
    // Esc reverts the draft, so moving on does not ask.
    await form.locator('input[name="name.en"]').press('Escape')
  })

  it('a team colour too dark for the board is warned about in the editor, with its contrast', async () => {
    await gm.getByTestId('record-new').click()
    const form = gm.getByTestId('edit-form-team')
    expect(await form.getByTestId('team-colour-warning').count()).toBe(0)
    await form.locator('input[name="color"]').fill('#444444')
    await expect.poll(() => form.getByTestId('team-colour-warning').textContent()).toBe('어두운 보드에서 잘 보이지 않는 색입니다 (명암비 2.1:1, 3:1 이상이 필요합니다). 더 밝은 색을 고르세요.')
    await stack.screenshot(gm, 'editor-team-colour-warning')
    await form.locator('input[name="color"]').fill('#f0c040')
    await expect.poll(() => form.getByTestId('team-colour-warning').count()).toBe(0)
    await form.locator('input[name="name.ko"]').press('Escape')
  })

  it('moves a region up the list with a button and with Alt+↓, each one undo step', async () => {
    await gm.getByTestId('editor-kind-regions').click()
    await record(gm, 'park').click()
    const order = async () => (await campaign()).regions.map((r) => r.id).slice(0, 3)
    expect(await order()).toEqual(['church', 'port', 'park'])
    await gm.getByTestId('record-up').click()
    await expect.poll(order).toEqual(['church', 'park', 'port'])
    await record(gm, 'park').focus()
    await gm.keyboard.press('Alt+ArrowDown')
    await expect.poll(order).toEqual(['church', 'port', 'park'])
    await stack.screenshot(gm, 'editor-region-moved')
  })

  it('duplicates a PC into a new form with a copied name and a free id; saving adds it beside the original', async () => {
    await gm.getByTestId('editor-kind-pcs').click()
    await record(gm, 'pc-haneul').click()
    await gm.getByTestId('duplicate-pc').click()
    const form = gm.getByTestId('edit-form-pc')
    expect(await form.locator('input[name="name.ko"]').inputValue()).toBe('한하늘 (사본)')
    const id = await form.locator('input[name="id"]').inputValue()
    expect(id).not.toBe('pc-haneul')
    await form.getByRole('button', { name: '저장' }).click()
    await expect.poll(async () => (await campaign()).pcs.map((p) => p.id)).toContain(id)
    expect((await campaign()).pcs.find((p) => p.id === 'pc-haneul')?.name.ko).toBe('한하늘')
  })

  it('issue 18: the PC editor names the team whose players play the PC; choosing one writes it into the PC and saving keeps it', async () => {
    await record(gm, 'pc-elias').click()
    await expect.poll(() => gm.getByTestId('pc-team').inputValue()).toBe('blue')
    await gm.getByTestId('pc-team').selectOption('violet')
    await stack.screenshot(gm, 'editor-pc-team')
    await gm.getByTestId('edit-form-pc').getByRole('button', { name: '저장' }).click()
    await expect.poll(async () => (await campaign()).pcs.find((p) => p.id === 'pc-elias')?.team).toBe('violet')
    // The JSON view (advanced) keeps the list too: it writes the team into the PC's JSON.
    await gm.getByTestId('json-toggle').click()
    await expect.poll(async () => JSON.parse(await gm.getByTestId('json-pc').inputValue()).team).toBe('violet')
    await gm.getByTestId('pc-team').selectOption('')
    expect(JSON.parse(await gm.getByTestId('json-pc').inputValue()).team).toBeUndefined()
    // Text that is not JSON leaves the list alone until it is.
    await gm.getByTestId('json-pc').fill('{ not json')
    expect(await gm.getByTestId('pc-team').isDisabled()).toBe(true)
  })
})
