import type { Campaign } from '../campaign/model/campaign'
import { turnActions } from './input'
import { actionRule } from './input-checks'
import type { ActionOffer, DeclarationOptions } from './declaration-offer'
import { turnInputFromCampaign } from './campaign-input'
import { lifeDecisionFirst } from './declaration-check'

/**
 * The declarations the rules allow one actor now (T.1–T.5, V.6, V.10), read from the same rule
 * the engine checks a declaration by (`actionRule`, `lifeDecisionFirst`): never a copy of it.
 * Null for an actor the campaign does not have.
 */
export function declarationOptions(campaign: Campaign, actor: string): DeclarationOptions | null {
  const input = turnInputFromCampaign(campaign, [])
  const self = input.actors.find((a) => a.id === actor)
  if (!self) return null
  const regions = input.regions.map((r) => r.id)
  const why = lifeDecisionFirst(campaign, actor)
  const actions = turnActions.map((action): ActionOffer => {
    const rule = actionRule(self, action, regions)
    const refused = why ?? rule.why
    return { action, allowed: !refused, ...(refused ? { why: refused } : {}), count: rule.count, regions: rule.regions }
  })
  return { actor, ...(why ? { why } : {}), mustRest: self.mustRest === true, actions }
}
