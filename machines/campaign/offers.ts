import type { Campaign, Offer } from './model/campaign'
import type { CommandOf } from './commands'
import { reason, type Reason } from '../reasons/reason'

/** Why a fight or duel opportunity cannot be struck (or put back) now. */
export function checkOfferStrike(campaign: Campaign, command: CommandOf<'offer.strike'>): Reason | undefined {
  const offer = campaign.offers.find((o) => o.id === command.offer)
  if (!offer) return reason('reason.campaign.noOffer', { offer: command.offer })
  if (offer.state === 'played') return reason('reason.campaign.offerPlayed', { offer: command.offer })
  return undefined
}

/** Strikes a pending T.12 fight or T.15 opportunity from the list (or puts a struck one back). */
export function applyOfferStrike(campaign: Campaign, command: CommandOf<'offer.strike'>): Campaign {
  const settle = (offer: Offer): Offer => {
    const { settledTurn: _, ...pending } = offer
    return command.struck ? { ...pending, state: 'struck', settledTurn: campaign.turn } : { ...pending, state: 'pending' }
  }
  return { ...campaign, offers: campaign.offers.map((o) => (o.id === command.offer ? settle(o) : o)) }
}
