import type { Campaign } from '../campaign/model/campaign'
import { masterOf } from '../campaign/model/roster'
import type { Combatant } from './combatant'
import { lifeOf, withLife } from './combatant'
import { damageTypeOf } from './rules/compare'
import type { PlayedCard } from './rules/compare'
import { cardOf } from './rules/hand'
import { applyDamage } from './rules/life'
import type { DamageRecord } from './rules/outcome'
import type { SealedPlay } from './plays'
import type { RetreatResult } from './rules/retreat'
import { resolveRetreat } from './rules/retreat'
import type { RetreatRecord } from './context'
import { english } from '../reasons/format'
import { reason, type Reason } from '../reasons/reason'
import { byRule, statusWord } from './words'

/** A withdrawal as the GM enters it: who retreats, the opponent, the cards it presents, or the master's fate (D.60, D.61). */
export interface RetreatRequest {
  actor: string
  opponent: string
  cards: string[]
  fate: boolean
}

/** The master of a servant, when it fights in this duel (D.61). */
function masterInDuel(servant: string, combatants: readonly Combatant[], campaign: Campaign): Combatant | undefined {
  const master = masterOf(campaign, servant)
  return combatants.find((c) => c.id === master?.id && c.status === 'in')
}

/** Runs `resolveRetreat` on the duel's state: the refusal, or its result. */
function attempt(combatants: readonly Combatant[], request: RetreatRequest, campaign: Campaign): RetreatResult | { ok: false; why: Reason } {
  const actor = combatants.find((c) => c.id === request.actor)
  const opponent = combatants.find((c) => c.id === request.opponent)
  if (!actor) return { ok: false, why: reason('reason.duel.notInDuel', { actor: request.actor }) }
  if (actor.status !== 'in') return { ok: false, why: reason('reason.duel.alreadyLeft', { actor: actor.id, status: statusWord(actor.status) }) }
  if (!opponent || opponent.status !== 'in' || opponent.side === actor.side) return { ok: false, why: reason('reason.duel.notAnOpponent', { opponent: request.opponent, actor: actor.id }) }
  let fate: { masterInDuel: boolean; masterFate: number } | undefined
  if (request.fate) {
    const master = masterInDuel(actor.id, combatants, campaign)
    const pool = campaign.masters.find((m) => m.id === master?.id)?.pools.fate ?? 0
    fate = { masterInDuel: master !== undefined, masterFate: pool - (master?.fateSpent ?? 0) }
  }
  const result = resolveRetreat({ retreating: { id: actor.id, kind: actor.kind }, opponentHand: opponent.hand, chosen: request.cards, fate }, campaign.settings)
  return result.ok ? result : { ok: false, why: byRule(result.rule, result.why) }
}

/** Why a withdrawal is refused (D.60, D.61), or undefined. */
export function checkRetreat(combatants: readonly Combatant[], request: RetreatRequest, campaign: Campaign): Reason | undefined {
  const result = attempt(combatants, request, campaign)
  return result.ok ? undefined : result.why
}

/**
 * D.60 / D.61 on the duel: the retreating side takes the presented cards' damage (magic to mp,
 * V.2) and leaves if it escaped; the opponent's cards are spent; a fate point is counted against
 * the master. Sealed plays that involve either of them are cleared, to be entered again.
 */
export function applyRetreat(
  combatants: readonly Combatant[],
  plays: readonly SealedPlay[],
  request: RetreatRequest,
  after: number,
  campaign: Campaign
): { combatants: Combatant[]; plays: SealedPlay[]; record: RetreatRecord; damage: DamageRecord[] } {
  const result = attempt(combatants, request, campaign)
  if (!result.ok) throw new Error(english(result.why))
  const master = request.fate ? masterInDuel(request.actor, combatants, campaign) : undefined
  const next = combatants.map((c): Combatant => {
    if (c.id === request.opponent) return { ...c, hand: result.opponentHand }
    if (c.id === master?.id) return { ...c, fateSpent: c.fateSpent + 1 }
    if (c.id !== request.actor) return c
    let life = lifeOf(c, campaign)
    if (result.taken.hp) life = applyDamage(life, { amount: result.taken.hp, pool: 'hp' }, campaign.settings)
    if (result.taken.mp) life = applyDamage(life, { amount: result.taken.mp, pool: 'mp' }, campaign.settings)
    return { ...withLife(c, life, campaign), status: result.escaped ? 'withdrew' : 'in' }
  })
  const landed = result.taken.hp + result.taken.mp > 0
  const damage: DamageRecord[] = landed
    ? result.presented.map((card) => ({ from: request.opponent, to: request.actor, amount: card.grade, type: damageTypeOf(cardOf(card) as PlayedCard) }))
    : []
  const involved = new Set([request.actor, request.opponent])
  const aimsAtLeaver = (p: SealedPlay): boolean => result.escaped && (p.cards.some((c) => c.opponent === request.actor) || p.support?.ally === request.actor)
  const kept = plays.filter((p) => !involved.has(p.actor) && !aimsAtLeaver(p))
  const record: RetreatRecord = {
    after,
    actor: request.actor,
    opponent: request.opponent,
    escaped: result.escaped,
    fateSpent: result.fateSpent,
    presented: result.presented.map((card) => ({ key: card.key, kind: card.kind, grade: card.grade })),
    damage: result.damage,
    taken: result.taken,
    rules: result.rules
  }
  return { combatants: next, plays: kept, record, damage }
}
