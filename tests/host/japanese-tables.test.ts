import { readFile, writeFile } from 'node:fs/promises'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OverseerHost } from '../../src/host/host'
import { DiceBot } from '../../src/host/dice/dice-bot'
import { cryptoRandom } from '../../src/host/crypto-random'
import { mulberry32 } from '@machines/dice/random'
import { isJapaneseText } from '@machines/dice/japanese-text'
import { readBotRoll } from '@machines/campaign/model/bot-table-words'
import { openPath, tempFolder } from './helpers'

// BCDice's Amadeus:Korean falls back to the Japanese tables it has not translated, silently: the dice
// box and the log say so, and the GM's own Korean words for a face are shown instead (kept with the campaign).
const bot = new DiceBot({ random: cryptoRandom })
afterAll(() => bot.close())

let dataDir = ''
let cleanup: () => Promise<void> = async () => undefined
const hosts: OverseerHost[] = []
beforeEach(async () => {
  ;({ dir: dataDir, cleanup } = await tempFolder('japanese-tables'))
})
afterEach(async () => {
  for (const host of hosts.splice(0)) await host.shutdown()
  await cleanup()
})

async function started(seed = 7): Promise<OverseerHost> {
  const source = mulberry32(seed)
  const host = new OverseerHost({ dataDir, debounceMs: 0, backupIntervalMs: 0, random: () => source(), diceBot: bot })
  hosts.push(host)
  await host.start()
  return host
}

describe('tables BCDice answers in Japanese in Amadeus:Korean', () => {
  it('are found from BCDice’s own table data: 21 of its 33 tables, the choices, gifts, battle spoils, shop tables and the trial and challenge tables', async () => {
    const { tables } = await bot.tables('Amadeus:Korean')
    expect(tables).toHaveLength(33)
    const japanese = tables.filter((t) => isJapaneseText(t.name)).map((t) => t.command)
    expect(japanese).toHaveLength(21)
    for (const command of ['CST', 'RGT', 'FBT', 'SAT', 'SMT']) expect(japanese).toContain(command)
    expect(japanese.filter((c) => c.endsWith('VT'))).toHaveLength(10)
    expect(japanese.filter((c) => c.endsWith('CT'))).toHaveLength(6)
    // the Korean ones stay unflagged
    for (const command of ['BRT', 'TGT', 'BT', 'ECT']) expect(japanese).not.toContain(command)
  })

  it('E.71 a Japanese answer is flagged in the GM log; the GM’s Korean words for its faces are then shown on the board and in the log, BCDice’s answer still recorded', async () => {
    const host = await started()
    expect(await host.dispatch({ type: 'dice.roll', command: 'CST' })).toEqual({ ok: true })
    let state = await host.state()
    const first = state.gm!.context.campaign.rolls[0]!
    expect(first.text.startsWith('制約表(')).toBe(true)
    expect(state.gm!.log.at(-1)!.text.ko).toBe(`주사위 상자 Amadeus:Korean: CST → 일본어 표: ${first.text}`)
    expect(state.gm!.log.at(-1)!.text.en).toBe(`Dice box Amadeus:Korean: CST → Japanese table: ${first.text}`)
    // the GM gives every face its Korean words (one undo step each)
    for (const face of ['1', '2', '3', '4', '5', '6']) expect(await host.dispatch({ type: 'edit.botTableWord', command: 'CST', face, text: `제약 ${face}` })).toEqual({ ok: true })
    expect(await host.dispatch({ type: 'dice.roll', command: 'CST' })).toEqual({ ok: true })
    state = await host.state()
    const second = state.gm!.context.campaign.rolls[1]!
    const { face } = readBotRoll(second, [])
    expect(second.text.startsWith('制約表(')).toBe(true)
    expect(state.gm!.log.at(-1)!.text.ko).toBe(`주사위 상자 Amadeus:Korean: CST → CST(${face}) ＞ 제약 ${face} (BCDice: ${second.text})`)
    expect(state.gm!.board.rolls.at(-1)!.text).toBe(`CST(${face}) ＞ 제약 ${face}`)
    // the words are kept with the campaign, and reopen with it
    const path = openPath(state)
    await host.close()
    const reopened = await started()
    expect(await reopened.open(path)).toEqual({ ok: true })
    expect((await reopened.state()).gm!.context.campaign.botTableWords).toHaveLength(6)
  })

  it('an older campaign file, written before the GM could word tables, opens with no words', async () => {
    const host = await started()
    await host.dispatch({ type: 'dice.roll', command: '2D6' })
    const path = openPath(await host.state())
    await host.close()
    const stripped = (await readFile(path, 'utf8')).replace(/"botTableWords":\s*\[\],?/g, '').replace(/,(\s*[}\]])/g, '$1')
    expect(stripped).not.toContain('botTableWords')
    await writeFile(path, stripped)
    const reopened = await started()
    expect(await reopened.open(path)).toEqual({ ok: true })
    const campaign = (await reopened.state()).gm!.context.campaign
    expect(campaign.botTableWords).toEqual([])
    expect(campaign.rolls).toHaveLength(1)
  })
})
