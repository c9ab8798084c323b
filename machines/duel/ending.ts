import type { Campaign } from '../campaign/model/campaign'
import type { Settings } from '../campaign/model/settings'
import { teamOf } from '../campaign/model/roster'
import { proposeAfterFight } from './after-fight'
import type { Combatant } from './combatant'
import { lifeOf, poolsOf } from './combatant'
import type { DuelContext, DuelOver, SealLoss } from './context'
import type { LifeActor } from './rules/life'
import { mustRestProposal } from './rules/life'
import type { DuelEnd } from './rules/outcome'
import { duelEnd, duelWinner } from './rules/outcome'

/**
 * D.70 after a change: the fighters still in, plus those who went out in this very change, are
 * looked at, so a duel the GM resumed past an exit is not ended again by that same exit.
 */
export function duelEndAfter(before: readonly Combatant[], after: readonly Combatant[], exchanges: number, settings: Pick<Settings, 'maxExchanges'>, gmEnded = false): DuelEnd {
  const wasIn = new Set(before.filter((c) => c.status === 'in').map((c) => c.id))
  const participants = after
    .filter((c) => c.status === 'in' || wasIn.has(c.id))
    .map((c) => ({
      id: c.id,
      destroyed: c.status === 'destroyed',
      dead: c.status === 'dead',
      withdrew: c.status === 'withdrew' || c.status === 'recalled',
      hand: c.hand
    }))
  return duelEnd({ participants, exchanges, gmEnded }, settings)
}

/** A fighter's mp just before the duel (D.71 with ⚙ winnerCountsMp): the campaign's, plus D.21's extra. */
function mpBeforeDuel(combatant: Combatant, campaign: Campaign): number {
  const pools = poolsOf(combatant, campaign)
  return pools.mp + combatant.lost.mp
}

/** D.21: the conviction hp and mp are lost first, and what is left of them ends with the duel. */
export function afterDuel(combatant: Combatant, campaign: Campaign): LifeActor {
  const life = lifeOf(combatant, campaign)
  const unspent = (lost: number): number => Math.max(0, combatant.bonus - lost)
  return { ...life, hp: life.hp - unspent(combatant.lost.hp), mp: life.mp - unspent(combatant.lost.mp) }
}

/**
 * The finished duel for the GM: the D.71 verdict (teams are the duel's sides), the T.12 seal for
 * the loser of a fight between masters, the T.23 / T.24 after-fight proposals of a duel that came
 * from a war turn, and the masters V.6 keeps to rest next scene. A duel ends no scene (V.9): the
 * campaign tracks V.4 / V.6 from the values the duel writes back (V.10).
 */
export function conclude(context: DuelContext, end: Extract<DuelEnd, { ended: true }>, campaign: Campaign): DuelOver {
  const verdict = duelWinner(
    context.combatants.map((c) => ({ id: c.id, hpBefore: c.hpBefore, mpBefore: mpBeforeDuel(c, campaign), out: c.status !== 'in', team: c.side })),
    context.damage,
    campaign.settings
  )
  const fightingLives = context.combatants.filter((c) => c.status === 'in' || c.status === 'withdrew' || c.status === 'recalled').map((c) => afterDuel(c, campaign))
  const seals: SealLoss[] =
    context.fight === 'masters' && verdict.winner !== null
      ? context.combatants.filter((c) => c.kind === 'master' && c.side !== verdict.winner).map((c) => ({ master: c.id, rule: 'T.12' }))
      : []
  const fighters = context.combatants.map((c) => ({ id: c.id, kind: c.kind, team: teamOf(campaign, c.id) ?? c.side }))
  const after = context.fromWarTurn ? proposeAfterFight(fighters) : { emotionExchanges: [], info: [] }
  const mustRest = fightingLives.flatMap((life) => (mustRestProposal(life) ? [life.id] : []))
  return {
    reason: end.reason,
    actors: end.actors,
    verdict,
    seals,
    emotions: after.emotionExchanges,
    info: after.info,
    mustRest,
    struck: { seals: [], emotions: [], info: [] },
    emotionSigns: {}
  }
}
