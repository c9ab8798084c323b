import { describe, expect, it } from 'vitest'
import { gameTables } from '@machines/campaign/model/game-tables'
import { importTables, type TableImport } from '@machines/campaign/editing/table-import'
import { english, korean } from '@machines/reasons/format'
const sampleTables = gameTables()

/** The refusal of an import in English (or `imported` when it was not refused). */
const said = (result: TableImport): string => (result.ok ? 'imported' : english(result.why))

const meta = { id: 'loot', name: { ko: '전리품', en: 'Loot' } }
const d6 = ['roll,text,effect,amount', '1,Nothing,,', '2,A coin,coin-gain,1', '3,Two coins,coin-gain,2', '4,"A cut, shallow",hp-loss,1D6', '5,Roll again,roll-table,', '6,Jackpot,coin-gain,2D6'].join('\n')

describe('importTables from CSV', () => {
  it('reads one face per line with its effect columns', () => {
    const result = importTables(d6.replace('5,Roll again,roll-table,', '5,Quiet,,'), meta)
    expect(result).toEqual({
      ok: true,
      tables: [
        {
          id: 'loot',
          name: { ko: '전리품', en: 'Loot' },
          dice: '1D6',
          faces: [
            { roll: 1, text: { ko: 'Nothing', en: 'Nothing' } },
            { roll: 2, text: { ko: 'A coin', en: 'A coin' }, effect: { kind: 'coin-gain', amount: '1' } },
            { roll: 3, text: { ko: 'Two coins', en: 'Two coins' }, effect: { kind: 'coin-gain', amount: '2' } },
            { roll: 4, text: { ko: 'A cut, shallow', en: 'A cut, shallow' }, effect: { kind: 'hp-loss', amount: '1D6' } },
            { roll: 5, text: { ko: 'Quiet', en: 'Quiet' } },
            { roll: 6, text: { ko: 'Jackpot', en: 'Jackpot' }, effect: { kind: 'coin-gain', amount: '2D6' } }
          ]
        }
      ]
    })
  })

  it('reads tab-separated text pasted from a spreadsheet and infers 2D6 from rolls above 6', () => {
    const lines = ['Roll\tText', ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((roll) => `${roll}\tface ${roll}`)]
    const result = importTables(lines.join('\r\n'), { id: 'weather' })
    expect(result.ok && result.tables[0]!.dice).toBe('2D6')
    expect(result.ok && result.tables[0]!.name).toEqual({ ko: 'weather', en: 'weather' })
    expect(result.ok && result.tables[0]!.faces.map((f) => f.roll)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
  })

  it('refuses a face effect missing its field, naming the line and the column', () => {
    expect(said(importTables(d6, meta))).toBe('line 6, column table: Invalid input: expected string, received undefined')
  })

  it('refuses a roll that is not a number, naming the line and the column', () => {
    expect(said(importTables('roll,text\n1,a\nx,b', meta))).toBe('line 3, column roll: a whole number from 1 to 12 (got "x")')
  })

  it('refuses an unknown column in the header', () => {
    expect(said(importTables('roll,text,colour\n1,a,red', meta))).toMatch(/^line 1: unknown column "colour"/)
  })

  it('refuses an effect detail without an effect kind', () => {
    expect(said(importTables('roll,text,effect,amount\n1,a,,1D6', meta))).toBe('line 2, column effect: the amount cell needs an effect kind')
  })

  it('refuses two faces for one roll, naming the second line', () => {
    const text = ['roll,text', '1,a', '2,b', '3,c', '3,again', '4,d', '5,e', '6,f'].join('\n')
    expect(said(importTables(text, meta))).toBe('line 5, column roll: roll 3 has two faces')
  })

  it('refuses a table with a missing roll', () => {
    expect(said(importTables('roll,text\n1,a\n2,b\n3,c\n4,d\n5,e', meta))).toBe('table faces: no face for roll 6')
  })

  it('refuses CSV without a table id', () => {
    expect(said(importTables('roll,text\n1,a\n2,b\n3,c\n4,d\n5,e\n6,f', {}))).toBe('table id: Invalid input: expected string, received undefined')
  })

  it('refuses an effect field the effect kind does not take, naming its column', () => {
    expect(said(importTables('roll,text,effect,amount,state\n1,a,state,1D6,dead', meta))).toBe('line 2, column amount: unknown field')
  })

  it('says a bad cell in Korean, naming the line and the column', () => {
    const result = importTables('roll,text\n1,a\nx,b', meta)
    expect(result.ok || korean(result.why)).toMatch(/^3행 roll 열: /)
  })

  it('refuses a line with more cells than the header', () => {
    expect(said(importTables('roll,text\n1,a,b', meta))).toBe('line 2: more cells than the header has columns (cells: 3, columns: 2)')
  })
})

describe('importTables from JSON', () => {
  it('reads the sample file, an array of six tables (E.31, E.52, E.63, E.72)', () => {
    const result = importTables(JSON.stringify(sampleTables), {})
    expect(result.ok && result.tables.map((t) => `${t.id}:${t.dice}:${t.faces.length}`)).toEqual([
      'target:1D6:6',
      'spoils:1D6:6',
      'damage:1D6:6',
      'random-item:2D6:11',
      'battlefield:1D6:6',
      'fatal-wound:1D6:6'
    ])
  })

  it('reads an array of faces with the id and name typed beside it', () => {
    const faces = [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, text: `face ${roll}` }))
    const result = importTables(JSON.stringify(faces), meta)
    // A face's text written once stands for both languages.
    const bilingual = faces.map((face) => ({ ...face, text: { ko: face.text, en: face.text } }))
    expect(result).toEqual({ ok: true, tables: [{ id: 'loot', name: { ko: '전리품', en: 'Loot' }, dice: '1D6', faces: bilingual }] })
  })

  it('keeps the id a JSON table names over the one typed beside it', () => {
    const result = importTables(JSON.stringify(sampleTables[0]), meta)
    expect(result.ok && result.tables[0]!.id).toBe('target')
  })

  it('refuses a bad field, naming the table and its path', () => {
    const broken = structuredClone(sampleTables)
    ;(broken[2]!.faces[1] as { roll: unknown }).roll = 'two'
    expect(said(importTables(JSON.stringify(broken), {}))).toBe('table 3 ("damage"), field faces[1].roll: a whole number from 1 to 12 (got "two")')
  })

  it('refuses an effect of unknown kind, naming the field', () => {
    const faces = [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, text: 'x', ...(roll === 4 ? { effect: { kind: 'teleport' } } : {}) }))
    expect(said(importTables(JSON.stringify(faces), meta))).toMatch(/^field faces\[3\]\.effect\.kind: /)
  })

  it('refuses two tables with one id', () => {
    expect(said(importTables(JSON.stringify([sampleTables[0], sampleTables[0]]), {}))).toBe('tables 1 and 2 share the id "target"')
  })

  it('refuses text that is not JSON', () => {
    expect(said(importTables('{"id": ', meta))).toMatch(/^not JSON: /)
  })

  it('refuses empty input', () => {
    expect(said(importTables('  \n', meta))).toBe('nothing to import')
  })
})

