/**
 * The battle's steps as the encounter machine's states (rules E, docs/architecture.md): the scout
 * round (E.1, E.2), its counterattack after a fumble (E.3), melee round 1's sealed plots (E.11), a
 * melee round's actions (rounds 1 and 2, E.12, E.30), a round's end (E.40), the pursuit check (E.50),
 * the pursuit round (E.50) and the end (E.51, E.52). The round being played is `context.round`.
 */
export const encounterStates = ['scout', 'counterattack', 'plots', 'melee', 'roundEnd', 'pursuitCheck', 'pursuit', 'over'] as const
/** One state of a running battle (checkpointed as the phase's value). */
export type EncounterState = (typeof encounterStates)[number]

/** The steps as the screens name them (the board's `step`, the windows' `encounter.step.*` words). */
export const encounterSteps = ['scouting', 'counterattack', 'plotting', 'acting', 'roundEnd', 'pursuitCheck', 'over'] as const
/** One step as the screens name it: a melee round and the pursuit round both read "acting". */
export type EncounterStep = (typeof encounterSteps)[number]

const stepOfState: Record<EncounterState, EncounterStep> = {
  scout: 'scouting',
  counterattack: 'counterattack',
  plots: 'plotting',
  melee: 'acting',
  roundEnd: 'roundEnd',
  pursuitCheck: 'pursuitCheck',
  pursuit: 'acting',
  over: 'over'
}

/** The step the screens show for a state of the machine (a value read from a checkpoint included). */
export function stepOf(state: string): EncounterStep {
  return stepOfState[state as EncounterState] ?? 'over'
}

/** Whether a state is one of the battle's running states. */
export function isEncounterState(value: string): value is EncounterState {
  return (encounterStates as readonly string[]).includes(value)
}
