import type { CampaignContext } from './machine'
import type { Command } from './commands'
import { definitionOf } from './phases'
import { isKept } from '../war-turn/proposal'
import { proposalListNames } from '../war-turn/commands'

/** Every rule id named by `rule` / `rules` fields anywhere inside a value. */
export function collectRuleIds(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) collectRuleIds(item, into)
  else if (typeof value === 'object' && value !== null) {
    for (const [key, field] of Object.entries(value)) {
      if (key === 'rule' && typeof field === 'string') {
        into.add(field)
      } else if (key === 'rules' && Array.isArray(field)) {
        for (const id of field) if (typeof id === 'string') into.add(id)
      } else {
        collectRuleIds(field, into)
      }
    }
  }
  return into
}

/** The rule ids behind a command's outcome, recorded in its event for the session log. */
export function rulesOfCommand(before: CampaignContext, command: Command, after: CampaignContext): string[] {
  const phase = before.phase
  if (command.type === 'turn.apply' && phase?.kind === 'warTurn' && phase.context.proposal) {
    const proposal = phase.context.proposal
    const ids = new Set<string>()
    for (const list of proposalListNames) {
      proposal.resolution[list].forEach((item, i) => {
        if (isKept(proposal, list, i)) collectRuleIds(item, ids)
      })
    }
    if (proposal.resolution.traces.length) ids.add('T.20')
    return [...ids].sort()
  }
  // Phases with append-only records: the rules of whatever this command appended.
  const next = after.phase
  if (!phase || !next || phase.kind !== next.kind) return []
  const ids = new Set<string>()
  for (const key of definitionOf(phase.kind).ruleRecords ?? []) {
    const was = (phase.context as unknown as Record<string, unknown>)[key]
    const now = (next.context as unknown as Record<string, unknown>)[key]
    if (Array.isArray(was) && Array.isArray(now) && now.length > was.length) collectRuleIds(now.slice(was.length), ids)
  }
  return [...ids].sort()
}
