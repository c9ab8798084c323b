import { beforeAll, describe, expect, it } from 'vitest'
import type { CampaignEngine } from '@machines/campaign/engine'
import { battle, battleState, battleEngine, fighter, refusal, send, startCommand } from './fixtures'

// One whole battle of the sample monster, dice typed as the players rolled them: set-up →
// scout (one success, one failure) → melee rounds 1 and 2 → pursuit check → pursuit round → win.
// Each `describe` continues the battle of the one before it.
const engine: CampaignEngine = battleEngine()
const body = () => battle(engine).body.hp
const last = (kind: string) => battle(engine).log.findLast((entry) => entry.kind === kind)
const slot = (threat: string) => battle(engine).slots.find((s) => s.threat === threat)!

describe('sample battle: set-up and scout round', () => {
  beforeAll(() => send(engine, startCommand))

  it('14.01 set-up places the body at full hp and every threat face down, in the scout round', () => {
    expect(engine.current.context.phase).toMatchObject({ kind: 'encounter', value: 'scout' })
    expect(battleState(engine)).toBe('scout')
    expect(battle(engine)).toMatchObject({ round: 'scout', body: { hp: 45, maxHp: 45 } })
    expect(battle(engine).slots.map((s) => s.placedIn)).toEqual([null, null, null, null, null])
  })

  it('E.1 a successful mind check reveals the scouted paragraph’s threat, and the mood die banks inga (E.70)', () => {
    send(engine, { type: 'encounter.scout', pc: 'pc-elias', paragraph: 2, dice: [5, 2, 3] })
    expect(battle(engine).check).toMatchObject({ purpose: 'scout', rank: 'A', modifier: 1, target: 4, dice: [5, 2, 3] })
    send(engine, { type: 'encounter.pick', action: 0, mood: 1 })
    expect(slot('fog-lantern')).toMatchObject({ placedIn: 'scout', acted: false })
    // E.73: the mood die banks onto the party's one wheel (the demo's 0/1/2/1/2), not the scout's own.
    expect(battle(engine).wheel).toEqual({ black: 0, red: 2, blue: 2, green: 1, white: 2 })
    expect(battleState(engine)).toBe('scout')
  })

  it('E.2 the first failed scout check ends the scout round and melee round 1 opens with plots', () => {
    send(engine, { type: 'encounter.scout', pc: 'pc-sora', paragraph: 5, dice: [2] }, { type: 'encounter.pick', action: 0 })
    expect(slot('river-maw').placedIn).toBeNull()
    expect(battleState(engine)).toBe('plots')
    expect(battle(engine)).toMatchObject({ round: 1, plotsRevealed: false })
  })
})

