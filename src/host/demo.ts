import demo from '@data/demo-campaign.json'
import type { TableLocale } from '@machines/campaign/board-view'
import { campaignSchema, type Campaign } from '@machines/campaign/model/campaign'
import { gameTables } from '@machines/campaign/model/game-tables'

// The file's name is English; a campaign's name is one text, so a Korean table gets the Korean one when the demo is made.
const koreanName = '서린 성배전쟁 (데모)'

/** The bundled demo campaign with the game's own tables (their words come from BCDice), named in the table's language, validated by the same schema as any file. */
export function demoCampaign(locale: TableLocale = 'en'): Campaign {
  return campaignSchema.parse({ ...structuredClone(demo), ...(locale === 'ko' ? { name: koreanName } : {}), tables: gameTables() })
}
