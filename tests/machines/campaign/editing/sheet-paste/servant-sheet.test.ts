import { describe, expect, it } from 'vitest'
import { readServantSheet } from '@machines/campaign/editing/sheet-paste/servant-sheet'
import { blankCampaign } from '@machines/campaign/blank/blank-campaign'
import { english, korean } from '@machines/reasons/format'
import type { Reason } from '@machines/reasons/reason'
import { demoCampaign } from '../../fixtures'
import { koreanServantSheet } from './fixture-sheets'

const blank = (teams: number) => {
  const made = blankCampaign({ name: '다음 주 성배전', teams, regions: ['항구 / Port', '교회 / Church', '공원', '학교', '신도심'], locale: 'ko' })
  if (!made.ok) throw new Error('blank campaign refused')
  return made.campaign
}
const refused = (text: string, campaign = blank(0)): Reason => {
  const read = readServantSheet(text, campaign)
  if (read.ok) throw new Error('accepted')
  return read.why
}

describe('a pasted servant sheet (issue 17)', () => {
  it('reads five servants with Korean headers into five new teams, ids from their names', () => {
    const read = readServantSheet(koreanServantSheet, blank(0))
    if (!read.ok) throw new Error(korean(read.why))
    expect(read.teams.map((t) => t.team.id)).toEqual(['baeksaek-jinyeong', 'heuksaek-jinyeong', 'cheongsaek-jinyeong', 'jeoksaek-jinyeong', 'noksaek-jinyeong'])
    expect(read.teams.map((t) => t.servant.id)).toEqual(['saber', 'caster', 'acheo', 'raenseo', 'raideo'])
    const saber = read.teams[0]!
    expect(saber.servant.parameters).toEqual({ strength: 'B', endurance: 'C', agility: 'C', mana: 'B', luck: 'B', np: 'A++' })
    expect(saber.servant.className).toEqual({ ko: '세이버', en: 'Saber' })
    expect(saber.servant.trueName).toBe('아르토리아')
    expect(saber.servant.hp).toBe(60)
    expect(saber.servant.maxHp).toBe(60)
    expect(saber.master.name).toEqual({ ko: '에미야 시로', en: '에미야 시로' })
    expect(saber.replaces).toBeNull()
  })

  it('D.51 an area NP and D.47 its guard come from the NP cell; the NP parameter is the first NP rank', () => {
    const read = readServantSheet(koreanServantSheet, blank(0))
    if (!read.ok) throw new Error(korean(read.why))
    const [np] = read.teams[0]!.servant.noblePhantasms
    expect(np).toMatchObject({ name: { ko: '약속된 승리의 검', en: 'Excalibur' }, rank: 'A++', grade: 12, count: 1, area: true, guard: 2 })
  })

  it('D.2 skill cards name their weakness; D.47 a guard; a rank after the name', () => {
    const read = readServantSheet(koreanServantSheet, blank(0))
    if (!read.ok) throw new Error(korean(read.why))
    const skills = read.teams[0]!.servant.skills
    expect(skills.map((s) => [s.name.ko, s.rank, s.guard, s.card])).toEqual([
      ['대마력', 'A', 1, undefined],
      ['직감', 'B', 0, { grade: 4, count: 2, weakTo: 'counter', ranged: false }]
    ])
  })

  it('D.32 a 1-step and D.47 a 2-step spell from the magic cell of the caster', () => {
    const read = readServantSheet(koreanServantSheet, blank(0))
    if (!read.ok) throw new Error(korean(read.why))
    const caster = read.teams[1]!.servant
    expect(caster.cards.map((c) => [c.name.en, c.kind, c.grade, c.count, c.steps])).toEqual([
      ['화염구', 'magic', 3, 2, 1],
      ['Great Spell', 'magic', 6, 1, 2]
    ])
    expect(caster.parameters.mana).toBe('A+')
  })

  it('D.40 a ranged smash and D.34 a critical from the cards cell; a bare rank in the NP cell is the parameter only', () => {
    const read = readServantSheet(koreanServantSheet, blank(0))
    if (!read.ok) throw new Error(korean(read.why))
    const archer = read.teams[2]!.servant
    expect(archer.cards.map((c) => [c.kind, c.name.ko, c.ranged])).toEqual([
      ['smash', '활쏘기', true],
      ['critical', '학익', false]
    ])
    expect(archer.noblePhantasms).toEqual([])
    expect(archer.parameters.np).toBe('E')
  })

  it('D.20, D.21 master stats from the row, the pools following them', () => {
    const read = readServantSheet(koreanServantSheet, blank(0))
    if (!read.ok) throw new Error(korean(read.why))
    const { master } = read.teams[0]!
    expect([master.might, master.fate, master.conviction]).toEqual([3, 4, 5])
    expect(master.pools).toEqual({ fate: 4, conviction: 5 })
  })

  it('reads English headers as CSV, a quoted cell holding a semicolon list', () => {
    const text = ['class,true name,STR,END,AGI,MGI,LUK,NP,skills,hp,master,might', 'Berserker,Heracles,A+,A,A,A,B,Nine Lives A (14x1),"Madness B+ (5x2, weak counter); Valor A",80,Illya,2'].join('\n')
    const read = readServantSheet(text, demoCampaign())
    if (!read.ok) throw new Error(english(read.why))
    const { servant, master, team } = read.teams[0]!
    expect(servant.skills.map((s) => [s.name.en, s.rank, s.card?.weakTo])).toEqual([
      ['Madness', 'B+', 'counter'],
      ['Valor', 'A', undefined]
    ])
    expect(servant.noblePhantasms[0]).toMatchObject({ name: { en: 'Nine Lives' }, grade: 14 })
    expect(master.might).toBe(2)
    expect(team.name).toEqual({ ko: 'Berserker 진영', en: 'Team Berserker' })
  })

  it('fills the blank campaign’s placeholder teams in row order when the sheet has no team column', () => {
    const text = ['클래스\t진명\t근력', '세이버\t아르토리아\tB', '랜서\t쿠 훌린\tB'].join('\n')
    const campaign = blank(5)
    const read = readServantSheet(text, campaign)
    if (!read.ok) throw new Error(korean(read.why))
    expect(read.teams.map((t) => [t.team.id, t.servant.id, t.replaces?.name.ko])).toEqual([
      ['team-1', 's-1', '진영 1'],
      ['team-2', 's-2', '진영 2']
    ])
    expect(read.teams[0]!.team.name).toEqual({ ko: '세이버 진영', en: 'Team 세이버' })
    expect(read.preview[0]!.replaces).toEqual({ ko: '진영 1', en: 'Team 1' })
  })

  it('a row naming a new team still fills the placeholder of its position, renamed; an edited team is no placeholder', () => {
    const campaign = blank(5)
    const read = readServantSheet(koreanServantSheet, campaign)
    if (!read.ok) throw new Error(korean(read.why))
    expect(read.teams.map((t) => [t.team.id, t.team.name.ko, t.servant.id])).toEqual([
      ['team-1', '백색 진영', 's-1'],
      ['team-2', '흑색 진영', 's-2'],
      ['team-3', '청색 진영', 's-3'],
      ['team-4', '적색 진영', 's-4'],
      ['team-5', '녹색 진영', 's-5']
    ])
    const edited = { ...campaign, servants: campaign.servants.map((s) => (s.id === 's-1' ? { ...s, trueName: '아르토리아' } : s)) }
    const again = readServantSheet(koreanServantSheet, edited)
    if (!again.ok) throw new Error(korean(again.why))
    expect(again.teams[0]!.replaces).toBeNull()
    expect(again.teams[1]!.replaces?.id).toBe('team-2')
  })

  it('previews what each column became, row by row', () => {
    const read = readServantSheet(koreanServantSheet, blank(0))
    if (!read.ok) throw new Error(korean(read.why))
    const caster = read.preview[1]!
    expect(caster.line).toBe(3)
    expect(caster.label.ko).toBe('흑색 진영: 캐스터 (메데이아) · 쿠즈키 소이치로')
    const shown = Object.fromEntries(caster.became.map((b) => [b.header, b.shown.ko]))
    expect(shown['마술']).toBe('마술 화염구 (3×2, 1공정) · 마술 대마술 (6×1, 2공정)')
    expect(shown['보구']).toBe('파계의 비수 C (등급 3 × 1)')
    expect(shown['마력']).toBe('A+')
    expect(read.preview[0]!.became.find((b) => b.header === '보구')!.shown.en).toBe('Excalibur A++ (grade 12 × 1, area (D.51), guard 2)')
  })

  it('refuses a bad rank with one message naming the row and the column', () => {
    const why = refused(['클래스\t진명\t근력\t내구', '세이버\t아르토리아\tB\tC', '랜서\t쿠 훌린\tS\tC'].join('\n'))
    expect(korean(why)).toBe('3행 근력 열: "S"는 랭크가 아닙니다. 랭크는 E, D, C, B, A, EX 중 하나이며 뒤에 +를 셋까지 붙일 수 있습니다')
    expect(english(why)).toBe('row 3, column 근력: "S" is not a rank: a rank is E, D, C, B, A or EX, with up to three + after it')
  })

  it('refuses an unknown column, listing the accepted ones in the GM’s language', () => {
    const why = refused(['클래스\t진명\t속성', '세이버\t아르토리아\t질서'].join('\n'))
    expect(korean(why)).toMatch(/^1행의 머리글 "속성"은 알 수 없는 열입니다\. 쓸 수 있는 열: 진영 \(team\), 색 \(colour\), 거점 \(base\), 클래스 \(class\), 진명 \(true name\)/)
    expect(english(why)).toMatch(/^row 1: "속성" is not a column this sheet knows\. Accepted columns: team \(진영\), colour \(색\)/)
  })

  it('refuses a sheet without its class or true name column, saying which are required', () => {
    expect(korean(refused('클래스\t근력\n세이버\tB'))).toMatch(/^진명 열이 없습니다\. 꼭 있어야 하는 열: 클래스, 진명\. 쓸 수 있는 열: /)
    expect(english(refused('class,STR\nSaber,B'))).toMatch(/^the column true name is missing\. Required columns: class, true name\./)
  })

  it('refuses a skill card without its weakness (D.2) and an unknown option, naming the row and column', () => {
    expect(korean(refused('클래스\t진명\t스킬\n세이버\t아르토리아\t직감 B (4x2)'))).toBe('2행 스킬 열: 스킬 "직감"의 판정패에 약점이 없습니다: 약점 강타, 약점 반격, 약점 맹공 가운데 하나를 괄호 안에 쓰세요 (D.2)')
    expect(korean(refused('클래스\t진명\t보구\n세이버\t아르토리아\t엑스칼리버 A (대국)'))).toMatch(/^2행 보구 열: 보구 옵션 "대국"을 모릅니다/)
    expect(korean(refused('클래스\t진명\t판정패\n세이버\t아르토리아\t화염구 (3x2)'))).toMatch(/^2행 판정패 열: 판정패 "화염구"는 종류로 시작해야 합니다/)
    expect(korean(refused('클래스\t진명\t판정패\n세이버\t아르토리아\t치명 일격 (6x1, 1공정)'))).toBe('2행 판정패 열: 판정패 "일격": 공정은 마술에만 씁니다 (D.47)')
  })

  it('refuses a base that is not a region and two rows naming one team', () => {
    expect(korean(refused('클래스\t진명\t거점\n세이버\t아르토리아\t달'))).toBe('2행 거점 열: "달"은 이 캠페인의 지역이 아닙니다 (지역 이름, 별칭 또는 id)')
    expect(korean(refused('진영\t클래스\t진명\n백\t세이버\t아르토리아\n백\t랜서\t쿠'))).toBe('3행과 2행이 같은 "백"을 가리킵니다. 한 행만 남기세요')
  })
})

describe('a servant sheet whose 마력 column holds numbers', () => {
  it('D.21 reads 마력 as MP where the cell is a number, and as the mana parameter where it is a rank', () => {
    const read = readServantSheet(['클래스\t진명\t마력', '세이버\t아르토리아\t30/40', '캐스터\t메데이아\tA+'].join('\n'), blank(0))
    if (!read.ok) throw new Error(korean(read.why))
    const [saber, caster] = read.teams.map((t) => t.servant)
    expect([saber!.mp, saber!.maxMp]).toEqual([30, 40])
    expect(saber!.parameters.mana).toBe('C') // the starter sheet's rank, untouched
    expect(caster!.parameters.mana).toBe('A+')
    expect(read.preview[0]!.became.find((cell) => cell.header === '마력')!.shown.ko).toBe('30/40')
  })

  it('keeps 마력 a parameter when an MP column is there too, refusing a number as no rank', () => {
    expect(korean(refused('클래스\t진명\t마력\tMP\n세이버\t아르토리아\t30\t40'))).toMatch(/^2행 마력 열: "30"은 랭크가 아닙니다/)
  })
})
