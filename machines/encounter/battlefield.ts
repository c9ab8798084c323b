import type { BattleState, BattlefieldEffect } from '../campaign/model/encounter-records'
import type { Round } from './rules/terms'
import { damageBody, damagePc, isIncapacitated } from './rules/combat'
import { pursuitBonusApplies } from './rules/flow'
import { ok, refuse, type Result } from './rules/result'
import type { EncounterContext, FieldDue, Unit } from './context'
import { updatePc } from './units'

export type { FieldDue } from './context'

// E.63: the battlefield table's face holds for the whole battle. What the panel can apply itself
// (a check's −1, the round-end loss, ±1D6 on damage) is applied here; what rests with the GM (a
// gift's inga, the end-of-battle loss in the air) is put to the GM as a `FieldDue` prompt.

/** The battle's field as the context keeps it: its effect, if the face has one. */
export interface FieldHolder {
  battlefield: { effect?: BattlefieldEffect } | null
}

/** The battlefield's effect in this battle, or null (no special field, or open ground with nothing). */
export function fieldEffect(context: FieldHolder): BattlefieldEffect | null {
  return context.battlefield?.effect ?? null
}

const spared = (states: readonly BattleState[], spares: BattleState | undefined): boolean => spares !== undefined && states.includes(spares)

/** A PC's check modifier from the battlefield: −1 unless the PC is in the sparing state (E.63, under water and in the air). */
export function fieldCheckModifier(field: BattlefieldEffect | null, states: readonly BattleState[]): number {
  const part = field?.checkModifier
  if (!part || spared(states, part.spares)) return 0
  return part.modifier
}

/** A unit the battlefield's round-end loss reaches: `pc:<id>` or `body`, as the bound dice are keyed. */
export type FieldUnitKey = string

/**
 * Who loses hp to the battlefield at round end, keyed like the bound dice: every PC still standing
 * and the body, except those in the sparing state (E.63, the graveyard and under water).
 */
export function fieldLossUnits(context: FieldHolder & { pcs: readonly { id: string; hp: number; states: readonly BattleState[] }[]; body: { hp: number; states: readonly BattleState[] } }): FieldUnitKey[] {
  const part = fieldEffect(context)?.roundEndLoss
  if (!part) return []
  const pcs = context.pcs.filter((pc) => !isIncapacitated(pc.hp) && !spared(pc.states, part.spares)).map((pc) => `pc:${pc.id}`)
  return context.body.hp > 0 && !spared(context.body.states, part.spares) ? [...pcs, 'body'] : pcs
}

/**
 * How many dice each unit gives for the battlefield's round-end loss: its D6, and one more in the
 * pursuit round, where every loss is +1D6 as the bound state's is (E.50, E.63).
 */
export function fieldLossDice(field: BattlefieldEffect | null, round: Round): number {
  const part = field?.roundEndLoss
  if (!part) return 0
  return part.d6 + (pursuitBonusApplies(round) ? 1 : 0)
}

/** The sign the battlefield gives the 1D6 on every damage: +1 in the city streets, −1 in the forest, 0 elsewhere (E.63). */
export function fieldDamageSign(field: BattlefieldEffect | null): 1 | -1 | 0 {
  return field?.damageDie === 'dealt' ? 1 : field?.damageDie === 'taken' ? -1 : 0
}

/**
 * The battlefield's 1D6 on a damage, signed, required where the field changes damage and nowhere
 * else (E.63); `damage` false: no damage dealt, no die.
 */
export function fieldDieFor(field: BattlefieldEffect | null, dice: readonly number[] | undefined, damage = true): Result<number | undefined> {
  const sign = fieldDamageSign(field)
  if (sign === 0 || !damage) return ok(undefined)
  if (!dice || dice.length !== 1) return refuse('E.63', sign > 0 ? 'reason.encounter.fieldDieDealt' : 'reason.encounter.fieldDieTaken')
  const die = dice[0]!
  if (!Number.isInteger(die) || die < 1 || die > 6) return refuse('E.63', 'reason.encounter.notAFace', { face: die, sides: 6 })
  return ok(sign * die)
}

/** The prompt for a gift a PC uses on a field that counts extra inga, or null (E.63). */
export function giftDue(field: BattlefieldEffect | null, pc: string): FieldDue | null {
  const part = field?.giftInga
  return part ? { kind: 'gift', pc, domain: part.domain, count: part.count } : null
}

/** Melee rounds spent in the battle: 1, 2, and the pursuit round as the third (E.50, E.63). */
export function meleeRoundsSpent(round: Round): number {
  return round === 'scout' ? 0 : round
}

/**
 * The prompt at the battle's end in the air: if the body still stands, every PC and the body who
 * never flew lose melee rounds × 3D6 hp; who flew is the GM's tick, those flying now ticked first (E.63).
 */
export function battleEndDue(context: FieldHolder & { round: Round; pcs: readonly { id: string; hp: number; states: readonly BattleState[] }[]; body: { hp: number; states: readonly BattleState[] } }): FieldDue | null {
  const part = fieldEffect(context)?.battleEndLoss
  const rounds = meleeRoundsSpent(context.round)
  if (!part || rounds === 0 || context.body.hp < 1) return null
  const standing = context.pcs.filter((pc) => !isIncapacitated(pc.hp))
  const units = [...standing.map((pc) => `pc:${pc.id}`), 'body']
  const preset = [...standing.filter((pc) => pc.states.includes(part.spares)).map((pc) => `pc:${pc.id}`), ...(context.body.states.includes(part.spares) ? ['body'] : [])]
  return { kind: 'battle-end', rounds, d6: part.d6PerRound, spares: part.spares, units, preset }
}

/** The unit a battlefield loss names: `body` or `pc:<id>`. */
export const unitOfFieldKey = (key: string): Unit => (key === 'body' ? { kind: 'body' } : { kind: 'pc', pc: key.slice('pc:'.length) })

/**
 * One unit's battlefield hp loss (E.63): its `count` dice checked as D6 faces, their sum taken from the PC's or
 * the body's hp. Refused, naming the unit, when a die is missing or not a face.
 */
export function takeFieldLoss(context: EncounterContext, key: string, rolled: readonly number[] | undefined, count: number): Result<{ context: EncounterContext; unit: Unit; loss: number }> {
  if (!rolled || rolled.length !== count) return refuse('E.63', 'reason.encounter.fieldLossDice', { unit: key, count })
  const bad = rolled.find((die) => !Number.isInteger(die) || die < 1 || die > 6)
  if (bad !== undefined) return refuse('E.63', 'reason.encounter.notAFace', { face: bad, sides: 6 })
  const loss = rolled.reduce((sum, die) => sum + die, 0)
  const unit = unitOfFieldKey(key)
  const next = unit.kind === 'pc' ? updatePc(context, unit.pc, (pc) => ({ ...pc, hp: damagePc(pc.hp, loss) })) : { ...context, body: { ...context.body, hp: damageBody(context.body.hp, loss) } }
  return ok({ context: next, unit, loss })
}
