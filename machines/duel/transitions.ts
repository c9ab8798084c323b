import type { Campaign } from '../campaign/model/campaign'
import { landExchange } from './accept'
import { applyDuel } from './apply'
import type { DuelContext } from './context'
import { conclude, duelEndAfter } from './ending'
import type { DuelCommandOf } from './events'
import { applyIntrusion } from './intrusion'
import type { SealedPlay } from './plays'
import { revealExchange } from './reveal'
import { applySettle, zeroHpProposals } from './settle'
import { applyRetreat } from './retreat'
import { english } from '../reasons/format'

/**
 * D.70 after a change: with no V.3 / V.5 decision pending, a duel whose ending conditions hold is
 * over, and its verdict and aftermath are drawn up.
 */
function finish(before: DuelContext, after: DuelContext, campaign: Campaign): DuelContext {
  if (after.life.length) return after
  const end = duelEndAfter(before.combatants, after.combatants, after.exchanges, campaign.settings)
  return end.ended ? { ...after, over: conclude(after, end, campaign) } : after
}

/** Seals (or re-seals) a combatant's play for this exchange. */
export function play(context: DuelContext, event: DuelCommandOf<'duel.play'>): DuelContext {
  const sealed: SealedPlay = { actor: event.actor, cards: event.cards.map((c) => ({ ...c })), ...(event.support ? { support: { ...event.support } } : {}) }
  const others = context.plays.filter((p) => p.actor !== event.actor)
  return { ...context, plays: [...others, sealed] }
}

/** Clears a combatant's sealed play. */
export function unplay(context: DuelContext, event: DuelCommandOf<'duel.unplay'>): DuelContext {
  return { ...context, plays: context.plays.filter((p) => p.actor !== event.actor) }
}

/** Moves a combatant to the front or back row between exchanges (D.40). */
export function moveRow(context: DuelContext, event: DuelCommandOf<'duel.row'>): DuelContext {
  return { ...context, combatants: context.combatants.map((c) => (c.id === event.actor ? { ...c, row: event.row } : c)) }
}

/** Reveals every sealed play and resolves each pairing (D.50); the hands pay for what was shown. */
export function reveal(context: DuelContext, campaign: Campaign): DuelContext {
  const revealed = revealExchange(context.combatants, context.plays, context.exchanges + 1, campaign.settings)
  if (!revealed.ok) throw new Error(english(revealed.why))
  return { ...context, combatants: revealed.combatants, plays: [], revealed: revealed.exchange }
}

/** The GM's damage for one side of a pairing, in place of the rules' figure (null: back to the rules). */
export function amend(context: DuelContext, event: DuelCommandOf<'duel.amend'>): DuelContext {
  const revealed = context.revealed!
  const pairings = revealed.pairings.map((pairing, i) => {
    if (i !== event.pairing) return pairing
    const amended = { ...pairing.amended }
    if (event.amount === null) delete amended[event.side]
    else amended[event.side] = { amount: event.amount, pool: event.pool ?? pairing.result.damage[event.side].pool }
    return { ...pairing, amended }
  })
  return { ...context, revealed: { ...revealed, pairings } }
}

/** Lands the revealed exchange on hp and mp, proposes V.3 / V.5 for servants at 0 hp, checks D.70. */
export function accept(context: DuelContext, campaign: Campaign): DuelContext {
  const exchange = context.revealed!
  const landed = landExchange(context.combatants, exchange, campaign)
  const after: DuelContext = {
    ...context,
    combatants: landed.combatants,
    damage: [...context.damage, ...landed.damage],
    history: [...context.history, exchange],
    revealed: null,
    exchanges: context.exchanges + 1,
    life: zeroHpProposals(landed.combatants, landed.hit, context.life, campaign)
  }
  return finish(context, after, campaign)
}

/** The GM's decision on a combatant at 0 hp, or taking one out by hand (V.3, V.5). */
export function settle(context: DuelContext, event: DuelCommandOf<'duel.settle'>, campaign: Campaign): DuelContext {
  const settled = applySettle(context.combatants, context.life, event.actor, event.outcome, campaign)
  return finish(context, { ...context, ...settled }, campaign)
}

/** A withdrawal attempt (D.60, D.61). */
export function retreat(context: DuelContext, event: DuelCommandOf<'duel.retreat'>, campaign: Campaign): DuelContext {
  const done = applyRetreat(context.combatants, context.plays, event, context.exchanges, campaign)
  const after: DuelContext = {
    ...context,
    combatants: done.combatants,
    plays: done.plays,
    damage: [...context.damage, ...done.damage],
    retreats: [...context.retreats, done.record],
    life: zeroHpProposals(done.combatants, done.damage.length ? [event.actor] : [], context.life, campaign)
  }
  return finish(context, after, campaign)
}

/** An actor joins the running duel (D.52). */
export function intrude(context: DuelContext, event: DuelCommandOf<'duel.intrude'>, campaign: Campaign): DuelContext {
  const joined = applyIntrusion(context.combatants, event, context.exchanges, campaign, context.scene)
  return { ...context, combatants: joined.combatants, intrusions: [...context.intrusions, joined.record] }
}

/** The GM ends the duel (D.70); its sealed plays are dropped unrevealed. */
export function endByGm(context: DuelContext, campaign: Campaign): DuelContext {
  const end = duelEndAfter(context.combatants, context.combatants, context.exchanges, { maxExchanges: null }, true)
  if (!end.ended) throw new Error('the GM ends the duel')
  const over = conclude(context, end, campaign)
  return { ...context, plays: [], over }
}

/** The GM goes on past the end (a rule overridden by hand): back to collecting plays. */
export function resume(context: DuelContext): DuelContext {
  return { ...context, over: null }
}

/** Strikes or keeps one aftermath proposal. */
export function strike(context: DuelContext, event: DuelCommandOf<'duel.strike'>): DuelContext {
  const over = context.over!
  if (event.list === 'endOfScene') return context // refused by the explainer; kept for older logs
  const without = over.struck[event.list].filter((i) => i !== event.index)
  const list = event.struck ? [...without, event.index].sort((a, b) => a - b) : without
  return { ...context, over: { ...over, struck: { ...over.struck, [event.list]: list } } }
}

/** Chooses the sign of one side of a T.23 emotion exchange. */
export function emotionSign(context: DuelContext, event: DuelCommandOf<'duel.emotionSign'>): DuelContext {
  const over = context.over!
  return { ...context, over: { ...over, emotionSigns: { ...over.emotionSigns, [`${event.index}:${event.from}`]: event.sign } } }
}

/** Writes the finished duel into the campaign: the machine's output. */
export function apply(context: DuelContext, campaign: Campaign): DuelContext {
  return { ...context, applied: applyDuel(campaign, context) }
}
