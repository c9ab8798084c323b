import { z } from 'zod'
import { rollDice, type Rng } from './random'

/**
 * A dice request inside a command: `{ "roll": { "count": 3, "sides": 6 } }`. The host replaces it
 * with the rolled numbers before the command becomes an event (E.71), so replay never re-rolls.
 */
export const diceRequestSchema = z.strictObject({
  roll: z.strictObject({ count: z.int().min(1).max(20), sides: z.int().min(2).max(100) })
})

/** A dice request: roll `count` dice with `sides` faces. */
export type DiceRequest = z.infer<typeof diceRequestSchema>

/**
 * A command as a window may send it: wherever it carries rolled dice, a dice request may stand
 * instead, and every list may be read-only (the window never needs to change what it sends).
 */
export type WithDiceRequests<T> = T extends number[]
  ? readonly number[] | DiceRequest
  : T extends (infer E)[]
    ? readonly WithDiceRequests<E>[]
    : T extends object
      ? { readonly [K in keyof T]: WithDiceRequests<T[K]> }
      : T

/** Dice already rolled (typed by the GM or filled in by the host): the faces, in order. */
export const rolledDiceSchema = z.array(z.int().min(1).max(100)).min(1).max(20)

const isRequest = (value: unknown): value is z.infer<typeof diceRequestSchema> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && diceRequestSchema.safeParse(value).success

/** Replaces every dice request in a raw command with rolled faces; other values pass unchanged. */
export function fillDiceRequests(raw: unknown, rng: Rng, depth = 0): unknown {
  if (depth > 8 || typeof raw !== 'object' || raw === null) return raw
  if (isRequest(raw)) return rollDice(rng, raw.roll.count, raw.roll.sides)
  if (Array.isArray(raw)) return raw.map((item) => fillDiceRequests(item, rng, depth + 1))
  // fromEntries keeps a parsed JSON `__proto__` key an own field, which the strict schemas refuse;
  // assigning it (`out[key] = …`) would set the copy's prototype and let its fields pass as the command's.
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, fillDiceRequests(value, rng, depth + 1)]))
}
