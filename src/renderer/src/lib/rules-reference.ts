import rulesMarkdown from '../../../../docs/rules.md?raw'
import { parseRulesReference, type RuleEntry } from '../../../shared/rules-reference'

// docs/rules.md is the one source: the build bundles its text, so the window needs no file or network.
const entries = new Map(parseRulesReference(rulesMarkdown).map((entry) => [entry.id, entry]))

/** The rules reference's entry for a rule id, or undefined when docs/rules.md has none. */
export function ruleEntry(id: string): RuleEntry | undefined {
  return entries.get(id)
}
