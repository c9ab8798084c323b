import type { Campaign } from '../model/campaign'
import type { CommandOf } from '../commands'
import { upsertById } from './by-id'
import type { EditContext } from './edit-context'
import { campaignProblem } from './validate'
import { reason, type Reason } from '../../reasons/reason'

const fold = (text: string): string => text.trim().toLowerCase()

/** Why putting a region is refused: its names and aliases must not name another region (the paste box reads them). */
export function checkRegionUpsert(context: EditContext, command: CommandOf<'edit.region.upsert'>): Reason | undefined {
  const { region } = command
  const taken = new Map<string, string>()
  for (const other of context.campaign.regions) {
    if (other.id === region.id) continue
    for (const word of [other.id, other.name.ko, other.name.en, ...other.aliases]) taken.set(fold(word), other.id)
  }
  for (const word of [region.name.ko, region.name.en, ...region.aliases]) {
    const owner = taken.get(fold(word))
    if (owner) return reason('reason.campaign.regionNameTaken', { word, region: owner })
  }
  return campaignProblem(applyRegionUpsert(context.campaign, command))
}

/** Puts a region (a new id adds it). */
export function applyRegionUpsert(campaign: Campaign, command: CommandOf<'edit.region.upsert'>): Campaign {
  return { ...campaign, regions: upsertById(campaign.regions, command.region) }
}
