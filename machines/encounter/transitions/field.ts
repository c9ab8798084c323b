import type { EncounterCommandOf } from '../events'
import { takeFieldLoss, unitOfFieldKey } from '../battlefield'
import type { EncounterContext, Unit } from '../context'
import { ok, refuse, type Result } from '../rules/result'
import { withLog } from '../units'

/**
 * The GM answers what the battlefield asked (E.63): a gift's extra inga counted or not, or the end
 * of a battle in the air applied — each unit that never flew loses its melee rounds × 3D6, rolled
 * by the host — or dismissed. Either way the answer is a log line.
 */
export function answerField(context: EncounterContext, command: EncounterCommandOf<'encounter.battlefield'>): Result<EncounterContext> {
  const due = context.fieldDue
  if (!due) return refuse('E.63', 'reason.encounter.noFieldDue')
  const cleared: EncounterContext = { ...context, fieldDue: null }
  if (due.kind === 'gift') return ok(withLog(cleared, { kind: 'fieldGift', rule: 'E.63', pc: due.pc, domain: due.domain, count: due.count, applied: command.apply }))
  if (!command.apply) return ok(withLog(cleared, { kind: 'fieldEnd', rule: 'E.63', rounds: due.rounds, losses: [], flew: [], applied: false }))
  const stray = [...command.flew, ...Object.keys(command.dice)].find((key) => !due.units.includes(key))
  if (stray) return refuse('E.63', 'reason.encounter.fieldNotInBattle', { unit: stray })
  const count = due.rounds * due.d6
  let next = cleared
  const losses: { unit: Unit; loss: number }[] = []
  for (const key of due.units) {
    if (command.flew.includes(key)) {
      if (command.dice[key]) return refuse('E.63', 'reason.encounter.fieldFlewNoDice', { unit: key })
      continue
    }
    const taken = takeFieldLoss(next, key, command.dice[key], count)
    if (!taken.ok) return taken
    next = taken.value.context
    losses.push({ unit: taken.value.unit, loss: taken.value.loss })
  }
  return ok(withLog(next, { kind: 'fieldEnd', rule: 'E.63', rounds: due.rounds, losses, flew: command.flew.map(unitOfFieldKey), applied: true }))
}
