import type { Campaign } from '../campaign/model/campaign'
import { masterOf } from '../campaign/model/roster'
import type { Combatant } from './combatant'
import type { SettleOutcome } from './rules/terms'
import { lifeOf, poolsOf, withLife } from './combatant'
import type { LifeProposal, MasterStanding } from './rules/life'
import { recall, zeroHpProposal } from './rules/life'
import { reason, type Reason } from '../reasons/reason'
import { byRule, statusWord } from './words'

/** The master side of a servant as V.3 / V.5 read it: is the master fighting in this duel, its seals, its recall. */
export function masterStanding(servant: string, combatants: readonly Combatant[], campaign: Campaign): MasterStanding | undefined {
  const master = masterOf(campaign, servant)
  if (!master) return undefined
  const inDuel = combatants.find((c) => c.id === master.id)
  const recalledHere = combatants.some((c) => c.status === 'recalled' && campaign.teams.some((t) => t.servant === c.id && t.master === master.id))
  return { present: inDuel?.status === 'in', commandSeals: master.commandSeals - (recalledHere ? 1 : 0), recallUsed: master.recallUsed || recalledHere }
}

/**
 * V.3 / V.5 for the servants just hit: one at 0 hp or less is proposed destroyed (master present)
 * or recalled (master absent, recall unused). The GM decides; nothing changes until then.
 */
export function zeroHpProposals(combatants: readonly Combatant[], hit: readonly string[], pending: readonly LifeProposal[], campaign: Campaign): LifeProposal[] {
  const proposals = [...pending]
  for (const combatant of combatants) {
    if (combatant.kind !== 'servant' || !hit.includes(combatant.id)) continue
    if (combatant.status !== 'in' && combatant.status !== 'withdrew') continue
    if (proposals.some((p) => p.actor === combatant.id)) continue
    const standing = masterStanding(combatant.id, combatants, campaign) ?? { present: false, commandSeals: 0, recallUsed: true }
    const proposal = zeroHpProposal({ id: combatant.id, hp: poolsOf(combatant, campaign).hp }, standing)
    if (proposal) proposals.push(proposal)
  }
  return proposals
}

/** Why the GM's settlement is refused (V.3, V.5; `stay` needs a pending proposal). */
export function checkSettle(combatants: readonly Combatant[], pending: readonly LifeProposal[], actor: string, outcome: SettleOutcome, campaign: Campaign): Reason | undefined {
  const combatant = combatants.find((c) => c.id === actor)
  if (!combatant) return reason('reason.duel.notInDuel', { actor })
  const proposal = pending.find((p) => p.actor === actor)
  switch (outcome) {
    case 'stay':
      return proposal ? undefined : reason('reason.duel.nothingProposed', { actor })
    case 'dead':
      if (combatant.kind !== 'master') return reason('reason.duel.servantNotDead')
      return combatant.status === 'dead' ? reason('reason.duel.alreadyStatus', { actor, status: statusWord('dead') }) : undefined
    case 'destroyed':
      if (combatant.kind !== 'servant') return reason('reason.duel.masterNotDestroyed')
      return combatant.status === 'destroyed' ? reason('reason.duel.alreadyStatus', { actor, status: statusWord('destroyed') }) : undefined
    case 'recall': {
      if (combatant.kind !== 'servant') return reason('reason.duel.recallServantOnly')
      const standing = masterStanding(actor, combatants, campaign)
      if (!standing) return reason('reason.duel.noMaster')
      const done = recall({ hp: poolsOf(combatant, campaign).hp }, standing)
      return done.ok ? undefined : byRule(done.rule, done.why)
    }
  }
}

/** The combatants after the GM settled one (checked by `checkSettle`); the proposal is dropped. */
export function applySettle(
  combatants: readonly Combatant[],
  pending: readonly LifeProposal[],
  actor: string,
  outcome: SettleOutcome,
  campaign: Campaign
): { combatants: Combatant[]; life: LifeProposal[] } {
  const life = pending.filter((p) => p.actor !== actor)
  if (outcome === 'stay') return { combatants: [...combatants], life }
  const next = combatants.map((c): Combatant => {
    if (c.id !== actor) return c
    if (outcome !== 'recall') return { ...c, status: outcome }
    // rule V.5: the recalled servant retreats with 1 hp
    return { ...withLife(c, { ...lifeOf(c, campaign), hp: 1 }, campaign), status: 'recalled' }
  })
  return { combatants: next, life }
}
