import type { Campaign } from '../model/campaign'
import type { CommandOf } from '../commands'
import { upsertById } from './by-id'
import type { EditContext } from './edit-context'
import { campaignProblem } from './validate'
import { poolAboveMax } from './pools-at-most-max'
import { reason, type Reason } from '../../reasons/reason'
import { basicCardKinds } from '../model/settings'

/** Why putting a servant sheet is refused: servants are created with their team, never change team, and ids of skills, NPs and sheet cards are unique. */
export function checkServantUpsert(context: EditContext, command: CommandOf<'edit.servant.upsert'>): Reason | undefined {
  const { servant } = command
  const existing = context.campaign.servants.find((s) => s.id === servant.id)
  if (!existing) return reason('reason.campaign.noServant', { servant: servant.id })
  if (servant.team !== existing.team) return reason('reason.campaign.servantStaysInTeam', { servant: servant.id, team: existing.team })
  const aboveMax = poolAboveMax(servant, 'servant')
  if (aboveMax) return aboveMax
  // Duel hands key cards by skill, NP and sheet-card id (D.2, D.34), so two with one id would be one
  // card; a sheet card named like a basic card would replace the derived one (D.22).
  const basic = servant.cards.find((card) => (basicCardKinds as readonly string[]).includes(card.id))
  if (basic) return reason('reason.campaign.sheetCardBasicId', { id: basic.id })
  const seen = new Set<string>()
  for (const item of [...servant.skills, ...servant.noblePhantasms, ...servant.cards]) {
    if (seen.has(item.id)) return reason('reason.campaign.sharedSkillId', { id: item.id })
    seen.add(item.id)
  }
  return campaignProblem(applyServantUpsert(context.campaign, command))
}

/** Replaces a servant's sheet (class, true name, workshop, parameters, skills, noble phantasms, sheet cards). */
export function applyServantUpsert(campaign: Campaign, command: CommandOf<'edit.servant.upsert'>): Campaign {
  return { ...campaign, servants: upsertById(campaign.servants, command.servant) }
}
