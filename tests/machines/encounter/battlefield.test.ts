import { describe, expect, it } from 'vitest'
import { battleEngine, battle, battleState, fighter, passRound, refusal, send, standardPlots, startCommand } from './fixtures'
import { encounterNext } from '@machines/encounter/next-step'
import { fieldCheckModifier } from '@machines/encounter/battlefield'
import { gameTables } from '@machines/campaign/model/game-tables'
import type { CampaignEngine } from '@machines/campaign/engine'
import type { LogEntry } from '@machines/encounter/context'

// E.63: each face of the battlefield table (data/encounter/game-tables.json) as the battle applies
// it, or asks the GM about it. An ambush (E.4) puts the PCs straight into melee round 1.

const fields = { graveyard: 1, streets: 2, underWater: 3, forest: 4, air: 5, openGround: 6 } as const

/** An ambush on the battlefield of `face`, the plots revealed: melee round 1 is acting. */
function onField(face: number, plots: Record<string, number> = standardPlots): CampaignEngine {
  const engine = battleEngine()
  send(engine, { ...startCommand, pcs: Object.keys(plots), ambush: true, battlefield: [face] })
  for (const [pc, plot] of Object.entries(plots)) send(engine, { type: 'encounter.plot', pc, plot })
  send(engine, { type: 'encounter.revealPlots' })
  return engine
}

const next = (engine: CampaignEngine) => encounterNext(battleState(engine), battle(engine), engine.current.context.campaign.settings)
const logged = <K extends LogEntry['kind']>(engine: CampaignEngine, kind: K) => battle(engine).log.filter((entry): entry is Extract<LogEntry, { kind: K }> => entry.kind === kind)
const attackBody = (pc: string, dice?: number[]) => ({ type: 'encounter.attack', pc, weapon: 0, target: { kind: 'body' }, ...(dice ? { dice } : {}) })
const adjust = (unit: Record<string, unknown>, fields: Record<string, unknown>) => ({ type: 'encounter.adjust', unit, ...fields })
const haneul = { kind: 'pc', pc: 'pc-haneul' }

/** Plays melee round 1 to its end, where the round-end dice are asked. */
function toRoundEnd(engine: CampaignEngine) {
  passRound(engine, true)
  expect(battleState(engine)).toBe('roundEnd')
}

describe('E.63 the battlefield faces as data', () => {
  it('E.63 every face of BST carries a battlefield effect and a reading, and face 6 nothing else', () => {
    const table = gameTables().find((t) => t.id === 'battlefield')!
    for (const face of table.faces) {
      expect(face.effect?.kind, `face ${face.roll}`).toBe('battlefield')
      if (face.effect?.kind === 'battlefield') expect(face.effect.reading, `face ${face.roll}`).toBeTruthy()
    }
    const open = table.faces.find((f) => f.roll === 6)!.effect!
    expect(Object.keys(open).sort()).toEqual(['kind', 'reading'])
  })

  it('E.63 the battle keeps the face’s effect with its words', () => {
    const engine = onField(fields.graveyard)
    expect(battle(engine).battlefield).toMatchObject({ roll: 1, effect: { kind: 'battlefield', roundEndLoss: { d6: 1 }, giftInga: { domain: 'black', count: 2 } } })
  })
})

describe('E.63 face 1, the graveyard', () => {
  it('E.63 at round end every standing PC and the body lose their 1D6, each a log line', () => {
    const engine = onField(fields.graveyard)
    toRoundEnd(engine)
    const step = next(engine)
    expect(step).toMatchObject({ kind: 'roundEnd', field: ['pc:pc-haneul', 'pc:pc-elias', 'pc:pc-sora', 'pc:pc-verdant', 'body'], fieldDice: 1 })
    expect(refusal(engine, { type: 'encounter.endRound' })).toBe('Han Haneul loses 1D6 to the battlefield: give those dice (E.63)')
    const hp = battle(engine).pcs.map((pc) => pc.hp)
    send(engine, { type: 'encounter.endRound', fieldDice: { 'pc:pc-haneul': [3], 'pc:pc-elias': [1], 'pc:pc-sora': [2], 'pc:pc-verdant': [6], body: [5] } })
    expect(battle(engine).pcs.map((pc) => pc.hp)).toEqual([hp[0]! - 3, hp[1]! - 1, hp[2]! - 2, hp[3]! - 6])
    expect(battle(engine).body.hp).toBe(45 - 5)
    expect(logged(engine, 'fieldLoss').map((e) => [e.rule, e.loss])).toEqual([['E.63', 3], ['E.63', 1], ['E.63', 2], ['E.63', 6], ['E.63', 5]])
  })

  it('E.63 a die for one the battlefield does not reach is refused', () => {
    const engine = onField(fields.openGround)
    toRoundEnd(engine)
    expect(refusal(engine, { type: 'encounter.endRound', fieldDice: { body: [3] } })).toBe('the body loses nothing to the battlefield at round end (E.63)')
  })

  it('E.63 a PC who uses a gift is asked about the black domain’s 2 extra inga, answered first and logged; the wheel is not changed', () => {
    const engine = onField(fields.graveyard, { 'pc-elias': 2, 'pc-haneul': 6 })
    const wheel = { ...battle(engine).wheel }
    send(engine, { type: 'encounter.threatPass', threat: 'drowned-hands' }, { type: 'encounter.spell', pc: 'pc-elias', gift: 0 })
    expect(next(engine)).toEqual({ kind: 'field', rule: 'E.63', due: { kind: 'gift', pc: 'pc-elias', domain: 'black', count: 2 } })
    expect(refusal(engine, { type: 'encounter.threatPass', threat: 'fog-lantern' })).toBe("first say whether the battlefield's extra inga was counted for the gift (E.63)")
    send(engine, { type: 'encounter.battlefield', apply: true })
    expect(logged(engine, 'fieldGift')).toEqual([expect.objectContaining({ rule: 'E.63', pc: 'pc-elias', domain: 'black', count: 2, applied: true })])
    expect(battle(engine).wheel).toEqual(wheel)
    expect(battle(engine).fieldDue).toBeNull()
  })
})

