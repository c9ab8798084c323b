import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { readFileSync } from 'node:fs'
import { parseRulesReference } from '../../src/shared/rules-reference'
import { demoDeclarations } from '../machines/campaign/fixtures'
import { buildScene } from './board-scenes'
import { startStack, type Stack } from './harness'

// Issue 11: a rule id shown in the GM window opens its explanation from docs/rules.md, by mouse or
// keyboard, and Esc closes it; the duel panel explains its slot syntax the same way.

let stack: Stack
let gm: Page
// As the popover shows it: the reference's `code` marks become code elements, so their backticks go.
const reference = new Map(
  parseRulesReference(readFileSync('docs/rules.md', 'utf8')).map((entry) => [entry.id, { ...entry, ko: entry.ko.replaceAll('`', ''), en: entry.en.replaceAll('`', '') }])
)
const popover = () => gm.getByTestId('rule-popover')
const focusedRule = () => gm.evaluate(`document.activeElement?.dataset.rule ?? null`) as Promise<string | null>
const focusedTestId = () => gm.evaluate(`document.activeElement?.getAttribute('data-testid') ?? null`) as Promise<string | null>

beforeAll(async () => {
  stack = await startStack()
})
afterAll(async () => {
  await stack?.close()
})

describe('rule ids in the GM window open their explanation (issue 11)', () => {
  it('T.7 T.12 T.15 a proposal line’s rule id opens the ko/en text on click, Esc closes it and gives the focus back', async () => {
    await buildScene(stack.host, { name: 'resolved turn', commands: [{ type: 'turn.start' }, ...demoDeclarations, { type: 'turn.resolve' }], moment: [] })
    gm = await stack.gmPage()
    const rule = gm.getByTestId('proposal').locator('button[data-rule]').first()
    await expect.poll(() => rule.count()).toBe(1)
    const id = (await rule.getAttribute('data-rule'))!
    await rule.click()
    await expect.poll(() => popover().count()).toBe(1)
    const text = (await popover().textContent()) ?? ''
    expect(text).toContain(id)
    expect(text).toContain(reference.get(id)!.ko)
    expect(text).toContain(reference.get(id)!.en)
    expect(await rule.getAttribute('aria-expanded')).toBe('true')
    await stack.screenshot(gm, 'rule-help-proposal')

    await gm.keyboard.press('Escape')
    await expect.poll(() => popover().count()).toBe(0)
    expect(await focusedRule()).toBe(id)
  })

  it('opens from the keyboard too (Enter on a focused rule id), and a click elsewhere closes it', async () => {
    const rule = gm.getByTestId('region-card-port').locator('button[data-rule]').first()
    await expect.poll(() => rule.count()).toBe(1)
    await rule.focus()
    await gm.keyboard.press('Enter')
    await expect.poll(() => popover().count()).toBe(1)
    // The explanation takes the focus, so a screen reader reads it and Esc reaches it.
    expect(await focusedTestId()).toBe('rule-popover')
    await gm.getByTestId('event-log').locator('h2').click()
    await expect.poll(() => popover().count()).toBe(0)
  })

  it('D.41 a refusal under a duel slot links its rule id; the slot help lists the syntax and closes with Esc', async () => {
    await buildScene(stack.host, { name: 'duel collecting', commands: [{ type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'archer' }, { actor: 'm-haneul', row: 'back' }] }], moment: [] })
    await expect.poll(() => gm.getByTestId('duel').count()).toBe(1)

    const help = gm.getByTestId('entry-help')
    await help.focus()
    await gm.keyboard.press('Enter')
    const panel = gm.getByTestId('entry-help-panel')
    await expect.poll(() => panel.count()).toBe(1)
    const listed = (await panel.textContent()) ?? ''
    for (const example of ['s4', 'c3@lancer', 'np@*', '+ga@saber', 'w', '강타', 'cr']) expect(listed).toContain(example)
    expect(listed).toContain('광역 보구')
    // Open, it stays inside the 1500 px window: no sideways scroll.
    expect((await gm.evaluate(`document.documentElement.scrollWidth - window.innerWidth`)) as number).toBeLessThanOrEqual(0)
    await stack.screenshot(gm, 'duel-entry-help')
    await gm.keyboard.press('Escape')
    await expect.poll(() => panel.count()).toBe(0)
    expect(await focusedTestId()).toBe('entry-help')

    await gm.locator('input[data-entry="m-haneul"]').fill('+ga@saber s4')
    await gm.locator('input[data-entry="m-haneul"]').press('Enter')
    const problem = gm.getByTestId('combatant-m-haneul').locator('.problem')
    await expect.poll(() => problem.locator('button[data-rule="D.41"]').count()).toBe(1)
    await problem.locator('button[data-rule="D.41"]').click()
    await expect.poll(() => popover().textContent()).toContain(reference.get('D.41')!.ko)
    const box = (await popover().boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(1500)
    expect(box.y + box.height).toBeLessThanOrEqual(940)
    await stack.screenshot(gm, 'rule-help-duel-refusal')
    await gm.keyboard.press('Escape')
    await expect.poll(() => popover().count()).toBe(0)
  })

  it('speaks English first in the English UI', async () => {
    await gm.evaluate(`localStorage.setItem('overseer.locale', 'en')`)
    await gm.reload()
    const rule = gm.getByTestId('duel').locator('button[data-rule]').first()
    await expect.poll(() => rule.count()).toBe(1)
    const id = (await rule.getAttribute('data-rule'))!
    await rule.click()
    const first = popover().locator('p').first()
    await expect.poll(() => first.textContent()).toBe(reference.get(id)!.en)
    expect(await first.getAttribute('lang')).toBe('en')
    await stack.screenshot(gm, 'rule-help-english')
  })
})
