import { describe, expect, it } from 'vitest'
import { gameTables } from '@machines/campaign/model/game-tables'
import { defaultSettings } from '@machines/campaign/model/settings'
import { tableSetSchema, type Table } from '@machines/campaign/model/encounter-records'
import { applyToPc, effectNotation, faceFor, outcomeRolls, readTable, type TableOutcome } from '@machines/encounter/rules/tables'
import { pickTargets } from '@machines/encounter/rules/targets'
import { emptyWheel } from '@machines/encounter/rules/wheel'
import { campaignTables } from '@machines/encounter/start'
import { combatant, demoCampaign } from './fixtures'
import { english } from '@machines/reasons/format'
import { inEnglish } from './in-english'
const tablesFile = gameTables()

const tables = tableSetSchema.parse(tablesFile)
const table = (id: string): Table => tables.find((t) => t.id === id)!
const read = (id: string, roll: number, dice: number[] = []): TableOutcome => {
  const result = readTable(table(id), roll, dice)
  if (!result.ok) throw new Error(english(result.why))
  return result.value
}
const pc = { hp: 12, states: [] as const }
const wheel = { ...emptyWheel, black: 1 }

describe('E.52 spoils and damage', () => {
  it('E.52 a win rolls the spoils table once per body level', () => {
    expect(outcomeRolls(true, 3, ['ana', 'bo'])).toEqual([{ table: 'spoils' }, { table: 'spoils' }, { table: 'spoils' }])
  })

  it('E.52 a loss rolls the damage table once per PC', () => {
    expect(outcomeRolls(false, 3, ['ana', 'bo'])).toEqual([{ table: 'damage', pc: 'ana' }, { table: 'damage', pc: 'bo' }])
  })

  it('E.52 a spoils face with dice totals the dice the host rolled', () => {
    expect(read('spoils', 2, [5]).effect).toEqual({ kind: 'coin-gain', amount: 5, dice: [5] })
  })

  it('E.52 a spoils face may point to the random item table', () => {
    expect(read('spoils', 5).effect).toEqual({ kind: 'roll-table', table: 'random-item' })
  })

  it('E.52 the random item table reads a 2D6 roll of 12', () => {
    expect(read('random-item', 12).effect).toEqual({ kind: 'item', item: { en: 'Bomb', ko: '폭탄' }, count: 1, dice: [] })
  })

  it('E.52 an item face counting 1D6 needs its die', () => {
    const face = faceFor(table('random-item'), 7)
    expect(face.ok && effectNotation(face.value)?.text).toBe('1D6')
    expect(read('random-item', 7, [4]).effect).toMatchObject({ kind: 'item', item: { en: 'Rations', ko: '식량' }, count: 4 })
  })

  it('E.52 a damage face losing 1D6 hp is applied to the PC', () => {
    const outcome = read('damage', 1, [4])
    expect(applyToPc(pc, wheel, outcome.effect)).toEqual({ ok: true, value: { pc: { ...pc, hp: 8 }, wheel, applied: true } })
  })

  it('E.52 E.73 a damage face placing black inga is applied to the party’s wheel', () => {
    const result = applyToPc(pc, wheel, read('damage', 3).effect)
    expect(result.ok && result.value.wheel.black).toBe(2)
  })

  it('E.52 an inga of any colour needs the player’s choice', () => {
    const effect = read('spoils', 3).effect
    expect(inEnglish(applyToPc(pc, wheel, effect))).toEqual({ ok: false, rule: 'E.73', error: 'choose the domain for this inga' })
    const chosen = applyToPc(pc, wheel, effect, 'white')
    expect(chosen.ok && chosen.value.wheel.white).toBe(1)
  })

  it('E.52 coins are left to the caller', () => {
    expect(applyToPc(pc, wheel, read('damage', 2, [3]).effect)).toEqual({ ok: true, value: { pc, wheel, applied: false } })
  })

  it('E.52 a text face is for the GM', () => {
    expect(read('damage', 6)).toMatchObject({ effect: { kind: 'text' }, rule: 'E.52' })
  })

  it('E.52 a face that needs dice refuses to be read without them', () => {
    expect(inEnglish(readTable(table('damage'), 1))).toEqual({ ok: false, rule: 'E.52', error: '"1D6" needs 1 die, got 0' })
  })

  it('E.52 a roll the table cannot produce is refused', () => {
    expect(readTable(table('spoils'), 7).ok).toBe(false)
  })
})

describe('E.31 target table', () => {
  it('E.31 a target roll gives a pick the panel applies to the PCs', () => {
    const outcome = read('target', 1)
    expect(outcome.rule).toBe('E.31')
    if (outcome.effect.kind !== 'target') throw new Error('not a target face')
    const pcs = [combatant('ana', { hp: 9, position: 1 }), combatant('bo', { hp: 3, position: 4 })]
    expect(pickTargets(outcome.effect.pick, pcs, defaultSettings, outcome.effect.ability)).toEqual({ ok: true, value: { pcs: ['bo'], all: false } })
  })
})

describe('E.63 battlefield', () => {
  it('E.63 the battlefield table picks a field whose effect the battle holds (open ground: nothing in it)', () => {
    expect(read('battlefield', 6)).toMatchObject({ table: 'battlefield', roll: 6, rule: 'E.63', effect: { kind: 'battlefield' } })
    const effect = read('battlefield', 6).effect
    expect(Object.keys(effect).filter((key) => key !== 'kind' && key !== 'reading')).toEqual([])
  })
})

describe('E.72 fatal wound', () => {
  it('E.72 a fatal wound of 1 is death, left to the campaign', () => {
    const outcome = read('fatal-wound', 1)
    expect(outcome).toMatchObject({ rule: 'E.72', effect: { kind: 'state', state: 'dead' } })
    expect(applyToPc({ ...pc, hp: 0 }, wheel, outcome.effect)).toEqual({ ok: true, value: { pc: { ...pc, hp: 0 }, wheel, applied: false } })
  })

  it('E.72 a fatal wound of 6 sets hp to 1', () => {
    const result = applyToPc({ ...pc, hp: 0 }, wheel, read('fatal-wound', 6).effect)
    expect(result.ok && result.value.pc.hp).toBe(1)
  })
})

describe('battle states from tables', () => {
  it('E.60 a state effect adds the state once', () => {
    const result = applyToPc(pc, wheel, { kind: 'state', state: 'bound' })
    expect(result.ok && result.value.pc.states).toEqual(['bound'])
  })
})

describe('E.52 the campaign tables are checked once per tables array (issue 17k)', () => {
  it('E.52 the same tables give the same answer without a second check; tables an edit replaced are checked afresh', () => {
    const campaign = demoCampaign()
    const first = campaignTables(campaign)
    expect(first.ok).toBe(true)
    // A later context carries the same array (contexts are spread, never changed in place): the answer already given.
    expect(campaignTables({ ...campaign, scene: campaign.scene + 1 })).toBe(first)
    // An edit makes a new array: it is checked, so a set missing a standard table is refused as before.
    const withoutSpoils = campaignTables({ ...campaign, tables: campaign.tables.filter((t) => t.id !== 'spoils') })
    expect(withoutSpoils).toMatchObject({ ok: false, why: { key: 'reason.encounter.tablesIncomplete' } })
    const again = campaignTables({ ...campaign, tables: [...campaign.tables] })
    expect(again).not.toBe(first)
    expect(again).toEqual(first)
  })
})
