import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStack, type Stack } from './harness'

let stack: Stack
let gm: Page

const record = (id: string) => gm.locator(`[role="option"][data-id="${id}"]`)
const labels = async (): Promise<string[]> => gm.locator('[role="option"] .label').allTextContents()
const campaign = async () => (await stack.host.state()).gm!.context.campaign
/** The accessible name a screen reader says for a button (its aria-label, else its text). */
const nameOf = (testId: string): Promise<string> =>
  gm.getByTestId(testId).evaluate((el) => el.getAttribute('aria-label') ?? el.textContent ?? '')

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
})
afterAll(async () => {
  await stack?.close()
})

describe('issue 17 in Chromium at 1500×940: a team duplicated, undo that says what it undoes, the paste box in reach', () => {
  it('duplicates a team with its master and servant from the team form, saved as one step', async () => {
    await gm.getByTestId('view-editors').click()
    await gm.getByTestId('editor-kind-teams').click()
    await record('red').click()
    await gm.getByTestId('duplicate-team').click()
    const form = gm.getByTestId('edit-form-team')
    expect(await form.locator('h3').textContent()).toBe('진영 복제')
    expect(await form.locator('input[name="id"]').inputValue()).toBe('red-copy')
    expect(await form.locator('input[name="master"]').inputValue()).toBe('han-haneul-copy')
    expect(await form.locator('input[name="servant"]').inputValue()).toBe('saber-copy')
    expect(await form.locator('select[name="base"]').inputValue()).toBe('mansion')
    await stack.screenshot(gm, 'team-copy-1-form')
    const head = (await stack.host.state()).gm!.head
    await form.getByRole('button', { name: '저장' }).click()
    await expect.poll(async () => (await campaign()).teams.length).toBe(5)
    const after = await campaign()
    expect((await stack.host.state()).gm!.head).toBe(head + 1)
    expect(after.masters.at(-1)).toMatchObject({ id: 'han-haneul-copy', team: 'red-copy', name: { ko: '한하늘 (사본)', en: 'Han Haneul (copy)' } })
    expect(after.servants.at(-1)).toMatchObject({ id: 'saber-copy', team: 'red-copy', className: { ko: '세이버 (사본)', en: 'Saber (copy)' }, trueName: 'Roland' })
    expect(await labels()).toContain('붉은 진영 (사본)')
    // The saved copy is the record on screen.
    await expect.poll(() => gm.getByTestId('edit-form-team').locator('h3').textContent()).toBe('붉은 진영 (사본)')
  })

  it('says in the undo button what the next undo reverts, in the event log’s words, and in the redo button after an undo', async () => {
    const line = '진영 복제: 붉은 진영 → 붉은 진영 (사본) (함께 복제: 한하늘 (사본), 세이버 (사본))'
    await expect.poll(() => nameOf('undo')).toBe(`실행 취소: ${line} (Ctrl+Z)`)
    expect(await gm.getByTestId('undo').getAttribute('title')).toBe(`실행 취소: ${line} (Ctrl+Z)`)
    expect(await gm.getByRole('button', { name: `실행 취소: ${line} (Ctrl+Z)` }).count()).toBe(1)
    expect((await stack.host.state()).gm!.log.at(-1)!.text.ko).toBe(line)
    expect(await nameOf('redo')).toBe('다시 실행 (Ctrl+Shift+Z)')
    await gm.getByTestId('undo').hover()
    await stack.screenshot(gm, 'team-copy-2-undo-says')
    await gm.getByTestId('undo').click()
    await expect.poll(async () => (await campaign()).teams.length).toBe(4)
    expect((await campaign()).masters.length).toBe(4)
    await expect.poll(() => nameOf('redo')).toBe(`다시 실행: ${line} (Ctrl+Shift+Z)`)
    expect(await nameOf('undo')).toBe('실행 취소 (Ctrl+Z)')
    await gm.getByTestId('language').selectOption('en')
    await expect.poll(() => nameOf('redo')).toBe('Redo: Team duplicated: Red → Red (copy), with Han Haneul (copy), Saber (copy) (Ctrl+Shift+Z)')
    await gm.getByTestId('language').selectOption('ko')
    await gm.getByTestId('redo').click()
    await expect.poll(async () => (await campaign()).teams.length).toBe(5)
  })

  it('moves a team up and its master and servant move with it in the Masters and Servants lists', async () => {
    await record('red-copy').click()
    for (let i = 0; i < 4; i++) await gm.getByTestId('record-up').click()
    await expect.poll(async () => (await campaign()).teams[0]!.id).toBe('red-copy')
    await gm.getByTestId('editor-kind-masters').click()
    expect((await labels())[0]).toBe('한하늘 (사본)')
    await gm.getByTestId('editor-kind-servants').click()
    expect((await labels())[0]).toMatch(/^세이버 \(사본\)/)
    expect(await nameOf('undo')).toMatch(/^실행 취소: 순서 변경: 진영 목록 — 붉은 진영 \(사본\), /)
    await stack.screenshot(gm, 'team-copy-3-servants-follow')
  })

  it('after a long paste the undo tooltip is clipped, its accessible name whole', async () => {
    await gm.getByTestId('editor-kind-regions').click()
    const names = Array.from({ length: 16 }, (_, i) => `먼 외곽 마을 ${i + 1}`)
    await gm.getByTestId('sheet-paste-text').fill(['이름', ...names].join('\n'))
    await expect.poll(() => gm.getByTestId('sheet-paste-row').count()).toBe(16)
    await gm.getByTestId('sheet-paste-apply').click()
    // The log's own line names up to 12 records; the accessible name keeps all of it, the tooltip the first 100 characters.
    await expect.poll(() => nameOf('undo')).toContain('먼 외곽 마을 12')
    const whole = await nameOf('undo')
    const tip = (await gm.getByTestId('undo').getAttribute('title')) ?? ''
    expect(tip).toMatch(/^실행 취소: 시트 붙여 넣기.*… \(Ctrl\+Z\)$/)
    expect(Array.from(tip).length).toBeLessThan(Array.from(whole).length)
    expect(Array.from(tip.replace(/^실행 취소: | \(Ctrl\+Z\)$/g, '')).length).toBeLessThanOrEqual(100)
    expect(whole.startsWith(tip.replace(/… \(Ctrl\+Z\)$/, ''))).toBe(true)
    await gm.getByTestId('undo').click()
    await expect.poll(async () => (await campaign()).regions.some((r) => r.name.ko === '먼 외곽 마을 1')).toBe(false)
  })

  it('on a full list the paste box is one jump from the top of the form', async () => {
    await gm.getByTestId('jump-to-paste').click()
    await expect.poll(() => gm.evaluate("document.activeElement?.getAttribute('data-testid')")).toBe('sheet-paste-text')
  })

  it('on a blank campaign the servants’ paste box is on screen without scrolling, above the placeholder’s form', async () => {
    await gm.getByTestId('view-files').click()
    await gm.getByTestId('blank-name').fill('빈 캠페인')
    await gm.getByTestId('blank-teams').fill('5')
    await gm.getByTestId('blank-regions').fill(['교회', '항구', '공원'].join('\n'))
    await gm.getByTestId('blank-regions').press('Control+Enter')
    await expect.poll(() => gm.getByTestId('campaign-name').textContent()).toBe('빈 캠페인')
    const box = gm.getByTestId('sheet-paste-text')
    await box.waitFor()
    // How far the GM would scroll to see the whole paste box, and where the old layout (box after the form) put it.
    const measured = (await gm.evaluate(`(() => {
      const text = document.querySelector('[data-testid="sheet-paste-text"]').getBoundingClientRect()
      const form = document.querySelector('[data-testid="edit-form-servant"]').getBoundingClientRect()
      return { scrollNeeded: Math.max(0, Math.ceil(text.bottom - window.innerHeight)), formFirstBottom: Math.ceil(form.bottom - form.top + text.bottom - window.innerHeight) }
    })()`)) as { scrollNeeded: number; formFirstBottom: number }
    console.log(`blank campaign, servants tab at 1500×940: scroll needed to reach the paste box ${measured.scrollNeeded} px (the box after the form would need ${measured.formFirstBottom} px)`)
    expect(measured.scrollNeeded).toBe(0)
    expect(await gm.getByTestId('jump-to-paste').count()).toBe(0)
    await stack.screenshot(gm, 'team-copy-4-blank-paste-first')
    for (const kind of ['teams', 'masters', 'pcs']) {
      await gm.getByTestId(`editor-kind-${kind}`).click()
      const scroll = await gm.evaluate(`Math.max(0, Math.ceil(document.querySelector('[data-testid="sheet-paste-text"]').getBoundingClientRect().bottom - window.innerHeight))`)
      expect(scroll, kind).toBe(0)
    }
  })
})
