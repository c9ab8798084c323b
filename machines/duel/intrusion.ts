import type { Campaign } from '../campaign/model/campaign'
import { findActor, isServant } from '../campaign/model/roster'
import type { Combatant, CombatantSpec } from './combatant'
import { createCombatant, startingHand } from './combatant'
import type { IntrusionRecord } from './context'
import type { UsedCounts } from './rules/melee'
import { resolveIntrusion, usedCounts } from './rules/melee'
import { english } from '../reasons/format'
import { reason, type Reason } from '../reasons/reason'
import { byRule, statusWord } from './words'

/** An actor joining the running duel: the GM's choices, its chosen opponent (D.52) and uses it spent earlier this scene. */
export interface IntrusionRequest extends CombatantSpec {
  opponent: string
  /** Uses spent earlier in this scene that the campaign did not see (outside any duel), as the GM counts them (D.52). */
  used?: UsedCounts
}

/** D.52: the uses the campaign remembers an actor spent in earlier duels of this scene. */
export function rememberedUses(campaign: Campaign, actor: string, scene: number): UsedCounts {
  const uses = campaign.sceneUses.find((u) => u.actor === actor && u.scene === scene)
  return uses ? { cards: { ...uses.cards }, generalSupport: uses.generalSupport, skillSupport: uses.skillSupport } : { cards: {}, generalSupport: 0, skillSupport: 0 }
}

function addUses(...all: UsedCounts[]): UsedCounts {
  const cards: Record<string, number> = {}
  for (const used of all) for (const [key, n] of Object.entries(used.cards)) cards[key] = (cards[key] ?? 0) + n
  return {
    cards,
    generalSupport: all.reduce((sum, used) => sum + used.generalSupport, 0),
    skillSupport: all.reduce((sum, used) => sum + used.skillSupport, 0)
  }
}

/** Why an actor cannot start or join a duel with these choices (D.21), or undefined. */
export function checkSpec(campaign: Campaign, spec: CombatantSpec): Reason | undefined {
  const actor = findActor(campaign, spec.actor)
  if (!actor) return reason('reason.duel.unknownActor', { actor: spec.actor })
  if (actor.status !== 'active') return reason('reason.duel.actorGone', { actor: actor.id, status: statusWord(actor.status) })
  if (spec.conviction) {
    if (isServant(actor)) return reason('reason.duel.convictionMasterOnly')
    if (actor.pools.conviction < 1) return reason('reason.duel.noConviction', { actor: actor.id })
  }
  const keys = new Set<string>()
  for (const card of spec.cards) {
    if (keys.has(card.key)) return reason('reason.duel.cardTwice', { card: card.key })
    keys.add(card.key)
    if (card.kind === 'skill' && !card.weakTo) return reason('reason.duel.skillNeedsWeakTo', { card: card.key })
  }
  return undefined
}

function attempt(combatants: readonly Combatant[], request: IntrusionRequest, campaign: Campaign, scene: number): { ok: true; combatant: Combatant } | { ok: false; why: Reason } {
  const problem = checkSpec(campaign, request)
  if (problem) return { ok: false, why: problem }
  const before = combatants.find((c) => c.id === request.actor)
  if (before?.status === 'in') return { ok: false, why: reason('reason.duel.intruderAlreadyIn', { actor: request.actor }) }
  if (before && request.conviction && !before.conviction) return { ok: false, why: reason('reason.duel.convictionBeforeDuel') }
  const actor = findActor(campaign, request.actor)!
  const side = request.side ?? actor.team
  const opponent = combatants.find((c) => c.id === request.opponent && c.status === 'in')
  if (!opponent) return { ok: false, why: reason('reason.duel.intrusionOpponentOut', { opponent: request.opponent }) }
  if (opponent.side === side) return { ok: false, why: reason('reason.duel.intrusionOwnSide', { opponent: request.opponent, actor: request.actor }) }
  const fresh = startingHand(actor, { conviction: before?.conviction ?? request.conviction, cards: request.cards }, campaign.settings)
  // rule D.52: what it spent earlier in this duel's scene stays spent, unless it reorganizes: in this
  // duel (it left and comes back), in the scene's earlier duels (the campaign remembers), and elsewhere (typed)
  const none: UsedCounts = { cards: {}, generalSupport: 0, skillSupport: 0 }
  const earlier = before ? usedCounts(before.fresh, before.hand) : none
  const used = addUses(earlier, before ? none : rememberedUses(campaign, request.actor, scene), request.used ?? none)
  const base = before ?? createCombatant(campaign, request)
  const joined = resolveIntrusion({
    intruder: request.actor,
    opponent: request.opponent,
    duelists: combatants.filter((c) => c.status === 'in').map((c) => c.id),
    fresh,
    usedThisScene: used,
    reorganize: base.reorganize
  })
  if (!joined.ok) return { ok: false, why: byRule(joined.rule, joined.why) }
  return { ok: true, combatant: { ...base, side, row: request.row, status: 'in', hand: joined.hand, fresh, opponent: joined.opponent } }
}

/** Why an intrusion is refused (D.21, D.52), or undefined. */
export function checkIntrusion(combatants: readonly Combatant[], request: IntrusionRequest, campaign: Campaign, scene: number): Reason | undefined {
  const result = attempt(combatants, request, campaign, scene)
  return result.ok ? undefined : result.why
}

/** The combatants with the intruder in (D.52), and the public record of its arrival. */
export function applyIntrusion(
  combatants: readonly Combatant[],
  request: IntrusionRequest,
  after: number,
  campaign: Campaign,
  scene: number
): { combatants: Combatant[]; record: IntrusionRecord } {
  const result = attempt(combatants, request, campaign, scene)
  if (!result.ok) throw new Error(english(result.why))
  const exists = combatants.some((c) => c.id === request.actor)
  const next = exists ? combatants.map((c) => (c.id === request.actor ? result.combatant : c)) : [...combatants, result.combatant]
  return { combatants: next, record: { after, actor: request.actor, opponent: request.opponent, reorganize: result.combatant.reorganize } }
}
