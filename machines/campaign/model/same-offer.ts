import type { Offer } from './campaign'

/**
 * Whether two offers are one: the same kind in the same war turn between the same actors — a fight
 * (T.12) in either order, a duel opportunity (T.15) from the same finder to the same servant.
 */
export function sameOffer(a: Pick<Offer, 'kind' | 'turn' | 'actors'>, b: Pick<Offer, 'kind' | 'turn' | 'actors'>): boolean {
  if (a.kind !== b.kind || a.turn !== b.turn) return false
  if (a.actors[0] === b.actors[0] && a.actors[1] === b.actors[1]) return true
  return a.kind === 'fight' && a.actors[0] === b.actors[1] && a.actors[1] === b.actors[0]
}
