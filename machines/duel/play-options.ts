import type { Combatant } from './combatant'
import type { HandCard } from './rules/hand'
import { cardOf, mustWait } from './rules/hand'
import { illegalPlay } from './rules/input'
import { reason, type Reason } from '../reasons/reason'
import { byRule, statusWord } from './words'
import { supportTypeWord } from './rules/words'

/** One card of a combatant's hand as the entry offers it: allowed now, or refused with the rule's reason. */
export interface CardOption {
  key: string
  kind: HandCard['kind']
  grade: number
  count: number
  allowed: boolean
  /** Why the rules refuse it now (D.3, D.17, D.40). */
  why?: Reason
  /** The opponents it may be presented to (several only for an area NP, D.51). */
  opponents: string[]
}

/** One kind of support a back-row combatant may give this exchange (D.41, D.42). */
export interface SupportOption {
  type: 'general' | 'skill'
  /** Support uses left this duel (D.42). */
  uses: number
  allowed: boolean
  why?: Reason
  /** The front-row allies it may go to. */
  allies: string[]
}

/** What one combatant may play this exchange, each refused play with its reason, so the entry offers only legal ones. */
export interface PlayOptions {
  actor: string
  /** Why it plays nothing at all now (out of the fight); undefined while it fights. */
  why?: Reason
  cards: CardOption[]
  supports: SupportOption[]
  /** D.17: no card use left, so it waits (support may still be open). */
  mustWait: boolean
}

/**
 * The plays the rules allow a combatant this exchange, and the reason for each they refuse: a card
 * with no use left (D.3, D.17), an NP or critical from the back row, or a non-ranged attack from it
 * (D.40); a support from the front row, to nobody, or with no use left (D.41, D.42). What depends
 * on the others' sealed plays (two support magics on one ally, D.45) is judged when entered.
 */
export function playOptions(combatants: readonly Combatant[], actor: string): PlayOptions {
  const self = combatants.find((c) => c.id === actor)
  if (!self) return { actor, why: reason('reason.duel.notInDuel', { actor }), cards: [], supports: [], mustWait: true }
  if (self.status !== 'in') return { actor, why: reason('reason.duel.playsNoMore', { actor, status: statusWord(self.status) }), cards: [], supports: [], mustWait: true }
  const opponents = combatants.filter((c) => c.status === 'in' && c.side !== self.side).map((c) => c.id)
  const allies = combatants.filter((c) => c.status === 'in' && c.side === self.side && c.id !== self.id && c.row === 'front').map((c) => c.id)
  const waits = mustWait(self.hand)
  const cards = self.hand.cards.map((card): CardOption => {
    const base = { key: card.key, kind: card.kind, grade: card.grade, count: card.count, opponents }
    if (card.count <= 0) return { ...base, allowed: false, why: waits ? byRule('D.17', reason('reason.duel.mustWait')) : byRule('D.3', reason('reason.duel.noUseLeft', { card: card.key })) }
    const illegal = illegalPlay({ id: self.id, kind: self.kind, row: self.row, card: cardOf(card) })
    if (illegal) return { ...base, allowed: false, why: illegal.why }
    return { ...base, allowed: true }
  })
  const supports = (['general', 'skill'] as const).map((type): SupportOption => {
    const uses = type === 'general' ? self.hand.generalSupport : self.hand.skillSupport
    const base = { type, uses, allies }
    if (self.row !== 'back') return { ...base, allowed: false, why: reason('reason.duel.supportFromBack') }
    if (uses <= 0) return { ...base, allowed: false, why: byRule('D.42', reason('reason.duel.noSupportUseLeft', { type: supportTypeWord(type) })) }
    if (allies.length === 0) return { ...base, allowed: false, why: reason('reason.duel.supportToFront') }
    return { ...base, allowed: true }
  })
  return { actor, cards, supports, mustWait: waits }
}
