import { withSettings } from '../../campaign/model/settings'
import type { Settings } from '../../campaign/model/settings'
import { compareCards, damageTypeOf, poolOf } from './compare'
import type { DamageType } from './compare'
import type { Pool } from './terms'
import type { ExchangeInput, Side } from './input'
import { supportBonus } from './support'

/**
 * What one side takes from a pairing. `type` is null only when no card landed on that side.
 * A card that won but was reduced to 0 (D.47) keeps its type and pool with amount 0, so the
 * GM still sees which blow was absorbed; it adds nothing to the D.71 tally.
 */
export interface Damage {
  amount: number
  pool: Pool
  type: DamageType | null
}

/** The `resolve-exchange` output (docs/contracts.md). */
export interface ExchangeResult {
  winner: 'a' | 'b' | null
  damage: { a: Damage; b: Damage }
  rules: string[]
}

const untouched = (): Damage => ({ amount: 0, pool: 'hp', type: null })

/** One line of the D.47 arithmetic of a pairing, in the order the rule applies it. */
export interface DamageStep {
  step: 'card' | 'attackSupport' | 'conviction' | 'masterReduction' | 'defenceSupport' | 'skillGuard' | 'npGuard' | 'floor'
  /** Signed: what this step adds to (or takes off) the damage. */
  amount: number
  rules: string[]
}

/** Resolves one pairing of one exchange by D.1–D.47; `rules` lists the rule ids in the order applied. */
export function resolveExchange(input: ExchangeInput, settings: Settings = withSettings(input.settings)): ExchangeResult {
  return resolveWithSteps(input, settings, () => {})
}

/** Resolves a pairing like `resolveExchange` and also returns the arithmetic behind the damage (D.47). */
export function explainExchange(input: ExchangeInput, settings: Settings = withSettings(input.settings)): { result: ExchangeResult; steps: DamageStep[] } {
  const steps: DamageStep[] = []
  const result = resolveWithSteps(input, settings, (step) => steps.push(step))
  return { result, steps }
}

function resolveWithSteps(input: ExchangeInput, settings: Settings, note: (step: DamageStep) => void): ExchangeResult {
  const { a, b } = input
  const comparison = compareCards(a.card, b.card, settings)
  const rules: string[] = []
  const cite = (ids: readonly string[]): void => {
    for (const id of ids) if (!rules.includes(id)) rules.push(id)
  }
  cite(comparison.rules)
  if (comparison.winner === null) return { winner: null, damage: { a: untouched(), b: untouched() }, rules }

  const [winner, loser] = comparison.winner === 'x' ? [a, b] : [b, a]
  const pool = poolOf(comparison.card)
  if (pool === 'mp') cite(['V.2'])
  note({ step: 'card', amount: comparison.amount, rules: [...comparison.rules] })
  const amount = damageAfterBonuses(comparison.amount, winner, loser, settings, cite, note)
  const dealt: Damage = { amount, pool, type: damageTypeOf(comparison.card) }
  const damage = comparison.winner === 'x' ? { a: untouched(), b: dealt } : { a: dealt, b: untouched() }
  return { winner: comparison.winner === 'x' ? 'a' : 'b', damage, rules }
}

/** D.47: card damage, then every bonus and reduction in the rule's order, never below 0. */
function damageAfterBonuses(
  base: number,
  winner: Side,
  loser: Side,
  settings: Settings,
  cite: (ids: readonly string[]) => void,
  note: (step: DamageStep) => void
): number {
  const npInvolved = winner.card.kind === 'np' || loser.card.kind === 'np'
  const loserWaits = loser.card.kind === 'wait'
  let amount = base

  if (winner.supports?.length) {
    if (npInvolved) cite(['D.35'])
    else {
      const attack = supportBonus(winner.supports, 'attack')
      amount += attack.amount
      cite(attack.rules)
      if (attack.amount) note({ step: 'attackSupport', amount: attack.amount, rules: attack.rules })
    }
  }

  if (winner.kind === 'master') {
    const reduction = loser.kind === 'servant' ? settings.masterVsServantReduction : 0
    // rule D.21: conviction adds 1 and ignores the master-vs-servant reduction
    if (winner.conviction) {
      amount += 1
      cite(['D.21'])
      note({ step: 'conviction', amount: 1, rules: ['D.21'] })
    } else if (reduction > 0) {
      amount -= reduction
      cite(['D.21'])
      note({ step: 'masterReduction', amount: -reduction, rules: ['D.21'] })
    }
  }

  if (loser.supports?.length) {
    if (loserWaits) cite(['D.46'])
    else if (npInvolved) cite(['D.35'])
    else {
      const defence = supportBonus(loser.supports, 'defence')
      amount -= defence.amount
      cite(defence.rules)
      if (defence.amount) note({ step: 'defenceSupport', amount: -defence.amount, rules: defence.rules })
    }
  }

  const skillGuard = loser.guard?.skill ?? 0
  // rule D.16: a waiting side gets no defensive-skill guard (D.16 is already cited for the wait)
  if (skillGuard > 0 && !loserWaits) {
    amount -= skillGuard
    cite(['D.47'])
    note({ step: 'skillGuard', amount: -skillGuard, rules: ['D.47'] })
  }
  const npGuard = loser.guard?.np ?? 0
  if (npGuard > 0) {
    amount -= npGuard
    cite(['D.47'])
    note({ step: 'npGuard', amount: -npGuard, rules: ['D.47'] })
  }

  if (amount < 0) {
    cite(['D.47'])
    note({ step: 'floor', amount: -amount, rules: ['D.47'] })
    return 0
  }
  return amount
}
