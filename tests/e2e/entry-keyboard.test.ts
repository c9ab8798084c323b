import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { callChecked } from '../../src/shared/command-args'
import { startStack, type Stack } from './harness'
import { scoutRound } from '../machines/encounter/log/battle-script'

// Issue 11, "Entry that keeps up with the table": Enter seals and moves on; no dead spell button.
let stack: Stack
let gm: Page

const run = async (command: Record<string, unknown>): Promise<void> => {
  const result = await callChecked(stack.host, 'dispatch', [command])
  if (!result.ok) throw new Error(`${JSON.stringify(command)} was refused: ${result.error}`)
}

/** The test id of the element that has the keyboard focus. */
const focused = () => gm.evaluate("document.activeElement?.getAttribute('data-testid') ?? null") as Promise<string | null>

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

describe('declarations by keyboard', () => {
  it('T.3 Enter in a region declares and moves the focus to the next actor still to declare', async () => {
    await gm.getByTestId('start-turn').click()
    await gm.getByTestId('action-saber').selectOption('investigate')
    await gm.getByTestId('region-saber-0').selectOption('port')
    await gm.getByTestId('region-saber-0').press('Enter')
    await expect.poll(focused).toBe('action-m-elias')
    await expect.poll(() => gm.getByTestId('declare-saber').textContent()).toContain('선언함')
    // The next one goes in the same way.
    await gm.getByTestId('action-m-elias').selectOption('investigate')
    await gm.getByTestId('region-m-elias-0').selectOption('church')
    await gm.getByTestId('region-m-elias-0').press('Enter')
    await expect.poll(focused).toBe('action-lancer')
  })
})

describe('the encounter plots and actions by keyboard', () => {
  it('E.11 Enter seals a plot and moves to the next PC; after the last, the focus is on the reveal', async () => {
    for (const command of scoutRound) await run(command)
    await gm.getByTestId('plot-input-pc-haneul').waitFor()
    await gm.getByTestId('plot-input-pc-haneul').focus()
    const plots: [string, string, string][] = [
      ['pc-haneul', '6', 'plot-input-pc-elias'],
      ['pc-elias', '2', 'plot-input-pc-sora'],
      ['pc-sora', '4', 'plot-input-pc-verdant'],
      ['pc-verdant', '1', 'plots-reveal']
    ]
    for (const [pc, plot, next] of plots) {
      expect(await focused()).toBe(`plot-input-${pc}`)
      await gm.keyboard.type(plot)
      await gm.keyboard.press('Enter')
      await expect.poll(() => gm.getByTestId(`plot-${pc}`).textContent()).toContain('✓ 제출됨')
      await expect.poll(focused).toBe(next)
      if (pc === 'pc-sora') await stack.screenshot(gm, 'entry-plots-by-keyboard')
    }
    await gm.keyboard.press('Enter')
    // Enter on the focused reveal reveals: the plot slots give way to the first action.
    await expect.poll(() => gm.getByTestId('plot-slots').count()).toBe(0)
    await expect.poll(() => gm.getByTestId('actor-pc').inputValue()).toBe('pc-verdant')
  })

  it('E.25 the spell action is disabled, with the reason, for a PC with no spell gift', async () => {
    for (const command of scoutRound) await run(command)
    for (const [pc, plot] of [['pc-haneul', 6], ['pc-elias', 2], ['pc-sora', 4], ['pc-verdant', 1]] as const) await run({ type: 'encounter.plot', pc, plot })
    await run({ type: 'encounter.revealPlots' })
    // Verdant (no gifts) stands alone in paragraph 1 and acts first.
    await expect.poll(() => gm.getByTestId('actor-pc').inputValue()).toBe('pc-verdant')
    expect(await gm.getByTestId('action-mode-spell').isDisabled()).toBe(true)
    expect(await gm.getByTestId('no-spell').textContent()).toContain('E.25')
    // The rule id opens its explanation, like every rule id of the GM window.
    expect(await gm.getByTestId('no-spell').locator('button[data-rule="E.25"]').count()).toBe(1)
    expect(await gm.getByTestId('no-spell').textContent()).toContain('베르당')
    expect(await gm.getByTestId('action-mode-attack').isDisabled()).toBe(false)
    await stack.screenshot(gm, 'entry-no-spell-gift')
  })
})
