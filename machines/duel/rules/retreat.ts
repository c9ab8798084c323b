import type { Settings } from '../../campaign/model/settings'
import type { Hand, HandCard, Refusal } from './hand'
import { spend } from './hand'
import { reason } from '../../reasons/reason'

/** A withdrawal from a duel (D.60, D.61). */
export interface RetreatInput {
  retreating: { id: string; kind: 'servant' | 'master' }
  /** The opponent's hand now; the cards it presents come from its remaining uses. */
  opponentHand: Hand
  /** Keys of the cards the opponent presents, one entry per use (a key may repeat). */
  chosen: readonly string[]
  /** D.61: the retreating servant's master spends a fate point instead. */
  fate?: { masterInDuel: boolean; masterFate: number }
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
  opponentHand: Hand
  rules: string[]
}

/**
 * D.60: the opponent presents ⚙ `retreatCards` cards (fewer if it has fewer uses left); their
 * grades sum. At ⚙ `retreatFailThreshold` or more the escape fails and the duel goes on; the
 * damage is taken unless ⚙ `retreatFailTakesDamage` is off. Presenting spends the cards (D.3).
 * D.61: a servant whose master is in the duel (either row) may escape unharmed for 1 fate point;
 * the digest gives this to servants only.
 */
export function resolveRetreat(input: RetreatInput, settings: Pick<Settings, 'retreatCards' | 'retreatFailThreshold' | 'retreatFailTakesDamage'>): RetreatResult | Refusal {
  const { retreating, opponentHand, chosen, fate } = input
  if (fate) {
    if (retreating.kind !== 'servant') return { ok: false, why: reason('reason.duel.fateOnlyServant'), rule: 'D.61' }
    if (!fate.masterInDuel) return { ok: false, why: reason('reason.duel.masterNotInDuel'), rule: 'D.61' }
    if (fate.masterFate < 1) return { ok: false, why: reason('reason.duel.noFatePoint'), rule: 'D.61' }
    return { ok: true, escaped: true, damage: 0, taken: { hp: 0, mp: 0 }, fateSpent: true, presented: [], opponentHand, rules: ['D.61'] }
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
  const damage = presented.reduce((sum, card) => sum + card.grade, 0)
  const mpDamage = presented.reduce((sum, card) => sum + (card.kind === 'magic' ? card.grade : 0), 0)
  if (mpDamage > 0) rules.push('V.2')
  const escaped = damage < settings.retreatFailThreshold
  const takes = escaped || settings.retreatFailTakesDamage
  const taken = takes ? { hp: damage - mpDamage, mp: mpDamage } : { hp: 0, mp: 0 }
  return { ok: true, escaped, damage, taken, fateSpent: false, presented, opponentHand: hand, rules }
}
