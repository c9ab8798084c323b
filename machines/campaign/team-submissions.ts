import type { CampaignContext } from './machine'
import type { LoggedEvent } from './document'

/**
 * The declarations of the running war turn that a team sealed from its own page and the GM has not
 * overridden since (issue 18): actor id → team id. Read from the event log up to the head, so undo
 * and redo move the marks with the declarations.
 */
export function declarationsSubmittedByTeams(context: CampaignContext, events: readonly LoggedEvent[], head: number): Record<string, string> {
  const phase = context.phase
  if (phase?.kind !== 'warTurn') return {}
  const declared = new Set(phase.context.declarations.map((d) => d.actor))
  const decided = new Set<string>()
  const submitted: Record<string, string> = {}
  for (let i = Math.min(head, events.length) - 1; i >= 0; i--) {
    const { command, author } = events[i]
    if (command.type === 'turn.start') break
    if (command.type !== 'turn.declare' && command.type !== 'turn.retract') continue
    if (decided.has(command.actor)) continue
    decided.add(command.actor)
    if (command.type === 'turn.declare' && author.startsWith('team:') && declared.has(command.actor)) submitted[command.actor] = author.slice('team:'.length)
  }
  return submitted
}