describe('sample battle: melee round 1', () => {
  beforeAll(() =>
    send(
      engine,
      { type: 'encounter.plot', pc: 'pc-haneul', plot: 1 },
      { type: 'encounter.plot', pc: 'pc-elias', plot: 2 },
      { type: 'encounter.plot', pc: 'pc-sora', plot: 4 },
      { type: 'encounter.plot', pc: 'pc-verdant', plot: 6 },
      { type: 'encounter.revealPlots' }
    )
  )

  it('E.11 the revealed plots put each token on its paragraph, 6 on the margin', () => {
    expect(battle(engine).pcs.map((pc) => [pc.id, pc.position])).toEqual([
      ['pc-haneul', 1],
      ['pc-elias', 2],
      ['pc-sora', 4],
      ['pc-verdant', 'margin']
    ])
  })

  it('E.20 E.22 E.23 a hit on the body deals weapon power + paragraph + the color of ruin (stage 0: none)', () => {
    send(engine, { type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'body' }, dice: [5, 3, 2] }, { type: 'encounter.pick', action: 0, mood: 1 })
    expect(body()).toBe(45 - (6 + 1 + 0))
    expect(last('attack')).toMatchObject({ rule: 'E.22', hit: true, damage: { total: 7 } })
  })

  it('E.30 with no un-acted PC left in paragraph 1 its threat is placed, un-acted, in round 1', () => {
    expect(slot('drowned-hands')).toMatchObject({ placedIn: 1, acted: false })
  })

  it('E.31 a failed defence check takes the threat’s power, the party’s color of ruin doubled (stage 0: +0)', () => {
    send(engine, { type: 'encounter.threatAttack', threat: 'drowned-hands', target: 'pc-haneul', dice: [1, 2, 3] }, { type: 'encounter.pick', action: 0 })
    expect(fighter(engine, 'pc-haneul').hp).toBe(24 - (5 + 0))
    expect(slot('drowned-hands').acted).toBe(true)
  })

  it('E.21 damage reaching a threat’s durability breaks it and takes the durability off the body', () => {
    send(engine, { type: 'encounter.attack', pc: 'pc-elias', weapon: 0, target: { kind: 'threat', threat: 'fog-lantern' }, dice: [5] }, { type: 'encounter.pick', action: 0 })
    expect(slot('fog-lantern')).toMatchObject({ acted: true, broken: true })
    expect(body()).toBe(38 - 5)
  })

  it('E.31 a threat whose effect names its target may aim at a PC in any paragraph', () => {
    send(engine, { type: 'encounter.threatAttack', threat: 'oar-sweep', target: 'pc-elias', dice: [4, 4, 2] }, { type: 'encounter.pick', action: 0 })
    expect(fighter(engine, 'pc-elias').hp).toBe(18 - 7)
  })

  it('E.20 E.30 paragraph 4: the PC attacks, then its threat spell takes effect unobstructed', () => {
    send(engine, { type: 'encounter.attack', pc: 'pc-sora', weapon: 0, target: { kind: 'body' }, dice: [3, 5] }, { type: 'encounter.pick', action: 1 })
    expect(body()).toBe(33 - 9)
    send(engine, { type: 'encounter.threatSpell', threat: 'ferry-toll' })
    expect(last('threatSpell')).toMatchObject({ cancelled: false })
    // E.32: the effect is text the GM applies by hand; the battle waits until it is marked done.
    expect(battle(engine).effectDue).toBe('ferry-toll')
    send(engine, { type: 'encounter.effectDone', threat: 'ferry-toll' })
  })

  it('E.31 with no PC in its paragraph the target table picks the target (1: lowest hp)', () => {
    send(engine, { type: 'encounter.targetRoll', threat: 'river-maw', dice: [1] })
    expect(battle(engine).targetRoll).toMatchObject({ threat: 'river-maw', roll: 1, candidates: ['pc-elias'] })
    send(engine, { type: 'encounter.threatAttack', threat: 'river-maw', target: 'pc-elias', dice: [6] }, { type: 'encounter.pick', action: 0 })
    expect(fighter(engine, 'pc-elias').hp).toBe(11)
  })

  it('E.12 E.20 the margin acts last; its damage adds marginValue 0 and no color of ruin', () => {
    send(engine, { type: 'encounter.attack', pc: 'pc-verdant', weapon: 0, target: { kind: 'body' }, dice: [2, 3, 4, 5] }, { type: 'encounter.pick', action: 3, mood: 0 })
    expect(body()).toBe(24 - (7 + 0 + 0))
    expect(battle(engine).wheel.red).toBe(3)
    expect(battleState(engine)).toBe('roundEnd')
  })
})

