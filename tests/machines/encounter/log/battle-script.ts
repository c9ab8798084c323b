import type { Campaign } from '@machines/campaign/model/campaign'
import { demoCampaign } from '../../campaign/fixtures'

/** The sample battle's start (tests/machines/encounter/fixtures). */
export const battleStart = { type: 'encounter.start', monster: 'ferry-shade', pcs: ['pc-haneul', 'pc-elias', 'pc-sora', 'pc-verdant'] }

/** tests/machines/encounter/battle.test.ts's scout round: Elias succeeds on paragraph 2, Sora fails on 5. */
export const scoutRound: readonly Record<string, unknown>[] = [
  battleStart,
  { type: 'encounter.scout', pc: 'pc-elias', paragraph: 2, dice: [5, 2, 3] },
  { type: 'encounter.pick', action: 0, mood: 1 },
  { type: 'encounter.scout', pc: 'pc-sora', paragraph: 5, dice: [2] },
  { type: 'encounter.pick', action: 0 }
]

/** The sealed plots and their reveal: Haneul 1, Elias 2, Sora 4, Verdant the margin (E.11). */
export const plots: readonly Record<string, unknown>[] = [
  { type: 'encounter.plot', pc: 'pc-haneul', plot: 1 },
  { type: 'encounter.plot', pc: 'pc-elias', plot: 2 },
  { type: 'encounter.plot', pc: 'pc-sora', plot: 4 },
  { type: 'encounter.plot', pc: 'pc-verdant', plot: 6 },
  { type: 'encounter.revealPlots' }
]

/** Melee round 1 of the sample battle, to its end. */
export const meleeRound1: readonly Record<string, unknown>[] = [
  { type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'body' }, dice: [5, 3, 2] },
  { type: 'encounter.pick', action: 0, mood: 1 },
  { type: 'encounter.threatAttack', threat: 'drowned-hands', target: 'pc-haneul', dice: [1, 2, 3] },
  { type: 'encounter.pick', action: 0 },
  { type: 'encounter.attack', pc: 'pc-elias', weapon: 0, target: { kind: 'threat', threat: 'fog-lantern' }, dice: [5] },
  { type: 'encounter.pick', action: 0 },
  { type: 'encounter.threatAttack', threat: 'oar-sweep', target: 'pc-elias', dice: [4, 4, 2] },
  { type: 'encounter.pick', action: 0 },
  { type: 'encounter.attack', pc: 'pc-sora', weapon: 0, target: { kind: 'body' }, dice: [3, 5] },
  { type: 'encounter.pick', action: 1 },
  { type: 'encounter.threatSpell', threat: 'ferry-toll' },
  { type: 'encounter.effectDone', threat: 'ferry-toll' },
  { type: 'encounter.targetRoll', threat: 'river-maw', dice: [1] },
  { type: 'encounter.threatAttack', threat: 'river-maw', target: 'pc-elias', dice: [6] },
  { type: 'encounter.pick', action: 0 },
  { type: 'encounter.attack', pc: 'pc-verdant', weapon: 0, target: { kind: 'body' }, dice: [2, 3, 4, 5] },
  { type: 'encounter.pick', action: 3, mood: 0 },
  { type: 'encounter.endRound' }
]

/** Melee round 2, up to the pursuit check. */
export const meleeRound2: readonly Record<string, unknown>[] = [
  { type: 'encounter.move', pc: 'pc-haneul', to: 3 },
  { type: 'encounter.targetRoll', threat: 'drowned-hands', dice: [6] },
  { type: 'encounter.threatAttack', threat: 'drowned-hands', target: 'pc-elias', dice: [4] },
  { type: 'encounter.pick', action: 0 },
  { type: 'encounter.spell', pc: 'pc-elias', gift: 0 },
  { type: 'encounter.threatSpell', threat: 'fog-lantern', obstruct: { pc: 'pc-elias', dice: [3, 3, 1] } },
  { type: 'encounter.pick', action: 0 },
  { type: 'encounter.threatAttack', threat: 'oar-sweep', target: 'pc-elias', dice: [2, 2, 1] },
  { type: 'encounter.pick', action: 0 },
  { type: 'encounter.attack', pc: 'pc-sora', weapon: 0, target: { kind: 'body' }, dice: [6, 1] },
  { type: 'encounter.pick', action: 0, mood: 1 },
  { type: 'encounter.threatSpell', threat: 'ferry-toll' },
  { type: 'encounter.effectDone', threat: 'ferry-toll' },
  { type: 'encounter.targetRoll', threat: 'river-maw', dice: [5] },
  { type: 'encounter.threatAttack', threat: 'river-maw', target: 'pc-verdant', dice: [1, 1, 2, 3] },
  { type: 'encounter.pick', action: 3 },
  { type: 'encounter.attack', pc: 'pc-verdant', weapon: 0, target: { kind: 'body' }, dice: [1, 1, 1, 2] },
  { type: 'encounter.pick', action: 3 },
  { type: 'encounter.endRound' }
]

/** The pursuit round, the win, the spoils and the finish. */
export const pursuitAndEnd: readonly Record<string, unknown>[] = [
  { type: 'encounter.pursuit', pc: 'pc-sora', ability: 'skill', dice: [4, 2] },
  { type: 'encounter.pick', action: 0 },
  { type: 'encounter.targetRoll', threat: 'drowned-hands', dice: [1] },
  { type: 'encounter.threatAttack', threat: 'drowned-hands', target: 'pc-elias', dice: [2] },
  { type: 'encounter.pick', action: 0, pursuitDie: [3] },
  { type: 'encounter.threatSpell', threat: 'fog-lantern' },
  { type: 'encounter.effectDone', threat: 'fog-lantern' },
  { type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'body' }, dice: [4, 4, 4] },
  { type: 'encounter.pick', action: 0, pursuitDie: [2] },
  { type: 'encounter.outcome', dice: [5] },
  { type: 'encounter.outcome', dice: [3, 5] },
  { type: 'encounter.outcome', dice: [3] },
  { type: 'encounter.effect', pc: 'pc-sora', domain: 'white' },
  { type: 'encounter.outcome', dice: [1] },
  { type: 'encounter.finish' }
]

/** The whole sample battle of tests/machines/encounter/battle.test.ts, from set-up to the finish. */
export const wholeBattle: readonly Record<string, unknown>[] = [...scoutRound, ...plots, ...meleeRound1, ...meleeRound2, ...pursuitAndEnd]

/** The demo campaign with each threat's effect a unique marker (effects are text: the rules never read them). */
export function markedBattleCampaign(): Campaign {
  const campaign = demoCampaign()
  return {
    ...campaign,
    monsters: campaign.monsters.map((m) => ({ ...m, threats: m.threats.map((t) => ({ ...t, effect: { ko: `EFFECT-${t.id}`, en: `EFFECT-${t.id}` } })) }))
  }
}
