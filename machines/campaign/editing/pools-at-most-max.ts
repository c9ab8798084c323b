import type { Master, Servant } from '../model/campaign'
import { reason, type Reason } from '../../reasons/reason'
import { placeOf } from '../../reasons/schema-issue'

/**
 * Why a sheet is refused for holding more hp or mp than its maximum (the GM's adjustments cap them
 * there too); the reason names the field, so the form marks it.
 */
export function poolAboveMax(actor: Master | Servant, record: 'master' | 'servant'): Reason | undefined {
  if (actor.hp > actor.maxHp) return reason('reason.campaign.hpAboveMax', { ...placeOf([record, 'hp'], { [record]: actor }, 'command'), value: actor.hp, max: actor.maxHp })
  if (actor.mp > actor.maxMp) return reason('reason.campaign.mpAboveMax', { ...placeOf([record, 'mp'], { [record]: actor }, 'command'), value: actor.mp, max: actor.maxMp })
  return undefined
}
