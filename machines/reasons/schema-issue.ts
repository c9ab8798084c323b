import { z } from 'zod'
import ko from 'zod/v4/locales/ko.js'
import { reason, type Reason, type ReasonParam } from './reason'
import type { ReasonKey } from './catalog'
import { reasonsEn } from './catalog'
import { allowedAt, gotText } from './allowed-values'
import { formatJsonPath } from './json-path'
import { fieldWords } from './field-words'

export { formatJsonPath }

const koreanIssues = ko().localeError

/** Records and lists a check may be handed alone; their words start with the record's own name. */
const wrappers = new Set(['servant', 'master', 'team', 'region', 'pc', 'monster', 'table', 'tables', 'settings'])

/**
 * Where a problem is, as a reason says it: `path`, the JSON path (the editors find the field by it),
 * and `field`, the same place in the GM's words. A headless verb's input (`where` = `input`) keeps
 * the JSON path as its words, as its contract says (docs/contracts.md).
 */
export function placeOf(path: readonly PropertyKey[], raw: unknown, where = 'input'): { path: string; field: ReasonParam } {
  const text = formatJsonPath(path, where)
  if (where === 'input') return { path: text, field: text }
  const field = wrappers.has(where) ? fieldWords([where, ...path], { [where]: raw }) : path.length === 0 ? { ko: where, en: where } : fieldWords(path, raw)
  return { path: text, field }
}

function isReasonKey(text: string): text is ReasonKey {
  return Object.hasOwn(reasonsEn, text)
}

/**
 * The first problem of a failed parse as a reason naming its JSON path. Zod writes the English
 * words; the Korean ones come from parsing again with zod's Korean locale (only on failure, so
 * valid input pays nothing). A schema's own check may name a catalog key as its message, with
 * its `params`, and is then said in the catalog's words.
 */
export function schemaReason(schema: z.ZodType, raw: unknown, error: z.ZodError, where = 'input'): Reason {
  const issue = error.issues[0]!
  if (issue.code === 'custom' && isReasonKey(issue.message)) {
    return reason(issue.message, { ...placeOf(issue.path, raw, where), ...(issue.params as Record<string, ReasonParam> | undefined) })
  }
  if (issue.code === 'unrecognized_keys') return reason('reason.schema.unknownField', placeOf([...issue.path, issue.keys[0]!], raw, where))
  // Say the allowed values of a simple field, not zod's "Invalid input" (CLI refusals).
  if (['invalid_type', 'too_small', 'too_big', 'invalid_value', 'invalid_union', 'not_multiple_of'].includes(issue.code)) {
    const allowed = allowedAt(schema, issue.path, raw)
    if (allowed) {
      const place = placeOf(issue.path, raw, where)
      return allowed.got === undefined
        ? reason('reason.schema.allowedMissing', { ...place, allowed: allowed.allowed })
        : reason('reason.schema.allowed', { ...place, allowed: allowed.allowed, got: gotText(allowed.got) })
    }
  }
  const again = schema.safeParse(raw, { error: koreanIssues })
  const koIssue = again.success ? undefined : again.error.issues[0]
  return reason('reason.schema.issue', {
    ...placeOf(issue.path, raw, where),
    detail: { en: issue.message, ko: koIssue?.message ?? issue.message }
  })
}
