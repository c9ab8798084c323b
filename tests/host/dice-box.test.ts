import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OverseerHost } from '../../src/host/host'
import { DiceBot } from '../../src/host/dice/dice-bot'
import type { BoardPayload, HostState } from '../../src/shared/contract'
import { mulberry32, rollDice } from '@machines/dice/random'
import { cryptoRandom } from '../../src/host/crypto-random'
import { markdownText } from '@machines/text/markdown-text'
import { openPath, tempFolder } from './helpers'
import { inEnglish, inKorean } from '../../src/shared/message'

// One BCDice worker for the file (each one loads Opal: seconds); rolls use crypto numbers, unless
// a test gives the host a dice bot of its own to follow its seeded source.
let source = mulberry32(1)
const bot = new DiceBot({ random: cryptoRandom })
let asked = 0
const counting = Object.assign(Object.create(bot) as DiceBot, {
  roll: (...args: Parameters<DiceBot['roll']>) => {
    asked += 1
    return bot.roll(...args)
  },
  close: async () => undefined
})
afterAll(() => bot.close())

let dataDir = ''
let cleanup: () => Promise<void> = async () => undefined
const hosts: OverseerHost[] = []
beforeEach(async () => {
  ;({ dir: dataDir, cleanup } = await tempFolder('dice-box'))
  asked = 0
})
afterEach(async () => {
  for (const host of hosts.splice(0)) await host.shutdown()
  await cleanup()
})

async function diceHost(seed: number, ownBot = false): Promise<{ host: OverseerHost; boards: BoardPayload[] }> {
  source = mulberry32(seed)
  const host = new OverseerHost({ dataDir, debounceMs: 0, backupIntervalMs: 0, random: () => source(), diceBot: ownBot ? undefined : counting })
  hosts.push(host)
  const boards: BoardPayload[] = []
  host.on('board', (payload) => boards.push(payload))
  await host.start()
  return { host, boards }
}

const rollsOf = (state: HostState) => state.gm!.context.campaign.rolls

describe('the dice box: BCDice commands as GMs type them, rolled by the host (E.71)', () => {
  it('E.70 E.71 answers RA+1>=4, 2D6, BRT and S1D6 in the campaign’s system with BCDice’s own words and faces from the host’s dice source', async () => {
    const { host } = await diceHost(11, true)
    const expected = rollDice(mulberry32(11), 3 + 2 + 1 + 1, 6)
    for (const command of ['RA+1>=4', '2D6', 'BRT', 'S1D6']) expect(await host.dispatch({ type: 'dice.roll', command })).toEqual({ ok: true })
    const rolls = rollsOf(await host.state())
    expect(rolls.map((r) => [r.command, r.system, r.secret])).toEqual([
      ['RA+1>=4', 'Amadeus:Korean', false],
      ['2D6', 'Amadeus:Korean', false],
      ['BRT', 'Amadeus:Korean', false],
      ['S1D6', 'Amadeus:Korean', true]
    ])
    expect(rolls.flatMap((r) => r.dice)).toEqual(expected)
    expect(rolls[0]!.text.startsWith(`(RA+1>=4) ＞ [${expected.slice(0, 3).join(',')}]+1 ＞ `)).toBe(true)
    expect(rolls[1]!.text).toBe(`(2D6) ＞ ${expected[3]! + expected[4]!}[${expected[3]},${expected[4]}] ＞ ${expected[3]! + expected[4]!}`)
    expect(rolls[2]!.text.startsWith(`전과표(${expected[5]}) ＞ `)).toBe(true)
    expect(rolls[3]!.text).toBe(`(1D6) ＞ ${expected[6]}`)
  })

  it('E.71 a secret roll (S prefix) is in the GM’s log, absent from every board payload and from the public log', async () => {
    const { host, boards } = await diceHost(12)
    await host.dispatch({ type: 'dice.roll', command: '3D6' })
    await host.dispatch({ type: 'dice.roll', command: 'S1D6' })
    const state = await host.state()
    const secret = rollsOf(state).find((r) => r.secret)!
    const open = rollsOf(state).find((r) => !r.secret)!
    expect(state.gm!.log.at(-1)!.text.ko).toContain(secret.text)
    expect(state.gm!.board.rolls.map((r) => r.command)).toEqual(['3D6'])
    const everyBoard = JSON.stringify([...boards, await host.board()])
    expect(everyBoard).toContain(open.text)
    expect(everyBoard).not.toContain('S1D6')
    expect(everyBoard).not.toContain(secret.text)
    for (const locale of ['ko', 'en'] as const) {
      const publicLog = await host.exportSessionLog('public', locale)
      const fullLog = await host.exportSessionLog('full', locale)
      if (!publicLog.ok || !fullLog.ok) throw new Error('export failed')
      // The logs are Markdown: BCDice's brackets are escaped there (issue 13).
      expect(publicLog.text).toContain(markdownText(open.text))
      expect(publicLog.text).not.toContain('S1D6')
      expect(publicLog.text).not.toContain(markdownText(secret.text))
      expect(fullLog.text).toContain(markdownText(secret.text))
    }
  })

  it('E.71 undo, redo and reopening the file replay the recorded faces without asking BCDice again', async () => {
    const { host } = await diceHost(13)
    await host.dispatch({ type: 'dice.roll', command: 'RA+1>=4' })
    await host.dispatch({ type: 'dice.roll', command: 'BRT' })
    const rolled = rollsOf(await host.state())
    expect(asked).toBe(2)
    await host.undo()
    expect(rollsOf(await host.state())).toEqual(rolled.slice(0, 1))
    await host.redo()
    expect(rollsOf(await host.state())).toEqual(rolled)
    const path = openPath(await host.state())
    await host.close()
    const reopened = new OverseerHost({ dataDir, random: () => 0.5, diceBot: counting })
    hosts.push(reopened)
    expect(await reopened.open(path)).toEqual({ ok: true })
    expect(rollsOf(await reopened.state())).toEqual(rolled)
    expect(asked).toBe(2)
  })

  it('refuses a command the system does not know with one line, and records nothing', async () => {
    const { host } = await diceHost(14)
    const refused = await host.dispatch({ type: 'dice.roll', command: 'hello' })
    expect(refused).toMatchObject({ ok: false, error: 'Amadeus:Korean does not know the dice command "hello"', why: { key: 'host.diceUnknownCommand' } })
    expect((await host.state()).gm!.head).toBe(0)
  })

  it('only the host answers: an answer sent with the command is replaced by BCDice’s', async () => {
    const { host } = await diceHost(15, true)
    const forged = { system: 'Amadeus:Korean' as const, text: '(2D6) ＞ 12[6,6] ＞ 12', secret: false, dice: [6, 6] }
    await host.dispatch({ type: 'dice.roll', command: '2D6', answer: forged })
    const [roll] = rollsOf(await host.state())
    expect(roll!.dice).toEqual(rollDice(mulberry32(15), 2, 6))
  })

  it('rolls in the system the campaign’s ⚙ diceSystem names (Amadeus answers in Japanese)', async () => {
    const { host } = await diceHost(16)
    await host.dispatch({ type: 'settings.set', key: 'diceSystem', value: 'Amadeus' })
    await host.dispatch({ type: 'dice.roll', command: 'BRT' })
    expect(rollsOf(await host.state())[0]!.text.startsWith('戦果表(')).toBe(true)
  })
})

