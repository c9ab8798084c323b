import type { CampaignContext } from './machine'
import type { Command } from './commands'
import { isKept } from '../war-turn/proposal'
import { proposalListNames } from '../war-turn/commands'

/** The rule ids behind a command's outcome, recorded in its event for the session log. */
export function rulesOfCommand(context: CampaignContext, command: Command): string[] {
  if (command.type === 'turn.apply' && context.phase?.kind === 'warTurn' && context.phase.context.proposal) {
    const proposal = context.phase.context.proposal
    const ids = new Set<string>()
    for (const list of proposalListNames) {
      proposal.resolution[list].forEach((item, i) => {
        const rule = (item as { rule?: string }).rule
        if (rule && isKept(proposal, list, i)) ids.add(rule)
      })
    }
    if (proposal.resolution.traces.length) ids.add('T.20')
    return [...ids].sort()
  }
  return []
}
