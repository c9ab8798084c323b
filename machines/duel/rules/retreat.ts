import type { Settings } from '../../campaign/model/settings'
import type { Hand, HandCard, Refusal } from './hand'
import { cardOf, spend } from './hand'
import { resolveExchange } from './exchange'
import type { DamageType } from './compare'
import type { Pool, Row } from './terms'
import { reason } from '../../reasons/reason'

/** A withdrawal from a duel (D.60, D.61). */
export interface RetreatInput {
  /** The side that withdraws; its NP guard still takes its share off each card (D.16, D.47). */
  retreating: { id: string; kind: 'servant' | 'master'; row: Row; guard?: { skill?: number; np?: number } }
  /** The opponent presenting the cards; a conviction master adds +1 per card (D.21, D.47). */
  opponent: { id: string; kind: 'servant' | 'master'; conviction?: boolean }
  /** The opponent's hand now; the cards it presents come from its remaining uses. */
  opponentHand: Hand
  /** Keys of the cards the opponent presents, one entry per use (a key may repeat). */
  chosen: readonly string[]
  /** D.61: the retreating side's master, in the duel, spends a fate point instead. */
  fate?: { masterInDuel: boolean; masterFate: number }
}

/** What one presented card deals to the retreating side: D.47 against a side that presents nothing. */
export interface RetreatBlow {
  card: HandCard
  amount: number
  pool: Pool
  type: DamageType
}

/** How a withdrawal went: whether it escaped, what it took (by pool, V.2), what the opponent spent. */
export interface RetreatResult {
  ok: true
  escaped: boolean
  /** The damage of the presented cards; the escape fails at ⚙ `retreatFailThreshold` or more. */
  damage: number
  /** What the retreating side actually takes, split by pool (magic hits mp, V.2). */
  taken: { hp: number; mp: number }
  fateSpent: boolean
  presented: HandCard[]
  /** Each card's damage, as D.47 reckons it. */
  blows: RetreatBlow[]
  opponentHand: Hand
  rules: string[]
}

/**
 * D.60: the opponent presents ⚙ `retreatCards` cards (fewer if it has fewer uses left). Each deals
 * what it would deal to a side that presents nothing — D.47 in full: the card's grade, +1 for a
 * conviction master, the master-vs-servant reduction, the retreating side's NP guard (a waiting side
 * gets no skill guard, D.16) — and the damages sum. At ⚙ `retreatFailThreshold` or more the escape
 * fails and the duel goes on; the damage is taken unless ⚙ `retreatFailTakesDamage` is off.
 * Presenting spends the cards (D.3).
 * D.61: when the retreating side's master is in the duel (either row) — a master retreating itself,
 * or its servant — 1 fate point escapes unharmed.
 */
export function resolveRetreat(input: RetreatInput, settings: Settings): RetreatResult | Refusal {
  const { retreating, opponent, opponentHand, chosen, fate } = input
  if (fate) {
    if (!fate.masterInDuel) return { ok: false, why: reason('reason.duel.masterNotInDuel'), rule: 'D.61' }
    if (fate.masterFate < 1) return { ok: false, why: reason('reason.duel.noFatePoint'), rule: 'D.61' }
    return { ok: true, escaped: true, damage: 0, taken: { hp: 0, mp: 0 }, fateSpent: true, presented: [], blows: [], opponentHand, rules: ['D.61'] }
  }

  const usesLeft = opponentHand.cards.reduce((sum, card) => sum + Math.max(0, card.count), 0)
  const required = Math.min(settings.retreatCards, usesLeft)
  if (chosen.length !== required) {
    return { ok: false, why: reason('reason.duel.retreatCardCount', { required, given: chosen.length }), rule: 'D.60' }
  }
  let hand = opponentHand
  const presented: HandCard[] = []
  for (const key of chosen) {
    const spent = spend(hand, key)
    if (!spent.ok) return spent
    hand = spent.hand
    presented.push(opponentHand.cards.find((card) => card.key === key) as HandCard)
  }

  const rules = ['D.60']
  const blows: RetreatBlow[] = presented.map((card) => {
    const result = resolveExchange(
      {
        a: { id: opponent.id, kind: opponent.kind, row: 'front', card: cardOf(card), ...(opponent.conviction ? { conviction: true } : {}) },
        b: { id: retreating.id, kind: retreating.kind, row: retreating.row, card: { kind: 'wait' }, guard: retreating.guard }
      },
      settings
    )
    for (const id of result.rules) if (!rules.includes(id)) rules.push(id)
    const dealt = result.damage.b
    return { card, amount: dealt.amount, pool: dealt.pool, type: dealt.type ?? 'general' }
  })
  const damage = blows.reduce((sum, blow) => sum + blow.amount, 0)
  const escaped = damage < settings.retreatFailThreshold
  const takes = escaped || settings.retreatFailTakesDamage
  const sum = (pool: Pool): number => blows.filter((blow) => blow.pool === pool).reduce((total, blow) => total + blow.amount, 0)
  const taken = takes ? { hp: sum('hp'), mp: sum('mp') } : { hp: 0, mp: 0 }
  return { ok: true, escaped, damage, taken, fateSpent: false, presented, blows, opponentHand: hand, rules }
}
