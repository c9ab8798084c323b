import type { Campaign } from '@machines/campaign/model/campaign'
import { namesOf } from '@machines/campaign/model/roster'

/** Display names of every actor, team, region and PC of a campaign, in one language (the roster's names). */
export function campaignLabels(campaign: Campaign, locale: 'ko' | 'en'): (id: string) => string {
  const name = namesOf(campaign)
  return (id) => name(id)[locale]
}
