import { transition } from 'xstate'
import { z } from 'zod'
import type { Campaign } from './model/campaign'
import type { PhaseDefinition, TableRoll } from './model/phase-definition'
import { warTurnPhase } from '../war-turn/phase'
import { encounterPhase } from '../encounter/phase'
import { duelPhase } from '../duel/phase'
import { registerReasonWords } from '../reasons/catalog'
import { campaignReasonsEn, campaignReasonsEnSingular } from './reasons.en'
import { campaignReasonsKo } from './reasons.ko'

/** The phases Overseer ships, by kind. Adding a phase is its folder plus one line here (or `registerPhase`). */
export const builtInPhases = {
  warTurn: warTurnPhase,
  encounter: encounterPhase,
  duel: duelPhase
}

/** The kind of a built-in phase. */
export type PhaseKind = keyof typeof builtInPhases

type Built = typeof builtInPhases
type ContextOf<D> = D extends { start(...args: never[]): infer Started } ? Extract<Started, { ok: true }> extends { context: infer C } ? C : never : never
type BoardOf<D> = D extends { board(...args: never[]): infer View } ? View : never
type TeamRunningOf<D> = D extends { team: { running(...args: never[]): infer View } } ? View : never
type TeamSheetOf<D> = D extends { team: { sheet(...args: never[]): infer Sheet } } ? Sheet : never

/** A running phase: its child machine's step and context, kept as data (derived from the definitions). */
export type PhaseState = { [K in PhaseKind]: { kind: K; value: string; context: ContextOf<Built[K]> } }[PhaseKind]

/** The public picture of the running phase: one member per phase, each its definition's `board`. */
export type PhaseBoardView = { [K in PhaseKind]: BoardOf<Built[K]> }[PhaseKind]

/** A team's own picture of the running phase: one member per phase that has one. */
export type PhaseTeamView = { [K in PhaseKind]: TeamRunningOf<Built[K]> }[PhaseKind]

/** What a phase shows a team of its own actors at any time (the duel's cards). */
export type PhaseTeamSheet = { [K in PhaseKind]: TeamSheetOf<Built[K]> }[PhaseKind]

/** A phase definition typed loosely, as the generic campaign layer handles every phase. */
export type AnyPhaseDefinition = PhaseDefinition<unknown, { type: string }, unknown, unknown>

/** A registered phase: its kind and its definition. */
export interface RegisteredPhase {
  kind: string
  definition: AnyPhaseDefinition
}

/** A phase's refusal words are its own: every key under `reason.<kind>.`, so a plug-in borrows none of the campaign's. */
function registerPhaseReasons(kind: string, definition: AnyPhaseDefinition): void {
  const foreign = Object.keys(definition.reasons.en).find((key) => !key.startsWith(`reason.${kind}.`))
  if (foreign) throw new Error(`the phase "${kind}" brings the reason "${foreign}", outside reason.${kind}.`)
  registerReasonWords(definition.reasons)
}

// The campaign layer's own words, then each built-in phase's, as each registers.
registerReasonWords({ en: campaignReasonsEn, ko: campaignReasonsKo, enSingular: campaignReasonsEnSingular })
const registry = new Map<string, AnyPhaseDefinition>(Object.entries(builtInPhases) as [string, AnyPhaseDefinition][])
for (const [kind, definition] of registry) registerPhaseReasons(kind, definition)
let generation = 0

/**
 * Adds a phase at run time (a plug-in, or a test's own phase) under a new kind and command prefix.
 * The campaign machine, the command schema, checkpoints, the board and the session log pick it up.
 */
export function registerPhase<Context, Command extends { type: string }, View, PublicRecord>(kind: string, definition: PhaseDefinition<Context, Command, View, PublicRecord>): void {
  if (registry.has(kind)) throw new Error(`a phase of kind "${kind}" is already registered`)
  const loose = definition as unknown as AnyPhaseDefinition
  const clash = [...registry.values()].find((other) => other.prefix.startsWith(loose.prefix) || loose.prefix.startsWith(other.prefix))
  if (clash) throw new Error(`the command prefix "${loose.prefix}" overlaps "${clash.prefix}"`)
  if (!loose.startType.startsWith(loose.prefix)) throw new Error(`the start command "${loose.startType}" lacks the prefix "${loose.prefix}"`)
  registerPhaseReasons(kind, loose)
  registry.set(kind, loose)
  generation++
}

