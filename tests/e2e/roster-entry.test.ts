import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { callChecked } from '../../src/shared/command-args'
import { startStack, type Stack } from './harness'

// Issue 11, "Entry that keeps up with the table" (the roster) and "Language and layout" (hp in a duel).
let stack: Stack
let gm: Page

const run = async (command: Record<string, unknown>): Promise<void> => {
  const result = await callChecked(stack.host, 'dispatch', [command])
  if (!result.ok) throw new Error(`${JSON.stringify(command)} was refused: ${result.error}`)
}
const gmView = async () => (await stack.host.state()).gm!
const hpOf = async (id: string) => (await gmView()).context.campaign.servants.find((s) => s.id === id)!.hp
const logLines = () => gm.getByTestId('event-log').locator('li:not(.undone)').allTextContents()
/** The hp a meter inside `scope` shows. */
const meterHp = (scope: string) => gm.getByTestId(scope).locator('[role="meter"]').first().getAttribute('aria-valuenow')

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
})
afterAll(async () => {
  await stack?.close()
})
beforeEach(async () => {
  const created = await stack.host.newFromDemo()
  if (!created.ok) throw new Error(created.error)
  await expect.poll(() => gm.getByTestId('phase-idle').count()).toBe(1)
})

describe('hp and mp typed in the roster', () => {
  it('-14 is a change and 50 a new value: each is one command, one undo step and one log line', async () => {
    await gm.getByTestId('hp-type-saber').click()
    await gm.getByTestId('hp-input-saber').fill('-14')
    await stack.screenshot(gm, 'roster-typing-hp')
    await gm.getByTestId('hp-input-saber').press('Enter')
    await expect.poll(() => hpOf('saber')).toBe(46)
    expect((await gmView()).log.length).toBe(1)
    await expect.poll(logLines).toEqual([expect.stringContaining('생명력 −14 (60 → 46)')])
    // The focus is back on the meter, so the next change is one Enter away.
    expect(await gm.evaluate("document.activeElement?.getAttribute('data-testid') ?? null")).toBe('hp-type-saber')

    await gm.keyboard.press('Enter')
    await gm.getByTestId('hp-input-saber').fill('50')
    await gm.getByTestId('hp-input-saber').press('Enter')
    await expect.poll(() => hpOf('saber')).toBe(50)
    expect((await gmView()).log.length).toBe(2)

    await gm.getByTestId('undo').click()
    await expect.poll(() => hpOf('saber')).toBe(46)
  })

  it('a word that is neither says what to type and changes nothing; Esc leaves', async () => {
    await gm.getByTestId('mp-type-lancer').click()
    await gm.getByTestId('mp-input-lancer').fill('lots')
    await gm.getByTestId('mp-input-lancer').press('Enter')
    expect(await gm.getByTestId('actor-lancer').getByRole('alert').textContent()).toContain('-14')
    await stack.screenshot(gm, 'roster-typing-bad')
    await gm.getByTestId('mp-input-lancer').press('Escape')
    await expect.poll(() => gm.getByTestId('mp-input-lancer').count()).toBe(0)
    expect((await gmView()).log.length).toBe(0)
  })
})

describe('a command seal spent from the Play screen', () => {
  it('asks, spends one seal as one logged command, and is gone when none are left', async () => {
    await gm.getByTestId('spend-seal-m-haneul').click()
    expect(await gm.getByTestId('spend-seal-m-haneul-confirm-box').textContent()).toContain('2획')
    await stack.screenshot(gm, 'roster-spend-seal')
    await gm.keyboard.press('Enter')
    await expect.poll(() => gm.getByTestId('seals-m-haneul').textContent()).toBe('◆◆◇')
    await expect.poll(logLines).toEqual([expect.stringContaining('령주 −1 (3 → 2)')])
    for (let left = 2; left > 0; left--) {
      await gm.getByTestId('spend-seal-m-haneul').click()
      await gm.getByTestId('spend-seal-m-haneul-confirm').click()
      await expect.poll(() => gm.getByTestId('seals-m-haneul').textContent()).toBe('◆'.repeat(left - 1) + '◇'.repeat(4 - left))
    }
    expect(await gm.getByTestId('spend-seal-m-haneul').count()).toBe(0)
  })
})

describe('the roster and the duel card agree during a duel', () => {
  it('D.16 after an exchange the roster shows the duel card\'s hp and says it is written when the duel is applied', async () => {
    // Saber's smash 5 beats Caster's assault: Caster loses 4 in the duel (D.16, D.47).
    await run({ type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'caster' }] })
    await run({ type: 'duel.play', actor: 'saber', cards: [{ opponent: 'caster', card: 'smash' }] })
    await run({ type: 'duel.play', actor: 'caster', cards: [{ opponent: 'saber', card: 'assault' }] })
    await run({ type: 'duel.reveal' })
    await run({ type: 'duel.accept' })
    await expect.poll(() => meterHp('combatant-caster')).toBe('36')
    const card = '36'
    expect(await meterHp('actor-caster')).toBe(card)
    expect(await gm.getByTestId('duel-pending-caster').textContent()).toContain('전투')
    expect(await gm.getByTestId('duel-pending-caster').getAttribute('title')).toContain('4')
    expect(await gm.getByTestId('duel-pending-m-verdant').count()).toBe(0)
    expect((await gmView()).context.campaign.servants.find((s) => s.id === 'caster')!.hp).toBe(40)
    await stack.screenshot(gm, 'roster-duel-pending')

    // A change typed in the roster during the duel lands on the campaign and both still agree.
    await gm.getByTestId('hp-type-caster').click()
    await gm.getByTestId('hp-input-caster').fill('-3')
    await gm.getByTestId('hp-input-caster').press('Enter')
    await expect.poll(() => meterHp('combatant-caster')).toBe('33')
    expect(await meterHp('actor-caster')).toBe('33')
  })
})
