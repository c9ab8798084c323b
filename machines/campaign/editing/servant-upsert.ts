import type { Campaign } from '../model/campaign'
import type { CommandOf } from '../commands'
import { upsertById } from './by-id'
import type { EditContext } from './edit-context'
import { campaignProblem } from './validate'
import { reason, type Reason } from '../../reasons/reason'

/** Why putting a servant sheet is refused: servants are created with their team, never change team, and ids of skills and NPs are unique. */
export function checkServantUpsert(context: EditContext, command: CommandOf<'edit.servant.upsert'>): Reason | undefined {
  const { servant } = command
  const existing = context.campaign.servants.find((s) => s.id === servant.id)
  if (!existing) return reason('reason.campaign.noServant', { servant: servant.id })
  if (servant.team !== existing.team) return reason('reason.campaign.servantStaysInTeam', { servant: servant.id, team: existing.team })
  // Duel hands key cards by skill and NP id (D.2, D.34), so two with one id would be one card.
  const seen = new Set<string>()
  for (const item of [...servant.skills, ...servant.noblePhantasms]) {
    if (seen.has(item.id)) return reason('reason.campaign.sharedSkillId', { id: item.id })
    seen.add(item.id)
  }
  return campaignProblem(applyServantUpsert(context.campaign, command))
}

/** Replaces a servant's sheet (class, true name, workshop, parameters, skills, noble phantasms). */
export function applyServantUpsert(campaign: Campaign, command: CommandOf<'edit.servant.upsert'>): Campaign {
  return { ...campaign, servants: upsertById(campaign.servants, command.servant) }
}
