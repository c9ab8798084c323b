import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { encounterNext } from '@machines/encounter/next-step'
import type { EncounterContext } from '@machines/encounter/context'
import type { SentCommand } from '@machines/campaign/commands'
import { startStack, type Stack } from './harness'

// E.63 in Chromium: a battle on the graveyard (face 1, its die typed at the start). The GM panel
// (1500×940) shows the field and what it does with its rule; the board (1280×720 and 1920×1080)
// shows the field and still fits; a gift's extra inga is asked and answered; at the round's end
// the field's 1D6 dice are asked beside the round-end button, and the losses are logged.

let stack: Stack
let gm: Page
let board: Page
let wide: Page
const pageErrors: string[] = []

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 8_000, interval: 40 })
const text = async (page: Page, testid: string) => ((await page.getByTestId(testid).textContent()) ?? '').replace(/\s+/g, ' ').trim()
const send = async (command: Record<string, unknown>) => expect(await stack.host.dispatch(command as unknown as SentCommand), JSON.stringify(command)).toEqual({ ok: true })

async function battle(): Promise<EncounterContext> {
  return (await running()).context
}

/** The running battle: its machine state and its context. */
async function running(): Promise<{ value: string; context: EncounterContext }> {
  const phase = (await stack.host.state()).gm!.context.phase
  if (phase?.kind !== 'encounter') throw new Error('no battle')
  return phase
}

/** Whether the page's content fits its viewport without scrolling. */
const fits = (page: Page) =>
  page.evaluate(`(() => { const s = document.scrollingElement; return s.scrollHeight <= innerHeight && s.scrollWidth <= innerWidth })()`) as Promise<boolean>

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
  board = await stack.boardPage()
  wide = await stack.browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await wide.goto(stack.web.boardUrl)
  for (const page of [gm, board, wide]) page.on('pageerror', (error) => pageErrors.push(error.message))
})
afterAll(async () => {
  await stack?.close()
})

describe('E.63 a battle on the graveyard, in Chromium', () => {
  it('E.63 the GM types the battlefield die; the panel lists what the field does, with its rule; the board shows the field and fits', async () => {
    await gm.getByTestId('encounter-monster').selectOption('ferry-shade')
    for (const pc of ['pc-haneul', 'pc-elias']) await gm.getByTestId(`encounter-pc-${pc}`).check()
    await gm.getByTestId('encounter-ambush').check()
    await gm.getByTestId('encounter-battlefield').check()
    await gm.getByTestId('encounter-battlefield-die').fill('1')
    await gm.getByTestId('encounter-go').click()
    await poll(() => text(gm, 'encounter-battlefield-effects')).toContain('전장표(1) ＞')
    const field = await text(gm, 'encounter-battlefield-effects')
    expect(field).toContain('라운드 종료: 모든 PC와 본체 생명력 1D6 감소')
    expect(field).toContain('PC가 은혜를 쓸 때 흑 영역의 인과를 2개 더 있는 것으로 셈')
    expect(field).toContain('E.63')
    await stack.screenshot(gm, 'battlefield-gm')
    for (const [page, name] of [[board, 'battlefield-board-1280'], [wide, 'battlefield-board-1920']] as const) {
      await poll(() => text(page, 'board-battlefield')).toContain('전장표(1) ＞')
      expect(await text(page, 'board-battlefield')).toContain('(E.63)')
      expect(await fits(page), name).toBe(true)
      await stack.screenshot(page, name)
    }
  })

  it('E.63 a gift used on the graveyard asks about the 2 extra black inga; counted, it is logged on the panel and the board', async () => {
    for (const command of [
      { type: 'encounter.plot', pc: 'pc-haneul', plot: 6 },
      { type: 'encounter.plot', pc: 'pc-elias', plot: 2 },
      { type: 'encounter.revealPlots' },
      { type: 'encounter.threatPass', threat: 'drowned-hands' },
      { type: 'encounter.spell', pc: 'pc-elias', gift: 0 }
    ])
      await send(command)
    await poll(() => text(gm, 'field-ask')).toContain('엘리아스의 은혜 사용. 이 전장에서는 흑 영역에 인과가 수레바퀴보다 2개 더 있는 것으로 셉니다')
    await stack.screenshot(gm, 'battlefield-gift-prompt')
    await gm.getByTestId('field-apply').click()
    await poll(() => gm.getByTestId('field-prompt').count()).toBe(0)
    await poll(() => text(board, 'board-latest')).toBe('엘리아스의 은혜: 전장 효과로 흑 영역의 인과를 2개 더 셈함')
  })

  it('E.40 E.63 at the round end the panel asks each one’s 1D6 beside the button; the losses are applied and logged', async () => {
    const settings = (await stack.host.state()).gm!.context.campaign.settings
    for (let guard = 0; guard < 30; guard++) {
      const now = await running()
      const next = encounterNext(now.value, now.context, settings)
      if (next.kind === 'roundEnd') break
      if (next.kind === 'pcs') {
        await send({ type: 'encounter.attack', pc: next.pcs[0], weapon: 0, target: { kind: 'body' }, dice: next.pcs[0] === 'pc-haneul' ? [1, 1, 1] : [1] })
        await send({ type: 'encounter.pick', action: 0 })
      } else if (next.kind === 'monster') await send({ type: 'encounter.threatPass', threat: next.threat })
      else if (next.kind === 'obstruct') await send({ type: 'encounter.threatSpell', threat: next.threat })
      else if (next.kind === 'effect') await send({ type: 'encounter.effectDone', threat: next.threat })
      else throw new Error(`cannot play ${next.kind}`)
    }
    const fields = gm.getByTestId('field-loss-dice')
    await poll(() => fields.count()).toBe(3)
    const hp = (await battle()).pcs.map((pc) => pc.hp)
    const body = (await battle()).body.hp
    await fields.nth(0).fill('3')
    await fields.nth(1).fill('2')
    await fields.nth(2).fill('5')
    await stack.screenshot(gm, 'battlefield-round-end')
    await gm.getByTestId('round-end').click()
    await poll(async () => (await battle()).round).toBe(2)
    expect((await battle()).pcs.map((pc) => pc.hp)).toEqual([hp[0]! - 3, hp[1]! - 2])
    expect((await battle()).body.hp).toBe(body - 5)
    await poll(() => text(gm, 'encounter')).toContain('본체가 생명력 5 잃음 (전장)')
    await poll(() => text(board, 'board-encounter')).toContain(`${body - 5} / 45`)
    expect(await fits(board)).toBe(true)
    expect(await fits(wide)).toBe(true)
    expect(await gm.getByTestId('refusal').count()).toBe(0)
    expect(pageErrors).toEqual([])
  })
})
