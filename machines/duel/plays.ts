import type { Combatant } from './combatant'
import type { Hand, Refusal } from './rules/hand'
import { cardOf, spend, spendSupport } from './rules/hand'
import { illegalPlay } from './rules/input'
import { expandMelee } from './rules/melee'
import { reason, type Reason } from '../reasons/reason'
import { byRule, statusWord } from './words'

/** One back-row supporter's help to a front-row ally this exchange (D.41–D.45). */
export interface SupportPlay {
  ally: string
  type: 'general' | 'skill'
  mode: 'attack' | 'defence'
  magic?: boolean
}

/** One combatant's hidden play for the exchange: a card key per opponent (D.50), or a support (D.41). */
export interface SealedPlay {
  actor: string
  /** Opponents not named get wait (D.50); an empty list waits against everyone (D.16). */
  cards: { opponent: string; card: string }[]
  support?: SupportPlay
}

const refuse = (refusal: Refusal): Reason => byRule(refusal.rule, refusal.why)

/**
 * The hand after a play: one use per card presented (D.3), except an area NP presented to several
 * opponents, which is one use (D.51); one support use of its type (D.42), unless D.35 voided the
 * support in every pairing of its ally (a support that helped nothing spends nothing).
 */
export function spendPlay(hand: Hand, play: SealedPlay, options: { supportVoided?: boolean } = {}): { ok: true; hand: Hand } | Refusal {
  let now = hand
  const areaKeysSpent = new Set<string>()
  for (const { card: key } of play.cards) {
    const card = hand.cards.find((c) => c.key === key)
    if (card?.kind === 'np' && card.area) {
      if (areaKeysSpent.has(key)) continue
      areaKeysSpent.add(key)
    }
    const spent = spend(now, key)
    if (!spent.ok) return spent
    now = spent.hand
  }
  if (play.support && !options.supportVoided) {
    const spent = spendSupport(now, play.support.type)
    if (!spent.ok) return spent
    now = spent.hand
  }
  return { ok: true, hand: now }
}

/** Whether a combatant has nothing it could play: no card (D.17) and no support use (D.42); it waits unasked. */
export function hasNothingToPlay(combatant: Combatant): boolean {
  return combatant.hand.cards.every((card) => card.count <= 0) && combatant.hand.generalSupport <= 0 && combatant.hand.skillSupport <= 0
}

/** Why a combatant's sealed play is refused, or undefined when it is legal (D.3, D.17, D.40–D.46, D.50, D.51). */
export function checkPlay(combatants: readonly Combatant[], plays: readonly SealedPlay[], play: SealedPlay): Reason | undefined {
  const actor = combatants.find((c) => c.id === play.actor)
  if (!actor) return reason('reason.duel.notInDuel', { actor: play.actor })
  if (actor.status !== 'in') return reason('reason.duel.playsNoMore', { actor: actor.id, status: statusWord(actor.status) })
  if (play.support && play.cards.length) return reason('reason.duel.supportInsteadOfCards')
  if (play.support) {
    const problem = checkSupport(combatants, plays, actor, play.support)
    if (problem) return problem
  }
  const fighting = combatants.filter((c) => c.status === 'in')
  for (const { opponent } of play.cards) {
    const target = combatants.find((c) => c.id === opponent)
    if (target && target.status !== 'in') return reason('reason.duel.cannotBeAttacked', { actor: opponent, status: statusWord(target.status) })
  }
  for (const { card: key } of play.cards) {
    const card = actor.hand.cards.find((c) => c.key === key)
    if (!card) return reason('reason.duel.noCardInHandOf', { card: key, actor: actor.id })
    const illegal = illegalPlay({ id: actor.id, kind: actor.kind, row: actor.row, card: cardOf(card) })
    if (illegal) return illegal.why
  }
  const declared = expandMelee(
    fighting.map((c) => ({ id: c.id, team: c.side })),
    [{ actor: actor.id, plays: play.cards.map(({ opponent, card }) => ({ opponent, card: cardOf(actor.hand.cards.find((c) => c.key === card)!) })) }]
  )
  if (!declared.ok) return refuse(declared)
  const npKeys = new Set(play.cards.filter(({ card }) => actor.hand.cards.find((c) => c.key === card)?.kind === 'np').map(({ card }) => card))
  if (npKeys.size > 1) return reason('reason.duel.oneNp')
  const spent = spendPlay(actor.hand, play)
  return spent.ok ? undefined : refuse(spent)
}

function checkSupport(combatants: readonly Combatant[], plays: readonly SealedPlay[], actor: Combatant, support: SupportPlay): Reason | undefined {
  if (actor.row !== 'back') return reason('reason.duel.supportFromBack')
  const ally = combatants.find((c) => c.id === support.ally)
  if (!ally || ally.id === actor.id || ally.side !== actor.side) return reason('reason.duel.notAnAlly', { ally: support.ally, actor: actor.id })
  if (ally.status !== 'in') return reason('reason.duel.cannotBeSupported', { actor: ally.id, status: statusWord(ally.status) })
  if (ally.row !== 'front') return reason('reason.duel.supportToFront')
  if (support.magic) {
    const other = plays.find((p) => p.actor !== actor.id && p.support?.ally === ally.id && p.support.magic)
    if (other) return reason('reason.duel.supportMagicTaken', { other: other.actor, ally: ally.id })
  }
  return undefined
}
