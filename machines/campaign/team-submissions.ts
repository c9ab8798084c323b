import type { CampaignContext } from './machine'
import { teamOfAuthor, type LoggedEvent } from './document'
import type { AuthoredCommand } from './model/phase-definition'
import { definitionOf } from './phases'

/**
 * The running phase's answers that a team sealed from its own page and the GM has not overridden
 * since (actor or PC id → team id), as the phase's `team.sends.submitted` counts them. Read from the
 * event log up to the head, so undo and redo move the marks with them.
 */
export function answersSubmittedByTeams(context: CampaignContext, events: readonly LoggedEvent[], head: number): Record<string, string> {
  const phase = context.phase
  if (!phase) return {}
  const definition = definitionOf(phase.kind)
  const sends = definition.team?.sends
  if (!sends) return {}
  const since: AuthoredCommand[] = []
  for (let i = Math.min(head, events.length) - 1; i >= 0 && events[i].command.type !== definition.startType; i--) {
    since.push({ command: events[i].command, team: teamOfAuthor(events[i].author) })
  }
  return sends.submitted(phase.value, phase.context, since.reverse())
}
