import { parseExchangeInput } from '@machines/duel/rules/input'
import { english } from '@machines/reasons/format'
import type { ExchangeInput } from '@machines/duel/rules/input'
import { resolveExchange } from '@machines/duel/rules/exchange'
import type { ExchangeResult } from '@machines/duel/rules/exchange'

/** A front-row servant side with the given card, for building test pairings. */
export function servant(id: string, card: Record<string, unknown>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, kind: 'servant', row: 'front', card, ...extra }
}

/** A front-row master side with the given card. */
export function master(id: string, card: Record<string, unknown>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, kind: 'master', row: 'front', card, ...extra }
}

/** Parses a raw pairing, failing the test with the parse error when it is refused. */
export function parsed(a: unknown, b: unknown, settings: Record<string, unknown> = {}): ExchangeInput {
  const result = parseExchangeInput({ a, b, settings })
  if (!result.ok) throw new Error(english(result.why))
  return result.value
}

/** Parses and resolves a raw pairing. */
export function exchange(a: unknown, b: unknown, settings: Record<string, unknown> = {}): ExchangeResult {
  return resolveExchange(parsed(a, b, settings))
}

/** The damage entry of a side that took nothing. */
export const nothing = { amount: 0, pool: 'hp', type: null } as const
