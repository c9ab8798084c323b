import type { Campaign } from '../model/campaign'
import type { CommandOf } from '../commands'
import { upsertById } from './by-id'
import type { EditContext } from './edit-context'
import { campaignProblem } from './validate'
import { poolAboveMax } from './pools-at-most-max'
import { reason, type Reason } from '../../reasons/reason'

/** Why putting a master sheet is refused: masters are created with their team and never change team. */
export function checkMasterUpsert(context: EditContext, command: CommandOf<'edit.master.upsert'>): Reason | undefined {
  const { master } = command
  const existing = context.campaign.masters.find((m) => m.id === master.id)
  if (!existing) return reason('reason.campaign.noMaster', { master: master.id })
  if (master.team !== existing.team) return reason('reason.campaign.masterStaysInTeam', { master: master.id, team: existing.team })
  const aboveMax = poolAboveMax(master, 'master')
  if (aboveMax) return aboveMax
  return campaignProblem(applyMasterUpsert(context.campaign, command))
}

/** Replaces a master's sheet. */
export function applyMasterUpsert(campaign: Campaign, command: CommandOf<'edit.master.upsert'>): Campaign {
  return { ...campaign, masters: upsertById(campaign.masters, command.master) }
}
