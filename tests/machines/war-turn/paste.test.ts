import { describe, expect, it } from 'vitest'
import { parsePaste, type PasteLexicon } from '@machines/war-turn/paste'
import { english, korean } from '@machines/reasons/format'

const lexicon: PasteLexicon = {
  actors: [
    { id: 'saber', names: ['세이버', 'Saber'] },
    { id: 'archer', names: ['아처', 'Archer'] },
    { id: 'lancer', names: ['랜서', 'Lancer'] },
    { id: 'rin', names: ['린', 'Rin', 'Tohsaka Rin', '토오사카 린'] },
    { id: 'tohsaka-tokiomi', names: ['Tohsaka Tokiomi'] }
  ],
  regions: [
    { id: 'church', names: ['교회', 'Church'] },
    { id: 'port', names: ['항구', 'Port', 'harbour'] },
    { id: 'park', names: ['공원', 'Park', 'Central Park'] }
  ]
}

const declarationsOf = (text: string) => parsePaste(text, lexicon).map((line) => (line.ok ? line.declaration : english(line.why)))

describe('the paste box', () => {
  it.each([
    ['세이버: 정보탐색 교회', { actor: 'saber', action: 'investigate', regions: ['church'] }],
    ['saber investigate church', { actor: 'saber', action: 'investigate', regions: ['church'] }],
    ['아처 일상 항구 교회 공원', { actor: 'archer', action: 'daily', regions: ['port', 'church', 'park'] }],
    ['rin daily church, port, park', { actor: 'rin', action: 'daily', regions: ['church', 'port', 'park'] }],
    ['lancer rest', { actor: 'lancer', action: 'rest', regions: [] }],
    ['랜서 휴식 항구', { actor: 'lancer', action: 'rest', regions: ['port'] }],
    ['SABER Investigation PORT', { actor: 'saber', action: 'investigate', regions: ['port'] }],
    ['세이버 정보 탐색 교회', { actor: 'saber', action: 'investigate', regions: ['church'] }],
    ['세이버 조사 교회', { actor: 'saber', action: 'investigate', regions: ['church'] }],
    ['세이버 정탐 교회', { actor: 'saber', action: 'investigate', regions: ['church'] }],
    ['saber inv church', { actor: 'saber', action: 'investigate', regions: ['church'] }],
    ['아처 일상 생활 항구', { actor: 'archer', action: 'daily', regions: ['port'] }],
    ['아처 일상생활 항구', { actor: 'archer', action: 'daily', regions: ['port'] }],
    ['Tohsaka Rin: daily harbour, central park, church', { actor: 'rin', action: 'daily', regions: ['port', 'park', 'church'] }],
    ['토오사카 린 일상 교회 항구 공원', { actor: 'rin', action: 'daily', regions: ['church', 'port', 'park'] }]
  ])('T.1 T.2 T.5 reads "%s"', (text, declaration) => {
    expect(parsePaste(text, lexicon)).toEqual([{ line: 1, text, ok: true, declaration }])
  })

  it('skips blank lines and # comments, keeping line numbers', () => {
    const lines = parsePaste('# turn 3\n\nsaber rest\n   \nlancer rest # tired', lexicon)
    expect(lines.map((line) => [line.line, line.ok])).toEqual([
      [3, true],
      [5, true]
    ])
  })

  it('names an unknown actor', () => {
    expect(declarationsOf('berserker daily port')).toEqual(['unknown actor "berserker"'])
  })

  it('names an unknown action', () => {
    expect(declarationsOf('saber sleep port')).toEqual(['unknown action "sleep"'])
  })

  it('names an unknown region as typed', () => {
    expect(declarationsOf('Rin daily church port Mall')).toEqual(['unknown region "Mall"'])
  })

  it('says when the action is missing', () => {
    expect(declarationsOf('Tohsaka Rin')).toEqual(['missing action for "rin" (daily, investigate or rest)'])
  })

  it('names a name shared by two actors as ambiguous', () => {
    const shared: PasteLexicon = { ...lexicon, actors: [...lexicon.actors, { id: 'rin-2', names: ['Rin'] }] }
    const [line] = parsePaste('rin rest', shared)
    expect(line).toMatchObject({ line: 1, text: 'rin rest', ok: false })
    expect(line.ok ? '' : english(line.why)).toBe('ambiguous actor "rin" (rin, rin-2)')
  })

  it('T.1 T.2 T.5 a line without an action is refused in Korean, listing the actions in Korean', () => {
    const [line] = parsePaste('Tohsaka Rin', lexicon)
    expect(line.ok ? '' : korean(line.why)).toBe('"rin"의 행동이 없습니다 (일상 생활, 정보 탐색, 휴식 중 하나)')
  })

  it('names an unknown region in Korean as typed', () => {
    const [line] = parsePaste('세이버 정보탐색 달', lexicon)
    expect(line.ok ? '' : korean(line.why)).toBe('알 수 없는 지역 "달"')
  })

  it('understands ids as names', () => {
    expect(declarationsOf('tohsaka-tokiomi investigate port')).toEqual([
      { actor: 'tohsaka-tokiomi', action: 'investigate', regions: ['port'] }
    ])
  })

  it('parses each line on its own', () => {
    expect(declarationsOf('saber rest\r\nberserker rest\narcher investigate port')).toEqual([
      { actor: 'saber', action: 'rest', regions: [] },
      'unknown actor "berserker"',
      { actor: 'archer', action: 'investigate', regions: ['port'] }
    ])
  })
})