describe('a paste far too large for a table', () => {
  it('a million rows are refused before they are parsed, in both languages', () => {
    const huge = `roll,text\n${'1,a\n'.repeat(1_000_000)}`
    // Refused by its length alone, before anything splits or validates it.
    const result = importTables(huge)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(english(result.why)).toBe(`the text is too long for a table paste (${huge.length} characters; at most 524288): it was not read`)
    expect(korean(result.why)).toBe(`표로 붙여 넣기에는 글이 너무 깁니다 (${huge.length}자; 최대 524288자). 읽지 않았습니다`)
  })

  it('more rows than a table has faces are refused at the first row too many', () => {
    const rows = Array.from({ length: 40 }, (_, i) => `${(i % 11) + 2},face ${i}`)
    const result = importTables(`roll,text\n${rows.join('\n')}`)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(english(result.why)).toBe('line 13: a table has at most 11 faces (2D6 rolls 2 to 12)')
  })
})

describe('importTables from a GM’s own sheet: Korean headers or none (issue 17)', () => {
  const faces = (result: TableImport) => (result.ok ? result.tables[0]!.faces : [])

  it('reads 주사위 / 결과 / 효과 headers, tab-separated as Sheets and Excel copy them', () => {
    const sheet = ['주사위\t결과\t효과\tamount', '1\t아무 일도 없다\t\t', '2\t동전 하나\tcoin-gain\t1', '3\t고요하다\t\t', '4\t바람\t\t', '5\t비\t\t', '6\t잭팟\tcoin-gain\t2D6'].join('\n')
    const result = importTables(sheet, { id: 'daily', name: { ko: '일상 사건표', en: '' } })
    expect(said(result)).toBe('imported')
    expect(faces(result)[0]).toEqual({ roll: 1, text: { ko: '아무 일도 없다', en: '아무 일도 없다' } })
    expect(faces(result)[1]).toEqual({ roll: 2, text: { ko: '동전 하나', en: '동전 하나' }, effect: { kind: 'coin-gain', amount: '1' } })
    // a Korean-only name stands for both languages
    expect(result.ok && result.tables[0]!.name).toEqual({ ko: '일상 사건표', en: '일상 사건표' })
  })

  it('reads a paste without a header: the first column is the roll, the second the words', () => {
    const sheet = ['1\t평온', '2\t소문', '3\t습격', '4\t만남', '5\t분실', '6\t행운'].join('\n')
    const result = importTables(sheet, { id: 'omens' })
    expect(said(result)).toBe('imported')
    expect(faces(result).map((f) => [f.roll, f.text.ko])).toEqual([[1, '평온'], [2, '소문'], [3, '습격'], [4, '만남'], [5, '분실'], [6, '행운']])
  })

  it('a headerless 2D6 sheet is read as 2D6 from its rolls', () => {
    const sheet = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((roll) => `${roll}\t면 ${roll}`).join('\n')
    const result = importTables(sheet, { id: 'big' })
    expect(result.ok && result.tables[0]!.dice).toBe('2D6')
  })

  it('an unknown header lists the accepted columns, Korean ones included, in English and Korean', () => {
    const result = importTables('주사위\t설명\n1\t없음', { id: 'x' })
    expect(said(result)).toMatch(/^line 1: unknown column "설명" \(columns: roll, text, .*주사위, .*결과, .*효과\)$/)
    expect(result.ok ? '' : korean(result.why)).toMatch(/^1행: 알 수 없는 열 "설명"/)
  })
})

