import { readFieldFaces } from '@machines/dice/result-line'
import { UnreadableDice } from '../../lib/unreadable-dice'
import { fieldDamageSign, fieldEffect, type FieldHolder } from '@machines/encounter/battlefield'

/** Dice for a command: the faces the GM typed, or a request the host fills by rolling (E.71). */
export type DiceValue = number[] | { roll: { count: number; sides: number } }

/**
 * The faces in a dice field — typed ("5 3 2", "532") or a pasted BCDice / Ccfolia result line —
 * or a roll request when it is empty. Unreadable text throws `UnreadableDice` instead of rolling.
 */
export function diceOrRoll(text: string, count: number, sides = 6): DiceValue {
  const read = readFieldFaces(text, count)
  if (!read.ok) throw new UnreadableDice(read.why)
  return read.value.kind === 'faces' ? read.value.faces : { roll: { count, sides } }
}

/**
 * The battlefield's 1D6 on a damage, as a request the host rolls (E.63, E.71): sent where a
 * damage is dealt on a field that changes it (city streets +, forest −), nothing elsewhere.
 */
export function fieldDieRequest(context: FieldHolder, damage: boolean): { fieldDie?: DiceValue } {
  return damage && fieldDamageSign(fieldEffect(context)) !== 0 ? { fieldDie: { roll: { count: 1, sides: 6 } } } : {}
}
