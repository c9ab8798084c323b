import type { PhaseDefinition } from '../campaign/model/phase-definition'
import { warTurnMachine, createWarTurnContext, explainWarTurnEvent, type WarTurnContext, type WarTurnEvent } from './machine'
import { warTurnContextSchema } from './context-schema'
import { warTurnBoardView } from './board-view'

/** The war turn as a phase of the campaign machine (rules T). */
export const warTurnPhase: PhaseDefinition<WarTurnContext, { type: 'turn.start' }> = {
  prefix: 'turn.',
  startType: 'turn.start',
  machine: warTurnMachine,
  start: (campaign) => ({ ok: true, context: createWarTurnContext(campaign) }),
  explain: (value, context, event) => explainWarTurnEvent(value, context, event as WarTurnEvent),
  contextSchema: warTurnContextSchema,
  steps: ['collecting', 'resolved'],
  board: warTurnBoardView
}
