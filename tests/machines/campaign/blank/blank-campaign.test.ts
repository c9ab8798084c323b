import { describe, expect, it } from 'vitest'
import { blankCampaign, maxBlankTeams, type BlankCampaignSpec } from '@machines/campaign/blank/blank-campaign'
import { campaignSchema } from '@machines/campaign/model/campaign'
import { CampaignEngine } from '@machines/campaign/engine'
import { createDocument } from '@machines/campaign/document'
import { defaultSettings } from '@machines/campaign/model/settings'
import { english } from '@machines/reasons/format'
import { inKorean } from '../../../../src/shared/message'

const spec = (change: Partial<BlankCampaignSpec> = {}): BlankCampaignSpec => ({ name: '미하마 성배전쟁', teams: 5, regions: ['교회', '항구 / Port', '', 'Old Town'], locale: 'ko', ...change })

function built(change: Partial<BlankCampaignSpec> = {}) {
  const result = blankCampaign(spec(change))
  if (!result.ok) throw new Error(english(result.why))
  return result.campaign
}

function refusal(change: Partial<BlankCampaignSpec>): { en: string; ko: string } {
  const result = blankCampaign(spec(change))
  if (result.ok) throw new Error('expected a refusal')
  return { en: english(result.why), ko: inKorean(result.why) }
}

describe('a blank campaign from the wizard', () => {
  it('holds the GM’s name, regions in their order and one placeholder team per seat, and is a valid campaign', () => {
    const campaign = built()
    expect(campaignSchema.safeParse(campaign).success).toBe(true)
    expect(campaign.name).toBe('미하마 성배전쟁')
    expect(campaign.regions).toEqual([
      { id: 'region-1', name: { ko: '교회', en: '교회' }, aliases: [] },
      { id: 'port', name: { ko: '항구', en: 'Port' }, aliases: [] },
      { id: 'old-town', name: { ko: 'Old Town', en: 'Old Town' }, aliases: [] }
    ])
    expect(campaign.teams.map((t) => [t.id, t.name.ko, t.name.en, t.master, t.servant, t.base])).toEqual([
      ['team-1', '진영 1', 'Team 1', 'm-1', 's-1', 'region-1'],
      ['team-2', '진영 2', 'Team 2', 'm-2', 's-2', 'port'],
      ['team-3', '진영 3', 'Team 3', 'm-3', 's-3', 'old-town'],
      ['team-4', '진영 4', 'Team 4', 'm-4', 's-4', 'region-1'],
      ['team-5', '진영 5', 'Team 5', 'm-5', 's-5', 'port']
    ])
    expect(new Set(campaign.teams.map((t) => t.color)).size).toBe(5)
    expect(campaign.masters.map((m) => m.name)).toContainEqual({ ko: '마스터 3', en: 'Master 3' })
    expect(campaign.servants[0]).toMatchObject({ className: { ko: '서번트 1', en: 'Servant 1' }, trueName: '진명 미정 1', trueNameRevealed: false })
    expect(campaign.masters[0]!.commandSeals).toBe(defaultSettings.commandSeals)
  })

  it('starts with nothing played, every ⚙ setting at its default and the rulebook’s encounter tables', () => {
    const campaign = built()
    expect([campaign.turn, campaign.scene, campaign.emotions, campaign.pcs, campaign.monsters, campaign.offers, campaign.atRisk]).toEqual([0, 0, [], [], [], [], []])
    expect(campaign.settings).toEqual(defaultSettings)
    expect(campaign.tables.map((t) => t.id)).toEqual(['target', 'spoils', 'damage', 'random-item', 'battlefield', 'fatal-wound'])
  })

  it('opens in the engine and takes a first edit (a team renamed), so the GM can fill it in', () => {
    const campaign = built()
    const engine = new CampaignEngine(createDocument(campaign, '2026-12-01T00:00:00.000Z'))
    const team = { ...campaign.teams[0]!, name: { ko: '붉은 진영', en: 'Red' } }
    expect(engine.dispatch({ type: 'edit.team.upsert', team }, '2026-12-01T00:01:00.000Z')).toEqual({ ok: true })
    expect(engine.current.context.campaign.teams[0]!.name.en).toBe('Red')
  })

  it('writes the placeholder true names in the GM’s language', () => {
    expect(built({ locale: 'en' }).servants[1]!.trueName).toBe('True name 2')
  })

  it('takes zero teams and as many as a campaign holds, and 60 regions', () => {
    expect(built({ teams: 0 }).teams).toEqual([])
    const many = built({ teams: maxBlankTeams, regions: Array.from({ length: 60 }, (_, i) => `지역 ${i + 1}`) })
    expect([many.teams.length, many.masters.length, many.servants.length, many.regions.length]).toEqual([20, 20, 20, 60])
    expect(new Set(many.teams.map((t) => t.color)).size).toBe(20)
  })

  it('numbers a region whose name-made id is already taken', () => {
    expect(built({ regions: ['교회', 'region-1', 'Port'] }).regions.map((r) => r.id)).toEqual(['region-1', 'region-2', 'port'])
  })

  it('refuses a missing or too long name, naming the field in the GM’s words', () => {
    expect(refusal({ name: '   ' })).toEqual({ en: 'Name: type the campaign’s name', ko: '이름: 캠페인 이름을 입력하세요' })
    expect(refusal({ name: 'x'.repeat(81) }).ko).toBe('이름: 최대 80자입니다 (지금 81자)')
  })

  it('refuses a team count that is not a whole number from 0 to 20', () => {
    expect(refusal({ teams: 21 }).ko).toBe('진영 수는 0부터 20까지의 정수여야 합니다 (입력: 21)')
    expect(refusal({ teams: 2.5 }).en).toBe('Teams: a whole number from 0 to 20 (typed: 2.5)')
    expect(refusal({ teams: -1 }).en).toMatch(/^Teams:/)
  })

  it('refuses no region, too many, a too long one and a name typed twice, naming the line as typed (empty lines count)', () => {
    expect(refusal({ regions: ['', '  '] }).ko).toBe('지역: 한 줄에 하나씩, 지역을 하나 이상 입력하세요')
    expect(refusal({ regions: Array.from({ length: 61 }, (_, i) => `r${i}`) }).en).toBe('Regions: at most 60 (typed: 61)')
    expect(refusal({ regions: ['a', 'b'.repeat(81)] }).en).toBe('Regions, line 2: a region’s name has at most 80 characters')
    expect(refusal({ regions: ['교회', '', '항구 / Port', 'port'] })).toEqual({
      en: 'Regions, line 4: “port” is already on line 3',
      ko: '지역 4번째 줄: “port” — 3번째 줄과 같은 이름입니다'
    })
  })
})
