import type { PhaseDefinition } from '../campaign/phase-definition'
import { untranslated } from '../reasons/reason'
import { warTurnMachine, createWarTurnContext, explainWarTurnEvent, type WarTurnContext, type WarTurnEvent } from './machine'
import { warTurnContextSchema } from './context-schema'
import { warTurnBoardView } from './board-view'

/** The war turn as a phase of the campaign machine (rules T). */
export const warTurnPhase: PhaseDefinition<WarTurnContext, { type: 'turn.start' }> = {
  prefix: 'turn.',
  startType: 'turn.start',
  machine: warTurnMachine,
  start: (campaign) => ({ ok: true, context: createWarTurnContext(campaign) }),
  explain: (value, context, event) => {
    const problem = explainWarTurnEvent(value, context, event as WarTurnEvent)
    return problem === undefined ? undefined : untranslated(problem)
  },
  contextSchema: warTurnContextSchema,
  steps: ['collecting', 'resolved'],
  board: warTurnBoardView
}
