import type { Campaign } from '../campaign/model/campaign'
import type { PasteLexicon } from './paste'
import { actorWords } from '../campaign/model/roster'

/** Every name the GM may type for the campaign's actors and regions (ko, en, aliases, ids). */
export function pasteLexicon(campaign: Campaign): PasteLexicon {
  return {
    actors: [...campaign.masters, ...campaign.servants].map((actor) => ({ id: actor.id, names: actorWords(actor) })),
    regions: campaign.regions.map((r) => ({ id: r.id, names: [r.name.ko, r.name.en, ...r.aliases] }))
  }
}
