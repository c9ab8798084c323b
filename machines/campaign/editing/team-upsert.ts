import type { Campaign } from '../model/campaign'
import type { CommandOf } from '../commands'
import { upsertById } from './by-id'
import { phaseLock, type EditContext } from './edit-context'
import { starterMaster, starterServant } from './starters'
import { campaignProblem } from './validate'
import { reason, type Reason } from '../../reasons/reason'

/** Why putting a team is refused: a team keeps its master and servant; a new one waits for no phase and needs free ids. */
export function checkTeamUpsert(context: EditContext, command: CommandOf<'edit.team.upsert'>): Reason | undefined {
  const { campaign } = context
  const { team } = command
  const existing = campaign.teams.find((t) => t.id === team.id)
  if (existing) {
    if (team.master !== existing.master) return reason('reason.campaign.teamKeepsMaster', { team: team.id, master: existing.master })
    if (team.servant !== existing.servant) return reason('reason.campaign.teamKeepsServant', { team: team.id, servant: existing.servant })
  } else {
    const lock = phaseLock(context, 'newTeam')
    if (lock) return lock
    if (team.master === team.servant) return reason('reason.campaign.teamSameIds')
    const taken = [...campaign.masters, ...campaign.servants].find((a) => a.id === team.master || a.id === team.servant)
    if (taken) return reason('reason.campaign.idTaken', { id: taken.id, team: taken.team })
  }
  return campaignProblem(applyTeamUpsert(campaign, command))
}

/** Puts a team; a new team gets starter sheets for its master and servant, edited afterwards. */
export function applyTeamUpsert(campaign: Campaign, command: CommandOf<'edit.team.upsert'>): Campaign {
  const { team } = command
  if (campaign.teams.some((t) => t.id === team.id)) return { ...campaign, teams: upsertById(campaign.teams, team) }
  return {
    ...campaign,
    teams: [...campaign.teams, team],
    masters: [...campaign.masters, starterMaster(team.master, team.id, campaign)],
    servants: [...campaign.servants, starterServant(team.servant, team.id)]
  }
}
