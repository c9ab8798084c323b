import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldWords } from '@machines/reasons/field-words'
import { placeOf } from '@machines/reasons/schema-issue'
import { campaignSchema } from '@machines/campaign/model/campaign'
import { korean } from '@machines/reasons/format'
import { campaignProblem } from '@machines/campaign/editing/validate'
import { demoCampaign } from '../campaign/fixtures'

describe('a refusal names the field in the GM’s words, not its JSON path (issue 17)', () => {
  const saber = { id: 'saber', skills: [{}, { card: { grade: 25 } }] }

  it('names a record by its id and a list item by its place from 1', () => {
    expect(fieldWords(['servant', 'skills', 1, 'card', 'grade'], { servant: saber })).toEqual({
      ko: '서번트 saber ▸ 스킬 2 ▸ 판정패 ▸ 등급',
      en: 'servant saber ▸ skill 2 ▸ card ▸ grade'
    })
    expect(fieldWords(['servants', 0, 'skills', 1, 'card', 'grade'], { servants: [saber] }).ko).toBe('서번트 saber ▸ 스킬 2 ▸ 판정패 ▸ 등급')
  })

  it('D.21 says a master’s pools as the scores the sheet shows', () => {
    expect(fieldWords(['master', 'pools', 'fate'], { master: { id: 'm-haneul' } }).ko).toBe('마스터 m-haneul ▸ 명운 점수')
  })

  it('E.70 14.09 names PC abilities and a monster’s threats and board with the encounter’s terms', () => {
    expect(fieldWords(['pc', 'abilities', 'valor', 'modifier'], { pc: { id: 'pc-1' } }).ko).toBe('PC pc-1 ▸ 능력치 ▸ 무용 ▸ 수정치')
    expect(fieldWords(['monster', 'threats', 2, 'power'], { monster: { id: 'shade' } }).ko).toBe('괴물 shade ▸ 위협 3 ▸ 위력')
    expect(fieldWords(['monster', 'board', 'paragraphs', 0, 'threat'], { monster: { id: 'shade' } }).ko).toBe('괴물 shade ▸ 보드 ▸ 단락 1 ▸ 위협')
    expect(fieldWords(['table', 'faces', 3, 'effect', 'amount'], { table: { id: 'daily' } }).ko).toBe('표 daily ▸ 면 4 ▸ 효과 ▸ 양')
  })

  it('names a ⚙ setting by its own key, as the settings view does', () => {
    expect(fieldWords(['settings', 'rankGrades', 'EX'], {}).ko).toBe('⚙ rankGrades.EX')
  })

  it('keeps the JSON path for a headless verb’s input, as its contract says', () => {
    expect(placeOf(['declarations', 0, 'regions'], {})).toEqual({ path: 'declarations[0].regions', field: 'declarations[0].regions' })
    expect(placeOf(['skills', 0], { id: 'saber' }, 'servant')).toEqual({ path: 'skills[0]', field: { ko: '서번트 saber ▸ 스킬 1', en: 'servant saber ▸ skill 1' } })
  })

  it('says a whole-campaign check in words that a GM can follow to the record', () => {
    const campaign = structuredClone(demoCampaign())
    campaign.teams[0]!.base = 'atlantis'
    const why = campaignProblem(campaign)
    expect(why && korean(why)).toBe(`진영 ${campaign.teams[0]!.id} ▸ 거점 지역: 알 수 없는 지역 "atlantis"`)
    expect(why?.params?.path).toBe('teams[0].base') // the editors mark the field by it
  })

  it('has words for every field a campaign record can hold (the ⚙ settings are named by their keys)', () => {
    const keys = new Set<string>()
    const walk = (node: unknown): void => {
      if (!node || typeof node !== 'object') return
      const properties = (node as { properties?: Record<string, unknown> }).properties
      for (const [key, value] of Object.entries(properties ?? {})) {
        if (key === 'settings') continue
        keys.add(key)
        walk(value)
      }
      for (const [key, value] of Object.entries(node)) if (key !== 'properties') walk(value)
    }
    walk(z.toJSONSchema(campaignSchema as never, { io: 'input', unrepresentable: 'any' }))
    expect(keys.size).toBeGreaterThan(60)
    const without = [...keys].filter((key) => fieldWords([key], {}).ko === key)
    expect(without).toEqual([])
  })
})