describe('sample battle: melee round 2', () => {
  beforeAll(() => send(engine, { type: 'encounter.endRound' }))

  it('E.10 E.11 round 2 refreshes every PC and threat and keeps the tokens where they are', () => {
    expect(battleState(engine)).toBe('melee')
    expect(battle(engine).round).toBe(2)
    expect(battle(engine).pcs.every((pc) => !pc.acted)).toBe(true)
    expect(battle(engine).slots.every((s) => !s.acted && !s.broken)).toBe(true)
    expect(fighter(engine, 'pc-verdant').position).toBe('margin')
  })

  it('E.24 a move takes the PC to another paragraph and counts as its action', () => {
    send(engine, { type: 'encounter.move', pc: 'pc-haneul', to: 3 })
    expect(fighter(engine, 'pc-haneul')).toMatchObject({ position: 3, acted: true })
  })

  it('E.31 target table 6 picks the PC in the lowest paragraph; a successful defence check stops the hit', () => {
    send(engine, { type: 'encounter.targetRoll', threat: 'drowned-hands', dice: [6] })
    expect(battle(engine).targetRoll?.candidates).toEqual(['pc-elias'])
    send(engine, { type: 'encounter.threatAttack', threat: 'drowned-hands', target: 'pc-elias', dice: [4] }, { type: 'encounter.pick', action: 0 })
    expect(fighter(engine, 'pc-elias').hp).toBe(11)
  })

  it('E.25 E.32 a spell action, then an obstruction of a threat placed in the scout round cancels its effect', () => {
    send(engine, { type: 'encounter.spell', pc: 'pc-elias', gift: 0 })
    send(engine, { type: 'encounter.threatSpell', threat: 'fog-lantern', obstruct: { pc: 'pc-elias', dice: [3, 3, 1] } })
    // E.32 E.73: the party's wheel pays one inga from each non-black domain.
    expect(battle(engine).wheel).toEqual({ black: 0, red: 2, blue: 2, green: 0, white: 1 })
    send(engine, { type: 'encounter.pick', action: 0 })
    expect(last('threatSpell')).toMatchObject({ obstructedBy: 'pc-elias', cancelled: true })
  })

  it('E.31 paragraph 3: the threat attacks after its PC has acted', () => {
    send(engine, { type: 'encounter.threatAttack', threat: 'oar-sweep', target: 'pc-elias', dice: [2, 2, 1] }, { type: 'encounter.pick', action: 0 })
    expect(fighter(engine, 'pc-elias').hp).toBe(11 - 7)
  })

  it('E.23 a strike without black awakening adds no color of ruin', () => {
    send(engine, { type: 'encounter.attack', pc: 'pc-sora', weapon: 0, target: { kind: 'body' }, dice: [6, 1] }, { type: 'encounter.pick', action: 0, mood: 1 })
    expect(body()).toBe(17 - 9)
    expect(battle(engine).wheel.black).toBe(1)
    send(engine, { type: 'encounter.threatSpell', threat: 'ferry-toll' }, { type: 'encounter.effectDone', threat: 'ferry-toll' })
  })

  it('E.31 target table 2 picks the PC in the highest paragraph 1–5 (Sora in 4), never the margin; face 5 picks the highest valor, Verdant, whom the hit takes for the power alone', () => {
    expect(refusal(engine, { type: 'encounter.targetRoll', threat: 'river-maw', dice: [2] })).toBeNull()
    expect(battle(engine).targetRoll).toMatchObject({ candidates: ['pc-sora'], all: false })
    expect(refusal(engine, { type: 'encounter.threatAttack', threat: 'river-maw', target: 'pc-verdant', dice: [1, 1, 2, 3] })).toMatch(/\(E\.31\)$/)
    send(engine, { type: 'encounter.targetRoll', threat: 'river-maw', dice: [5] })
    expect(battle(engine).targetRoll).toMatchObject({ candidates: ['pc-verdant'], all: false })
    send(engine, { type: 'encounter.threatAttack', threat: 'river-maw', target: 'pc-verdant', dice: [1, 1, 2, 3] }, { type: 'encounter.pick', action: 3 })
    expect(fighter(engine, 'pc-verdant').hp).toBe(22 - (9 + 0))
  })

  it('E.50 after round 2 with the body still standing, a pursuit check is offered', () => {
    send(engine, { type: 'encounter.attack', pc: 'pc-verdant', weapon: 0, target: { kind: 'body' }, dice: [1, 1, 1, 2] }, { type: 'encounter.pick', action: 3 })
    expect(body()).toBe(8)
    send(engine, { type: 'encounter.endRound' })
    expect(battleState(engine)).toBe('pursuitCheck')
  })
})

