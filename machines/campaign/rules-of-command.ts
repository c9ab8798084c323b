import type { CampaignContext } from './machine'
import type { Command } from './commands'
import { collectRuleIds } from './model/rule-ids'
import { definitionOf } from './phases'
import { lifeRules } from './session-log/life-lines'

const fieldOf = (context: object, key: string): unknown => (context as Record<string, unknown>)[key]

/**
 * The rule ids behind a command's outcome, recorded in its event for the session log: what the
 * running phase says of the command itself, else the rules of whatever it appended to the phase's
 * append-only records (`ruleRecords`). The campaign's own commands cite none.
 */
export function rulesOfCommand(before: CampaignContext, command: Command, after: CampaignContext): string[] {
  const own = phaseRules(before, command, after)
  const life = lifeRules(before.campaign, after.campaign).filter((id) => !own.includes(id))
  return life.length ? [...own, ...life].sort() : own
}

function phaseRules(before: CampaignContext, command: Command, after: CampaignContext): string[] {
  const phase = before.phase
  if (!phase) return []
  const definition = definitionOf(phase.kind)
  const own = definition.rulesOf?.(command, phase.context)
  if (own) return own
  const next = after.phase
  if (!next || phase.kind !== next.kind) return []
  const ids = new Set<string>()
  for (const key of definition.ruleRecords ?? []) {
    const was = fieldOf(phase.context, key)
    const now = fieldOf(next.context, key)
    if (Array.isArray(was) && Array.isArray(now) && now.length > was.length) collectRuleIds(now.slice(was.length), ids)
  }
  return [...ids].sort()
}
