import type { PhaseDefinition } from '../campaign/model/phase-definition'
import type { EncounterCommandOf } from './commands'
import { encounterBoardView } from './board-view'
import { encounterContextSchema } from './context-schema'
import { createEncounterContext, encounterMachine, encounterMachineSteps, explainEncounterEvent, type EncounterContext, type EncounterEvent } from './machine'
import { refusalReason } from './apply'

/** The encounter battle as a phase of the campaign machine (rules E). */
export const encounterPhase: PhaseDefinition<EncounterContext, EncounterCommandOf<'encounter.start'>> = {
  prefix: 'encounter.',
  startType: 'encounter.start',
  machine: encounterMachine,
  start: (campaign, command) => {
    const started = createEncounterContext(campaign, command)
    return started.ok ? { ok: true, context: started.value } : { ok: false, why: refusalReason(started)! }
  },
  explain: (_value, context, event) => explainEncounterEvent(context, event as EncounterEvent),
  contextSchema: encounterContextSchema,
  steps: encounterMachineSteps,
  ruleRecords: ['log'],
  board: encounterBoardView
}
