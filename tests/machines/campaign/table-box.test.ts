import { describe, expect, it } from 'vitest'
import type { Table } from '@machines/campaign/model/encounter-records'
import { tableBoxAnswer, tableInBox, tableRollWords } from '@machines/campaign/table-box'
import { openRolls } from '@machines/campaign/board-view'
import { entriesOf, played } from './session-log/helpers'

// Issue 17: every table of the campaign can be rolled in play, from the dice box, logged, and shown on
// the board unless the GM rolls it in secret (E.71: the faces are recorded, never rolled again).
const daily: Table = {
  id: 'daily-events',
  name: { ko: '일상 사건표', en: 'Daily events' },
  dice: '1D6',
  faces: [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, text: { ko: `사건 ${roll}`, en: `Event ${roll}` }, ...(roll === 6 ? { effect: { kind: 'coin-gain' as const, amount: '1' } } : {}) }))
}
const weather: Table = {
  id: 'weather',
  name: { ko: '날씨표', en: 'Weather' },
  dice: '2D6',
  faces: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((roll) => ({ roll, text: { ko: `날씨 ${roll}`, en: `Weather ${roll}` } }))
}
const tables = { tables: [daily, weather] }

describe('tableInBox: the campaign table a dice-box command names', () => {
  it.each([
    ['daily-events', 'daily-events', false],
    ['일상 사건표', 'daily-events', false],
    ['  Daily Events ', 'daily-events', false],
    ['S일상 사건표', 'daily-events', true],
    ['sweather', 'weather', true],
    ['날씨표', 'weather', false]
  ])('%s → %s (secret %s)', (typed, id, secret) => {
    expect(tableInBox(tables, typed)).toEqual({ table: tables.tables.find((t) => t.id === id), secret })
  })

  it('leaves BCDice commands to BCDice', () => {
    for (const command of ['2D6', 'RA+1>=4', 'BRT', 'S1D6']) expect(tableInBox(tables, command)).toBeNull()
  })
})

describe('tableBoxAnswer', () => {
  it('reads a 1D6 face and marks an effect the dice box does not apply', () => {
    expect(tableBoxAnswer(daily, [6], 'Amadeus:Korean', false)).toEqual({
      system: 'Amadeus:Korean',
      text: '1D6 [6] → 6',
      secret: false,
      dice: [6],
      table: { id: 'daily-events', name: daily.name, roll: 6, words: { ko: '사건 6', en: 'Event 6' }, effect: true }
    })
  })

  it('sums 2D6 and keeps BCDice’s words when the table is the game’s own', () => {
    const answer = tableBoxAnswer(weather, [3, 4], 'Amadeus:Korean', true, '날씨(7) ＞ 맑음')!
    expect(answer.text).toBe('날씨(7) ＞ 맑음')
    expect(answer.table?.roll).toBe(7)
    expect(answer.secret).toBe(true)
    expect(tableRollWords(answer.table!, answer.dice)).toEqual({ ko: '표 날씨표 [3,4] → 7: 날씨 7', en: 'Table Weather [3,4] → 7: Weather 7' })
  })

  it('E.71: keeps a face’s 메모 with the rolled result and says it after the face’s words, in both languages', () => {
    const noted: Table = { ...daily, faces: daily.faces.map((f) => (f.roll === 3 ? { ...f, note: { ko: '항구에서만', en: '' } } : f)) }
    const answer = tableBoxAnswer(noted, [3], 'Amadeus:Korean', false)!
    expect(answer.table?.note).toEqual({ ko: '항구에서만', en: '' })
    // The English left blank reads the Korean, as a Korean-only GM writes it once.
    expect(tableRollWords(answer.table!, answer.dice)).toEqual({ ko: '표 일상 사건표 3: 사건 3 (메모: 항구에서만)', en: 'Table Daily events 3: Event 3 (note: 항구에서만)' })
    expect(tableBoxAnswer(noted, [4], 'Amadeus:Korean', false)?.table).not.toHaveProperty('note')
    const engine = played([
      { type: 'edit.table.upsert', table: noted },
      { type: 'dice.roll', command: 'daily-events', answer }
    ])
    expect(entriesOf(engine).at(-1)?.gm.ko).toBe('주사위 상자: 표 일상 사건표 3: 사건 3 (메모: 항구에서만)')
  })

  it('refuses faces that do not fit the table', () => {
    expect(tableBoxAnswer(daily, [3, 4], 'Amadeus:Korean', false)).toBeNull()
    expect(tableBoxAnswer(weather, [7], 'Amadeus:Korean', false)).toBeNull()
    expect(tableBoxAnswer(daily, [0], 'Amadeus:Korean', false)).toBeNull()
  })
})

describe('a table rolled from the dice box in the campaign', () => {
  it('is kept with its faces, said in the GM log with the effect left to the GM, and shown on the board only when open', () => {
    const engine = played([
      { type: 'edit.table.upsert', table: daily },
      { type: 'dice.roll', command: 'daily-events', answer: tableBoxAnswer(daily, [6], 'Amadeus:Korean', false) },
      { type: 'dice.roll', command: 'Sdaily-events', answer: tableBoxAnswer(daily, [2], 'Amadeus:Korean', true) }
    ])
    const campaign = engine.current.context.campaign
    expect(campaign.rolls.map((r) => [r.table?.roll, r.secret])).toEqual([
      [6, false],
      [2, true]
    ])
    const [open, secret] = entriesOf(engine).slice(-2)
    expect(open?.gm.ko).toBe('주사위 상자: 표 일상 사건표 6: 사건 6 — 효과는 조우 전투에서만 적용됩니다: 필요하면 직접 조정하세요')
    expect(secret?.gm.en).toBe('Dice box (secret: not on the board): Table Daily events 2: Event 2')
    expect(open?.public).toEqual([{ ko: '표 일상 사건표 6: 사건 6', en: 'Table Daily events 6: Event 6' }])
    expect(secret?.public).toEqual([])
    const shown = openRolls(campaign)
    expect(shown).toHaveLength(1)
    expect(shown[0]?.table).toEqual({ name: daily.name, roll: 6, words: { ko: '사건 6', en: 'Event 6' } })
    expect(JSON.stringify(shown)).not.toContain('사건 2')
  })
})
