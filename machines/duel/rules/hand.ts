import type { BasicCardKind, ParameterName, Settings } from '../../campaign/model/settings'
import { basicCardKinds } from '../../campaign/model/settings'
import type { Card } from './input'
import type { CardKind } from './terms'
import { reason, type Reason } from '../../reasons/reason'
import { supportTypeWord } from './words'

/** One card of a hand: `count` is the uses left in this duel, `grade` its damage (D.3). */
export interface HandCard {
  key: string
  kind: Exclude<CardKind, 'wait'>
  grade: number
  count: number
  weakTo?: BasicCardKind
  ranged?: boolean
  area?: boolean
  /** Magic only: its steps, any whole number ≥ 1 (D.47); 1 is single-step (D.32). */
  steps?: number
}

/** What an actor can play in a duel: its cards and its support uses left (D.3, D.42). */
export interface Hand {
  cards: HandCard[]
  generalSupport: number
  skillSupport: number
}

/** Why a play is refused, with the rule that refuses it. */
export interface Refusal {
  ok: false
  why: Reason
  rule: string
}

/** Hp and mp a master gains for the duel by spending a conviction point (D.21). */
export const convictionPoolBonus = 10

const half = (n: number): number => Math.ceil(n / 2)

/** D.42: support uses, separate from card counts, derived from the counts of the given cards. */
export function supportUses(cards: readonly HandCard[]): Pick<Hand, 'generalSupport' | 'skillSupport'> {
  let basic = 0
  let skill = 0
  for (const card of cards) {
    if (card.kind === 'skill') skill += card.count
    else if ((basicCardKinds as readonly string[]).includes(card.kind)) basic += card.count
  }
  return { generalSupport: half(basic), skillSupport: half(skill) }
}

/** A fresh hand for one duel: the cards as given and the support uses they yield (D.3, D.42). */
export function handOf(cards: readonly HandCard[]): Hand {
  return { cards: cards.map((card) => ({ ...card })), ...supportUses(cards) }
}

/** A master's stats that its basic cards derive from (D.20). */
export interface MasterStats {
  might: number
  fate: number
  conviction: number
}

/**
 * D.20 smash from might, counter from fate, assault from conviction, count ⌈stat/2⌉, grade = stat;
 * D.21 spending conviction doubles the counts (its +1 damage is applied per exchange, D.47).
 * A stat of 0 gives no card.
 */
export function masterHand(stats: MasterStats, options: { conviction?: boolean } = {}): Hand {
  const factor = options.conviction ? 2 : 1
  const from: Record<BasicCardKind, number> = { smash: stats.might, counter: stats.fate, assault: stats.conviction }
  const cards = basicCardKinds
    .filter((kind) => from[kind] > 0)
    .map((kind): HandCard => ({ key: kind, kind, grade: from[kind], count: half(from[kind]) * factor }))
  return handOf(cards)
}

/** D.21: a master's hp and mp for a duel in which it spent a conviction point. */
export function convictionPools(pools: { hp: number; mp: number }): { hp: number; mp: number } {
  return { hp: pools.hp + convictionPoolBonus, mp: pools.mp + convictionPoolBonus }
}

/** D.22: a servant's default basic cards from its parameter grades per ⚙ `servantCardsFrom`, count ⌈grade/2⌉. */
export function servantBasicCards(grades: Readonly<Record<ParameterName, number>>, settings: Pick<Settings, 'servantCardsFrom'>): HandCard[] {
  return basicCardKinds
    .map((kind): HandCard => {
      const grade = grades[settings.servantCardsFrom[kind]]
      return { key: kind, kind, grade, count: half(grade) }
    })
    .filter((card) => card.count > 0)
}

/** D.17: a side with no card use left must wait. */
export function mustWait(hand: Hand): boolean {
  return hand.cards.every((card) => card.count <= 0)
}

/** The card a hand card presents in an exchange (the `resolve-exchange` shape). */
export function cardOf(card: HandCard): Card {
  const ranged = card.ranged ? { ranged: true } : {}
  switch (card.kind) {
    case 'skill':
      if (!card.weakTo) throw new Error(`skill card "${card.key}" names no weakTo (D.2)`)
      return { kind: 'skill', grade: card.grade, weakTo: card.weakTo, ...ranged }
    case 'magic':
      return { kind: 'magic', grade: card.grade, steps: card.steps ?? 2, ...ranged }
    case 'np':
      return { kind: 'np', grade: card.grade, ...(card.area ? { area: true } : {}), ...ranged }
    default:
      return { kind: card.kind, grade: card.grade, ...ranged }
  }
}

/** Spends one use of a card (D.3); refused when the hand has no such card or no use of it left (D.17). */
export function spend(hand: Hand, cardKey: string): { ok: true; hand: Hand } | Refusal {
  const index = hand.cards.findIndex((card) => card.key === cardKey)
  if (index < 0) return { ok: false, why: reason('reason.duel.noCardInHand', { card: cardKey }), rule: 'D.3' }
  if (hand.cards[index].count <= 0) {
    const why = mustWait(hand) ? reason('reason.duel.mustWait') : reason('reason.duel.noUseLeft', { card: cardKey })
    return { ok: false, why: why, rule: mustWait(hand) ? 'D.17' : 'D.3' }
  }
  const cards = hand.cards.map((card, i) => (i === index ? { ...card, count: card.count - 1 } : card))
  return { ok: true, hand: { ...hand, cards } }
}

/** Spends one support use of the given type (D.42); refused when none is left. */
export function spendSupport(hand: Hand, type: 'general' | 'skill'): { ok: true; hand: Hand } | Refusal {
  const key = type === 'general' ? 'generalSupport' : 'skillSupport'
  if (hand[key] <= 0) return { ok: false, why: reason('reason.duel.noSupportUseLeft', { type: supportTypeWord(type) }), rule: 'D.42' }
  return { ok: true, hand: { ...hand, [key]: hand[key] - 1 } }
}
