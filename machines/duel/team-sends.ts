import type { PhaseTeamSends } from '../campaign/model/phase-definition'
import { reason } from '../reasons/reason'
import type { DuelContext } from './context'
import type { DuelCommand } from './events'
import { duelTeamView } from './team-view'

type TeamDuelCommand = Extract<DuelCommand, { type: 'duel.play' | 'duel.unplay' }>

/** What a team may send in a duel: the sealed plays of its own fighters still in, while the exchange collects them (D.50). */
export const duelTeamSends: PhaseTeamSends<DuelContext, TeamDuelCommand> = {
  commands: ['duel.play', 'duel.unplay'],
  actors: (value, context, campaign, team) => {
    const view = duelTeamView(value, context, campaign, team)
    return view.collecting ? view.fighters.filter((f) => f.status === 'in').map((f) => f.actor) : reason('reason.duel.playsClosed')
  },
  actorOf: (command) => command.actor,
  // Plays are sealed and revealed together: the GM's screen marks no play as a team's.
  submitted: () => ({})
}
