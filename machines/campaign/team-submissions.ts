import type { CampaignContext } from './machine'
import type { LoggedEvent } from './document'

/**
 * The declarations of the running war turn, or the plots of a running encounter's plot step (E.11),
 * that a team sealed from its own page and the GM has not overridden since: actor or PC
 * id → team id. Read from the event log up to the head, so undo and redo move the marks with them.
 */
export function declarationsSubmittedByTeams(context: CampaignContext, events: readonly LoggedEvent[], head: number): Record<string, string> {
  const phase = context.phase
  if (phase?.kind === 'encounter') return phase.context.step === 'plotting' ? plotsSubmittedByTeams(new Set(Object.keys(phase.context.plots)), events, head) : {}
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

/** E.11: the plots of this plot step last sealed by a team, not by the GM: PC id → team id. */
function plotsSubmittedByTeams(sealed: ReadonlySet<string>, events: readonly LoggedEvent[], head: number): Record<string, string> {
  const decided = new Set<string>()
  const submitted: Record<string, string> = {}
  for (let i = Math.min(head, events.length) - 1; i >= 0; i--) {
    const { command, author } = events[i]
    if (command.type === 'encounter.start') break
    if (command.type !== 'encounter.plot' || decided.has(command.pc)) continue
    decided.add(command.pc)
    if (author.startsWith('team:') && sealed.has(command.pc)) submitted[command.pc] = author.slice('team:'.length)
  }
  return submitted
}
