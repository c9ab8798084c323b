import { parseNotation, rollFromDice, type Notation } from '../../dice/notation'
import type { Domain, StandardTableId, Table, TableEffect, TableFace, Wheel } from '../../campaign/model/encounter-records'
import type { Combatant } from './terms'
import { ok, refuse, refuseWith, type Result } from './result'
import { placeInga } from './wheel'

/** A table face's effect with its dice totalled; `text` when the face is for the GM to read. */
export type AppliedEffect =
  | Exclude<TableEffect, { kind: 'hp-loss' | 'coin-gain' | 'coin-loss' | 'item' }>
  | { kind: 'hp-loss' | 'coin-gain' | 'coin-loss'; amount: number; dice: number[] }
  | { kind: 'item'; item: Extract<TableEffect, { kind: 'item' }>['item']; count: number; dice: number[] }
  | { kind: 'text' }

/** One table roll read: the face, its text and its effect, with the rule that rolled it. */
export interface TableOutcome {
  table: string
  roll: number
  text: { ko: string; en: string }
  effect: AppliedEffect
  rule: string
}

/** One roll the battle's end calls for (E.52): a spoils roll, or a damage roll for a PC. */
export type OutcomeRoll = { table: 'spoils' } | { table: 'damage'; pc: string }

/** The rule each standard table serves. */
export const tableRule: Record<StandardTableId, string> = {
  target: 'E.31',
  spoils: 'E.52',
  'random-item': 'E.52',
  damage: 'E.52',
  battlefield: 'E.63',
  'fatal-wound': 'E.72'
}

const ruleOf = (tableId: string): string => tableRule[tableId as StandardTableId] ?? 'tables'

/** The face a roll selects (E.31, E.52, E.63, E.72). */
export function faceFor(table: Table, roll: number): Result<TableFace> {
  const face = table.faces.find((f) => f.roll === roll)
  return face ? ok(face) : refuse(ruleOf(table.id), 'reason.encounter.noFaceFor', { table: table.id, dice: table.dice, roll })
}

/** The dice a face's effect needs besides the table roll itself (e.g. "lose 1D6 hp"), or null. */
export function effectNotation(face: TableFace): Notation | null {
  const effect = face.effect
  const text = effect?.kind === 'item' ? effect.count : effect && 'amount' in effect ? effect.amount : null
  if (text === null) return null
  const parsed = parseNotation(text)
  return parsed.ok ? parsed.value : null
}

/** Reads a table roll, totalling the face's own dice given in `effectDice` (the host rolled them). */
export function readTable(table: Table, roll: number, effectDice: readonly number[] = []): Result<TableOutcome> {
  const rule = ruleOf(table.id)
  const face = faceFor(table, roll)
  if (!face.ok) return face
  const notation = effectNotation(face.value)
  let amount: { total: number; dice: number[] } = { total: 0, dice: [] }
  if (notation) {
    const rolled = rollFromDice(notation, effectDice)
    if (!rolled.ok) return refuseWith(rule, rolled.why)
    amount = { total: rolled.value.total, dice: rolled.value.dice }
  } else if (effectDice.length > 0) {
    return refuse(rule, 'reason.encounter.faceNeedsNoDice', { roll, table: table.id })
  }
  const effect = face.value.effect
  let applied: AppliedEffect
  if (!effect) applied = { kind: 'text' }
  else if (effect.kind === 'item') applied = { kind: 'item', item: effect.item, count: amount.total, dice: amount.dice }
  else if (effect.kind === 'hp-loss' || effect.kind === 'coin-gain' || effect.kind === 'coin-loss') applied = { kind: effect.kind, amount: amount.total, dice: amount.dice }
  else applied = effect
  return ok({ table: table.id, roll, text: face.value.text, effect: applied, rule })
}

/** The rolls the end of a battle calls for: spoils once per body level on a win, else damage once per PC (E.52). */
export function outcomeRolls(pcsWin: boolean, bodyLevel: number, pcIds: readonly string[]): OutcomeRoll[] {
  return pcsWin ? Array.from({ length: bodyLevel }, (): OutcomeRoll => ({ table: 'spoils' })) : pcIds.map((pc): OutcomeRoll => ({ table: 'damage', pc }))
}

/** The PC fields a table effect can change. */
export type EffectTarget = Pick<Combatant, 'hp' | 'states'>

/**
 * Applies an effect that changes the PC (hp, a battle state) or the party's wheel (inga, E.73).
 * Coins, items, other tables, targets, incapacitation, death and texts are left to the caller:
 * `applied` is false.
 */
export function applyToPc<P extends EffectTarget>(pc: P, wheel: Wheel, effect: AppliedEffect, chosenDomain?: Domain): Result<{ pc: P; wheel: Wheel; applied: boolean }> {
  switch (effect.kind) {
    case 'hp-loss':
      return ok({ pc: { ...pc, hp: Math.max(0, pc.hp - effect.amount) }, wheel, applied: true })
    case 'hp-set':
      return ok({ pc: { ...pc, hp: effect.value }, wheel, applied: true })
    case 'inga': {
      const domain = effect.domain === 'any' ? chosenDomain : effect.domain
      if (!domain) return refuse('E.73', 'reason.encounter.chooseIngaDomain')
      return ok({ pc, wheel: placeInga(wheel, domain, effect.change), applied: true })
    }
    case 'state':
      if (effect.state === 'incapacitated' || effect.state === 'dead') return ok({ pc, wheel, applied: false })
      if (pc.states.includes(effect.state)) return ok({ pc, wheel, applied: true })
      return ok({ pc: { ...pc, states: [...pc.states, effect.state] }, wheel, applied: true })
    default:
      return ok({ pc, wheel, applied: false })
  }
}
