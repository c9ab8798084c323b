import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStack, type Stack } from './harness'

let stack: Stack
let gm: Page
let board: Page

const record = (page: Page, id: string) => page.locator(`[role="option"][data-id="${id}"]`)
const casterOf = async () => (await stack.host.state()).gm!.context.campaign.servants.find((s) => s.id === 'caster')!

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
  board = await stack.boardPage()
})
afterAll(async () => {
  await stack?.close()
})

describe('a servant’s magic, critical and ranged cards live on its sheet and come into every duel (issue 17)', () => {
  it('D.47 the caster’s sheet takes a 1-step and a 2-step spell and a ranged smash in the servant form', async () => {
    await gm.getByTestId('view-editors').click()
    await gm.getByTestId('editor-kind-servants').click()
    await record(gm, 'caster').click()
    const form = gm.getByTestId('edit-form-servant')
    expect(await form.textContent()).toContain('기본 판정패·스킬·보구 밖의 판정패가 없습니다')
    const add = form.getByRole('button', { name: '＋ 판정패' })
    await add.click()
    await form.locator('input[name="cards.0.id"]').fill('quick-spell')
    await form.locator('input[name="cards.0.name.ko"]').fill('속사 마술')
    await form.locator('input[name="cards.0.name.en"]').fill('Quick spell')
    await form.locator('input[name="cards.0.grade"]').fill('4')
    await form.locator('input[name="cards.0.steps"]').fill('1')
    await add.click()
    await form.locator('input[name="cards.1.id"]').fill('great-spell')
    await form.locator('input[name="cards.1.name.ko"]').fill('대마술')
    await form.locator('input[name="cards.1.name.en"]').fill('Great spell')
    await form.locator('input[name="cards.1.count"]').fill('2')
    await add.click()
    await form.locator('select[name="cards.2.kind"]').selectOption('smash')
    expect(await form.locator('input[name="cards.2.steps"]').count()).toBe(0)
    await form.locator('input[name="cards.2.id"]').fill('flask')
    await form.locator('input[name="cards.2.name.ko"]').fill('투척 플라스크')
    await form.locator('input[name="cards.2.name.en"]').fill('Thrown flask')
    await form.locator('input[name="cards.2.grade"]').fill('2')
    await form.locator('input[name="cards.2.ranged"]').check()
    await form.getByRole('button', { name: '저장' }).click()
    await expect.poll(async () => (await casterOf()).cards.map((c) => c.id)).toEqual(['quick-spell', 'great-spell', 'flask'])
    expect((await casterOf()).cards).toEqual([
      { id: 'quick-spell', name: { ko: '속사 마술', en: 'Quick spell' }, kind: 'magic', grade: 4, count: 1, ranged: false, steps: 1 },
      { id: 'great-spell', name: { ko: '대마술', en: 'Great spell' }, kind: 'magic', grade: 3, count: 2, ranged: false, steps: 2 },
      { id: 'flask', name: { ko: '투척 플라스크', en: 'Thrown flask' }, kind: 'smash', grade: 2, count: 1, ranged: true }
    ])
    await form.locator('[data-testid="sheet-card-0"]').scrollIntoViewIfNeeded()
    await stack.screenshot(gm, 'sheet-cards-saved')
  })

  it('D.47 a spell of 0 steps is refused in Korean, the field is marked, and nothing is stored', async () => {
    const form = gm.getByTestId('edit-form-servant')
    await form.locator('input[name="cards.1.steps"]').fill('0')
    await form.getByRole('button', { name: '저장' }).click()
    await expect.poll(() => gm.getByTestId('edit-refusal').textContent()).toContain('서번트 caster ▸ 판정패 2 ▸ 공정 수')
    expect(await gm.getByTestId('edit-refusal').textContent()).toMatch(/1.*99/)
    expect(await form.locator('input[name="cards.1.steps"]').getAttribute('aria-invalid')).toBe('true')
    expect((await casterOf()).cards[1]!.steps).toBe(2)
    await stack.screenshot(gm, 'sheet-cards-refused')
    await form.locator('input[name="cards.1.steps"]').press('Escape')
    await expect.poll(() => form.locator('input[name="cards.1.steps"]').inputValue()).toBe('2')
  })

  it('D.22 D.30 D.32 a duel started without “+ 판정패” holds the sheet’s spells with their steps and plays one', async () => {
    await gm.getByTestId('view-play').click()
    for (const actor of ['caster', 'saber']) await gm.getByTestId(`duel-pick-${actor}`).check()
    await gm.getByTestId('start-duel').click()
    await expect.poll(() => gm.getByTestId('duel').count()).toBe(1)
    const duel = (await stack.host.state()).gm!.context.phase!.context as { combatants: { id: string; hand: { cards: { key: string; steps?: number; ranged?: boolean }[] } }[] }
    const cards = duel.combatants.find((c) => c.id === 'caster')!.hand.cards
    expect(cards.filter((c) => ['quick-spell', 'great-spell', 'flask'].includes(c.key))).toEqual([
      { key: 'quick-spell', kind: 'magic', grade: 4, count: 1, steps: 1 },
      { key: 'great-spell', kind: 'magic', grade: 3, count: 2, steps: 2 },
      { key: 'flask', kind: 'smash', grade: 2, count: 1, ranged: true }
    ])
    // the GM sees each sheet card with its name, the ranged flask marked
    const casterHand = (await gm.getByTestId('combatant-caster').locator('ul.hand').textContent()) ?? ''
    for (const word of ['마술4', '속사 마술', '1공정', '마술3', '대마술', '2공정', '강타2', '투척 플라스크']) expect(casterHand).toContain(word)
    await stack.screenshot(gm, 'sheet-cards-duel')

    await gm.locator('input[data-entry="caster"]').fill('#great-spell@saber')
    await gm.locator('input[data-entry="caster"]').press('Enter')
    await gm.locator('input[data-entry="saber"]').fill('s@caster')
    await gm.locator('input[data-entry="saber"]').press('Enter')
    await gm.getByTestId('duel-reveal').click()
    await expect.poll(() => board.getByTestId('board-exchange').textContent()).toContain('마술 3')
    const revealed = ((await stack.host.state()).gm!.context.phase!.context as { revealed: { pairings: { a: { id: string; card: unknown }; b: { id: string; card: unknown }; result: { winner: string; damage: Record<'a' | 'b', { pool: string }> } }[] } }).revealed
    const pairing = revealed.pairings[0]!
    const side = pairing.a.id === 'caster' ? 'a' : 'b'
    expect(pairing[side].card).toEqual({ kind: 'magic', grade: 3, steps: 2 })
    // D.30: the multi-step spell beats the smash and hits mp
    expect(pairing.result.winner).toBe(side)
    expect(pairing.result.damage[side === 'a' ? 'b' : 'a'].pool).toBe('mp')
    await stack.screenshot(board, 'sheet-cards-board')
  })
})
