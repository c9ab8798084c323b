import type { Campaign } from '../../campaign/model/campaign'
import type { EncounterCommandOf } from '../events'
import type { EncounterContext } from '../context'
import { nextStep } from '../rules/flow'
import { both } from '../../text/bilingual'
import { orderWithin, usedOrderRolls } from '../rules/order'
import { ok, refuse, type Result } from '../rules/result'
import { withLog } from '../units'

/** The most 1D6 one PC's order roll may carry: its first face and the rerolls of ties (E.12). */
export const orderRollLimit = 6

/**
 * E.12: several PCs in the position now acting decide their order, or the higher 1D6 goes first
 * (rolled by the panel or typed, and recorded, E.71). A PC's dice are its first roll and then a
 * reroll for each tie it stays in; the faces a tie used are recorded beside the first. Only the
 * PCs still to act there are ordered.
 */
export function orderPcs(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.order'>): Result<EncounterContext> {
  const step = nextStep(context.pcs, context.slots)
  if (step.kind !== 'pcs') return refuse('E.12', 'reason.encounter.noPcsToOrder')
  if (step.pcs.length < 2) return refuse('E.12', 'reason.encounter.onePcNoOrder', { pc: step.pcs[0] ?? '' })
  if (!command.agreed === !command.rolls) return refuse('E.12', 'reason.encounter.orderAgreedOrRolled')
  for (const [pc, dice] of Object.entries(command.rolls ?? {})) {
    if (!step.pcs.includes(pc)) return refuse('E.12', 'reason.encounter.pcsNotInBattle', { pcs: pc })
    if (dice.length < 1 || dice.length > orderRollLimit || dice.some((d) => d < 1 || d > 6)) return refuse('E.12', 'reason.encounter.orderOneDie', { pc })
  }
  const nameOf = (id: string) => campaign.pcs.find((pc) => pc.id === id)?.name ?? both(id)
  const ordered = orderWithin(step.pcs, command.agreed, command.rolls, nameOf)
  if (!ordered.ok) return ordered
  const used = command.rolls ? usedOrderRolls(step.pcs, command.rolls).used : {}
  const rolls = Object.fromEntries(Object.entries(used).map(([pc, faces]) => [pc, faces[0]!]))
  const rerolls = Object.fromEntries(Object.entries(used).filter(([, faces]) => faces.length > 1).map(([pc, faces]) => [pc, faces.slice(1)]))
  const order = { position: step.position, pcs: ordered.value, rolls, ...(Object.keys(rerolls).length ? { rerolls } : {}) }
  return ok(withLog({ ...context, order }, { kind: 'order', rule: 'E.12', ...order }))
}
