import type { Campaign } from '../model'
import type { CommandOf } from '../commands'
import { upsertById } from './by-id'
import { phaseLock, type EditContext } from './edit-context'
import { starterMaster, starterServant } from './starters'
import { campaignProblem } from './validate'

/** Why putting a team is refused: a team keeps its master and servant; a new one waits for no phase and needs free ids. */
export function checkTeamUpsert(context: EditContext, command: CommandOf<'edit.team.upsert'>): string | undefined {
  const { campaign } = context
  const { team } = command
  const existing = campaign.teams.find((t) => t.id === team.id)
  if (existing) {
    if (team.master !== existing.master) return `team "${team.id}" keeps its master "${existing.master}"`
    if (team.servant !== existing.servant) return `team "${team.id}" keeps its servant "${existing.servant}"`
  } else {
    const lock = phaseLock(context, 'a new team')
    if (lock) return lock
    if (team.master === team.servant) return 'a master and a servant need different ids'
    const taken = [...campaign.masters, ...campaign.servants].find((a) => a.id === team.master || a.id === team.servant)
    if (taken) return `id "${taken.id}" already belongs to team "${taken.team}"`
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
