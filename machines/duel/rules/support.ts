import type { Support } from './input'

/** Attack support adds this much when the ally wins (D.43). */
export const attackSupportBonus = { general: 2, skill: 3 } as const
/** Defence support takes this much off when the ally loses (D.44). */
export const defenceSupportBonus = { general: 1, skill: 2 } as const
/** The most that extra supporters add on top of the best single bonus (D.45). */
export const extraSupportCap = 5

/** The total bonus of the supporters whose mode applies, with the rules that shaped it (D.43–D.45). */
export function supportBonus(supports: readonly Support[], mode: Support['mode']): { amount: number; rules: string[] } {
  const table = mode === 'attack' ? attackSupportBonus : defenceSupportBonus
  let best = 0
  let applicable = 0
  for (const support of supports) {
    if (support.mode !== mode) continue
    applicable++
    best = Math.max(best, table[support.type])
  }
  if (applicable === 0) return { amount: 0, rules: [] }
  const rule = mode === 'attack' ? 'D.43' : 'D.44'
  if (applicable === 1) return { amount: best, rules: [rule] }
  // rule D.45: the best single bonus, plus 1 for each further supporter, the additions capped
  return { amount: best + Math.min(applicable - 1, extraSupportCap), rules: [rule, 'D.45'] }
}
