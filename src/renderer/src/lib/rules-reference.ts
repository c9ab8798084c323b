import explainedIds from 'virtual:rule-ids'
import { parseRulesReference, type RuleEntry } from '../../../shared/rules-reference'

// docs/rules.md is the one source. The build lists its ids (scripts/rule-ids-plugin.ts) so a rule id
// knows it can be explained; its text is a chunk of its own, fetched when the GM first reaches for
// a rule, so the window needs no file or network and the first load does not carry it.
const explained = new Set(explainedIds)
let entries: Promise<Map<string, RuleEntry>> | undefined

/** Whether docs/rules.md explains a rule id. */
export function isExplained(id: string): boolean {
  return explained.has(id)
}

/** Fetches the reference's text (once); a rule id calls this as the pointer or focus reaches it. */
export function loadRulesReference(): Promise<Map<string, RuleEntry>> {
  if (!entries) {
    entries = import('../../../../docs/rules.md?raw').then((module) => new Map(parseRulesReference(module.default).map((entry) => [entry.id, entry])))
    // A failed fetch is tried again next time rather than remembered.
    entries.catch(() => (entries = undefined))
  }
  return entries
}

/** The rules reference's entry for a rule id, or undefined when docs/rules.md has none. */
export async function ruleEntry(id: string): Promise<RuleEntry | undefined> {
  return (await loadRulesReference()).get(id)
}
