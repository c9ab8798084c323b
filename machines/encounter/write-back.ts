import type { Campaign } from '../campaign/model/campaign'
import type { EncounterContext } from './context'

/**
 * The campaign after the battle: each PC keeps its hp, the party its wheel of fate (E.73); battle
 * states end with the battle (14.13); the battle was one scene (14.02, V.9).
 */
export function writeBack(campaign: Campaign, context: EncounterContext): Campaign {
  const fought = new Map(context.pcs.map((pc) => [pc.id, pc]))
  const pcs = campaign.pcs.map((sheet) => {
    const pc = fought.get(sheet.id)
    return pc ? { ...sheet, hp: Math.min(pc.hp, sheet.maxHp), states: [] } : sheet
  })
  return { ...campaign, pcs, party: { ...campaign.party, wheel: { ...context.wheel } }, scene: campaign.scene + 1 }
}
