import { describe, expect, it } from 'vitest'
import samplePcs from '@data/encounter/sample-pcs.json'
import { campaignSchema } from '@machines/campaign/model/campaign'
import { idSchema } from '@machines/campaign/model/ids'
import { demoCampaign, demoEngine } from '../fixtures'
import { refusal, refusalKo } from '../editing/helpers'

// An id keys plain objects (encounter plots, duel tallies, the waiting list, the public log): an id
// every object already carries would read as "set" before it was. Such ids are refused at the edge.

describe('ids that collide with Object.prototype', () => {
  it('every inherited name that fits the id pattern (constructor) is refused, others still pass', () => {
    const fitting = Object.getOwnPropertyNames(Object.prototype).filter((name) => /^[a-z0-9][a-z0-9-]{0,39}$/.test(name))
    expect(fitting).toEqual(['constructor'])
    expect(idSchema.safeParse('constructor').success).toBe(false)
    for (const ok of ['saber', 'm-rin', 'construct', 'constructors', 'proto']) expect(idSchema.safeParse(ok).success).toBe(true)
  })

  it('a PC named constructor is refused by the editor command with one line in both languages, and nothing changes', () => {
    const { engine } = demoEngine(campaignSchema.parse({ ...demoCampaign(), pcs: structuredClone(samplePcs) }))
    const pc = { ...structuredClone(samplePcs[0]!), id: 'constructor' }
    expect(refusal(engine, { type: 'edit.pc.upsert', pc })).toBe('PC constructor ▸ id: this id is a name JavaScript reserves for every object; choose another')
    expect(refusalKo(engine, { type: 'edit.pc.upsert', pc })).toBe('PC constructor ▸ ID: 이 id는 자바스크립트가 모든 객체에 쓰는 이름이라 쓸 수 없습니다. 다른 id를 고르세요')
  })

  it('a campaign file whose servant is named constructor is refused at open, naming the field', () => {
    const campaign = demoCampaign()
    const bad = { ...campaign, servants: campaign.servants.map((s, i) => (i === 0 ? { ...s, id: 'constructor' } : s)) }
    const parsed = campaignSchema.safeParse(bad)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.some((issue) => issue.path.join('.') === 'servants.0.id')).toBe(true)
  })
})