describe('E.63 face 2, the city streets', () => {
  it('E.63 a PC’s hit deals +1D6: the die is asked for, added as a damage line and logged', () => {
    const engine = onField(fields.streets)
    send(engine, attackBody('pc-haneul', [5, 3, 2]))
    expect(refusal(engine, { type: 'encounter.pick', action: 0 })).toBe('on this battlefield every damage dealt is +1D6: give one die (E.63)')
    send(engine, { type: 'encounter.pick', action: 0, fieldDie: [3] })
    const attack = logged(engine, 'attack')[0]!
    // weapon 6 + paragraph 1 (E.20) + the battlefield's 3
    expect(attack.damage).toMatchObject({ total: 10, lines: expect.arrayContaining([{ rule: 'E.63', label: 'battlefield', value: 3 }]) })
    expect(battle(engine).body.hp).toBe(35)
  })

  it('E.63 a miss deals nothing and needs no die', () => {
    const engine = onField(fields.streets)
    send(engine, attackBody('pc-haneul', [1, 1, 1]), { type: 'encounter.pick', action: 0 })
    expect(logged(engine, 'attack')[0]).toMatchObject({ hit: false, damage: null })
  })

  it('E.63 a threat’s hit on a PC deals +1D6 too', () => {
    const engine = onField(fields.streets, { 'pc-elias': 1 })
    send(engine, attackBody('pc-elias', [1]), { type: 'encounter.pick', action: 0 })
    send(engine, { type: 'encounter.threatAttack', threat: 'drowned-hands', target: 'pc-elias', dice: [1] }, { type: 'encounter.pick', action: 0, fieldDie: [4] })
    expect(logged(engine, 'threatAttack')[0]!.damage).toMatchObject({ total: 5 + 4 })
    expect(fighter(engine, 'pc-elias').hp).toBe(18 - 9)
  })
})

describe('E.63 face 3, under water', () => {
  it('E.63 a PC not diving has −1 on every check; a diving one has not', () => {
    const engine = onField(fields.underWater)
    send(engine, attackBody('pc-haneul', [4, 3, 2]))
    expect(battle(engine).check).toMatchObject({ modifier: 1 - 1 })
    const field = battle(engine).battlefield!.effect!
    expect(fieldCheckModifier(field, ['diving'])).toBe(0)
    expect(fieldCheckModifier(field, [])).toBe(-1)
  })

  it('E.63 at round end a diving PC and a diving body are spared the 1D6; the others lose it', () => {
    const engine = onField(fields.underWater)
    send(engine, adjust(haneul, { state: 'diving' }), adjust({ kind: 'body' }, { state: 'diving' }))
    toRoundEnd(engine)
    expect(next(engine)).toMatchObject({ kind: 'roundEnd', field: ['pc:pc-elias', 'pc:pc-sora', 'pc:pc-verdant'] })
  })
})

