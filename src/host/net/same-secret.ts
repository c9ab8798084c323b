import { timingSafeEqual } from 'node:crypto'

/** Whether `given` is the secret `key` (a token, a board key), compared in constant time. */
export function sameSecret(given: string | null, key: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(key)
  return a.length === b.length && timingSafeEqual(a, b)
}
