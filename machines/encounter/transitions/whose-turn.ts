import type { EncounterContext } from '../context'
import { nextStep, type Step } from '../rules/flow'
import { ok, refuse, type Result } from '../rules/result'
import { positionWord } from '../rules/words'

function whoActs(step: Step): Result<null> {
  if (step.kind === 'pcs') return refuse('E.12', 'reason.encounter.nowPcsAct', { pcs: step.pcs.join(', '), where: positionWord(step.position) })
  if (step.kind === 'monster') return refuse('E.30', 'reason.encounter.nowMonsterActs', { paragraph: step.paragraph })
  return refuse('E.40', 'reason.encounter.endTheRound')
}

/** Whether it is this PC's turn to act: the first position with un-acted PCs, 1 → 5 then the margin (E.12). */
export function checkPcTurn(context: EncounterContext, pcId: string): Result<null> {
  const step = nextStep(context.pcs, context.slots)
  if (step.kind === 'pcs' && step.pcs.includes(pcId)) {
    // rule E.12: once an order is recorded for this position, the PCs there act in it
    const order = context.order?.position === step.position ? context.order.pcs.filter((id) => step.pcs.includes(id)) : []
    if (order.length && order[0] !== pcId) return refuse('E.12', 'reason.encounter.orderSaysFirst', { pc: order[0]! })
    return ok(null)
  }
  if (context.pcs.find((pc) => pc.id === pcId)?.acted) return refuse('E.12', 'reason.encounter.pcActedThisRound', { pc: pcId })
  return whoActs(step)
}

/** Whether it is this threat's turn: its paragraph has no un-acted PC left (E.30). */
export function checkThreatTurn(context: EncounterContext, threat: string): Result<null> {
  const step = nextStep(context.pcs, context.slots)
  if (step.kind === 'monster' && step.threats.includes(threat)) return ok(null)
  if (context.slots.find((slot) => slot.threat === threat)?.acted) return refuse('E.30', 'reason.encounter.threatActedThisRound', { threat })
  return whoActs(step)
}
