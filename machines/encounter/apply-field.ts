import type { EncounterCommandOf } from './events'
import { damageBody, damagePc } from './combat'
import type { EncounterContext, Unit } from './context'
import { ok, refuse, type Result } from './result'
import { updatePc, withLog } from './units'

const unitOfKey = (key: string): Unit => (key === 'body' ? { kind: 'body' } : { kind: 'pc', pc: key.slice('pc:'.length) })

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
    const rolled = command.dice[key]
    if (!rolled || rolled.length !== count) return refuse('E.63', 'reason.encounter.fieldLossDice', { unit: key, count })
    const bad = rolled.find((die) => !Number.isInteger(die) || die < 1 || die > 6)
    if (bad !== undefined) return refuse('E.63', 'reason.encounter.notAFace', { face: bad, sides: 6 })
    const loss = rolled.reduce((sum, die) => sum + die, 0)
    const unit = unitOfKey(key)
    if (unit.kind === 'pc') next = updatePc(next, unit.pc, (pc) => ({ ...pc, hp: damagePc(pc.hp, loss) }))
    else next = { ...next, body: { ...next.body, hp: damageBody(next.body.hp, loss) } }
    losses.push({ unit, loss })
  }
  return ok(withLog(next, { kind: 'fieldEnd', rule: 'E.63', rounds: due.rounds, losses, flew: command.flew.map(unitOfKey), applied: true }))
}
