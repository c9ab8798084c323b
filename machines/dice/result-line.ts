import { reason, type Reason } from '../reasons/reason'
import type { DiceResult } from './notation'

/**
 * What a dice field holds: nothing (the host rolls, E.71), or the faces, typed ("5 3 2", "532")
 * or taken from a BCDice / Ccfolia result line pasted whole.
 */
export type FieldFaces = { kind: 'empty' } | { kind: 'faces'; faces: number[] }

// BCDice joins a command and its results with ＞; Udonarium shows →; some chats flatten ＞ to " > ".
const arrow = /\s*(?:＞|→|\s>\s)\s*/
const typedFaces = /^[\d\s,]+$/
const bracketed = /\[([\d,\s]+)\]/g
const plainNumber = /^\d+$/
const commaFaces = /^\d+(?:,\d+)*$/
// The command BCDice echoes in parentheses, or as typed (`2D6 ＞ 7[3,4] ＞ 7`).
const oneDie = /^\(?S?1D\d+\)?$/i
const barePool = /^\(?S?\d+B\d+\)?$/i
// A table answer: `전과표(6) ＞ …`, `戦果表(3) ＞ …`, `BRT(6) ＞ …` (the number is what was rolled).
const tableRoll = /\((\d+)\)$/

/**
 * The faces in one dice field. Typed faces are read as before; a pasted result line gives the
 * faces BCDice rolled: `(RA+1>=4) ＞ [2,3,1]+1 ＞ …` → 2 3 1, `(2D6) ＞ 7[3,4] ＞ 7` → 3 4,
 * `(1D6) ＞ 4` → 4, `(2B6) ＞ 3,3` → 3 3, and a one-die table's `전과표(6) ＞ …` → 6 when the
 * field wants one die. Anything else is refused with one reason rather than rolled anew.
 */
export function readFieldFaces(text: string, count: number): DiceResult<FieldFaces> {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: true, value: { kind: 'empty' } }
  if (typedFaces.test(trimmed)) {
    const spaced = trimmed.includes(' ') || trimmed.includes(',')
    const faces = (spaced ? trimmed.match(/\d+/g) : trimmed.match(/\d/g))!.map(Number)
    return { ok: true, value: { kind: 'faces', faces } }
  }
  const faces = facesOfResultLine(trimmed, count)
  return faces ? { ok: true, value: { kind: 'faces', faces } } : { ok: false, why: reason('reason.campaign.diceLineUnreadable', { text: shortened(trimmed) }) }
}

/** The command and the first answer of the one result line in a pasted text, or null when there is not exactly one. */
function resultLineParts(text: string): { command: string; first: string } | null {
  const lines = text.split(/\r?\n/).filter((line) => arrow.test(line))
  // Several results (BCDice's `x2 2D6`, or two lines pasted): which one is meant is not ours to guess.
  if (lines.length !== 1) return null
  const [head, first] = lines[0]!.split(arrow)
  if (head === undefined || first === undefined) return null
  // Ccfolia and Discord put the system or the speaker before the command ("DiceBot : (2D6)").
  return { command: head.split(/\s:\s|：/).at(-1)!.trim(), first }
}

function facesOfResultLine(text: string, count: number): number[] | null {
  const parts = resultLineParts(text)
  if (!parts) return null
  const { command, first } = parts
  const groups = [...first.matchAll(bracketed)].map((match) => match[1]!.split(',').map((face) => Number(face.trim())))
  if (groups.length > 0) return groups.flat()
  if (plainNumber.test(first) && oneDie.test(command)) return [Number(first)]
  if (commaFaces.test(first) && barePool.test(command)) return first.split(',').map(Number)
  const table = tableRoll.exec(command)
  if (table && count === 1) return [Number(table[1])]
  return null
}

/** A check as the Amadeus dice bot is asked for it: `R{rank}{±modifier}>={target}` (E.70). */
export interface CheckCommand {
  rank: string
  modifier: number
  target: number
}

// BCDice echoes an Amadeus check as `(RA+1>=4)`, `(RB-1@5>=4)`, `(RC>4)`: rank, modifier, special (@), target.
const checkCommand = /^\(?S?R([SABCD])([+-]\d+)?(?:@\d+)?(?:(>=|>)(-?\d+))?\)?$/i

/** The check a pasted BCDice line was rolled for (`(RA+1>=4) ＞ …`), or null when the line is no Amadeus check. */
export function resultLineCheck(text: string): CheckCommand | null {
  const parts = resultLineParts(text.trim())
  const match = parts && checkCommand.exec(parts.command)
  if (!match) return null
  // BCDice's target is 4 when the command names none; `>t` is `>=t+1`.
  const named = match[4] === undefined ? 4 : Number(match[4])
  return { rank: match[1]!.toUpperCase(), modifier: Number(match[2] ?? 0), target: match[3] === '>' ? named + 1 : named }
}

/** A check written as the dice bot would be asked for it: `RB`, `RA+1>=5`, `RC-1>=4`. */
export function checkCommandText(check: CheckCommand): string {
  const modifier = check.modifier > 0 ? `+${check.modifier}` : check.modifier < 0 ? `${check.modifier}` : ''
  return `R${check.rank}${modifier}>=${check.target}`
}

/**
 * A warning when a pasted line was rolled for another check than the one at hand (another rank,
 * modifier or target): its faces are still taken, but the GM should know. Null when the text is
 * no check line, or the same check.
 */
export function otherCheckWarning(text: string, check: CheckCommand): Reason | null {
  const line = resultLineCheck(text)
  if (!line || (line.rank === check.rank && line.modifier === check.modifier && line.target === check.target)) return null
  return reason('reason.campaign.diceLineOtherCheck', { line: checkCommandText(line), check: checkCommandText(check) })
}

// A reason quotes what it could not read; a whole pasted chat log would drown the message.
function shortened(text: string): string {
  const line = text.replace(/\s+/g, ' ')
  return line.length > 60 ? `${line.slice(0, 59)}…` : line
}
