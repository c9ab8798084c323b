import type { Campaign } from './model/campaign'
import type { Table } from './model/encounter-records'
import type { DiceAnswer } from './model/dice-rolls'
import type { Bilingual } from '../text/bilingual'
import type { DiceSystem } from '../dice/systems'

const fold = (text: string): string => text.trim().toLowerCase()

/**
 * The campaign table a dice-box command names (every table can be rolled in play): its id or
 * its Korean or English name, with BCDice's `S` prefix for a secret roll (`S일상 사건표`). A name wins over
 * a BCDice command of the same letters, so a GM's own table is never shadowed by the dice bot.
 */
export function tableInBox(campaign: Pick<Campaign, 'tables'>, typed: string): { table: Table; secret: boolean } | null {
  const named = (text: string): Table | undefined => campaign.tables.find((t) => [t.id, t.name.ko, t.name.en].some((word) => fold(word) === fold(text)))
  const open = named(typed)
  if (open) return { table: open, secret: false }
  const secret = /^s/i.test(typed.trim()) ? named(typed.trim().slice(1)) : undefined
  return secret ? { table: secret, secret: true } : null
}

/** How many six-sided dice a table rolls. */
export function tableDiceCount(table: Table): number {
  return table.dice === '2D6' ? 2 : 1
}

/**
 * The dice box's answer for one roll of a campaign table (E.71: recorded with its faces, never rolled again):
 * the face's words in both languages, and BCDice's own words when the table is one of the game's (`botText`).
 * Null when the faces do not fit the table.
 */
export function tableBoxAnswer(table: Table, dice: readonly number[], system: DiceSystem, secret: boolean, botText?: string): DiceAnswer | null {
  if (dice.length !== tableDiceCount(table) || dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6)) return null
  const roll = dice.reduce((sum, d) => sum + d, 0)
  const face = table.faces.find((f) => f.roll === roll)
  if (!face) return null
  return {
    system,
    text: botText ?? `${table.dice} [${dice.join(',')}] → ${roll}`,
    secret,
    dice: [...dice],
    table: { id: table.id, name: table.name, roll, words: face.text, ...(face.note && (face.note.ko || face.note.en) ? { note: face.note } : {}), effect: face.effect !== undefined }
  }
}

/** A campaign table's roll as the logs say it: the table, the faces and their total, the face's words and its 메모. */
export function tableRollWords(table: NonNullable<DiceAnswer['table']>, dice: readonly number[]): Bilingual {
  const faces = dice.length > 1 ? `[${dice.join(',')}] → ${table.roll}` : `${table.roll}`
  // A note written in one language only reads in both (a Korean-only GM writes it once).
  const note = (lang: 'ko' | 'en'): string => table.note?.[lang] || table.note?.[lang === 'ko' ? 'en' : 'ko'] || ''
  const memo = { ko: note('ko') ? ` (메모: ${note('ko')})` : '', en: note('en') ? ` (note: ${note('en')})` : '' }
  return { ko: `표 ${table.name.ko} ${faces}: ${table.words.ko}${memo.ko}`, en: `Table ${table.name.en} ${faces}: ${table.words.en}${memo.en}` }
}
