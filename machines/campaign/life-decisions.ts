import type { Campaign } from './model/campaign'
import type { CommandOf } from './commands'
import type { EditContext } from './editing/edit-context'
import { openScene } from './model/at-risk'
import { phaseLives } from './phase-lives'
import { reason, type Reason } from '../reasons/reason'

/** Why the GM cannot decide a scene-end proposal for this actor now (V.10), or undefined. */
export function checkLifeDecision(context: EditContext, command: CommandOf<'life.accept'> | CommandOf<'life.strike'>): Reason | undefined {
  const proposal = context.campaign.lifeProposals.find((p) => p.actor === command.actor)
  if (!proposal) return reason('reason.campaign.noLifeProposal', { actor: command.actor })
  // A fighter of the running duel is settled there first; the duel writes its life back when applied.
  if (command.type === 'life.accept' && phaseLives(context).some((life) => life.actor === command.actor)) {
    return reason('reason.campaign.lifeInRunningPhase', { actor: command.actor })
  }
  return undefined
}

/** V.10 accepted: the servant is destroyed (V.4) or the master dead (V.6); it leaves the at-risk list. */
export function applyLifeAccept(campaign: Campaign, command: CommandOf<'life.accept'>): Campaign {
  const proposal = campaign.lifeProposals.find((p) => p.actor === command.actor)!
  return {
    ...campaign,
    masters: campaign.masters.map((m) => (m.id === proposal.actor && proposal.consequence === 'dead' ? { ...m, status: 'dead' } : m)),
    servants: campaign.servants.map((s) => (s.id === proposal.actor && proposal.consequence === 'destroyed' ? { ...s, status: 'destroyed' } : s)),
    lifeProposals: campaign.lifeProposals.filter((p) => p.actor !== proposal.actor),
    atRisk: campaign.atRisk.filter((entry) => entry.actor !== proposal.actor)
  }
}

/**
 * V.10 struck (the GM overrides the rule): the actor lives on. Its pools still at 0 or below stay on
 * the list, due again at the end of the scene being played now.
 */
export function applyLifeStrike(campaign: Campaign, command: CommandOf<'life.strike'>): Campaign {
  const scene = openScene(campaign)
  return {
    ...campaign,
    lifeProposals: campaign.lifeProposals.filter((p) => p.actor !== command.actor),
    atRisk: campaign.atRisk.map((entry) => (entry.actor === command.actor && entry.by < scene ? { ...entry, by: scene } : entry))
  }
}