describe('sample battle: pursuit round and the end', () => {
  it('E.50 a successful pursuit check (skill against the body’s defence) starts the pursuit round as round 3', () => {
    send(engine, { type: 'encounter.pursuit', pc: 'pc-sora', ability: 'skill', dice: [4, 2] }, { type: 'encounter.pick', action: 0 })
    expect(battleState(engine)).toBe('pursuit')
    expect(battle(engine)).toMatchObject({ round: 3, pursuit: 'granted' })
  })

  it('E.50 E.72 every damage in the pursuit round is +1D6; a PC at 0 hp is incapacitated and skipped', () => {
    send(engine, { type: 'encounter.targetRoll', threat: 'drowned-hands', dice: [1] })
    send(engine, { type: 'encounter.threatAttack', threat: 'drowned-hands', target: 'pc-elias', dice: [2] }, { type: 'encounter.pick', action: 0, pursuitDie: [3] })
    expect(fighter(engine, 'pc-elias').hp).toBe(0)
    send(engine, { type: 'encounter.threatSpell', threat: 'fog-lantern' }, { type: 'encounter.effectDone', threat: 'fog-lantern' })
    expect(battle(engine).pcs.filter((pc) => !pc.acted).map((pc) => pc.id)).toContain('pc-elias')
  })

  it('E.51 bringing the body to 0 ends the battle at once with a win', () => {
    send(engine, { type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'body' }, dice: [4, 4, 4] }, { type: 'encounter.pick', action: 0, pursuitDie: [2] })
    expect(body()).toBe(0)
    expect(engine.current.context.phase).toMatchObject({ value: 'over', context: { result: { reason: 'body-destroyed', pcsWin: true } } })
  })

  it('E.52 a win owes one spoils roll per body level', () => {
    expect(battle(engine).due).toEqual([
      { table: 'spoils', pc: null },
      { table: 'spoils', pc: null },
      { table: 'spoils', pc: null }
    ])
  })

  it('E.52 a spoils face pointing to the random item table adds a 2D6 roll there', () => {
    send(engine, { type: 'encounter.outcome', dice: [5] })
    expect(battle(engine).due[0]).toEqual({ table: 'random-item', pc: null })
    send(engine, { type: 'encounter.outcome', dice: [3, 5] })
    expect(last('table')).toMatchObject({ table: 'random-item', roll: 8 })
  })

  it('E.52 E.73 a spoils face placing inga waits for the PC and the domain, and lands on the party’s wheel', () => {
    send(engine, { type: 'encounter.outcome', dice: [3] })
    expect(battle(engine).table).toMatchObject({ table: 'spoils', roll: 3, needsPc: true, needsDomain: true })
    send(engine, { type: 'encounter.effect', pc: 'pc-sora', domain: 'white' })
    expect(battle(engine).wheel.white).toBe(2)
  })

  it('14.02 E.73 finishing writes hp and the party’s wheel back, ends the battle states and counts one scene', () => {
    send(engine, { type: 'encounter.outcome', dice: [1] }, { type: 'encounter.finish' })
    const { campaign, phase } = engine.current.context
    expect(phase).toBeNull()
    expect(campaign.scene).toBe(1)
    expect(campaign.pcs.map((pc) => [pc.id, pc.hp])).toEqual([
      ['pc-haneul', 19],
      ['pc-elias', 0],
      ['pc-sora', 20],
      ['pc-verdant', 13]
    ])
    expect(campaign.party.wheel).toEqual({ black: 1, red: 2, blue: 2, green: 0, white: 2 })
  })
})
