import type { Campaign } from '../model/campaign'
import type { CommandOf } from '../commands'
import { removeById } from './by-id'
import { phaseLock, type EditContext } from './edit-context'
import { campaignProblem } from './validate'
import { reason, type Reason } from '../../reasons/reason'

/** Why removing a region is refused: a team's base or a trace still lying there keeps it (T.20). */
export function checkRegionRemove(context: EditContext, command: CommandOf<'edit.region.remove'>): Reason | undefined {
  const { campaign } = context
  if (!campaign.regions.some((r) => r.id === command.region)) return reason('reason.campaign.unknownRegion', { region: command.region })
  const team = campaign.teams.find((t) => t.base === command.region)
  if (team) return reason('reason.campaign.regionIsBase', { region: command.region, team: team.id })
  const trace = campaign.traces.find((t) => t.region === command.region)
  if (trace) return reason('reason.campaign.regionHasTrace', { servant: trace.servant, region: command.region })
  return phaseLock(context, 'removeRegion') ?? campaignProblem(applyRegionRemove(campaign, command))
}

/** Removes a region and the fights and duel opportunities offered there (T.12, T.15). */
export function applyRegionRemove(campaign: Campaign, command: CommandOf<'edit.region.remove'>): Campaign {
  return { ...campaign, regions: removeById(campaign.regions, command.region), offers: campaign.offers.filter((o) => o.region !== command.region) }
}
