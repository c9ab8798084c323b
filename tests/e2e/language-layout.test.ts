import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { callChecked } from '../../src/shared/command-args'
import { startStack, type Stack } from './harness'
import { boardScenes } from './board-scenes'

// Issue 11, "Language and layout".
let stack: Stack
let gm: Page

const run = async (command: Record<string, unknown>): Promise<void> => {
  const result = await callChecked(stack.host, 'dispatch', [command])
  if (!result.ok) throw new Error(`${JSON.stringify(command)} was refused: ${result.error}`)
}
/** scrollWidth and clientWidth of the element with a test id, and of the page. */
const widths = (testid: string) =>
  gm.evaluate(`(() => {
    const el = document.querySelector('[data-testid="${testid}"]')
    const d = document.documentElement
    return { scroll: el.scrollWidth, client: el.clientWidth, pageScroll: d.scrollWidth, page: d.clientWidth }
  })()`) as Promise<{ scroll: number; client: number; pageScroll: number; page: number }>
/** Every element inside `testid` whose content is wider than its box (a horizontal scroll or a cut). */
const overflowing = (testid: string) =>
  gm.evaluate(`[...document.querySelectorAll('[data-testid="${testid}"] *')]
    .filter((el) => !el.classList.contains('visually-hidden') && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
    .map((el) => el.tagName + '.' + el.className + ' ' + el.scrollWidth + '>' + el.clientWidth)`) as Promise<string[]>

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
})
afterAll(async () => {
  await gm.getByTestId('language').selectOption('ko')
  await stack?.close()
})
beforeEach(async () => {
  // Every test starts on the Play view, whatever view the one before it left open.
  await gm.getByTestId('view-play').click()
  await gm.getByTestId('language').selectOption('ko')
  const created = await stack.host.newFromDemo()
  if (!created.ok) throw new Error(created.error)
  await expect.poll(() => gm.getByTestId('phase-idle').count()).toBe(1)
})

describe('the English UI at 1500 px', () => {
  it('T.1 the war-turn rows fit without horizontal scrolling, a master\'s three regions included', async () => {
    await gm.getByTestId('language').selectOption('en')
    await gm.getByTestId('start-turn').click()
    await gm.getByTestId('war-turn').waitFor()
    for (const id of ['m-haneul', 'm-elias', 'm-sora', 'm-verdant']) {
      await gm.getByTestId(`region-${id}-2`).selectOption('mansion')
    }
    await gm.getByTestId('action-saber').selectOption('investigate')
    await gm.getByTestId('region-saber-0').selectOption('market')
    await gm.getByTestId('submit-saber').click()
    await expect.poll(() => gm.getByTestId('declare-saber').textContent()).toContain('✓ declared')
    const table = await widths('war-turn-rows')
    console.log('war-turn rows, en, 1500 px:', JSON.stringify(table))
    expect(table.scroll).toBeLessThanOrEqual(table.client)
    expect(table.pageScroll).toBeLessThanOrEqual(table.page)
    expect(await overflowing('war-turn-rows')).toEqual([])
    await stack.screenshot(gm, 'layout-war-turn-en-1500')
    await gm.getByTestId('language').selectOption('ko')
  })
})

