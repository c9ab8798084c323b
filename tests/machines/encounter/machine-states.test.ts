import { describe, expect, it } from 'vitest'
import { ambushedEngine, awakenedCampaign, battle, battleState, battleEngine, fighter, passRound, refusal, send, standardPlots, startCommand } from './fixtures'

// The party's wheel at black 3 (stage 1): the figures below add the color of ruin 1 (E.73).
const awakened = () => ambushedEngine(standardPlots, awakenedCampaign())

const adjust = (unit: Record<string, unknown>, fields: Record<string, unknown>) => ({ type: 'encounter.adjust', unit, ...fields })
const haneul = { kind: 'pc', pc: 'pc-haneul' }
const attackBody = (pc: string, dice?: number[]) => ({ type: 'encounter.attack', pc, weapon: 0, target: { kind: 'body' }, ...(dice ? { dice } : {}) })

describe('E.60 bound', () => {
  it('E.60 a bound PC has −1 on its checks', () => {
    const engine = ambushedEngine()
    send(engine, adjust(haneul, { state: 'bound' }), attackBody('pc-haneul', [4, 3, 2]))
    expect(battle(engine).check).toMatchObject({ modifier: 0, target: 4 })
  })

  it('E.60 a bound PC cannot move', () => {
    const engine = ambushedEngine()
    send(engine, adjust(haneul, { state: 'bound' }))
    expect(refusal(engine, { type: 'encounter.move', pc: 'pc-haneul', to: 3 })).toBe('a bound PC cannot move (E.60)')
  })

  it('E.60 a bound body has −1 defence against hit checks', () => {
    const engine = ambushedEngine()
    send(engine, adjust({ kind: 'body' }, { state: 'bound' }), attackBody('pc-haneul', [4, 3, 2]))
    expect(battle(engine).check?.target).toBe(3)
  })

  it('E.40 E.60 at round end each bound PC and a bound body lose their 1D6', () => {
    const engine = ambushedEngine()
    send(engine, adjust(haneul, { state: 'bound' }), adjust({ kind: 'body' }, { state: 'bound' }))
    passRound(engine, true)
    expect(refusal(engine, { type: 'encounter.endRound', boundDice: { 'pc:pc-haneul': [3] } })).toBe('the body is bound: its round-end loss needs a 1D6 (E.60)')
    send(engine, { type: 'encounter.endRound', boundDice: { 'pc:pc-haneul': [3], body: [5] } })
    expect(fighter(engine, 'pc-haneul').hp).toBe(21)
    expect(battle(engine).body.hp).toBe(40)
    expect(battle(engine).round).toBe(2)
  })

  it('E.60 a die for one who is not bound is refused', () => {
    const engine = ambushedEngine()
    passRound(engine, true)
    expect(refusal(engine, { type: 'encounter.endRound', boundDice: { 'pc:pc-sora': [3] } })).toBe('Yun Sora is not bound: no round-end die (E.60)')
  })
})

describe('E.61 flying and E.62 diving', () => {
  it('E.61 a flying body takes 5 less from a weapon that is not anti-air', () => {
    const engine = awakened()
    send(engine, adjust({ kind: 'body' }, { state: 'flying' }), attackBody('pc-haneul', [5, 3, 2]), { type: 'encounter.pick', action: 0 })
    expect(battle(engine).body.hp).toBe(45 - (6 + 1 + 1 - 5))
  })

  it('E.61 an anti-air weapon hits a flying body in full', () => {
    const engine = ambushedEngine({ 'pc-elias': 1 })
    send(engine, adjust({ kind: 'body' }, { state: 'flying' }), attackBody('pc-elias', [5]), { type: 'encounter.pick', action: 0 })
    expect(battle(engine).body.hp).toBe(45 - (4 + 1))
  })

  it('E.62 a diving PC hits a non-diving target automatically, with no hit check', () => {
    const engine = awakened()
    send(engine, adjust(haneul, { state: 'diving' }))
    expect(refusal(engine, attackBody('pc-haneul', [5, 3, 2]))).toBe('a diving PC hits a non-diving target automatically: no hit check (E.62)')
    send(engine, attackBody('pc-haneul'))
    expect(battle(engine).body.hp).toBe(45 - 8)
  })

  it('E.62 a diving monster’s threat cannot be defended against', () => {
    const engine = awakened()
    send(engine, adjust({ kind: 'body' }, { state: 'diving' }), attackBody('pc-haneul', [1, 1, 1]), { type: 'encounter.pick', action: 0 })
    expect(refusal(engine, { type: 'encounter.threatAttack', threat: 'drowned-hands', target: 'pc-haneul', dice: [6, 6, 6] })).toBe(
      'a diving monster cannot be defended against: no defence check (E.62)'
    )
    send(engine, { type: 'encounter.threatAttack', threat: 'drowned-hands', target: 'pc-haneul' })
    expect(fighter(engine, 'pc-haneul').hp).toBe(24 - (5 + 2))
  })
})

