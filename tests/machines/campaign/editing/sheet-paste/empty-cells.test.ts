import { describe, expect, it } from 'vitest'
import { readSheetPaste, sheetKinds, type SheetKind } from '@machines/campaign/editing/sheet-paste/sheet-paste'
import { english, korean } from '@machines/reasons/format'
import { demoCampaign } from '../../fixtures'

// A spreadsheet copy often holds a stray empty row (only tabs) or leaves a required cell empty: the paste
// says so instead of doing nothing, for every kind of sheet.
const sheets: Record<SheetKind, { header: string[]; row: string[]; required: string }> = {
  servants: { header: ['진영', '클래스', '진명', '근력'], row: ['백색 진영', '세이버', '아르토리아', 'B'], required: '진명' },
  masters: { header: ['마스터', '전투력'], row: ['시로', '3'], required: '마스터' },
  regions: { header: ['이름', '별칭'], row: ['등대 / Lighthouse', '곶'], required: '이름' },
  pcs: { header: ['이름', '무용'], row: ['서하', 'B+1'], required: '이름' }
}
const tsv = (rows: string[][]): string => rows.map((cells) => cells.join('\t')).join('\n')
const blankRow = (width: number): string[] => Array.from({ length: width }, () => '')

describe('a pasted sheet with empty rows and cells', () => {
  for (const kind of sheetKinds) {
    const { header, row, required } = sheets[kind]
    it(`${kind}: a stray empty row between rows is skipped and its line said`, () => {
      const campaign = demoCampaign()
      // masters are found by name: the demo's first master
      const first = kind === 'masters' ? [campaign.masters[0]!.name.ko, '3'] : row
      const read = readSheetPaste(kind, tsv([header, blankRow(header.length), blankRow(header.length), first]), campaign)
      if (!read.ok) throw new Error(korean(read.why))
      expect(read.preview.map((r) => r.line)).toEqual([4])
      expect(read.skipped).toEqual([2, 3])
    })

    it(`${kind}: an empty required cell is refused naming its row and column, in Korean and English`, () => {
      const campaign = demoCampaign()
      const emptied = row.map((cell, i) => (header[i] === required ? '' : cell))
      const read = readSheetPaste(kind, tsv([header, emptied]), campaign)
      expect(read.ok).toBe(false)
      if (read.ok) return
      expect(korean(read.why)).toBe(`2행의 ${required} 칸이 비어 있습니다. 이 열은 꼭 채워야 합니다`)
      expect(english(read.why)).toBe(`row 2: the ${required} cell is empty, and this column must be filled`)
    })
  }

  it('a paste of only empty rows under the header says no rows were pasted', () => {
    const read = readSheetPaste('regions', '이름,별칭\n,\n,', demoCampaign())
    expect(read.ok ? '' : korean(read.why)).toBe('1행의 머리글 아래에 붙여 넣은 행이 없습니다')
  })

  it('an empty required cell of a later row names that row, as the GM headed the column (English headers)', () => {
    const read = readSheetPaste('servants', 'class,true name\nSaber,Artoria\nLancer,', demoCampaign())
    expect(read.ok ? '' : english(read.why)).toBe('row 3: the true name cell is empty, and this column must be filled')
  })
})
