/** Dice for a command: the faces the GM typed, or a request the host fills by rolling (E.71). */
export type DiceValue = number[] | { roll: { count: number; sides: number } }

/** The faces typed in a dice field ("5 3 2", "532"), or a roll request when the field is empty. */
export function diceOrRoll(text: string, count: number, sides = 6): DiceValue {
  const digits = text.includes(' ') || text.includes(',') ? (text.match(/\d+/g) ?? []) : (text.match(/\d/g) ?? [])
  const faces = digits.map(Number)
  return faces.length > 0 ? faces : { roll: { count, sides } }
}
