import type { Campaign } from '../campaign/model/campaign'
import { masterOf } from '../campaign/model/roster'
import type { Combatant } from './combatant'
import { lifeOf, withLife } from './combatant'
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

/** The master of the retreating side, when it fights in this duel: the retreating master itself, or a servant's master (D.61). */
function masterInDuel(actor: Combatant, combatants: readonly Combatant[], campaign: Campaign): Combatant | undefined {
  if (actor.kind === 'master') return actor
  const master = masterOf(campaign, actor.id)
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
    const master = masterInDuel(actor, combatants, campaign)
    const pool = campaign.masters.find((m) => m.id === master?.id)?.pools.fate ?? 0
    fate = { masterInDuel: master !== undefined, masterFate: pool - (master?.fateSpent ?? 0) }
  }
  const result = resolveRetreat(
    {
      retreating: { id: actor.id, kind: actor.kind, row: actor.row, guard: actor.guard },
      opponent: { id: opponent.id, kind: opponent.kind, conviction: opponent.conviction },
      opponentHand: opponent.hand,
      chosen: request.cards,
      fate
    },
    campaign.settings
  )
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
  const retreating = combatants.find((c) => c.id === request.actor)!
  const master = request.fate ? masterInDuel(retreating, combatants, campaign) : undefined
  const next = combatants.map((c): Combatant => {
    if (c.id === request.opponent) return { ...c, hand: result.opponentHand }
    const spentFate = c.id === master?.id ? { fateSpent: c.fateSpent + 1 } : {}
    if (c.id !== request.actor) return { ...c, ...spentFate }
    let life = lifeOf({ ...c, ...spentFate }, campaign)
    if (result.taken.hp) life = applyDamage(life, { amount: result.taken.hp, pool: 'hp' }, campaign.settings)
    if (result.taken.mp) life = applyDamage(life, { amount: result.taken.mp, pool: 'mp' }, campaign.settings)
    return { ...withLife({ ...c, ...spentFate }, life, campaign), status: result.escaped ? 'withdrew' : 'in' }
  })
  const landed = result.taken.hp + result.taken.mp > 0
  const damage: DamageRecord[] = landed
    ? result.blows.filter((blow) => blow.amount > 0).map((blow) => ({ from: request.opponent, to: request.actor, amount: blow.amount, type: blow.type, pool: blow.pool }))
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
