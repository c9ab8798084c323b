import type { Campaign, Offer } from './model/campaign'
import { sameOffer } from './model/same-offer'

/** The GM window's list of T.12 fights and T.15 duel opportunities: what waits, and what was settled lately. */
export interface OfferList {
  /** Every offer still waiting to be played or struck, oldest first. */
  pending: Offer[]
  /** Offers played or struck since the last war turn was applied, oldest first, marked by their state. */
  settled: Offer[]
}

/**
 * Pending offers stay until played or struck (T.12, T.15); a settled one stays visible, marked
 * played or struck, until the next war turn is applied: long enough for the GM to see what the
 * duel just did with it (or to put a struck one back), short enough that the list never fills up
 * with the whole campaign's history, which the session log keeps. An offer settled in a file from
 * before `settledTurn` was kept counts as settled in the turn it arose in.
 */
export function offerList(campaign: Pick<Campaign, 'offers' | 'turn'>): OfferList {
  const settledIn = (offer: Offer): number => offer.settledTurn ?? offer.turn
  const pending = campaign.offers.filter((o) => o.state === 'pending')
  return {
    // The same offer met twice in a turn (in two regions, in a file from before they were merged) shows once.
    pending: pending.filter((o, i) => pending.findIndex((other) => sameOffer(other, o)) === i),
    settled: campaign.offers.filter((o) => o.state !== 'pending' && settledIn(o) === campaign.turn)
  }
}

