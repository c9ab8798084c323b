import { describe, expect, it } from 'vitest'
import type { CampaignEngine } from '@machines/campaign/engine'
import { defaultThreatTarget } from '@machines/encounter/transitions/threat'
import { encounterNext } from '@machines/encounter/next-step'
import { ambushedEngine, battle, battleState, demoCampaign, fighter, fumbleDice, refusal, send } from './fixtures'

const everyoneInTheMargin = { 'pc-haneul': 6, 'pc-elias': 6, 'pc-sora': 6, 'pc-verdant': 6 }
const next = (engine: CampaignEngine) => encounterNext(battleState(engine), battle(engine), engine.current.context.campaign.settings)
/** A failed defence check against a threat's attack: the check's dice, then the pick that reads it. */
const failedDefence = (engine: CampaignEngine, threat: string, pc: string, ability: 'valor' | 'skill') => [
  { type: 'encounter.threatAttack', threat, target: pc, dice: fumbleDice(engine, pc, ability) },
  { type: 'encounter.pick', action: 0 }
]

describe('E.31 the target table faces read as BCDice words them', () => {
  it('E.31 with every PC in the margin, face 2 (狡猾, a PC in the highest paragraph) makes each of them a target', () => {
    const engine = ambushedEngine(everyoneInTheMargin)
    expect(next(engine)).toMatchObject({ kind: 'monster', threat: 'drowned-hands', targetTable: true })
    send(engine, { type: 'encounter.targetRoll', threat: 'drowned-hands', dice: [2] })
    expect(battle(engine).targetRoll).toMatchObject({ candidates: ['pc-haneul', 'pc-elias', 'pc-sora', 'pc-verdant'], all: true })
    for (const pc of ['pc-haneul', 'pc-elias', 'pc-sora', 'pc-verdant']) {
      // E.30 does not refuse the second and later attacks: the threat acts once, against every target
      expect(next(engine)).toMatchObject({ kind: 'monster', threat: 'drowned-hands', targetTable: false })
      expect(defaultThreatTarget(battle(engine), engine.current.context.campaign, 'drowned-hands')).toBe(pc)
      send(engine, ...failedDefence(engine, 'drowned-hands', pc, 'valor'))
    }
    expect(battle(engine).slots.find((s) => s.threat === 'drowned-hands')!.acted).toBe(true)
    expect(battle(engine).targetRoll).toBeNull()
    for (const pc of ['pc-haneul', 'pc-elias', 'pc-sora', 'pc-verdant']) expect(fighter(engine, pc).hp).toBeLessThan(demoCampaign().pcs.find((p) => p.id === pc)!.hp)
  })

  it('E.31 a PC already attacked by that sweep is refused as its target again, naming those still to be attacked', () => {
    const engine = ambushedEngine(everyoneInTheMargin)
    send(engine, { type: 'encounter.targetRoll', threat: 'drowned-hands', dice: [6] }, ...failedDefence(engine, 'drowned-hands', 'pc-haneul', 'valor'))
    expect(refusal(engine, { type: 'encounter.threatAttack', threat: 'drowned-hands', target: 'pc-haneul', dice: [1, 1, 1] })).toMatch(/\(E\.31\)$/)
  })

  it('E.31 face 6 (単純) picks the PCs of the lowest-numbered paragraph for the GM to choose one', () => {
    const engine = ambushedEngine({ 'pc-haneul': 2, 'pc-elias': 2, 'pc-sora': 6, 'pc-verdant': 6 })
    expect(next(engine)).toMatchObject({ kind: 'monster', threat: 'drowned-hands', targetTable: true })
    send(engine, { type: 'encounter.targetRoll', threat: 'drowned-hands', dice: [6] })
    expect(battle(engine).targetRoll).toMatchObject({ candidates: ['pc-haneul', 'pc-elias'], all: false })
    send(engine, ...failedDefence(engine, 'drowned-hands', 'pc-elias', 'valor'))
    expect(battle(engine).slots.find((s) => s.threat === 'drowned-hands')!.acted).toBe(true)
  })
})

describe('E.31 the default target follows the card', () => {
  it('E.31 a card that names the lowest-hp PC proposes that PC, wherever it stands', () => {
    const engine = ambushedEngine({ 'pc-haneul': 1, 'pc-elias': 2, 'pc-sora': 3, 'pc-verdant': 6 })
    const hp = Object.fromEntries(battle(engine).pcs.map((pc) => [pc.id, pc.hp]))
    const lowest = Object.entries(hp).sort((a, b) => a[1] - b[1])[0]![0]
    expect(defaultThreatTarget(battle(engine), engine.current.context.campaign, 'oar-sweep')).toBe(lowest)
  })

  it('E.31 among PCs tied for the lowest hp, the card’s pick prefers one in the threat’s paragraph', () => {
    const engine = ambushedEngine({ 'pc-haneul': 1, 'pc-elias': 2, 'pc-sora': 3, 'pc-verdant': 6 })
    send(engine, { type: 'encounter.adjust', unit: { kind: 'pc', pc: 'pc-haneul' }, hp: -(fighter(engine, 'pc-haneul').hp - 3) })
    send(engine, { type: 'encounter.adjust', unit: { kind: 'pc', pc: 'pc-sora' }, hp: -(fighter(engine, 'pc-sora').hp - 3) })
    expect(defaultThreatTarget(battle(engine), engine.current.context.campaign, 'oar-sweep')).toBe('pc-sora')
  })

  it('E.31 a card that names its target only in words proposes a PC in its paragraph, else nobody', () => {
    const campaign = demoCampaign()
    const monster = campaign.monsters.find((m) => m.id === 'ferry-shade')!
    const words = { ...campaign, monsters: [{ ...monster, threats: monster.threats.map(({ targetPick: _, ...t }) => t) }] }
    expect(defaultThreatTarget(battle(ambushedEngine({ 'pc-haneul': 1, 'pc-elias': 3, 'pc-sora': 4, 'pc-verdant': 6 }, words)), words, 'oar-sweep')).toBe('pc-elias')
    expect(defaultThreatTarget(battle(ambushedEngine({ 'pc-haneul': 1, 'pc-elias': 2, 'pc-sora': 4, 'pc-verdant': 6 }, words)), words, 'oar-sweep')).toBeNull()
  })
})
