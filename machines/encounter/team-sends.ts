import type { AuthoredCommand, PhaseTeamSends } from '../campaign/model/phase-definition'
import type { EncounterContext } from './context'
import type { EncounterCommand } from './events'
import { encounterTeamView } from './team-view'

type TeamEncounterCommand = Extract<EncounterCommand, { type: 'encounter.plot' }>

/** E.11: the plots of this plot step last sealed by a team, not by the GM: PC id → team id. */
function plotsSealedByTeams(value: string, context: EncounterContext, since: readonly AuthoredCommand[]): Record<string, string> {
  if (value !== 'plots') return {}
  const sealed = new Set(Object.keys(context.plots))
  const decided = new Set<string>()
  const submitted: Record<string, string> = {}
  for (let i = since.length - 1; i >= 0; i--) {
    const { command, team } = since[i]
    if (command.type !== 'encounter.plot') continue
    const { pc } = command as TeamEncounterCommand
    if (decided.has(pc)) continue
    decided.add(pc)
    if (team !== null && sealed.has(pc)) submitted[pc] = team
  }
  return submitted
}

/** What a team may send in an encounter battle: the secret plots of the PCs its players play (E.11, E.72). */
export const encounterTeamSends: PhaseTeamSends<EncounterContext, TeamEncounterCommand> = {
  commands: ['encounter.plot'],
  actors: (value, context, campaign, team) => encounterTeamView(value, context, campaign, team)?.slots.map((slot) => slot.pc) ?? null,
  actorOf: (command) => command.pc,
  submitted: plotsSealedByTeams
}
