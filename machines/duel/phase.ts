import type { PhaseDefinition } from '../campaign/model/phase-definition'
import { duelBoardView, type DuelBoardView } from './board-view'
import { duelCommandSchemas } from './commands'
import { duelContextSchema } from './context-schema'
import type { DuelContext } from './context'
import type { DuelCommand } from './events'
import { duelSteps, explainDuelEvent } from './explain'
import { duelMachine, startDuel } from './machine'
import { duelLine } from './log/gm-lines'
import { duelPublicLines } from './log/public-lines'
import { duelTeamSheet, duelTeamView } from './team-view'
import { afterDuel } from './ending'
import { duelTeamSends } from './team-sends'
import { duelReasonsEn } from './reasons.en'
import { duelReasonsKo } from './reasons.ko'

/** The duel as a phase of the campaign machine (rules D, V). */
export const duelPhase = {
  words: { name: { ko: '전투', en: 'duel' } },
  reasons: { en: duelReasonsEn, ko: duelReasonsKo },
  prefix: 'duel.',
  commands: duelCommandSchemas,
  startType: 'duel.start',
  machine: duelMachine,
  start: startDuel,
  explain: explainDuelEvent,
  contextSchema: duelContextSchema,
  steps: duelSteps,
  ruleRecords: ['history', 'retreats'],
  sceneOf: (context) => context.scene,
  lives: (context, campaign) =>
    context.combatants
      .filter((c) => c.status !== 'destroyed' && c.status !== 'dead')
      .map((c) => {
        const life = afterDuel(c, campaign)
        return { actor: c.id, hp: life.hp, mp: life.mp }
      }),
  board: duelBoardView,
  log: { gmLine: duelLine, publicLines: duelPublicLines },
  team: { running: duelTeamView, sheet: duelTeamSheet, sends: duelTeamSends }
} satisfies PhaseDefinition<DuelContext, DuelCommand, DuelBoardView>
