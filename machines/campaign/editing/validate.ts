import { campaignSchema, type Campaign } from '../model'

/** Why an edited campaign is no longer valid (the first schema issue as `path: message`), or undefined. */
export function campaignProblem(campaign: Campaign): string | undefined {
  const result = campaignSchema.safeParse(campaign)
  if (result.success) return undefined
  const issue = result.error.issues[0]!
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message
}
