import type { Table, TableFace } from '../../campaign/model/encounter-records'
import { eitherLanguage, type Bilingual } from '../../text/bilingual'
import { withUiWords } from '../../dice/ui-words'

/**
 * What a table roll says on each screen: on a Korean one the dice bot's own answer when the host
 * got one (`전과표(3) ＞ …`, in the campaign's game system: Korean, or Japanese for `Amadeus`), else
 * the face's Korean words in the same shape, BCDice's words for rule terms read as the screens' (기프트 → 은혜,
 * docs/glossary.md; the event keeps BCDice's answer as it came); on an English one the face's English words. `note`
 * stands beside them (a correction of BCDice's words, or a reading of the face).
 */
export interface TableReading {
  text: Bilingual
  note: Bilingual | null
}

/** The reading of one face of a table (E.31, E.52, E.63, E.72); `bot` is BCDice's answer to the roll, if the host got one. */
export function tableReading(table: Pick<Table, 'name'>, face: Pick<TableFace, 'roll' | 'text' | 'note'>, bot?: string): TableReading {
  const note = face.note ? eitherLanguage(face.note) : null
  return {
    text: { ko: withUiWords(bot ?? `${table.name.ko}(${face.roll}) ＞ ${face.text.ko}`), en: `${table.name.en} (${face.roll}): ${face.text.en}` },
    note
  }
}
