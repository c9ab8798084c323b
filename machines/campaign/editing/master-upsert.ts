import type { Campaign } from '../model'
import type { CommandOf } from '../commands'
import { upsertById } from './by-id'
import type { EditContext } from './edit-context'
import { campaignProblem } from './validate'

/** Why putting a master sheet is refused: masters are created with their team and never change team. */
export function checkMasterUpsert(context: EditContext, command: CommandOf<'edit.master.upsert'>): string | undefined {
  const { master } = command
  const existing = context.campaign.masters.find((m) => m.id === master.id)
  if (!existing) return `no master "${master.id}": a master is created with its team`
  if (master.team !== existing.team) return `master "${master.id}" stays in team "${existing.team}"`
  return campaignProblem(applyMasterUpsert(context.campaign, command))
}

/** Replaces a master's sheet. */
export function applyMasterUpsert(campaign: Campaign, command: CommandOf<'edit.master.upsert'>): Campaign {
  return { ...campaign, masters: upsertById(campaign.masters, command.master) }
}