/** A number that changes whenever a phase is registered, so schemas built from the registry know to rebuild. */
export function phasesGeneration(): number {
  return generation
}

/** Every registered phase, built-in ones first. */
export function allPhases(): RegisteredPhase[] {
  return [...registry].map(([kind, definition]) => ({ kind, definition }))
}

/** The definition of a registered phase (a running phase's kind is always registered). */
export function definitionOf(kind: string): AnyPhaseDefinition {
  const definition = registry.get(kind)
  if (!definition) throw new Error(`no phase of kind "${kind}" is registered`)
  return definition
}

/** The phase whose commands carry this type's prefix, if any. */
export function phaseOfCommand(type: string): RegisteredPhase | undefined {
  for (const [kind, definition] of registry) if (type.startsWith(definition.prefix)) return { kind, definition }
  return undefined
}

/**
 * The campaign table a command rolls on and its dice, asked of the phase the command belongs to
 * (with its context when it runs): the host fetches the dice bot's words for that roll (E.71).
 */
export function tableRollOf(command: { type: string }, running: PhaseState | null, campaign: Campaign): TableRoll | null {
  const phase = phaseOfCommand(command.type)
  if (!phase?.definition.tableRoll) return null
  const context = running?.kind === phase.kind ? running.context : null
  return phase.definition.tableRoll(command, context, campaign)
}

/** The public picture of a running phase (each phase builds its own whitelist). */
export function phaseBoardView(phase: PhaseState, campaign: Campaign): PhaseBoardView {
  return definitionOf(phase.kind).board(phase.value, phase.context, campaign) as PhaseBoardView
}

/** One team's picture of the running phase (each phase's own whitelist), or null when the phase shows teams nothing of its own. */
export function phaseTeamView(phase: PhaseState, campaign: Campaign, team: string): PhaseTeamView | null {
  const running = definitionOf(phase.kind).team?.running
  return running ? (running(phase.value, phase.context, campaign, team) as PhaseTeamView) : null
}

/** What every registered phase shows one team of its own actors, in registration order. */
export function phaseTeamSheets(campaign: Campaign, team: string): PhaseTeamSheet[] {
  return allPhases().flatMap(({ definition }) => (definition.team?.sheet ? [definition.team.sheet(campaign, team) as PhaseTeamSheet] : []))
}

let stateSchema: { generation: number; schema: z.ZodType } | null = null

function currentStateSchema(): z.ZodType {
  if (stateSchema?.generation !== generation) {
    const members = allPhases().map(({ kind, definition }) =>
      z.strictObject({ kind: z.literal(kind), value: z.enum(definition.steps as [string, ...string[]]), context: definition.contextSchema })
    )
    stateSchema = { generation, schema: z.union(members as unknown as [z.ZodType, z.ZodType]) }
  }
  return stateSchema.schema
}

/** Validates a checkpointed phase read from a file, against every registered phase. */
export const phaseStateSchema: z.ZodType<PhaseState> = z.lazy(currentStateSchema) as unknown as z.ZodType<PhaseState>

/** The child's state after one event: its next value and context, or its output when it ended. */
export type PhaseStep<Context> =
  | { done: false; value: string; context: Context }
  | { done: true; campaign: Campaign | null }

/** Runs one event through a phase child restored from data; pure. */
export function stepPhase<Context>(
  definition: PhaseDefinition<Context, { type: string }, unknown, unknown>,
  value: string,
  context: Context,
  event: { type: string; campaign: Campaign }
): PhaseStep<Context> {
  const machine = definition.machine
  const snapshot = machine.resolveState({ value, context })
  const [next] = transition(machine, snapshot, event)
  if (next.status === 'done') return { done: true, campaign: (next.output as { campaign: Campaign | null } | undefined)?.campaign ?? null }
  return { done: false, value: String(next.value), context: next.context as Context }
}
