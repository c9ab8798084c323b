import type { Bilingual } from './bilingual'
import { signed } from './bilingual'

/** `capped at the maximum` / `capped at 0` when a pool stopped short of `from + delta`; null when it did not. */
export function cappedWords(delta: number, from: number, to: number): Bilingual | null {
  if (to < from + delta) return { ko: '최대치로 제한', en: 'capped at the maximum' }
  if (to > from + delta) return { ko: '0으로 제한', en: 'capped at 0' }
  return null
}

/**
 * A change to a pool (hp, mp, seals) as the log says it: the change asked, the value before and after,
 * and, when the pool stopped at its maximum or at 0, that it was capped (`+5 (58 → 60, capped at the maximum)`).
 */
export function poolChangeWords(delta: number, from?: number, to?: number): Bilingual {
  if (from === undefined || to === undefined) return { ko: signed(delta), en: signed(delta) }
  const cap = cappedWords(delta, from, to)
  return { ko: `${signed(delta)} (${from} → ${to}${cap ? `, ${cap.ko}` : ''})`, en: `${signed(delta)} (${from} → ${to}${cap ? `, ${cap.en}` : ''})` }
}
