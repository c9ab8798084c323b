import type { ReasonKey } from '../../reasons/catalog'
import { reason, type Reason, type ReasonParam } from '../../reasons/reason'

/** A rule outcome: a value, or the reason (and the rule) that refuses it. */
export type Result<T> = { ok: true; value: T } | { ok: false; why: Reason; rule: string }

/** A successful outcome. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value }
}

/** A refusal naming its rule, in the words of a catalog key. */
export function refuse<T = never>(rule: string, key: ReasonKey, params?: Readonly<Record<string, ReasonParam>>): Result<T> {
  return { ok: false, why: reason(key, params), rule }
}

/** A refusal naming its rule, for a reason another module gave (the dice, a schema). */
export function refuseWith<T = never>(rule: string, why: Reason): Result<T> {
  return { ok: false, why: why, rule }
}
