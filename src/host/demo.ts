import demo from '@data/demo-campaign.json'
import { campaignSchema, type Campaign } from '@machines/campaign/model/campaign'
import { gameTables } from '@machines/campaign/model/game-tables'

/** The bundled demo campaign with the game's own tables (their words come from BCDice), validated by the same schema as any file. */
export function demoCampaign(): Campaign {
  return campaignSchema.parse({ ...structuredClone(demo), tables: gameTables() })
}
