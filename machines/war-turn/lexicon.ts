import type { Campaign } from '../campaign/model/campaign'
import type { PasteLexicon } from './paste'

/** Every name the GM may type for the campaign's actors and regions (ko, en, aliases, ids). */
export function pasteLexicon(campaign: Campaign): PasteLexicon {
  return {
    actors: [
      ...campaign.masters.map((m) => ({ id: m.id, names: [m.name.ko, m.name.en, ...m.aliases] })),
      ...campaign.servants.map((s) => ({ id: s.id, names: [s.className.ko, s.className.en, s.trueName, ...s.aliases] }))
    ],
    regions: campaign.regions.map((r) => ({ id: r.id, names: [r.name.ko, r.name.en, ...r.aliases] }))
  }
}