describe('E.63 face 4, the forest', () => {
  it('E.63 every damage taken is 1D6 less, never below 0', () => {
    const engine = onField(fields.forest)
    send(engine, attackBody('pc-haneul', [5, 3, 2]), { type: 'encounter.pick', action: 0, fieldDie: [5] })
    expect(logged(engine, 'attack')[0]!.damage).toMatchObject({ total: 7 - 5, lines: expect.arrayContaining([{ rule: 'E.63', label: 'battlefield', value: -5 }]) })
    expect(battle(engine).body.hp).toBe(43)
  })

  it('E.63 damage the GM enters by hand is 1D6 less too, and the log says so', () => {
    const engine = onField(fields.forest)
    expect(refusal(engine, adjust(haneul, { hp: -3 }))).toBe('on this battlefield every damage taken is 1D6 less: give one die (E.63)')
    send(engine, adjust(haneul, { hp: -3, fieldDie: [5] }))
    expect(fighter(engine, 'pc-haneul').hp).toBe(24)
    expect(logged(engine, 'adjust').at(-1)).toMatchObject({ hp: -0, fieldDie: -5 })
  })
})

describe('E.63 face 5, in the air', () => {
  it('E.63 a PC not flying has −1 on every check', () => {
    const engine = onField(fields.air)
    send(engine, attackBody('pc-haneul', [4, 3, 2]))
    expect(battle(engine).check).toMatchObject({ modifier: 0 })
  })

  it('E.63 E.51 the battle ends with the body standing: those who never flew lose melee rounds × 3D6, the GM ticking who flew', () => {
    const engine = onField(fields.air)
    send(engine, adjust(haneul, { state: 'flying' }))
    passRound(engine)
    passRound(engine)
    send(engine, { type: 'encounter.pursuitDecline' })
    const step = next(engine)
    expect(step).toEqual({
      kind: 'field',
      rule: 'E.63',
      due: { kind: 'battle-end', rounds: 2, d6: 3, spares: 'flying', units: ['pc:pc-haneul', 'pc:pc-elias', 'pc:pc-sora', 'pc:pc-verdant', 'body'], preset: ['pc:pc-haneul'] }
    })
    expect(refusal(engine, { type: 'encounter.outcome', dice: [3] })).toBe("first apply or dismiss the battlefield's loss at the battle's end (E.63)")
    const six = [1, 1, 1, 1, 1, 1]
    expect(refusal(engine, { type: 'encounter.battlefield', apply: true, flew: ['pc:pc-haneul'], dice: { 'pc:pc-elias': six } })).toBe("Yun Sora loses 6D6 to the battlefield: give those dice (E.63)")
    const hp = battle(engine).pcs.map((pc) => pc.hp)
    const body = battle(engine).body.hp
    send(engine, { type: 'encounter.battlefield', apply: true, flew: ['pc:pc-haneul', 'body'], dice: { 'pc:pc-elias': six, 'pc:pc-sora': [2, 2, 1, 1, 1, 1], 'pc:pc-verdant': six } })
    expect(battle(engine).pcs.map((pc) => pc.hp)).toEqual([hp[0]!, hp[1]! - 6, hp[2]! - 8, hp[3]! - 6])
    expect(battle(engine).body.hp).toBe(body)
    expect(logged(engine, 'fieldEnd')).toEqual([expect.objectContaining({ rule: 'E.63', rounds: 2, applied: true, flew: [{ kind: 'pc', pc: 'pc-haneul' }, { kind: 'body' }] })])
    // E.51: the result stands; the spoils or damage rolls follow
    expect(battle(engine).result).toMatchObject({ pcsWin: false })
    expect(next(engine).kind).toBe('outcome')
  })

  it('E.63 the GM may dismiss the end-of-battle loss: nothing changes and the log says so', () => {
    const engine = onField(fields.air)
    passRound(engine)
    passRound(engine)
    send(engine, { type: 'encounter.pursuitDecline' })
    const hp = battle(engine).pcs.map((pc) => pc.hp)
    send(engine, { type: 'encounter.battlefield', apply: false })
    expect(battle(engine).pcs.map((pc) => pc.hp)).toEqual(hp)
    expect(logged(engine, 'fieldEnd')).toEqual([expect.objectContaining({ rule: 'E.63', applied: false, losses: [] })])
  })
})

describe('E.63 face 6, open ground', () => {
  it('E.63 open ground changes nothing: no −1, no round-end loss, no die on damage, no prompt', () => {
    const engine = onField(fields.openGround, { 'pc-elias': 2, 'pc-haneul': 1 })
    send(engine, attackBody('pc-haneul', [5, 3, 2]))
    expect(battle(engine).check).toMatchObject({ modifier: 1 })
    send(engine, { type: 'encounter.pick', action: 0 })
    expect(logged(engine, 'attack')[0]!.damage?.total).toBe(7)
    expect(battle(engine).fieldDue).toBeNull()
    toRoundEnd(engine)
    expect(next(engine)).toMatchObject({ kind: 'roundEnd', field: [], fieldDice: 0 })
    expect(battle(engine).log.find((e) => e.kind === 'battlefield')).toMatchObject({ rule: 'E.63', roll: 6 })
  })
})
