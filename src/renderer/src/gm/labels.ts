import type { Campaign } from '@machines/campaign/model/campaign'

/** Display names of every actor and region of a campaign, in one language. */
export function campaignLabels(campaign: Campaign, locale: 'ko' | 'en'): (id: string) => string {
  const names = new Map<string, string>()
  for (const r of campaign.regions) names.set(r.id, r.name[locale])
  for (const m of campaign.masters) names.set(m.id, m.name[locale])
  for (const s of campaign.servants) names.set(s.id, s.className[locale])
  for (const t of campaign.teams) names.set(t.id, t.name[locale])
  return (id) => names.get(id) ?? id
}
