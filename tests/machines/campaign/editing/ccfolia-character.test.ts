import { describe, expect, it } from 'vitest'
import { readCcfoliaCharacter, type CcfoliaPc } from '@machines/campaign/editing/ccfolia-character'
import { pcSchema } from '@machines/campaign/model/encounter-records'
import { english, korean } from '@machines/reasons/format'

// Issue 17: a PC from a Ccfolia character, as Ccfolia copies it to the clipboard. The sample is written here the
// way an Amadeus sheet exported to Ccfolia looks (status bars, parameters with Japanese ability labels, a chat
// palette, a memo, the piece's place on the board).
const amadeusSheet = {
  kind: 'character',
  data: {
    name: '서하',
    memo: '신사 집안의 딸. 오빠를 찾고 있다.\n좋아하는 것: 비 오는 날',
    initiative: 0,
    externalUrl: 'https://example.org/sheets/amadeus/1234',
    status: [
      { label: 'HP', value: 18, max: 22 },
      { label: 'MP', value: 5, max: 5 },
      { label: '因果', value: 2, max: 0 }
    ],
    params: [
      { label: '武勇', value: 'B+1' },
      { label: '技術', value: 'C' },
      { label: '頭脳', value: 'A-1' },
      { label: '霊力', value: 'D' },
      { label: '愛', value: 'S+2' },
      { label: '日常', value: 'C' },
      { label: '所持金', value: '3' }
    ],
    iconUrl: null,
    faces: [],
    x: 0,
    y: 0,
    angle: 0,
    width: 4,
    height: 4,
    active: true,
    secret: false,
    invisible: false,
    hideStatus: false,
    color: '#888888',
    commands: 'RB+1 武勇判定\nRC 技術判定\nRA-1 頭脳判定\nRD 霊力判定\nRS+2 愛判定\nRC 日常判定\n',
    owner: null
  }
}

const read = (value: unknown, taken: string[] = []): CcfoliaPc => {
  const result = readCcfoliaCharacter(typeof value === 'string' ? value : JSON.stringify(value), taken)
  if (!result.ok) throw new Error(korean(result.why))
  return result.value
}
const refusal = (text: string): { ko: string; en: string } => {
  const result = readCcfoliaCharacter(text, [])
  if (result.ok) throw new Error('read')
  return { ko: korean(result.why), en: english(result.why) }
}

