import type { Campaign } from '../model/campaign'
import type { CommandOf } from '../commands'
import { phaseLock, type EditContext } from './edit-context'
import { campaignProblem } from './validate'
import { reason, type Reason } from '../../reasons/reason'

/** Why removing a team is refused: it must exist and no phase may be running. */
export function checkTeamRemove(context: EditContext, command: CommandOf<'edit.team.remove'>): Reason | undefined {
  if (!context.campaign.teams.some((t) => t.id === command.team)) return reason('reason.campaign.unknownTeam', { team: command.team })
  return phaseLock(context, 'removeTeam') ?? campaignProblem(applyTeamRemove(context.campaign, command))
}

/** Removes a team with its master and servant and everything that names them (emotions, info, guesses, traces, the at-risk list, offers); its PCs lose their owner. */
export function applyTeamRemove(campaign: Campaign, command: CommandOf<'edit.team.remove'>): Campaign {
  const team = campaign.teams.find((t) => t.id === command.team)!
  const gone = new Set([team.master, team.servant])
  return {
    ...campaign,
    teams: campaign.teams.filter((t) => t.id !== team.id),
    masters: campaign.masters.filter((m) => m.team !== team.id && !gone.has(m.id)),
    servants: campaign.servants.filter((s) => s.team !== team.id && !gone.has(s.id)),
    emotions: campaign.emotions.filter((e) => !gone.has(e.from) && !gone.has(e.to)),
    info: campaign.info.filter((i) => i.team !== team.id && !gone.has(i.servant)),
    guesses: campaign.guesses.filter((g) => g.team !== team.id && !gone.has(g.servant)),
    traces: campaign.traces.filter((t) => !gone.has(t.servant)),
    atRisk: campaign.atRisk.filter((entry) => !gone.has(entry.actor)),
    lifeProposals: campaign.lifeProposals.filter((p) => !gone.has(p.actor)),
    offers: campaign.offers.filter((o) => !o.actors.some((a) => gone.has(a))),
    sceneUses: campaign.sceneUses.filter((u) => !gone.has(u.actor)),
    // Its players' PCs stay in the party; the GM enters their plots from now on.
    pcs: campaign.pcs.map(({ team: owner, ...pc }) => (owner === team.id ? pc : { ...pc, ...(owner === undefined ? {} : { team: owner }) }))
  }
}