describe('importTables in the words the table form shows', () => {
  const korean6 = (effect: string) => ['주사위\t결과\t효과\tamount\t메모', `1\t베인 상처\t${effect}\t1D6\t피가 흐른다`, '2\t평온\t\t\t', '3\t소문\t\t\t', '4\t만남\t\t\t', '5\t분실\t\t\t', '6\t행운\t\t\t'].join('\n')

  it('takes the effect kind as the form names it (생명력 감소, HP loss) as well as its id', () => {
    for (const effect of ['생명력 감소', 'HP loss', 'hp-loss']) {
      const result = importTables(korean6(effect), meta)
      expect(result.ok && result.tables[0]!.faces[0]!.effect).toEqual({ kind: 'hp-loss', amount: '1D6' })
    }
  })

  it('reads a 메모 column into the face note shown with its rolled result', () => {
    const result = importTables(korean6('생명력 감소'), meta)
    expect(result.ok && result.tables[0]!.faces[0]!.note).toEqual({ ko: '피가 흐른다', en: '피가 흐른다' })
    expect(result.ok && result.tables[0]!.faces[1]!.note).toBeUndefined()
  })

  it('makes the id from the typed name when no id is typed, a free one beside the campaign’s tables', () => {
    const result = importTables(korean6('생명력 감소'), { name: { ko: '전리품', en: 'Loot' }, taken: ['loot'] })
    expect(result.ok && result.tables[0]!.id).toBe('loot-2')
    const koreanOnly = importTables(korean6('생명력 감소'), { name: { ko: '전리품', en: '' } })
    expect(koreanOnly.ok && koreanOnly.tables[0]!.id).toBe('jeonripum')
  })

  it('names a refused cell by the header the GM wrote (효과, 주사위), in Korean', () => {
    const badKind = importTables(korean6('폭발'), meta)
    expect(badKind.ok ? '' : korean(badKind.why)).toMatch(/^2행 효과 열/)
    const badRoll = importTables(korean6('생명력 감소').replace('\n3\t', '\nx\t'), meta)
    expect(badRoll.ok ? '' : korean(badRoll.why)).toMatch(/^4행 주사위 열/)
    const noKind = importTables(korean6('').replace('\t\t1D6', '\t\t1D6'), meta)
    expect(noKind.ok ? '' : korean(noKind.why)).toBe('2행 효과 열: amount 칸을 쓰려면 효과 종류가 있어야 합니다')
  })
})

describe('the effect words an import reads', () => {
  it('are the words the table form’s effect menu shows, in both languages (a rule id aside)', async () => {
    const { tableEffectWords } = await import('@machines/campaign/editing/table-effect-words')
    const { ko } = await import('../../../../src/renderer/src/lib/i18n/ko')
    const { en } = await import('../../../../src/renderer/src/lib/i18n/en')
    const plain = (text: string) => text.replace(/\s*\([A-Z]\.\d+\)$/, '')
    for (const [kind, words] of Object.entries(tableEffectWords)) {
      expect(plain(ko[`editors.table.effect.${kind}` as keyof typeof ko])).toBe(words.ko)
      expect(plain(en[`editors.table.effect.${kind}` as keyof typeof en])).toBe(words.en)
    }
  })
})
