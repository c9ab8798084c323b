import { tableRolls, type Table, type TableFace } from '../model/encounter-records'

/** A table's dice (1D6 or 2D6). */
export type TableDice = Table['dice']

/** A face nobody has written yet: the placeholder text of a new table, no note, no effect. */
export function isBlankFace(face: TableFace): boolean {
  const blank = (text: string): boolean => text.trim() === '' || text.trim() === '…'
  return blank(face.text.ko) && blank(face.text.en) && !face.note?.ko.trim() && !face.note?.en.trim() && !face.effect
}

/**
 * The faces a table of `dice` has: one per roll the dice can make (tableRolls), in roll order; a roll the
 * faces already cover keeps its face, a new roll gets a blank face. `dropped` lists the faces whose roll the
 * dice cannot make and that hold something, which the GM is asked about before they go.
 */
export function facesForDice(faces: readonly TableFace[], dice: TableDice): { faces: TableFace[]; dropped: TableFace[] } {
  const rolls: readonly number[] = tableRolls[dice]
  const byRoll = new Map(faces.map((face) => [face.roll, face]))
  return {
    faces: rolls.map((roll) => byRoll.get(roll) ?? { roll, text: { ko: '', en: '' } }),
    dropped: faces.filter((face) => !rolls.includes(face.roll) && !isBlankFace(face))
  }
}
