import { z } from 'zod'
import ko from 'zod/v4/locales/ko.js'
import { reason, type Reason, type ReasonParam } from './reason'
import type { ReasonKey } from './catalog'
import { reasonsEn } from './catalog'
import { allowedAt, gotText } from './allowed-values'

const koreanIssues = ko().localeError

/** A JSON path as `declarations[2].regions`; the empty path is `where`. */
export function formatJsonPath(path: readonly PropertyKey[], where = 'input'): string {
  let text = ''
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`
    else text += text === '' ? String(key) : `.${String(key)}`
  }
  return text === '' ? where : text
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
    return reason(issue.message, { path: formatJsonPath(issue.path, where), ...(issue.params as Record<string, ReasonParam> | undefined) })
  }
  if (issue.code === 'unrecognized_keys') return reason('reason.schema.unknownField', { path: formatJsonPath([...issue.path, issue.keys[0]!], where) })
  // Say the allowed values of a simple field, not zod's "Invalid input" (issue 12: CLI refusals).
  if (['invalid_type', 'too_small', 'too_big', 'invalid_value', 'invalid_union', 'not_multiple_of'].includes(issue.code)) {
    const allowed = allowedAt(schema, issue.path, raw)
    if (allowed) {
      const path = formatJsonPath(issue.path, where)
      return allowed.got === undefined
        ? reason('reason.schema.allowedMissing', { path, allowed: allowed.allowed })
        : reason('reason.schema.allowed', { path, allowed: allowed.allowed, got: gotText(allowed.got) })
    }
  }
  const again = schema.safeParse(raw, { error: koreanIssues })
  const koIssue = again.success ? undefined : again.error.issues[0]
  return reason('reason.schema.issue', {
    path: formatJsonPath(issue.path, where),
    detail: { en: issue.message, ko: koIssue?.message ?? issue.message }
  })
}
