import type { AbilityName } from '@machines/campaign/model/encounter-records'
import type { Combatant, Paragraph, Round, ThreatSlot } from '@machines/encounter/rules/terms'
import type { Campaign } from '@machines/campaign/model/campaign'
import { demoCampaign as bundledDemo } from '../../../src/host/demo'
import { createDocument } from '@machines/campaign/document'
import { CampaignEngine } from '@machines/campaign/engine'
import type { EncounterContext } from '@machines/encounter/context'
import { mulberry32 } from '@machines/dice/random'
import { diceCountByRank } from '@machines/encounter/rules/check'
import { encounterNext } from '@machines/encounter/next-step'
import type { Reason } from '@machines/reasons/reason'

/** A paragraph slot for tests: hidden and un-acted unless told. */
export function slot(paragraph: Paragraph, threat: string, placedIn: Round | null = null, acted = false): ThreatSlot {
  return { paragraph, threat, placedIn, acted, states: [] }
}

/** A PC in battle for tests. */
export function combatant(id: string, fields: Partial<Combatant> = {}): Combatant {
  return { id, position: null, acted: false, hp: 20, states: [], ...fields }
}

/** A fixed time for events. */
export const at = '2026-11-29T12:00:00.000Z'

/** A fresh, validated copy of the demo campaign, which holds the sample PCs and monster and the game's own tables. */
export function demoCampaign(): Campaign {
  return bundledDemo()
}

/** The demo with the party's wheel at black 3: awakening stage 1, so every PC's color of ruin is 1 (E.73, E.23). */
export function awakenedCampaign(): Campaign {
  const campaign = demoCampaign()
  return { ...campaign, party: { wheel: { black: 3, red: 2, blue: 1, green: 1, white: 1 } } }
}

/** An engine on the demo with seeded dice for the requests the host fills. */
export function battleEngine(campaign: Campaign = demoCampaign()): CampaignEngine {
  return new CampaignEngine(createDocument(campaign, at), mulberry32(11))
}

/** Dispatches each command, failing the test with the reason on the first refusal. */
export function send(engine: CampaignEngine, ...commands: Record<string, unknown>[]): void {
  for (const command of commands) {
    const result = engine.dispatch(command, at)
    if (!result.ok) throw new Error(`refused ${JSON.stringify(command)}: ${result.error}`)
  }
}

/** The refusal reason of a command (and a check that nothing changed), or null when accepted. */
export function refusal(engine: CampaignEngine, command: Record<string, unknown>): string | null {
  const before = engine.current.context
  const result = engine.dispatch(command, at)
  if (result.ok) return null
  if (engine.current.context !== before) throw new Error('a refused command changed the state')
  return result.error
}

/** The refusal of a command as a reason (to say it in Korean), or null when accepted. */
export function refusalReason(engine: CampaignEngine, command: Record<string, unknown>): Reason | null {
  const result = engine.dispatch(command, at)
  return result.ok ? null : result.why
}

/** The running battle's context. */
export function battle(engine: CampaignEngine): EncounterContext {
  const phase = engine.current.context.phase
  if (phase?.kind !== 'encounter') throw new Error('no encounter running')
  return phase.context
}

/** The running battle's state: the step its machine is in (scout, plots, melee, roundEnd, …). */
export function battleState(engine: CampaignEngine): string {
  const phase = engine.current.context.phase
  if (phase?.kind !== 'encounter') throw new Error('no encounter running')
  return phase.value
}

/** A PC of the running battle. */
export function fighter(engine: CampaignEngine, id: string) {
  const pc = battle(engine).pcs.find((p) => p.id === id)
  if (!pc) throw new Error(`no PC ${id}`)
  return pc
}

/** The sample battle's start: the ferry shade against Haneul, Elias, Sora and Verdant. */
export const startCommand = { type: 'encounter.start', monster: 'ferry-shade', pcs: ['pc-haneul', 'pc-elias', 'pc-sora', 'pc-verdant'] }

/** Plots that put Haneul in 1, Elias in 2, Sora in 4 and Verdant in the margin. */
export const standardPlots = { 'pc-haneul': 1, 'pc-elias': 2, 'pc-sora': 4, 'pc-verdant': 6 } as const

/** An ambush battle (no scout round, E.4) with the plots revealed: melee round 1 is acting. */
export function ambushedEngine(plots: Record<string, number> = standardPlots, campaign?: Campaign): CampaignEngine {
  const engine = battleEngine(campaign)
  send(engine, { ...startCommand, pcs: Object.keys(plots), ambush: true })
  for (const [pc, plot] of Object.entries(plots)) send(engine, { type: 'encounter.plot', pc, plot })
  send(engine, { type: 'encounter.revealPlots' })
  return engine
}

/** Faces of 1 for a check of the PC's ability: a fumble, so the check fails (E.70). */
export function fumbleDice(engine: CampaignEngine, pc: string, ability: AbilityName): number[] {
  const sheet = engine.current.context.campaign.pcs.find((p) => p.id === pc)!
  return Array.from({ length: diceCountByRank[sheet.abilities[ability].rank] }, () => 1)
}

/**
 * Plays the rest of the current melee round with nothing landing: each PC misses the body, each
 * threat passes, and the round ends (bound ones and the battlefield's lose 1 a die).
 */
export function passRound(engine: CampaignEngine, stopAtRoundEnd = false): void {
  const round = battle(engine).round
  for (let guard = 0; guard < 40 && battle(engine).round === round && ['melee', 'pursuit', 'roundEnd'].includes(battleState(engine)); guard++) {
    const context = battle(engine)
    const next = encounterNext(battleState(engine), context, engine.current.context.campaign.settings)
    if (next.kind === 'pcs') {
      const pc = next.pcs[0]!
      send(engine, { type: 'encounter.attack', pc, weapon: 0, target: { kind: 'body' }, dice: fumbleDice(engine, pc, 'valor') }, { type: 'encounter.pick', action: 0 })
    } else if (next.kind === 'monster') {
      send(engine, { type: 'encounter.threatPass', threat: next.threat })
    } else if (next.kind === 'obstruct') {
      send(engine, { type: 'encounter.threatSpell', threat: next.threat })
    } else if (next.kind === 'effect') {
      send(engine, { type: 'encounter.effectDone', threat: next.threat })
    } else if (next.kind === 'roundEnd') {
      if (stopAtRoundEnd) return
      send(engine, { type: 'encounter.endRound', boundDice: Object.fromEntries(next.bound.map((key) => [key, [1]])), fieldDice: Object.fromEntries(next.field.map((key) => [key, Array.from({ length: next.fieldDice }, () => 1)])) })
    } else if (next.kind === 'field') {
      send(engine, { type: 'encounter.battlefield', apply: false })
    } else {
      throw new Error(`passRound cannot play ${next.kind}`)
    }
  }
}
