// Version 5 → 6: the encounter battle's steps became the states of its machine. Version 5 kept a
// running battle as the state `battle` (or `over`) with its step inside the context (`step`); each
// checkpoint's battle now names its state and its context has no step. The history replays unchanged.

type Raw = Record<string, unknown>

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The state a version-5 step stands for: acting is a melee round, or the pursuit round in round 3 (E.50). */
const stateOfStep: Record<string, (round: unknown) => string> = {
  scouting: () => 'scout',
  counterattack: () => 'counterattack',
  plotting: () => 'plots',
  acting: (round) => (round === 3 ? 'pursuit' : 'melee'),
  roundEnd: () => 'roundEnd',
  pursuitCheck: () => 'pursuitCheck',
  over: () => 'over'
}

/** A checkpointed running phase: a version-5 battle gets its state from its step; any other phase is left as it is. */
function phaseWithState(phase: unknown): unknown {
  if (!isRecord(phase) || phase.kind !== 'encounter' || !isRecord(phase.context)) return phase
  const { step, ...context } = phase.context
  const state = typeof step === 'string' ? stateOfStep[step]?.(context.round) : undefined
  // A step this build does not know is left in place: the file's validation then names it.
  return state ? { ...phase, value: state, context } : phase
}

function checkpointWithStates(checkpoint: unknown): unknown {
  if (!isRecord(checkpoint) || !isRecord(checkpoint.context)) return checkpoint
  return { ...checkpoint, context: { ...checkpoint.context, phase: phaseWithState(checkpoint.context.phase) } }
}

/** Version 5 → 6 of a whole document: every checkpointed encounter battle names its step as its machine's state. */
export function encounterStates(doc: Raw): Raw {
  return { ...doc, version: 6, checkpoints: Array.isArray(doc.checkpoints) ? doc.checkpoints.map(checkpointWithStates) : doc.checkpoints }
}
