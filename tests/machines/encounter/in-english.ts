import { english } from '@machines/reasons/format'
import type { Result } from '@machines/encounter/rules/result'

/** A rule outcome with its refusal said in English, as the CLI and the host's `error` say it. */
export function inEnglish<T>(result: Result<T>): { ok: true; value: T } | { ok: false; error: string; rule: string } {
  return result.ok ? result : { ok: false, error: english(result.why), rule: result.rule }
}
