import type { PhaseDefinition } from '../campaign/model/phase-definition'
import { encounterBoardView, type BoardLine, type EncounterBoardView } from './board-view'
import { encounterCommandSchemas } from './commands'
import type { EncounterContext } from './context'
import { encounterContextSchema } from './context-schema'
import type { EncounterCommand } from './events'
import { encounterMachine, encounterMachineSteps, explainEncounterEvent, startBattle } from './machine'
import { encounterLine } from './log/gm-lines'
import { encounterPublicLines, encounterPublicRecord } from './log/public-lines'
import { encounterTableRoll } from './table-roll'
import { encounterTeamView } from './team-view'
import { encounterTeamSends } from './team-sends'
import { encounterReasonsEn, encounterReasonsEnSingular } from './reasons.en'
import { encounterReasonsKo } from './reasons.ko'

/** The encounter battle as a phase of the campaign machine (rules E). */
export const encounterPhase = {
  words: { name: { ko: '조우 전투', en: 'encounter battle' } },
  reasons: { en: encounterReasonsEn, ko: encounterReasonsKo, enSingular: encounterReasonsEnSingular },
  prefix: 'encounter.',
  commands: encounterCommandSchemas,
  startType: 'encounter.start',
  machine: encounterMachine,
  start: startBattle,
  explain: explainEncounterEvent,
  contextSchema: encounterContextSchema,
  steps: encounterMachineSteps,
  ruleRecords: ['log'],
  tableRoll: encounterTableRoll,
  board: encounterBoardView,
  log: { gmLine: encounterLine, publicLines: encounterPublicLines, publicRecord: encounterPublicRecord },
  team: { running: encounterTeamView, sends: encounterTeamSends }
} satisfies PhaseDefinition<EncounterContext, EncounterCommand, EncounterBoardView, BoardLine>
