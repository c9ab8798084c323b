import { z } from 'zod'
import { rollDice, type Rng } from './random'
import { reason, type Reason } from '../reasons/reason'
import { english } from '../reasons/format'
import { issueWords } from '../reasons/schema-words'

/** How many dice a notation rolls: a number, or a named value such as `[stage]`. */
export type DiceCount = { kind: 'fixed'; value: number } | { kind: 'variable'; name: string }

/** A parsed dice notation such as `2D6`, `1D6+3`, `[stage]D6` or a plain `3`. */
export interface Notation {
  text: string
  count: DiceCount
  sides: number
  modifier: number
}

/** A roll of a notation: the dice as rolled, then the total. */
export interface Roll {
  notation: string
  dice: number[]
  modifier: number
  total: number
}

/** Either a value or the reason there is none. */
export type DiceResult<T> = { ok: true; value: T } | { ok: false; why: Reason }

/** Named values a notation may use as its dice count (`[stage]`). */
export type NotationValues = Readonly<Record<string, number>>

const pattern = /^(?:(\d{1,3}|\[([a-z][a-z0-9-]*)\])[dD](\d{1,3}))?\s*(?:([+-])\s*(\d{1,4}))?$/
const plainNumber = /^-?\d{1,4}$/

/** Reads `1D6`, `2D6`, `[stage]D6`, `1D6+3`, `2D6-1` or a plain number. */
export function parseNotation(text: string): DiceResult<Notation> {
  const trimmed = text.trim()
  if (plainNumber.test(trimmed)) {
    return { ok: true, value: { text: trimmed, count: { kind: 'fixed', value: 0 }, sides: 6, modifier: Number(trimmed) } }
  }
  const match = pattern.exec(trimmed)
  if (!match || match[1] === undefined) return { ok: false, why: reason('reason.campaign.diceNotNotation', { text }) }
  const [, countText, variable, sidesText, sign, modifierText] = match
  const sides = Number(sidesText)
  if (sides < 2) return { ok: false, why: reason('reason.campaign.diceTooFewSides', { text }) }
  const count: DiceCount = variable ? { kind: 'variable', name: variable } : { kind: 'fixed', value: Number(countText) }
  const modifier = modifierText === undefined ? 0 : (sign === '-' ? -1 : 1) * Number(modifierText)
  return { ok: true, value: { text: trimmed, count, sides, modifier } }
}

/** A string that must be valid dice notation, for schemas of data files. */
export const notationSchema = z.string().refine((text) => parseNotation(text).ok, issueWords('reason.campaign.diceNotationField'))

/** The number of dice a notation rolls, given the named values. */
export function diceCountOf(notation: Notation, values: NotationValues = {}): DiceResult<number> {
  if (notation.count.kind === 'fixed') return { ok: true, value: notation.count.value }
  const value = values[notation.count.name]
  if (value === undefined) return { ok: false, why: reason('reason.campaign.diceNeedsValue', { text: notation.text, name: notation.count.name }) }
  return { ok: true, value: Math.max(0, Math.trunc(value)) }
}

/** The roll made of dice already rolled: checks they fit the notation, then totals them. */
export function rollFromDice(notation: Notation, dice: readonly number[], values: NotationValues = {}): DiceResult<Roll> {
  const count = diceCountOf(notation, values)
  if (!count.ok) return count
  if (dice.length !== count.value) return { ok: false, why: reason('reason.campaign.diceCount', { text: notation.text, count: count.value, got: dice.length }) }
  const bad = dice.find((die) => !Number.isInteger(die) || die < 1 || die > notation.sides)
  if (bad !== undefined) return { ok: false, why: reason('reason.campaign.diceBadFace', { die: bad, sides: notation.sides }) }
  const total = dice.reduce((sum, die) => sum + die, notation.modifier)
  return { ok: true, value: { notation: notation.text, dice: [...dice], modifier: notation.modifier, total } }
}

/** Rolls a notation with an injected random source; the host does this, rule code never does. */
export function rollNotation(notation: Notation, rng: Rng, values: NotationValues = {}): Roll {
  const count = diceCountOf(notation, values)
  if (!count.ok) throw new Error(english(count.why)) // the caller supplies every named value
  const dice = rollDice(rng, count.value, notation.sides)
  return { notation: notation.text, dice, modifier: notation.modifier, total: dice.reduce((sum, die) => sum + die, notation.modifier) }
}