describe('rolls BCDice refuses without a word', () => {
  for (const command of ['1000D6', '1D9999999999', '99999D1']) {
    it(`E.70 "${command}" is refused with a reason in both languages, and no roll is recorded or shown`, async () => {
      const { host, boards } = await diceHost(3)
      const pushed = boards.length
      const result = await host.dispatch({ type: 'dice.roll', command })
      expect(result.ok).toBe(false)
      if (result.ok) return
      expect(inEnglish(result.why)).toContain(command)
      expect(inEnglish(result.why)).toMatch(/refused|more than/)
      expect(inKorean(result.why)).toMatch(/[가-힣]/)
      expect(rollsOf(await host.state())).toEqual([])
      expect(boards.slice(pushed).some((b) => JSON.stringify(b).includes('＞ 0'))).toBe(false)
    })
  }

  it('E.71 a heavy roll (x100 100D100) is refused naming the dice budget, and the host answers state and the board while it runs', async () => {
    const { host } = await diceHost(28)
    let answers = 0
    let settled = false
    const heavy = host.dispatch({ type: 'dice.roll', command: 'x100 100D100' }).finally(() => (settled = true))
    // Counted, not timed: the loop is free while BCDice works in its worker.
    while (!settled) {
      await Promise.all([host.state(), host.board()])
      answers += 1
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const refused = await heavy
    expect(answers).toBeGreaterThan(0)
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.why.key).toBe('host.diceTooMany')
    expect(inEnglish(refused.why)).toBe('"x100 100D100" rolls more than 1000 dice at once; roll it in parts')
    expect(inKorean(refused.why)).toMatch(/1000개까지/)
    expect(rollsOf(await host.state())).toEqual([])
    // The queue moves on: the next command is answered.
    expect((await host.dispatch({ type: 'dice.roll', command: '2D6' })).ok).toBe(true)
  })

  it('E.71 a roll past the time budget is refused naming it, and nothing is recorded', async () => {
    const quick = new DiceBot({ random: cryptoRandom, timeoutMs: 5 })
    const host = new OverseerHost({ dataDir, debounceMs: 0, backupIntervalMs: 0, diceBot: quick })
    hosts.push(host)
    await host.start()
    // The first answer loads BCDice and has its own allowance.
    expect((await host.dispatch({ type: 'dice.roll', command: '1D6' })).ok).toBe(true)
    const refused = await host.dispatch({ type: 'dice.roll', command: 'x10 100D100' })
    expect(refused).toMatchObject({ ok: false, why: { key: 'host.diceOverTime' } })
    if (refused.ok) return
    expect(inEnglish(refused.why)).toBe('BCDice did not answer "x10 100D100" within 1 s, the time a roll may take; roll fewer dice')
    expect(inKorean(refused.why)).toMatch(/1초 안에/)
    expect(rollsOf(await host.state())).toHaveLength(1)
  })
})
