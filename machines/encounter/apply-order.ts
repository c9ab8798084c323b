import type { Campaign } from '../campaign/model/campaign'
import type { EncounterCommandOf } from './events'
import type { EncounterContext } from './context'
import { nextStep } from './flow'
import { both } from '../text/bilingual'
import { orderWithin } from './order'
import { ok, refuse, type Result } from './result'
import { withLog } from './units'

/**
 * E.12: several PCs in the position now acting decide their order, or the higher 1D6 goes first
 * (rolled by the panel or typed, and recorded, E.71). Only the PCs still to act there are ordered.
 */
export function orderPcs(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.order'>): Result<EncounterContext> {
  const step = nextStep(context.pcs, context.slots)
  if (step.kind !== 'pcs') return refuse('E.12', 'reason.encounter.noPcsToOrder')
  if (step.pcs.length < 2) return refuse('E.12', 'reason.encounter.onePcNoOrder', { pc: step.pcs[0] ?? '' })
  if (!command.agreed === !command.rolls) return refuse('E.12', 'reason.encounter.orderAgreedOrRolled')
  const rolls: Record<string, number> = {}
  for (const [pc, dice] of Object.entries(command.rolls ?? {})) {
    if (!step.pcs.includes(pc)) return refuse('E.12', 'reason.encounter.pcsNotInBattle', { pcs: pc })
    if (dice.length !== 1 || dice[0]! < 1 || dice[0]! > 6) return refuse('E.12', 'reason.encounter.orderOneDie', { pc })
    rolls[pc] = dice[0]!
  }
  const nameOf = (id: string) => campaign.pcs.find((pc) => pc.id === id)?.name ?? both(id)
  const ordered = orderWithin(step.pcs, command.agreed, command.rolls ? rolls : undefined, nameOf)
  if (!ordered.ok) return ordered
  const order = { position: step.position, pcs: ordered.value, rolls }
  return ok(withLog({ ...context, order }, { kind: 'order', rule: 'E.12', ...order }))
}
