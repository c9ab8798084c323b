import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStack, type Stack } from './harness'

// Issue 11, "Entry that keeps up with the table": the sealed slot and the melee grid read and write
// one sealed play, and both offer only what machines/duel/play-options allows.
let stack: Stack
let gm: Page

/** The play the host holds sealed for an actor (the one source both entries show). */
const sealedPlay = async (actor: string) => {
  const phase = (await stack.host.state()).gm!.context.phase
  return phase?.kind === 'duel' ? phase.context.plays.find((p) => p.actor === actor) : undefined
}
const slot = (actor: string) => gm.locator(`input[data-entry="${actor}"]`)
const cell = (actor: string, target: string) => gm.getByTestId(`grid-${actor}-${target}`)

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
  // Saber, Lancer and Archer of three sides, Saber's master Haneul behind her in the back row.
  for (const actor of ['saber', 'm-haneul', 'lancer', 'archer']) await gm.getByTestId(`duel-pick-${actor}`).check()
  const rowOf = (actor: string) => gm.locator('tr', { has: gm.getByTestId(`duel-pick-${actor}`) })
  for (const [actor, side] of [['saber', 'red'], ['m-haneul', 'red'], ['lancer', 'blue'], ['archer', 'green']]) await rowOf(actor).getByLabel('진영').selectOption(side)
  await rowOf('m-haneul').getByLabel('열').selectOption('back')
  await gm.getByTestId('start-duel').click()
  await gm.getByTestId('melee-grid').waitFor()
})
afterAll(async () => {
  await stack?.close()
})

describe('the duel entry: one sealed play behind the slot and the melee grid', () => {
  it('D.50 typing s@랜서 a@아처 in the slot shows in the grid, and in the slot as words', async () => {
    await slot('saber').fill('s@랜서 a@아처')
    await slot('saber').press('Enter')
    await expect.poll(() => gm.getByTestId('grid-sealed-saber').count()).toBe(1)
    expect(await cell('saber', 'lancer').inputValue()).toBe('smash')
    expect(await cell('saber', 'archer').inputValue()).toBe('assault')
    expect(await gm.getByTestId('sealed-text-saber').textContent()).toBe('✓ 강타 5 → 랜서 · 맹공 4 → 아처')
    await stack.screenshot(gm, 'duel-entry-slot-to-grid')
  })

  it('D.50 a play chosen in the grid shows in the slot; the slot typed again replaces it in the grid', async () => {
    await cell('lancer', 'saber').selectOption('counter')
    await gm.getByTestId('grid-seal-lancer').click()
    await expect.poll(() => gm.getByTestId('sealed-text-lancer').textContent()).toBe('✓ 반격 5 → 세이버')
    expect(await gm.getByTestId('sealed-lancer').textContent()).toBe('✓')
    expect(await sealedPlay('lancer')).toEqual({ actor: 'lancer', cards: [{ opponent: 'saber', card: 'counter' }] })
    // The slot is the same play: typing there replaces what the grid shows.
    await slot('lancer').fill('a@아처')
    await slot('lancer').press('Enter')
    await expect.poll(() => cell('lancer', 'archer').inputValue()).toBe('assault')
    expect(await cell('lancer', 'saber').inputValue()).toBe('')
    expect(await gm.getByTestId('sealed-text-lancer').textContent()).toBe('✓ 맹공 4 → 아처')
  })

  it('a grid row half-picked and then sealed from the slot shows the slot’s play, not the stale pick', async () => {
    await cell('archer', 'saber').selectOption('smash')
    await slot('archer').fill('c@세이버')
    await slot('archer').press('Enter')
    await expect.poll(() => gm.getByTestId('sealed-text-archer').textContent()).toContain('반격')
    await expect.poll(() => cell('archer', 'saber').inputValue()).toBe('counter')
    expect(await gm.getByTestId('grid-seal-archer').isDisabled()).toBe(true)
  })

  it('D.40 a back-row master is not offered a non-ranged attack: the grid shows it disabled with the reason, the slot refuses it before sending', async () => {
    // Read in the page as a string, like the other browser tests (node types only).
    const options = (await gm.evaluate(`[...document.querySelectorAll('[data-testid="grid-m-haneul-lancer"] option')]
      .map((o) => ({ value: o.value, disabled: o.disabled, text: o.textContent }))`)) as { value: string; disabled: boolean; text: string }[]
    console.log('back-row master, grid options:', JSON.stringify(options))
    const attacks = options.filter((o) => ['smash', 'counter', 'assault'].includes(o.value))
    expect(attacks.length).toBe(3)
    for (const option of attacks) {
      expect(option.disabled).toBe(true)
      expect(option.text).toContain('D.40')
    }
    expect(await gm.getByTestId('barred-m-haneul').textContent()).toContain('D.40')
    expect(await gm.getByTestId('combatant-m-haneul').locator('[data-barred="true"]').count()).toBe(3)
    await slot('m-haneul').fill('s@랜서')
    await slot('m-haneul').press('Enter')
    await expect.poll(() => gm.getByTestId('combatant-m-haneul').getByRole('alert').textContent()).toContain('D.40')
    expect(await sealedPlay('m-haneul')).toBeUndefined()
  })

  it('D.42 a support with 0 uses is disabled with its reason; the general support from the grid shows in the slot', async () => {
    const support = gm.getByTestId('grid-support-m-haneul')
    const refused = support.locator('option[data-refused="skill"]')
    expect(await refused.count()).toBe(1)
    expect(await refused.isDisabled()).toBe(true)
    expect(await refused.textContent()).toContain('D.42')
    expect(await gm.getByTestId('barred-m-haneul').textContent()).toContain('D.42')
    await support.selectOption('saber|general|attack')
    // A support stands alone (D.41): the row's card cells are closed while it is picked.
    expect(await cell('m-haneul', 'lancer').isDisabled()).toBe(true)
    await gm.getByTestId('grid-seal-m-haneul').click()
    await expect.poll(() => gm.getByTestId('sealed-text-m-haneul').textContent()).toBe('✓ 보조 → 세이버 · 일반 공격')
    expect(await support.inputValue()).toBe('saber|general|attack')
    // The slot refuses the skill support by the same rule.
    await slot('m-haneul').fill('+ka@세이버')
    await slot('m-haneul').press('Enter')
    await expect.poll(() => gm.getByTestId('combatant-m-haneul').getByRole('alert').textContent()).toContain('D.42')
    expect(await sealedPlay('m-haneul')).toEqual({ actor: 'm-haneul', cards: [], support: { ally: 'saber', type: 'general', mode: 'attack' } })
    await gm.getByTestId('duel-reveal').scrollIntoViewIfNeeded()
    expect(await gm.getByTestId('duel-reveal').isEnabled()).toBe(true)
    await stack.screenshot(gm, 'duel-entry-forbidden')
  })
})
