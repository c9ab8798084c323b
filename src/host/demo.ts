import demo from '@data/demo-campaign.json'
import { campaignSchema, type Campaign } from '@machines/campaign/model/campaign'

/** The bundled demo campaign, validated by the same schema as any file. */
export function demoCampaign(): Campaign {
  return campaignSchema.parse(structuredClone(demo))
}
