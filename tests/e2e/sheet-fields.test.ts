import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStack, type Stack } from './harness'

let stack: Stack
let gm: Page

const record = (page: Page, id: string) => page.locator(`[role="option"][data-id="${id}"]`)
const campaign = async () => (await stack.host.state()).gm!.context.campaign

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
})
afterAll(async () => {
  await stack?.close()
})

describe('the sheet says what the rules need: guards, typed ranks, NP grade from rank, pools from stats, hp within max (issue 17)', () => {
  it('D.16 D.47 the skill guard and the NP guard are labelled apart; ranks are typed (b+ → B+, ex → EX); a new NP’s grade follows its rank until the GM sets it', async () => {
    await gm.getByTestId('view-editors').click()
    await gm.getByTestId('editor-kind-servants').click()
    await record(gm, 'saber').click()
    const form = gm.getByTestId('edit-form-servant')
    expect(await form.locator('label', { has: gm.locator('input[name="skills.0.guard"]') }).textContent()).toContain('스킬 방어 (D.47, 대기 때는 없음)')
    expect(await form.locator('label', { has: gm.locator('input[name="noblePhantasms.0.guard"]') }).textContent()).toContain('보구 방어 (D.47, 언제나)')

    const strength = form.locator('input[name="parameters.strength"]')
    await strength.fill('b+')
    await strength.press('Tab')
    await expect.poll(() => strength.inputValue()).toBe('B+')

    await form.getByRole('button', { name: '＋ 보구' }).click()
    const n = (await campaign()).servants.find((s) => s.id === 'saber')!.noblePhantasms.length
    const rank = form.locator(`input[name="noblePhantasms.${n}.rank"]`)
    const grade = form.locator(`input[name="noblePhantasms.${n}.grade"]`)
    await rank.fill('ex')
    await rank.press('Tab')
    await expect.poll(() => rank.inputValue()).toBe('EX')
    expect(await grade.inputValue()).toBe('6') // ⚙ rankGrades EX = 6
    await rank.fill('b')
    await rank.press('Tab')
    await expect.poll(() => grade.inputValue()).toBe('4') // B = 4
    await grade.fill('7')
    await rank.fill('a+')
    await rank.press('Tab')
    await expect.poll(() => rank.inputValue()).toBe('A+')
    expect(await grade.inputValue()).toBe('7') // the GM's own grade stays
    await form.getByRole('button', { name: '저장' }).click()
    await expect.poll(async () => (await campaign()).servants.find((s) => s.id === 'saber')!.noblePhantasms.at(-1)).toMatchObject({ rank: 'A+', grade: 7 })
    expect((await campaign()).servants.find((s) => s.id === 'saber')!.parameters.strength).toBe('B+')
    await stack.screenshot(gm, 'sheet-fields-servant')
  })

  it('a rank that is not one is refused in Korean, naming the field, and nothing is stored', async () => {
    const form = gm.getByTestId('edit-form-servant')
    const luck = form.locator('input[name="parameters.luck"]')
    await luck.fill('S')
    await luck.press('Tab')
    await form.getByRole('button', { name: '저장' }).click()
    await expect.poll(() => gm.getByTestId('edit-refusal').textContent()).toContain('랭크는 E, D, C, B, A, EX 중 하나')
    expect(await luck.getAttribute('aria-invalid')).toBe('true')
    expect((await campaign()).servants.find((s) => s.id === 'saber')!.parameters.luck).not.toBe('S')
    await form.getByRole('button', { name: '되돌리기' }).click()
  })

  it('hp above max cannot be saved: refused in Korean, the field marked, the sheet unchanged', async () => {
    const form = gm.getByTestId('edit-form-servant')
    await form.locator('input[name="hp"]').fill('99')
    await form.getByRole('button', { name: '저장' }).click()
    await expect.poll(() => gm.getByTestId('edit-refusal').textContent()).toContain('생명력 99가 최대 생명력 60보다 큽니다')
    expect(await form.locator('input[name="hp"]').getAttribute('aria-invalid')).toBe('true')
    expect((await campaign()).servants.find((s) => s.id === 'saber')!.hp).toBe(60)
    await stack.screenshot(gm, 'sheet-fields-hp-refused')
    await form.getByRole('button', { name: '되돌리기' }).click()
  })

  it('a number past a field’s bounds or left empty is refused by the host in Korean words, never blocked by the browser’s English tooltip', async () => {
    const form = gm.getByTestId('edit-form-servant')
    const grade = form.locator('input[name="skills.1.card.grade"]')
    // ↑ / ↓ step within the field's bounds, as the number box did; what is typed is the host's to check.
    await grade.fill('19')
    await grade.press('ArrowUp')
    await grade.press('ArrowUp')
    expect(await grade.inputValue()).toBe('20')
    await grade.press('ArrowDown')
    expect(await grade.inputValue()).toBe('19')
    const stored = (await campaign()).servants.find((s) => s.id === 'saber')!.skills[1]!.card!.grade
    await grade.fill('25')
    await form.getByRole('button', { name: '저장' }).click()
    await expect.poll(() => gm.getByTestId('edit-refusal').textContent()).toContain('서번트 saber ▸ 스킬 2 ▸ 판정패 ▸ 등급: 허용 값 — 0부터 20까지의 정수 (받은 값: 25)')
    expect(await form.getAttribute('novalidate')).not.toBeNull()
    expect(await grade.getAttribute('aria-invalid')).toBe('true')
    // EditForm's one "not saved" line, as in every form: the stored value of the refused field.
    expect(await gm.getByTestId('not-saved').textContent()).toContain(`저장된 값을 봅니다: 서번트 saber ▸ 스킬 2 ▸ 판정패 ▸ 등급 ${stored}.`)
    await grade.fill('')
    await form.getByRole('button', { name: '저장' }).click()
    await expect.poll(() => gm.getByTestId('edit-refusal').textContent()).toContain('서번트 saber ▸ 스킬 2 ▸ 판정패 ▸ 등급: ')
    const refusal = (await gm.getByTestId('edit-refusal').textContent()) ?? ''
    expect(refusal).toContain('(받은 값: 비어 있음)')
    expect(refusal).not.toMatch(/[a-z]{3,}\.[a-z]|number|null|expected/i)
    expect((await campaign()).servants.find((s) => s.id === 'saber')!.skills[1]!.card!.grade).toBe(stored)
    await stack.screenshot(gm, 'sheet-fields-grade-refused')
    await form.getByRole('button', { name: '되돌리기' }).click()
  })

  it('a letter typed into a skill’s number field is refused by the host naming the field and quoting it, in Korean and in English', async () => {
    const form = gm.getByTestId('edit-form-servant')
    const guard = form.locator('input[name="skills.0.guard"]')
    const stored = (await campaign()).servants.find((s) => s.id === 'saber')!.skills[0]!.guard
    await guard.fill('x')
    await form.getByRole('button', { name: '저장' }).click()
    await expect.poll(() => gm.getByTestId('edit-refusal').textContent()).toContain('서번트 saber ▸ 스킬 1 ▸ 방어')
    const refusal = (await gm.getByTestId('edit-refusal').textContent()) ?? ''
    expect(refusal).toContain('(받은 값: "x")')
    expect(refusal).not.toContain('비어 있음')
    expect(await guard.getAttribute('aria-invalid')).toBe('true')
    expect(await gm.getByTestId('not-saved').textContent()).toContain(`저장된 값을 봅니다: 서번트 saber ▸ 스킬 1 ▸ 방어 ${stored}.`)
    await stack.screenshot(gm, 'sheet-fields-letter-refused')
    await gm.getByTestId('language').selectOption('en')
    await expect.poll(() => gm.getByTestId('edit-refusal').textContent()).toContain('(got "x")')
    await gm.getByTestId('language').selectOption('ko')
    expect((await campaign()).servants.find((s) => s.id === 'saber')!.skills[0]!.guard).toBe(stored)
    await form.getByRole('button', { name: '되돌리기' }).click()
  })

  it('D.21 a master’s fate and conviction pools follow their stats unless the GM sets them', async () => {
    await gm.getByTestId('editor-kind-masters').click()
    await record(gm, 'm-haneul').click()
    const form = gm.getByTestId('edit-form-master')
    const before = (await campaign()).masters.find((m) => m.id === 'm-haneul')!
    expect(before.pools.fate).toBe(before.fate)
    await form.locator('input[name="fate"]').fill(String(before.fate + 2))
    await expect.poll(() => form.locator('input[name="pools.fate"]').inputValue()).toBe(String(before.fate + 2))
    expect(await form.locator('label', { has: gm.locator('input[name="pools.fate"]') }).textContent()).toContain('스탯을 따름')
    await form.locator('input[name="pools.conviction"]').fill('0')
    await form.locator('input[name="conviction"]').fill(String(before.conviction + 1))
    expect(await form.locator('input[name="pools.conviction"]').inputValue()).toBe('0')
    expect(await form.locator('label', { has: gm.locator('input[name="pools.conviction"]') }).textContent()).toContain('직접 정함')
    await form.getByRole('button', { name: '저장' }).click()
    await expect.poll(async () => (await campaign()).masters.find((m) => m.id === 'm-haneul')!.pools).toEqual({ fate: before.fate + 2, conviction: 0 })
    await stack.screenshot(gm, 'sheet-fields-master')
  })

  it('⚙ commandSeals says the existing masters keep their seals, on the settings row and in the log', async () => {
    await gm.getByTestId('view-settings').click()
    expect(await gm.getByTestId('setting-note-commandSeals').textContent()).toContain('기존 마스터 4명의 령주는 바뀌지 않습니다')
    await gm.getByTestId('setting-commandSeals').fill('5')
    await gm.getByTestId('setting-commandSeals').press('Enter')
    await expect.poll(async () => (await campaign()).settings.commandSeals).toBe(5)
    expect((await campaign()).masters.map((m) => m.commandSeals)).toEqual([3, 3, 3, 3])
    await gm.getByTestId('setting-row-commandSeals').scrollIntoViewIfNeeded()
    await stack.screenshot(gm, 'sheet-fields-seals')
    await gm.getByTestId('view-play').click()
    await expect.poll(() => gm.locator('body').textContent()).toContain('기존 마스터 4명의 령주는 그대로이고')
  })

  it('a table pasted from a sheet with Korean headers (주사위 / 결과) becomes a table, counted in actions', async () => {
    await gm.getByTestId('view-editors').click()
    await gm.getByTestId('editor-kind-tables').click()
    const panel = gm.getByTestId('table-import')
    let actions = 0
    await panel.getByLabel('ID').fill('daily-events')
    actions++
    await panel.locator('input').nth(1).fill('일상 사건표')
    actions++
    await panel.locator('textarea').fill(['주사위\t결과', '1\t평온한 하루', '2\t이상한 소문', '3\t습격의 흔적', '4\t뜻밖의 만남', '5\t물건을 잃다', '6\t행운'].join('\n'))
    actions++
    await panel.getByRole('button', { name: '가져오기' }).click()
    actions++
    await expect.poll(async () => (await campaign()).tables.find((t) => t.id === 'daily-events')?.faces.length).toBe(6)
    const table = (await campaign()).tables.find((t) => t.id === 'daily-events')!
    expect(table.name).toEqual({ ko: '일상 사건표', en: '일상 사건표' })
    expect(table.faces[2]).toEqual({ roll: 3, text: { ko: '습격의 흔적', en: '습격의 흔적' } })
    expect(actions).toBeLessThanOrEqual(4)
    await stack.screenshot(gm, 'sheet-fields-table-paste')
  })
})
