/** A rule outcome: a value, or the reason (and the rule) that refuses it. */
export type Result<T> = { ok: true; value: T } | { ok: false; reason: string; rule: string }

/** A successful outcome. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value }
}

/** A refusal naming its rule. */
export function refuse<T = never>(rule: string, reason: string): Result<T> {
  return { ok: false, reason, rule }
}
