import { collectRuleIds } from '../campaign/model/rule-ids'
import { proposalListNames } from './commands'
import type { WarTurnContext } from './machine'
import { isKept } from './proposal'

/** The rule ids an applied war turn cites: those of every outcome the GM kept, and T.20 for the traces left. */
export function rulesOfAppliedTurn(command: { type: string }, before: WarTurnContext): string[] | undefined {
  const proposal = before.proposal
  if (command.type !== 'turn.apply' || !proposal) return undefined
  const ids = new Set<string>()
  for (const list of proposalListNames) {
    proposal.resolution[list].forEach((item, i) => {
      if (isKept(proposal, list, i)) collectRuleIds(item, ids)
    })
  }
  proposal.recovery.forEach((line, i) => {
    if (isKept(proposal, 'recovery', i)) ids.add(line.rule)
  })
  if (proposal.resolution.traces.length) ids.add('T.20')
  return [...ids].sort()
}
