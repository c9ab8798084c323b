import type { Bilingual } from './bilingual'
import { signed } from './bilingual'

/**
 * A change to a pool (hp, mp, seals) as the log says it: the change asked, the value before and after,
 * and, when the pool stopped at its maximum or at 0, that it was capped (`+5 (58 → 60, capped at the maximum)`).
 */
export function poolChangeWords(delta: number, from?: number, to?: number): Bilingual {
  if (from === undefined || to === undefined) return { ko: signed(delta), en: signed(delta) }
  const cap = to < from + delta ? { ko: ', 최대치로 제한', en: ', capped at the maximum' } : to > from + delta ? { ko: ', 0으로 제한', en: ', capped at 0' } : { ko: '', en: '' }
  return { ko: `${signed(delta)} (${from} → ${to}${cap.ko})`, en: `${signed(delta)} (${from} → ${to}${cap.en})` }
}
