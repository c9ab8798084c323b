import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OverseerHost } from '../../../src/host/host'
import { DiceBot } from '../../../src/host/dice/dice-bot'
import type { BotAnswer } from '../../../src/host/dice/bcdice-protocol'
import { inEnglish, inKorean } from '../../../src/shared/message'
import type { Result } from '../../../src/shared/contract'
import { openPath, readCampaignFile, tempFolder } from '../helpers'

// One queue owns the open campaign: a change that waits (for BCDice, for a file) is never overtaken by
// an open, and a change sent for one campaign never lands in the next. Each race is driven step by
// step with a dice bot whose answer the test releases.

/** A dice bot that answers only when the test says so. */
function heldDiceBot(): { bot: DiceBot; asked: Promise<void>; answer: () => void } {
  let asked!: () => void
  let release!: () => void
  const wasAsked = new Promise<void>((resolve) => (asked = resolve))
  const released = new Promise<void>((resolve) => (release = resolve))
  const reply: BotAnswer = { text: '(2D6) ＞ 7[3,4] ＞ 7', secret: false, success: false, failure: false, critical: false, fumble: false, rolls: [{ sides: 6, face: 3 }, { sides: 6, face: 4 }] }
  const bot = Object.assign(Object.create(DiceBot.prototype) as DiceBot, {
    roll: async () => {
      asked()
      await released
      return reply
    },
    close: async () => undefined
  })
  return { bot, asked: wasAsked, answer: release }
}

let dataDir = ''
let cleanup: () => Promise<void> = async () => undefined
let host: OverseerHost | null = null
beforeEach(async () => {
  ;({ dir: dataDir, cleanup } = await tempFolder('campaign-switch'))
})
afterEach(async () => {
  await host?.shutdown()
  host = null
  await cleanup()
})

async function startedWith(bot: DiceBot): Promise<OverseerHost> {
  host = new OverseerHost({ dataDir, debounceMs: 0, backupIntervalMs: 0, diceBot: bot, log: { error: () => undefined } })
  await host.start()
  return host
}

const rollsIn = async (path: string): Promise<number> => (await readCampaignFile(path)).events.filter((e) => (e.command as { type: string }).type === 'dice.roll').length

function expectCampaignChanged(result: Result): void {
  expect(result.ok).toBe(false)
  if (result.ok) return
  expect(inEnglish(result.why)).toMatch(/another campaign was opened/)
  expect(inKorean(result.why)).toMatch(/다른 캠페인이 열려/)
}

describe('the open campaign is one session: one queue for every change', () => {
  it('a dice-box roll sent to campaign A, then a new campaign while BCDice answers: the roll is in A, never in B', async () => {
    const dice = heldDiceBot()
    const host = await startedWith(dice.bot)
    const pathA = openPath(await host.state())
    const roll = host.dispatch({ type: 'dice.roll', command: '2D6' })
    await dice.asked
    const switched = host.newFromDemo()
    // BCDice answers once B is open — which a host without one queue let happen — or, since B must
    // wait for the roll, once the open had ample time to overtake it.
    await new Promise<void>((resolve) => {
      const off = host.on('state', (state) => state.path !== pathA && (off(), resolve()))
      setTimeout(() => (off(), resolve()), 500)
    })
    dice.answer()
    expect(await roll).toEqual({ ok: true })
    expect((await switched).ok).toBe(true)
    const pathB = openPath(await host.state())
    expect(pathB).not.toBe(pathA)
    expect((await host.state()).gm!.context.campaign.rolls).toEqual([])
    await host.flush()
    expect(await rollsIn(pathA)).toBe(1)
    expect(await rollsIn(pathB)).toBe(0)
  })

  it('a roll sent for A after the GM asked for a new campaign is refused saying the campaign changed, and B has no roll', async () => {
    const dice = heldDiceBot()
    dice.answer()
    const host = await startedWith(dice.bot)
    const switched = host.newFromDemo()
    const roll = host.dispatch({ type: 'dice.roll', command: '2D6' })
    expect((await switched).ok).toBe(true)
    expectCampaignChanged(await roll)
    expect((await host.state()).gm!.context.campaign.rolls).toEqual([])
  })

  it('T.1 an old team link’s declaration racing an open is refused, in neither campaign', async () => {
    const dice = heldDiceBot()
    const host = await startedWith(dice.bot)
    expect(await host.dispatch({ type: 'turn.start' })).toEqual({ ok: true })
    const pathA = openPath(await host.state())
    const switched = host.newFromDemo()
    const declared = host.teamDispatch('red', { type: 'turn.declare', actor: 'saber', action: 'investigate', regions: ['port'] })
    expect((await switched).ok).toBe(true)
    expectCampaignChanged(await declared)
    await host.flush()
    expect((await readCampaignFile(openPath(await host.state()))).events).toEqual([])
    expect((await readCampaignFile(pathA)).events.map((e) => (e.command as { type: string }).type)).toEqual(['turn.start'])
  })

  it('a command queued behind an open that failed still runs: the campaign did not change', async () => {
    const dice = heldDiceBot()
    const host = await startedWith(dice.bot)
    const refused = host.open('/nowhere/not-chosen.overseer.json')
    const adjusted = host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -1 })
    expect((await refused).ok).toBe(false)
    expect(await adjusted).toEqual({ ok: true })
  })

  it('undo sent while another campaign opens is refused, and the new campaign keeps its history', async () => {
    const dice = heldDiceBot()
    const host = await startedWith(dice.bot)
    expect(await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -1 })).toEqual({ ok: true })
    const switched = host.newFromDemo()
    const undone = host.undo()
    await switched
    expectCampaignChanged(await undone)
  })
})
