import type { AuthoredCommand, PhaseTeamSends } from '../campaign/model/phase-definition'
import { reason } from '../reasons/reason'
import type { TurnCommand } from './events'
import type { WarTurnContext } from './machine'
import { warTurnTeamView } from './team-view'

type TeamTurnCommand = Extract<TurnCommand, { type: 'turn.declare' | 'turn.retract' }>

/** T.1: the actors a command of the war turn decides (the GM's paste decides each actor it names). */
function actorsDecidedBy(command: { type: string }): string[] {
  const turn = command as TurnCommand
  if (turn.type === 'turn.declareLines') return turn.lines.map((l) => l.actor)
  return turn.type === 'turn.declare' || turn.type === 'turn.retract' ? [turn.actor] : []
}

/**
 * T.1: the declarations standing now that a team sealed from its own page and the GM has not
 * overridden since (a later GM declaration, paste or retraction decides the actor): actor → team.
 */
function declarationsSealedByTeams(_value: string, context: WarTurnContext, since: readonly AuthoredCommand[]): Record<string, string> {
  const declared = new Set(context.declarations.map((d) => d.actor))
  const decided = new Set<string>()
  const submitted: Record<string, string> = {}
  for (let i = since.length - 1; i >= 0; i--) {
    const { command, team } = since[i]
    for (const actor of actorsDecidedBy(command)) {
      if (decided.has(actor)) continue
      decided.add(actor)
      if (command.type !== 'turn.retract' && team !== null && declared.has(actor)) submitted[actor] = team
    }
  }
  return submitted
}

/** What a team may send in a war turn: the declarations of its own living actors while they are collected (T.1). */
export const warTurnTeamSends: PhaseTeamSends<WarTurnContext, TeamTurnCommand> = {
  commands: ['turn.declare', 'turn.retract'],
  actors: (value, context, campaign, team) => {
    const view = warTurnTeamView(value, context, campaign, team)
    return view.open ? view.slots.map((slot) => slot.actor) : reason('reason.warTurn.declarationsClosed')
  },
  actorOf: (command) => command.actor,
  submitted: declarationsSealedByTeams
}
