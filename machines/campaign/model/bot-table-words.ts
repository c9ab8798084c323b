import { z } from 'zod'
import { botTableSchema } from './encounter-records'
import { isJapaneseText } from '../../dice/japanese-text'
import { withUiWords } from '../../dice/ui-words'

/**
 * The GM's own Korean words for one face of a dice-bot table BCDice answers in Japanese (`CST` face `1`),
 * kept with the campaign: shown instead of BCDice's words, which are still recorded with the roll.
 */
export const botTableWordSchema = z.strictObject({
  command: botTableSchema,
  face: z.string().regex(/^\d{1,3}$/),
  text: z.string().trim().min(1).max(2000)
})
/** The GM's words for one face of a dice-bot table. */
export type BotTableWord = z.infer<typeof botTableWordSchema>

/** A dice-box roll of a BCDice table read: its command and face, whether BCDice answered in Japanese, and the GM's words if given. */
export interface BotRollReading {
  /** The table's command, upper-case, without the secret `S` (`CST`); null when the answer is no table's. */
  command: string | null
  /** The face as BCDice writes it in brackets (`1`, `35`). */
  face: string | null
  japanese: boolean
  own: string | null
}

// BCDice writes a table's answer `制約表(1) ＞ 短命`: its name, the face in brackets, then the words.
const tableAnswer = /^[^\n＞]*?\((\d{1,3})\)\s*＞\s*/

/** What a dice-box roll holds that a reading needs. */
export type BotRoll = { command: string; text: string; secret: boolean; system: string }

/** Reads a dice-box roll's BCDice answer against the campaign's own words for its table's faces; only a Korean system's Japanese answer is flagged. */
export function readBotRoll(roll: BotRoll, words: readonly BotTableWord[]): BotRollReading {
  const letters = roll.command.trim().toUpperCase()
  const command = /^[A-Z][A-Z0-9]{0,11}$/.test(letters) ? (roll.secret && letters.startsWith('S') ? letters.slice(1) : letters) : null
  const face = tableAnswer.exec(roll.text)?.[1] ?? null
  const japanese = roll.system.endsWith(':Korean') && isJapaneseText(roll.text)
  const own = command && face ? (words.find((w) => w.command === command && w.face === face)?.text ?? null) : null
  return { command: face ? command : null, face, japanese, own }
}

/** A roll's words as the screens show them: the GM's Korean words for the face when given (`CST(1) ＞ 단명`), else BCDice's with the rules' words (docs/glossary.md). */
export function botRollShown(roll: BotRoll, words: readonly BotTableWord[]): string {
  const reading = readBotRoll(roll, words)
  return reading.own ? `${reading.command}(${reading.face}) ＞ ${reading.own}` : withUiWords(roll.text)
}
