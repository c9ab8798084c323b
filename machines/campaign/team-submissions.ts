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
    // A batch (the GM's paste) decides each actor it names, like that many declarations.
    const touched = command.type === 'turn.declareLines' ? command.lines.map((l) => l.actor) : command.type === 'turn.declare' || command.type === 'turn.retract' ? [command.actor] : []
    for (const actor of touched) {
      if (decided.has(actor)) continue
      decided.add(actor)
      if (command.type !== 'turn.retract' && author.startsWith('team:') && declared.has(actor)) submitted[actor] = author.slice('team:'.length)
    }
  }
  return submitted
}
