import type { Bilingual } from '../../../text/bilingual'
import { fold } from './cells'

/** One column a pasted sheet may hold: its field, the words shown for it, and the headers GMs write for it. */
export interface SheetColumn<Field extends string> {
  field: Field
  words: Bilingual
  headers: readonly string[]
}

/** The columns of one kind of sheet, and which must be there. */
export interface SheetColumns<Field extends string> {
  columns: readonly SheetColumn<Field>[]
  required: readonly Field[]
}

/** The column a header cell names (by any of its headers, in either language, case and spaces aside), or undefined. */
export function columnOf<Field extends string>(sheet: SheetColumns<Field>, header: string): SheetColumn<Field> | undefined {
  const key = fold(header)
  return sheet.columns.find((column) => column.headers.some((h) => fold(h) === key))
}

/** The accepted headers of a sheet, one per column in the GM's language first (`진명 (true name)`), for a refusal. */
export function acceptedHeaders(sheet: SheetColumns<string>): Bilingual {
  const say = (lang: 'ko' | 'en'): string => sheet.columns.map((c) => `${c.words[lang]} (${c.words[lang === 'ko' ? 'en' : 'ko']})`).join(', ')
  return { ko: say('ko'), en: say('en') }
}
