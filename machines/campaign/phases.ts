import { z } from 'zod'
import type { PhaseDefinition } from './model/phase-definition'
import type { Campaign } from './model/campaign'
import { warTurnPhase } from '../war-turn/phase'
import type { WarTurnContext } from '../war-turn/machine'
import type { WarTurnBoardView } from '../war-turn/board-view'
import { encounterPhase } from '../encounter/phase'
import type { EncounterContext } from '../encounter/machine'
import type { EncounterBoardView } from '../encounter/board-view'
import { duelPhase } from '../duel/phase'
import type { DuelContext } from '../duel/context'
import type { DuelBoardView } from '../duel/board-view'

/** Every phase the campaign machine can run, by kind. Adding a phase is one line here. */
export const phases = {
  warTurn: warTurnPhase,
  encounter: encounterPhase,
  duel: duelPhase
}

/** The kind of a phase. */
export type PhaseKind = keyof typeof phases

/** A running phase: its child machine's step and context, kept as data. One line per phase. */
export type PhaseState =
  | { kind: 'warTurn'; value: string; context: WarTurnContext }
  | { kind: 'encounter'; value: string; context: EncounterContext }
  | { kind: 'duel'; value: string; context: DuelContext }

/** The public picture of the running phase. One member per phase. */
export type PhaseBoardView = WarTurnBoardView | EncounterBoardView | DuelBoardView

/** Validates a checkpointed phase read from a file. */
export const phaseStateSchema = z.union(
  (Object.entries(phases) as [PhaseKind, PhaseDefinition][]).map(([kind, definition]) =>
    z.strictObject({
      kind: z.literal(kind),
      value: z.enum(definition.steps as [string, ...string[]]),
      context: definition.contextSchema
    })
  ) as unknown as [z.ZodType, z.ZodType]
)

/** The phase whose commands carry this type's prefix, if any. */
export function phaseOfCommand(type: string): PhaseKind | undefined {
  return (Object.keys(phases) as PhaseKind[]).find((kind) => type.startsWith(phases[kind].prefix))
}

/** A phase definition typed loosely, for the generic campaign machine. */
export function definitionOf(kind: PhaseKind): PhaseDefinition<unknown, { type: string }> {
  return phases[kind] as unknown as PhaseDefinition<unknown, { type: string }>
}

/** The public picture of a running phase (each phase builds its own whitelist). */
export function phaseBoardView(phase: PhaseState, campaign: Campaign): PhaseBoardView {
  return definitionOf(phase.kind).board(phase.value, phase.context, campaign) as PhaseBoardView
}