describe('the Korean UI reads in Korean', () => {
  it('T.5 the overlap matrix marks 일 / 탐 / 휴 with a legend, and a rest naming no region shows in the base', async () => {
    await run({ type: 'turn.start' })
    await run({ type: 'turn.declare', actor: 'm-haneul', action: 'daily', regions: ['church', 'port', 'park'] })
    await run({ type: 'turn.declare', actor: 'saber', action: 'investigate', regions: ['port'] })
    await run({ type: 'turn.declare', actor: 'lancer', action: 'rest', regions: [] })
    const base = (await stack.host.state()).gm!.context.campaign.teams.find((team) => team.servant === 'lancer')!.base
    await expect.poll(() => gm.getByTestId('overlap-port-saber').textContent()).toBe('탐')
    expect(await gm.getByTestId('overlap-church-m-haneul').textContent()).toBe('일')
    expect(await gm.getByTestId(`overlap-${base}-lancer`).textContent()).toBe('휴')
    expect(await gm.getByTestId(`overlap-${base}-lancer`).getAttribute('title')).toContain('아무도 만나지 않음')
    const legend = (await gm.getByTestId('overlaps-legend').textContent()) ?? ''
    expect(await gm.getByTestId('overlaps-legend').locator('button[data-rule="T.5"]').count()).toBe(1)
    for (const words of ['일 일상 생활', '탐 정보 탐색', '휴 휴식', 'T.5']) expect(legend.replace(/\s+/g, ' ')).toContain(words)
    expect(await gm.getByTestId('region-overlaps').textContent()).not.toMatch(/\b[DIR]\b/)
    await gm.getByTestId('region-overlaps').scrollIntoViewIfNeeded()
    await stack.screenshot(gm, 'layout-overlaps-ko')
  })

  it('the settings page has no English label in the Korean UI (only the setting keys, rule ids and product names)', async () => {
    await gm.getByTestId('view-settings').click()
    try {
      await gm.getByTestId('settings').waitFor()
      const words = (await gm.evaluate(`(() => {
        const root = document.querySelector('[data-testid="settings"]')
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        const out = []
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement
          if (el.closest('.key') || el.closest('.rule') || el.closest('[lang="en"]')) continue
          out.push(node.textContent)
        }
        for (const option of root.querySelectorAll('option')) out.push(option.textContent)
        for (const input of root.querySelectorAll('[aria-label]')) out.push(input.getAttribute('aria-label'))
        return out.join(' ')
      })()`)) as string
      // E.71: BCDice and its game systems are proper names, spelled as BCDice spells them in Korean too.
      const productNames = new Set(['BCDice', 'Amadeus', 'DiceBot'])
      const latin = [...new Set(words.match(/[A-Za-z][A-Za-z-]{2,}/g) ?? [])].filter((word) => !productNames.has(word))
      console.log('latin words on the Korean settings page:', latin.join(' '))
      await stack.screenshot(gm, 'layout-settings-ko')
      expect(latin).toEqual([])
      expect(await gm.getByTestId('setting-diceSystem').locator('option:checked').textContent()).toBe('Amadeus 한국어판')
      expect(await gm.getByTestId('setting-row-rankGrades').locator('.rule').textContent()).toContain('용어')
    } finally {
      await gm.getByTestId('view-play').click()
    }
  })

  it('D.71 the duel-end table labels each row dealt or taken, in Korean and in English', async () => {
    for (const command of boardScenes.find((scene) => scene.name === 'duel-over')!.commands) await run(command)
    await gm.getByTestId('duel-tally').waitFor()
    expect(await gm.getByTestId('tally-saber-dealt').textContent()).toContain('→ 가한 피해')
    expect(await gm.getByTestId('tally-saber-taken').textContent()).toContain('← 받은 피해')
    expect(await gm.getByTestId('duel-tally').locator('button[data-rule="D.71"]').count()).toBeGreaterThan(0)
    await gm.getByTestId('duel-tally').scrollIntoViewIfNeeded()
    await stack.screenshot(gm, 'layout-duel-over-ko')
    await gm.getByTestId('language').selectOption('en')
    await expect.poll(() => gm.getByTestId('tally-saber-dealt').textContent()).toContain('→ dealt')
    expect(await gm.getByTestId('tally-saber-taken').textContent()).toContain('← taken')
    const tally = await widths('duel-over')
    expect(tally.pageScroll).toBeLessThanOrEqual(tally.page)
    await stack.screenshot(gm, 'layout-duel-over-en')
    await gm.getByTestId('language').selectOption('ko')
  })
})