describe('E.21 and E.23 damage', () => {
  it('E.21 damage to a threat never accumulates: two hits below its durability leave it standing', () => {
    const engine = battleEngine()
    send(
      engine,
      startCommand,
      { type: 'encounter.scout', pc: 'pc-elias', paragraph: 3, dice: [5, 2, 3] },
      { type: 'encounter.pick', action: 0 },
      { type: 'encounter.scoutStop' },
      ...Object.entries({ 'pc-sora': 1, 'pc-elias': 2, 'pc-haneul': 6, 'pc-verdant': 6 }).map(([pc, plot]) => ({ type: 'encounter.plot', pc, plot })),
      { type: 'encounter.revealPlots' },
      { type: 'encounter.attack', pc: 'pc-sora', weapon: 1, target: { kind: 'threat', threat: 'oar-sweep' }, dice: [4, 2] },
      { type: 'encounter.pick', action: 0 },
      { type: 'encounter.threatPass', threat: 'drowned-hands' },
      { type: 'encounter.attack', pc: 'pc-elias', weapon: 0, target: { kind: 'threat', threat: 'oar-sweep' }, dice: [5] },
      { type: 'encounter.pick', action: 0 }
    )
    const hits = battle(engine).log.filter((entry) => entry.kind === 'attack')
    expect(hits.map((hit) => (hit.kind === 'attack' ? [hit.damage?.total, hit.broken] : null))).toEqual([
      [4, false],
      [6, false]
    ])
    expect(battle(engine).slots[2]).toMatchObject({ acted: false, broken: false })
    expect(battle(engine).body.hp).toBe(45)
  })

  it('E.23 a strike with black awakened rolls [stage]D6 for the color of ruin and the weapon’s bonus', () => {
    const engine = awakened()
    send(engine, attackBody('pc-haneul', [6, 3, 2]))
    expect(refusal(engine, { type: 'encounter.pick', action: 0, ruinDice: [4] })).toBe('the weapon\'s strike bonus 1D6: "1D6" needs 1 die, got 0 (E.23)')
    expect(refusal(engine, { type: 'encounter.pick', action: 0, weaponDice: [5] })).toBe('a strike rolls 1D6 for the color of ruin, got 0 dice (E.23)')
    send(engine, { type: 'encounter.pick', action: 0, ruinDice: [4], weaponDice: [5] })
    expect(battle(engine).body.hp).toBe(45 - (6 + 1 + 4 + 5))
  })

  it('E.50 a hit in the pursuit round needs its +1D6', () => {
    const engine = awakened()
    passRound(engine)
    passRound(engine)
    send(engine, { type: 'encounter.pursuit', pc: 'pc-sora', ability: 'skill', dice: [4, 2] }, { type: 'encounter.pick', action: 0 })
    send(engine, attackBody('pc-haneul', [5, 3, 2]))
    expect(refusal(engine, { type: 'encounter.pick', action: 0 })).toBe('every damage in the pursuit round is +1D6: give one die (E.50)')
    send(engine, { type: 'encounter.pick', action: 0, pursuitDie: [6] })
    expect(battle(engine).body.hp).toBe(45 - (6 + 1 + 1 + 6))
  })
})

describe('E.3 counterattack and E.63 battlefield', () => {
  it('E.3 a fumbled scout check ends the round with a counterattack of 1D6 + body level on every PC', () => {
    const engine = battleEngine()
    send(engine, startCommand, { type: 'encounter.scout', pc: 'pc-elias', paragraph: 2, dice: [1, 1, 1] }, { type: 'encounter.pick', action: 0 })
    expect(battleState(engine)).toBe('counterattack')
    expect(refusal(engine, { type: 'encounter.plot', pc: 'pc-sora', plot: 3 })).toBe('plots are chosen at the start of melee round 1, after the scout round (E.11)')
    send(engine, { type: 'encounter.counterattack', die: [4] })
    expect(battle(engine).pcs.map((pc) => pc.hp)).toEqual([24 - 7, 18 - 7, 20 - 7, 22 - 7])
    expect(battleState(engine)).toBe('plots')
    expect(battle(engine).round).toBe(1)
  })

  it('E.63 a battle on a special field rolls the battlefield table at set-up', () => {
    const engine = battleEngine()
    send(engine, { ...startCommand, battlefield: [4] })
    expect(battle(engine).battlefield).toEqual({
      roll: 4,
      text: { ko: '전장표(4) ＞ 삼림: 모두가 받는 피해 1D6 감소. 은혜에 녹의 인과 2개 추가.', en: 'Battlefield (4): Forest: everyone takes 1D6 less damage; gifts count 2 extra inga in green.' },
      note: null,
      effect: expect.objectContaining({ kind: 'battlefield', damageDie: 'taken', giftInga: { domain: 'green', count: 2 } })
    })
  })
})