describe('a Ccfolia character becomes a PC (issue 17)', () => {
  it('E.70 the six abilities come from parameters with Japanese labels, rank and modifier together (B+1, A-1, S+2)', () => {
    const { pc } = read(amadeusSheet)
    expect(pc.abilities).toEqual({
      valor: { rank: 'B', modifier: 1 },
      skill: { rank: 'C', modifier: 0 },
      mind: { rank: 'A', modifier: -1 },
      spirit: { rank: 'D', modifier: 0 },
      love: { rank: 'S', modifier: 2 },
      daily: { rank: 'C', modifier: 0 }
    })
  })

  it('name and hp (the status HP: value and max) are taken over; the id comes from the name and avoids taken ids', () => {
    const { pc, takenOver } = read(amadeusSheet, ['seoha'])
    expect(pc).toMatchObject({ name: { ko: '서하', en: '서하' }, hp: 18, maxHp: 22, weapons: [], gifts: [], states: [] })
    expect(pc.id).toBe('seoha-2')
    expect(pcSchema.safeParse(pc).success).toBe(true)
    expect(takenOver.map(korean)).toEqual([
      '이름 "서하"',
      '생명력 18, 최대 생명력 22 (상태 "HP")',
      '무용 B+1 (파라미터 "武勇")',
      '기술 C (파라미터 "技術")',
      '두뇌 A-1 (파라미터 "頭脳")',
      '영력 D (파라미터 "霊力")',
      '애정 S+2 (파라미터 "愛")',
      '일상 C (파라미터 "日常")'
    ])
  })

  it('everything else is listed as not taken over: mp and other bars, other parameters, memo, chat palette, URL, the board layout', () => {
    const { leftOut } = read(amadeusSheet)
    expect(leftOut.map(korean)).toEqual([
      '상태 "MP": 5 / 최대 5',
      '상태 "因果": 2 / 최대 0',
      '파라미터 "所持金": 3',
      '메모 (35자)',
      '채팅 팔레트 (6줄)',
      '참조 URL https://example.org/sheets/amadeus/1234',
      'Ccfolia 보드 위 말의 위치와 표시 설정 (x, y, angle, width, height, active, secret, invisible, hideStatus, color, owner)'
    ])
    expect(english(leftOut[4]!)).toBe('chat palette (6 lines)')
  })

  it('E.70 Korean and English labels, rank and modifier in parameters of their own (무용 랭크 / 무용 수정치), B(+1) and a true minus', () => {
    const { pc, leftOut } = read({
      kind: 'character',
      data: {
        name: 'Doyun',
        status: [{ label: '생명력', value: 20, max: 20 }],
        params: [
          { label: '무용 랭크', value: 'A' },
          { label: '무용 수정치', value: '+2' },
          { label: 'Skill', value: 'b(+1)' },
          { label: '두뇌', value: 'C −1' },
          { label: 'spirit', value: 'Ｂ' },
          { label: '애정', value: 'D' },
          { label: 'Daily', value: 'C+0' }
        ]
      }
    })
    expect(pc.abilities).toEqual({
      valor: { rank: 'A', modifier: 2 },
      skill: { rank: 'B', modifier: 1 },
      mind: { rank: 'C', modifier: -1 },
      spirit: { rank: 'B', modifier: 0 },
      love: { rank: 'D', modifier: 0 },
      daily: { rank: 'C', modifier: 0 }
    })
    expect(pc.id).toBe('doyun')
    expect(leftOut).toEqual([])
  })

  it('E.70 an ability value that is no rank is listed, naming the parameter and the ability; a bare number is its modifier and the rank stays C, said', () => {
    const { pc, leftOut } = read({
      kind: 'character',
      data: { name: '하늘', params: [{ label: '武勇', value: 'Z' }, { label: '技術', value: '2' }, { label: '技術', value: 'A' }] }
    })
    expect(pc.abilities.valor).toEqual({ rank: 'C', modifier: 0 })
    expect(pc.abilities.skill).toEqual({ rank: 'C', modifier: 2 })
    const said = leftOut.map(korean)
    expect(said).toContain('파라미터 "武勇": "Z"는 무용 값으로 읽지 못했습니다 (랭크 S, A, B, C, D와 수정치, 예: B+1)')
    expect(said).toContain('기술: "技術"에 랭크가 없어 C 그대로')
    expect(said).toContain('두뇌: 파라미터 없음, C+0 그대로')
    expect(said[0]).toBe('생명력 상태(HP, 생명력, 体力) 없음: 생명력 20/20 그대로')
    expect(english(leftOut.find((r) => r.key === 'reason.campaign.ccfoliaUnread')!)).toBe('parameter "武勇": "Z" is not read as valor (a rank S, A, B, C or D with a modifier, such as B+1)')
  })

  it('a status HP with no maximum (0) is its own maximum; hp above the maximum is kept for the form to refuse', () => {
    expect(read({ kind: 'character', data: { name: 'a', status: [{ label: '体力', value: 12, max: 0 }] } }).pc).toMatchObject({ hp: 12, maxHp: 12 })
    const over = read({ kind: 'character', data: { name: 'a', status: [{ label: 'hp', value: 30, max: 25 }] } }).pc
    expect([over.hp, over.maxHp]).toEqual([30, 25])
    expect(pcSchema.safeParse(over).success).toBe(false)
  })

  it('a character with no name keeps an empty name (the form asks for one) and a numbered id', () => {
    const { pc, takenOver } = read({ kind: 'character', data: {} }, ['pc-1'])
    expect(pc.name).toEqual({ ko: '', en: '' })
    expect(pc.id).toBe('pc-2')
    expect(korean(takenOver[0]!)).toBe('이름 없음: 양식에서 적으세요')
  })

  it('bad JSON, another kind of Ccfolia data and a JSON that is no character each get one message in both languages', () => {
    expect(refusal('{ "kind": "character", "data": ').ko).toMatch(/^Ccfolia 캐릭터가 아닙니다: JSON 글이 아닙니다/)
    expect(refusal('{ "kind": "character", "data": ').en).toMatch(/^this is not a Ccfolia character: the text is not JSON/)
    expect(refusal('{"kind":"item","data":{}}').ko).toBe('Ccfolia의 캐릭터가 아니라 "item" 데이터입니다: PC가 되는 것은 캐릭터뿐입니다')
    expect(refusal('{"name":"서하"}').ko).toBe('이 JSON은 Ccfolia 캐릭터가 아닙니다: "kind": "character"와 캐릭터의 "data"가 있어야 합니다')
    expect(refusal('[1, 2]').en).toBe('this JSON is not a Ccfolia character: it needs "kind": "character" and the character\'s "data"')
    expect(refusal('   ').ko).toBe(korean({ key: 'reason.campaign.pasteEmpty' }))
    expect(refusal('x'.repeat(200_001)).en).toMatch(/too long for a Ccfolia character \(200001 characters; at most 200000\)/)
  })

  it('fields Overseer does not know are named, not dropped silently', () => {
    const { leftOut } = read({ kind: 'character', data: { name: 'a', status: [{ label: 'HP', value: 1, max: 1 }], params: [], skills: [] } })
    expect(leftOut.filter((r) => r.key === 'reason.campaign.ccfoliaField').map(english)).toEqual(['field "skills"'])
    expect(leftOut.filter((r) => r.key === 'reason.campaign.ccfoliaNoAbility')).toHaveLength(6)
  })
})
