import type { Campaign } from '../campaign/model/campaign'
import type { Settings } from '../campaign/model/settings'
import { teamOf } from '../campaign/model/roster'
import { proposeAfterFight } from './after-fight'
import type { Combatant } from './combatant'
import { lifeOf } from './combatant'
import type { DuelContext, DuelOver, SealLoss } from './context'
import type { LifeActor } from './rules/life'
import { endOfSceneProposals, mustRestProposal, updateDeadlines } from './rules/life'
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

/** Every living actor's life after the duel: the combatants' duel values, the others' campaign values. */
export function livesAfter(context: Pick<DuelContext, 'combatants'>, campaign: Campaign): LifeActor[] {
  const fought = new Map(context.combatants.map((c) => [c.id, c]))
  const gone = new Set(context.combatants.filter((c) => c.status === 'destroyed' || c.status === 'dead').map((c) => c.id))
  const life = (id: string, kind: 'master' | 'servant', hp: number, mp: number): LifeActor => {
    const combatant = fought.get(id)
    if (combatant) return afterDuel(combatant, campaign)
    return kind === 'servant' ? { id, kind, hp, mp, luck: 0, mana: 0 } : { id, kind, hp, mp }
  }
  return [
    ...campaign.masters.filter((m) => m.status === 'active' && !gone.has(m.id)).map((m) => life(m.id, 'master', m.hp, m.mp)),
    ...campaign.servants.filter((s) => s.status === 'active' && !gone.has(s.id)).map((s) => life(s.id, 'servant', s.hp, s.mp))
  ]
}

/** D.21: the conviction hp and mp are lost first, and what is left of them ends with the duel. */
export function afterDuel(combatant: Combatant, campaign: Campaign): LifeActor {
  const life = lifeOf(combatant, campaign)
  const unspent = (lost: number): number => Math.max(0, combatant.bonus - lost)
  return { ...life, hp: life.hp - unspent(combatant.lost.hp), mp: life.mp - unspent(combatant.lost.mp) }
}

/**
 * The finished duel for the GM: the D.71 verdict (teams are the duel's sides), the V.4 / V.6
 * deadlines that fall due as this scene ends, the T.12 seal for the loser of a fight between
 * masters, and the T.23 / T.24 after-fight proposals of a duel that came from a war turn.
 */
export function conclude(context: DuelContext, end: Extract<DuelEnd, { ended: true }>, campaign: Campaign): DuelOver {
  const verdict = duelWinner(
    context.combatants.map((c) => ({ id: c.id, hpBefore: c.hpBefore, out: c.status !== 'in', team: c.side })),
    context.damage
  )
  const fightingLives = context.combatants.filter((c) => c.status === 'in' || c.status === 'withdrew' || c.status === 'recalled').map((c) => afterDuel(c, campaign))
  const deadlines = updateDeadlines(campaign.deadlines, fightingLives, campaign.scene)
  const endOfScene = endOfSceneProposals(deadlines, livesAfter(context, campaign), campaign.scene)
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
    endOfScene,
    seals,
    emotions: after.emotionExchanges,
    info: after.info,
    mustRest,
    struck: { endOfScene: [], seals: [], emotions: [], info: [] },
    emotionSigns: {}
  }
}
