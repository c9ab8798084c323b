import { transition, type AnyStateMachine } from 'xstate'
import type { z } from 'zod'
import type { Campaign } from './campaign'
import type { Reason } from '../../reasons/reason'

/**
 * What a phase (war turn, duel, encounter) gives the campaign machine. The phase's own XState
 * machine runs as a child kept as data — `{ value, context }` — so it persists in checkpoints and
 * replays without live actors. The child receives each command with `campaign` attached and ends
 * in a final state whose output `{ campaign }` (null when cancelled) is written back.
 */
export interface PhaseDefinition<Context = unknown, Start extends { type: string } = { type: string }> {
  /** Commands of this phase start with this prefix (`turn.`, `duel.`, `encounter.`). */
  prefix: string
  /** The command that starts the phase (`turn.start`). */
  startType: Start['type']
  machine: AnyStateMachine
  /** The child's first context, or the reason it cannot start. */
  start(campaign: Campaign, command: Start): { ok: true; context: Context } | { ok: false; why: Reason }
  /** Why the child refuses an event in a step (undefined: accepted). */
  explain(value: string, context: Context, event: { type: string; campaign: Campaign }): Reason | undefined
  /** Validates a checkpointed child context read from a file. */
  contextSchema: z.ZodType<unknown>
  /** The child's steps that may be stored in a checkpoint (not the final ones). */
  steps: readonly string[]
  /**
   * Keys of the child context holding append-only records that carry `rule` / `rules` (a duel's
   * accepted exchanges, a battle's log): the rule ids of what a command appends are logged with it.
   */
  ruleRecords?: readonly string[]
  /** The public picture of the running phase, built field by field (a whitelist: DESIGN, redaction). */
  board(value: string, context: Context, campaign: Campaign): unknown
}

/** The child's state after one event: its next value and context, or its output when it ended. */
export type PhaseStep<Context> =
  | { done: false; value: string; context: Context }
  | { done: true; campaign: Campaign | null }

/** Runs one event through a phase child restored from data; pure. */
export function stepPhase<Context>(
  definition: PhaseDefinition<Context, { type: string }>,
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
