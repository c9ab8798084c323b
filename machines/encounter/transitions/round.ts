import type { Campaign } from '../../campaign/model/campaign'
import type { CheckResult } from '../rules/check'
import type { EncounterCommandOf } from '../events'
import { damageBody, damagePc } from '../rules/combat'
import type { EncounterContext, PendingCheck, Unit } from '../context'
import { boundLosses, pursuitAbilities, pursuitBonusApplies } from '../rules/flow'
import { loggedCheck, pendingCheck } from './pending-check'
import { ok, refuse, type Result } from '../rules/result'
import { effectiveValue } from '../rules/conditions'
import { findAblePc, updatePc, withLog } from '../units'
import { fieldEffect, fieldLossDice, fieldLossUnits, takeFieldLoss } from '../battlefield'

/** The key a bound one's round-end die is given under: `pc:<id>` or `body`. */
export function unitKey(unit: Unit): string {
  return unit.kind === 'pc' ? `pc:${unit.pc}` : unit.kind === 'body' ? 'body' : `threat:${unit.threat}`
}

/**
 * Who loses 1D6 hp at round end: every bound PC and a bound body (E.40, E.60). A threat has no hp
 * of its own, so a bound threat only suffers the −1 of E.60.
 */
export function boundUnits(context: EncounterContext): Unit[] {
  const pcs = context.pcs.filter((pc) => pc.states.includes('bound')).map((pc): Unit => ({ kind: 'pc', pc: pc.id }))
  return context.body.states.includes('bound') ? [...pcs, { kind: 'body' }] : pcs
}

/** Ends the round: each bound one loses its 1D6 (E.40, E.60), then the battlefield's loss (E.63); then the next round, the pursuit check or the end follows. */
export function endRound(context: EncounterContext, command: EncounterCommandOf<'encounter.endRound'>): Result<EncounterContext> {
  const units = boundUnits(context)
  const keys = new Set(units.map(unitKey))
  const stray = Object.keys(command.boundDice).find((key) => !keys.has(key))
  if (stray) return refuse('E.60', 'reason.encounter.notBound', { unit: stray })
  const dice: Record<string, number> = {}
  const pursuit: Record<string, number> = {}
  // rule E.50: in the pursuit round the bound loss is damage too, +1D6: each bound one gives two dice
  const count = pursuitBonusApplies(context.round) ? 2 : 1
  for (const [key, rolled] of Object.entries(command.boundDice)) {
    if (rolled.length !== count) return refuse(count === 2 ? 'E.50' : 'E.60', count === 2 ? 'reason.encounter.boundGiveTwoDice' : 'reason.encounter.boundGiveOneDie', { unit: key })
    dice[key] = rolled[0]!
    if (count === 2) {
      if (!Number.isInteger(rolled[1]) || rolled[1]! < 1 || rolled[1]! > 6) return refuse('E.50', 'reason.encounter.notAFace', { face: rolled[1]!, sides: 6 })
      pursuit[key] = rolled[1]!
    }
  }
  const losses = boundLosses(
    units.map((unit) => ({ id: unitKey(unit), states: ['bound'] })),
    dice
  )
  if (!losses.ok) return losses
  let next = context
  for (const { id, loss: bound } of losses.value) {
    const loss = bound + (pursuit[id] ?? 0)
    const unit = units.find((u) => unitKey(u) === id)!
    if (unit.kind === 'pc') next = updatePc(next, unit.pc, (pc) => ({ ...pc, hp: damagePc(pc.hp, loss) }))
    else next = { ...next, body: { ...next.body, hp: damageBody(next.body.hp, loss) } }
    next = withLog(next, { kind: 'bound', rule: 'E.60', unit, loss })
  }
  const field = fieldRoundEnd(next, command.fieldDice)
  if (!field.ok) return field
  return ok({ ...field.value, roundOver: true })
}

/**
 * The battlefield's round-end loss: every PC still standing and the body, but those its sparing state
 * protects, lose the D6 they were rolled, one more in the pursuit round (E.50, E.63). Dice by unit key.
 */
function fieldRoundEnd(context: EncounterContext, given: Readonly<Record<string, readonly number[]>>): Result<EncounterContext> {
  const field = fieldEffect(context)
  const keys = fieldLossUnits(context)
  const stray = Object.keys(given).find((key) => !keys.includes(key))
  if (stray) return refuse('E.63', 'reason.encounter.fieldNoLoss', { unit: stray })
  const count = fieldLossDice(field, context.round)
  let next = context
  for (const key of keys) {
    const taken = takeFieldLoss(next, key, given[key], count)
    if (!taken.ok) return taken
    next = withLog(taken.value.context, { kind: 'fieldLoss', rule: 'E.63', unit: taken.value.unit, loss: taken.value.loss })
  }
  return ok(next)
}

/** The pursuit check's target: the body's defence after its states (E.50, E.60). */
export function pursuitTarget(context: Pick<EncounterContext, 'monster' | 'body'>): number {
  return effectiveValue(context.monster.body.defence, context.body.states)
}

/** One PC's pursuit check with mind or skill against the body's defence (E.50). */
export function declarePursuit(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.pursuit'>): Result<EncounterContext> {
  const found = findAblePc(context, campaign, command.pc)
  if (!found.ok) return found
  if (!pursuitAbilities.includes(command.ability)) return refuse('E.50', 'reason.encounter.pursuitAbility')
  const check = pendingCheck(found.value.pc, found.value.sheet, command.ability, pursuitTarget(context), command.dice, { purpose: 'pursuit' }, fieldEffect(context))
  if (!check.ok) return check
  return ok({ ...context, check: check.value })
}

/** The pursuit check resolved: success grants the pursuit round, failure ends the battle (E.50, E.51). */
export function resolvePursuit(context: EncounterContext, check: Extract<PendingCheck, { purpose: 'pursuit' }>, result: CheckResult): EncounterContext {
  const next: EncounterContext = { ...context, pursuit: result.success ? 'granted' : 'refused' }
  return withLog(next, { kind: 'pursuit', rule: 'E.50', pc: check.pc, ability: check.ability, check: loggedCheck(result) })
}

/** The players make no pursuit: the battle ends (E.50, E.51). */
export function declinePursuit(context: EncounterContext): EncounterContext {
  return withLog({ ...context, pursuit: 'refused' }, { kind: 'pursuitDecline', rule: 'E.50' })
}
