/** One entry of the project's rules reference (docs/rules.md): a rule id and its explanation in both languages. */
export interface RuleEntry {
  id: string
  /** The `##` heading the entry stands under (its part of the rules). */
  part: string
  ko: string
  en: string
}

/**
 * A rule id as the code cites it: a part letter (T war turn, D duel, V life, E encounter), a dot
 * and a number, with an optional letter (`T.9a`). The word boundaries keep `D.47` out of `ID.47x`.
 */
export const ruleIdPattern = /\b[TDVE]\.\d+[a-z]?\b/g

/**
 * Reads docs/rules.md: a `##` heading per part, a `###` heading per rule id, then one `- **ko**`
 * and one `- **en**` line. Throws naming the line when an entry is incomplete or repeated, so a
 * broken reference fails the build's tests instead of showing an empty popover.
 */
export function parseRulesReference(markdown: string): RuleEntry[] {
  const entries: RuleEntry[] = []
  const seen = new Set<string>()
  let part = ''
  let current: { id: string; part: string; ko?: string; en?: string; line: number } | null = null
  const close = (): void => {
    if (!current) return
    if (!current.ko || !current.en) throw new Error(`docs/rules.md line ${current.line}: ${current.id} needs a "- **ko**" and a "- **en**" line`)
    entries.push({ id: current.id, part: current.part, ko: current.ko, en: current.en })
    current = null
  }
  markdown.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1
    const heading = /^(#{2,3}) (.+?)\s*$/.exec(text)
    if (heading) {
      close()
      if (heading[1] === '##') {
        part = heading[2]
        return
      }
      const id = heading[2]
      if (seen.has(id)) throw new Error(`docs/rules.md line ${line}: ${id} appears twice`)
      seen.add(id)
      current = { id, part, line }
      return
    }
    const said = /^- \*\*(ko|en)\*\* (.+)$/.exec(text)
    if (said && current) {
      if (current[said[1] as 'ko' | 'en']) throw new Error(`docs/rules.md line ${line}: ${current.id} has two "${said[1]}" lines`)
      current[said[1] as 'ko' | 'en'] = said[2].trim()
    }
  })
  close()
  return entries
}

/** A piece of text cut where rule ids stand, so a view can make each id a link to its entry. */
export type RuleTextPiece = { text: string } | { rule: string }

/** Cuts a text into plain pieces and the rule ids inside it (`거부됨: … (D.41)` → text, D.41, text). */
export function splitRuleIds(text: string): RuleTextPiece[] {
  const pieces: RuleTextPiece[] = []
  let at = 0
  for (const match of text.matchAll(ruleIdPattern)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index) })
    pieces.push({ rule: match[0] })
    at = match.index + match[0].length
  }
  if (at < text.length) pieces.push({ text: text.slice(at) })
  return pieces
}

/** The catalog key naming a word id of the reference (`glossary`, `tables`); a numbered id (`D.47`) is shown as itself. */
export function ruleNameKey(id: string): `rules.name.${string}` | undefined {
  return /^[TDVE]\.\d+[a-z]?$/.test(id) ? undefined : `rules.name.${id}`
}
