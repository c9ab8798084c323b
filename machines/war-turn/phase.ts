import type { PhaseDefinition } from '../campaign/model/phase-definition'
import { warTurnMachine, createWarTurnContext, explainWarTurnEvent, type WarTurnContext } from './machine'
import { warTurnCommandSchemas } from './commands'
import type { TurnCommand } from './events'
import { warTurnContextSchema } from './context-schema'
import { warTurnBoardView, type WarTurnBoardView } from './board-view'
import { rulesOfAppliedTurn } from './rules-of-apply'
import { turnLine } from './log/gm-lines'
import { warTurnTeamView } from './team-view'
import { warTurnEndLine, warTurnPublicLines, warTurnStartLine } from './log/public-lines'
import { warTurnTeamSends } from './team-sends'
import { warTurnReasonsEn } from './reasons.en'
import { warTurnReasonsKo } from './reasons.ko'

/** The war turn as a phase of the campaign machine (rules T). */
export const warTurnPhase = {
  words: { name: { ko: '전쟁 회차', en: 'war turn' } },
  reasons: { en: warTurnReasonsEn, ko: warTurnReasonsKo },
  prefix: 'turn.',
  commands: warTurnCommandSchemas,
  startType: 'turn.start',
  machine: warTurnMachine,
  start: (campaign) => ({ ok: true, context: createWarTurnContext(campaign) }),
  explain: explainWarTurnEvent,
  contextSchema: warTurnContextSchema,
  steps: ['collecting', 'resolved'],
  rulesOf: rulesOfAppliedTurn,
  board: warTurnBoardView,
  playingTurn: (context) => context.turn,
  log: { gmLine: turnLine, publicLines: warTurnPublicLines, startLine: warTurnStartLine, endLine: warTurnEndLine, turnOf: (view) => view.turn },
  team: { running: warTurnTeamView, sends: warTurnTeamSends }
} satisfies PhaseDefinition<WarTurnContext, TurnCommand, WarTurnBoardView>
