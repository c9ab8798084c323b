import type { Master, Servant } from '../model/campaign'
import { reason, type Reason } from '../../reasons/reason'

/**
 * Why a sheet is refused for holding more hp or mp than its maximum (the GM's adjustments cap them
 * there too); the reason names the field, so the form marks it.
 */
export function poolAboveMax(actor: Master | Servant, record: 'master' | 'servant'): Reason | undefined {
  if (actor.hp > actor.maxHp) return reason('reason.campaign.hpAboveMax', { path: `${record}.hp`, value: actor.hp, max: actor.maxHp })
  if (actor.mp > actor.maxMp) return reason('reason.campaign.mpAboveMax', { path: `${record}.mp`, value: actor.mp, max: actor.maxMp })
  return undefined
}
