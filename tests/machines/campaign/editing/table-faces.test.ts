import { describe, expect, it } from 'vitest'
import { tableRolls, tableSchema, type TableFace } from '@machines/campaign/model/encounter-records'
import { facesForDice, isBlankFace } from '@machines/campaign/editing/table-faces'

const face = (roll: number, ko = `면 ${roll}`): TableFace => ({ roll, text: { ko, en: ko } })

// Issue 17: the table form's face rows follow its dice (tableRolls).
describe('table faces for dice', () => {
  it('1D6 → 2D6 keeps the faces 2–6, adds blank faces 7–12, and drops the filled face 1 (asked first)', () => {
    const faces = [1, 2, 3, 4, 5, 6].map((roll) => face(roll))
    const result = facesForDice(faces, '2D6')
    expect(result.faces.map((f) => f.roll)).toEqual([...tableRolls['2D6']])
    expect(result.faces[0]).toBe(faces[1])
    expect(result.faces[6]!.text).toEqual({ ko: '', en: '' })
    expect(result.dropped).toEqual([faces[0]])
  })

  it('2D6 → 1D6 drops the faces 7–12 it holds, and only those that were filled', () => {
    const faces = [...tableRolls['2D6']].map((roll) => (roll === 8 ? face(roll, '…') : face(roll)))
    const result = facesForDice(faces, '1D6')
    expect(result.faces.map((f) => f.roll)).toEqual([1, 2, 3, 4, 5, 6])
    expect(result.faces[0]!.text.ko).toBe('')
    expect(result.dropped.map((f) => f.roll)).toEqual([7, 9, 10, 11, 12])
  })

  it('a face with only a note or an effect is not blank', () => {
    expect(isBlankFace(face(1, ''))).toBe(true)
    expect(isBlankFace({ ...face(1, ''), note: { ko: '메모', en: '' } })).toBe(false)
    expect(isBlankFace({ ...face(1, ''), effect: { kind: 'hp-loss', amount: '1D6' } })).toBe(false)
  })

  it('the faces it makes, once written, pass the table schema', () => {
    const { faces } = facesForDice([], '2D6')
    const written = faces.map((f) => ({ ...f, text: { ko: `면 ${f.roll}`, en: `Face ${f.roll}` } }))
    expect(tableSchema.safeParse({ id: 't', name: { ko: '표', en: 'Table' }, dice: '2D6', faces: written }).success).toBe(true)
  })
})
