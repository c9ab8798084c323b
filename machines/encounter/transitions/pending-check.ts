import { readDice, resolveCheck, type CheckResult } from '../rules/check'
import type { EncounterPc, LoggedCheck, PendingCheck } from '../context'
import type { AbilityName, AbilityRank, BattlefieldEffect, Domain, Pc } from '../../campaign/model/encounter-records'
import { fieldCheckModifier } from '../battlefield'
import { ok, refuse, type Result } from '../rules/result'
import { stateCheckModifier } from '../rules/conditions'

/** What a check is for, without the numbers the PC's sheet supplies. */
export type CheckFor = PendingCheck extends infer P ? (P extends PendingCheck ? Omit<P, 'pc' | 'ability' | 'rank' | 'modifier' | 'target' | 'dice'> : never) : never

/** The numbers a check is rolled with (E.70): the PC's rank and modifier, and the target. */
export interface CheckNumbers {
  rank: AbilityRank
  modifier: number
  target: number
}

/**
 * A PC's check numbers for an ability against a target: rank and modifier from the sheet, bound −1
 * (E.60), and the battlefield's −1 for a PC not diving under water or not flying in the air (E.63).
 */
export function checkNumbers(pc: EncounterPc, sheet: Pc, ability: AbilityName, target: number, field: BattlefieldEffect | null): CheckNumbers {
  const { rank, modifier } = sheet.abilities[ability]
  return { rank, modifier: modifier + stateCheckModifier(pc.states) + fieldCheckModifier(field, pc.states), target }
}

/**
 * A check the PC has rolled, waiting for the GM to pick the action and mood dice (E.70, E.71):
 * rank and modifier from the sheet, bound −1 (E.60), the battlefield's −1 (E.63), the dice checked against the rank.
 */
export function pendingCheck(pc: EncounterPc, sheet: Pc, ability: AbilityName, target: number, dice: readonly number[], purpose: CheckFor, field: BattlefieldEffect | null): Result<PendingCheck> {
  const check = { pc: pc.id, ability, ...checkNumbers(pc, sheet, ability, target, field), dice: [...dice] }
  const readings = readDice(check)
  if (!readings.ok) return readings
  return ok({ ...check, ...purpose } as PendingCheck)
}

/** The GM's choice of dice for a pending check (E.71). */
export interface DicePick {
  action?: number
  mood: number | null
  moodDomain?: Domain
}

/** A resolved check, and the domain its mood die banks (E.70); a 6 needs the domain chosen. */
export function pickDice(check: PendingCheck, pick: DicePick): Result<{ result: CheckResult; inga: Domain | null }> {
  const resolved = resolveCheck({ ...check, action: pick.action, mood: pick.mood, moodDomain: pick.moodDomain })
  if (!resolved.ok) return resolved
  const inga = resolved.value.inga
  if (inga === 'any') return refuse('E.70', 'reason.encounter.moodSixChooseDomain')
  return ok({ result: resolved.value, inga })
}

/** The numbers of a check the log keeps. */
export function loggedCheck(result: CheckResult): LoggedCheck {
  const { dice, action, actionFace, modifier, achieved, target, success, special, fumble, mood, inga } = result
  return { dice, action, actionFace, modifier, achieved, target, success, special, fumble, mood, inga }
}
