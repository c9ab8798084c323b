import { campaignSchema, type Campaign } from '../model/campaign'
import type { Reason } from '../../reasons/reason'
import { schemaReason } from '../../reasons/schema-issue'

/** Why an edited campaign is no longer valid (its first schema issue, naming the JSON path), or undefined. */
export function campaignProblem(campaign: Campaign): Reason | undefined {
  const result = campaignSchema.safeParse(campaign)
  return result.success ? undefined : schemaReason(campaignSchema, campaign, result.error, 'campaign')
}
