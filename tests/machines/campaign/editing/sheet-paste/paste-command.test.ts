import { describe, expect, it } from 'vitest'
import { readServantSheet } from '@machines/campaign/editing/sheet-paste/servant-sheet'
import { blankCampaign } from '@machines/campaign/blank/blank-campaign'
import { korean } from '@machines/reasons/format'
import type { Campaign } from '@machines/campaign/model/campaign'
import { demoCampaign, demoEngine, mustDispatch } from '../../fixtures'
import { campaignOf, refusal, refusalKo } from '../helpers'
import { entriesOf, played } from '../../session-log/helpers'
import { koreanServantSheet } from './fixture-sheets'

const blank = (teams: number): Campaign => {
  const made = blankCampaign({ name: '다음 주 성배전', teams, regions: ['항구 / Port', '교회 / Church', '공원'], locale: 'ko' })
  if (!made.ok) throw new Error('blank campaign refused')
  return made.campaign
}
const pasteOf = (text: string, campaign: Campaign, overwrite = false) => {
  const read = readServantSheet(text, campaign)
  if (!read.ok) throw new Error(korean(read.why))
  return { type: 'edit.paste', overwrite, teams: read.teams.map(({ team, master, servant }) => ({ team, master, servant })) }
}

// Issue 17: applying a paste is one command, validated in the host like every command, one undo step, one log line.
describe('edit.paste', () => {
  it('adds five pasted teams in one undo step', () => {
    const campaign = blank(0)
    const { engine } = demoEngine(campaign)
    const head = engine.head
    mustDispatch(engine, pasteOf(koreanServantSheet, campaign))
    expect(engine.head).toBe(head + 1)
    expect(campaignOf(engine).servants.map((s) => s.className.ko)).toEqual(['세이버', '캐스터', '아처', '랜서', '라이더'])
    engine.undo()
    expect(campaignOf(engine).teams).toEqual([])
  })

  it('refuses a team whose id exists unless overwrite is chosen, and then replaces its sheets', () => {
    const campaign = blank(5)
    const { engine } = demoEngine(campaign)
    const text = ['클래스\t진명\t근력', '세이버\t아르토리아\tB'].join('\n')
    expect(refusalKo(engine, pasteOf(text, campaign))).toBe('진영 "진영 1"은 이미 있습니다. 덮어쓰기를 고르거나 그 행의 이름을 바꾸세요')
    expect(refusal(engine, pasteOf(text, campaign))).toBe('the team "Team 1" already exists. Choose overwrite, or rename it in its row')
    mustDispatch(engine, pasteOf(text, campaign, true))
    const after = campaignOf(engine)
    expect(after.teams).toHaveLength(5)
    expect(after.servants.find((s) => s.id === 's-1')).toMatchObject({ className: { ko: '세이버' }, trueName: '아르토리아', parameters: { strength: 'B' } })
    expect(after.teams[0]!.name.ko).toBe('세이버 진영')
  })

  it('refuses at the edge a pasted servant the schema refuses, the campaign untouched', () => {
    const campaign = blank(0)
    const { engine } = demoEngine(campaign)
    const command = pasteOf(koreanServantSheet, campaign)
    command.teams[0]!.servant = { ...command.teams[0]!.servant, parameters: { ...command.teams[0]!.servant.parameters, strength: 'S' } }
    expect(refusal(engine, command)).toMatch(/strength/)
    expect(campaignOf(engine).teams).toEqual([])
  })

  it('refuses a new team while a phase runs, naming the row, and a paste of nothing', () => {
    const { engine } = demoEngine()
    expect(refusalKo(engine, { type: 'edit.paste', teams: [] })).toBe('붙여 넣을 행이 없습니다')
    const text = ['클래스\t진명\t거점', '버서커\t헤라클레스\tport'].join('\n')
    mustDispatch(engine, { type: 'turn.start' })
    expect(refusalKo(engine, pasteOf(text, demoCampaign()))).toMatch(/^"버서커 진영": /)
  })

  it('says the pasted records in the GM log, new and overwritten counted', () => {
    const campaign = blank(1)
    const text = ['클래스\t진명', '세이버\t아르토리아', '랜서\t쿠 훌린'].join('\n')
    const [entry] = entriesOf(played([pasteOf(text, campaign, true)], campaign))
    expect(entry!.gm.ko).toBe('시트 붙여 넣기 (새 기록 1, 덮어쓴 기록 1): 세이버 진영 (세이버, 아르토리아), 랜서 진영 (랜서, 쿠 훌린)')
    expect(entry!.gm.en).toMatch(/^Sheet pasted \(new records: 1, overwritten: 1\): Team 세이버 \(세이버, 아르토리아\)/)
  })
})
