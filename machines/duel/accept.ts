import type { Campaign } from '../campaign/model/campaign'
import type { Combatant } from './combatant'
import { lifeOf, withLife } from './combatant'
import { applyDamage } from './rules/life'
import type { DamageRecord } from './rules/outcome'
import type { RevealedExchange } from './reveal'
import { effectiveDamage } from './reveal'

/**
 * Lands the blows of an accepted exchange: each pairing's damage (amended or not) goes to hp or
 * mp (V.2), a servant's mp stopping at its floor (V.4); every blow is recorded for D.71.
 */
export function landExchange(
  combatants: readonly Combatant[],
  exchange: RevealedExchange,
  campaign: Campaign
): { combatants: Combatant[]; damage: DamageRecord[]; hit: string[] } {
  const byId = new Map(combatants.map((c) => [c.id, c]))
  const damage: DamageRecord[] = []
  for (const pairing of exchange.pairings) {
    for (const [side, other] of [['a', 'b'], ['b', 'a']] as const) {
      const blow = effectiveDamage(pairing, side)
      if (blow.amount <= 0 || blow.type === null) continue
      const target = byId.get(pairing[side].id)!
      const life = applyDamage(lifeOf(target, campaign), blow, campaign.settings)
      byId.set(target.id, withLife(target, life, campaign))
      damage.push({ from: pairing[other].id, to: target.id, amount: blow.amount, type: blow.type, pool: blow.pool })
    }
  }
  return { combatants: combatants.map((c) => byId.get(c.id)!), damage, hit: [...new Set(damage.map((d) => d.to))] }
}
