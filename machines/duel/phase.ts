import type { PhaseDefinition } from '../campaign/model/phase-definition'
import { duelBoardView } from './board-view'
import { duelContextSchema } from './context-schema'
import type { DuelContext } from './context'
import type { DuelCommandOf, DuelEvent } from './events'
import { duelSteps, explainDuelEvent } from './explain'
import { checkStart, createDuelContext, duelMachine } from './machine'

/** The duel as a phase of the campaign machine (rules D, V). */
export const duelPhase: PhaseDefinition<DuelContext, DuelCommandOf<'duel.start'>> = {
  prefix: 'duel.',
  startType: 'duel.start',
  machine: duelMachine,
  start: (campaign, command) => {
    const problem = checkStart(campaign, command)
    return problem ? { ok: false, why: problem } : { ok: true, context: createDuelContext(campaign, command) }
  },
  explain: (value, context, event) => explainDuelEvent(value, context, event as DuelEvent),
  contextSchema: duelContextSchema,
  steps: duelSteps,
  ruleRecords: ['history', 'retreats'],
  board: duelBoardView
}
