import { describe, expect, it } from 'vitest'
import demo from '@data/demo-campaign.json'
import samplePcs from '@data/encounter/sample-pcs.json'
import { campaignSchema } from '@machines/campaign/model/campaign'
import { pcSchema, standardTableIds } from '@machines/campaign/model/encounter-records'
import { english } from '@machines/reasons/format'
import { schemaReason } from '@machines/reasons/schema-issue'
import { demoCampaign } from '../../../src/host/demo'

describe('demo campaign: encounter data', () => {
  it('14.01 the demo campaign with its PCs, monster and tables is a valid campaign', () => {
    const result = campaignSchema.safeParse(demo)
    expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([])
  })

  it('14.01 the demo holds four sample PCs, the sample monster and the game’s own six standard tables, each naming its BCDice command', () => {
    const campaign = demoCampaign()
    expect(campaign.pcs.map((pc) => pc.id)).toEqual(['pc-haneul', 'pc-elias', 'pc-sora', 'pc-verdant'])
    expect(campaign.monsters.map((m) => m.id)).toEqual(['ferry-shade'])
    expect(campaign.tables.map((t) => t.id).sort()).toEqual([...standardTableIds].sort())
    expect(Object.fromEntries(campaign.tables.map((t) => [t.id, t.bcdice]))).toEqual({ target: 'TGT', spoils: 'BRT', damage: 'WT', 'random-item': 'RIT', battlefield: 'BST', 'fatal-wound': 'FWT' })
  })

  it('E.31 the correction beside BCDice’s Korean text of TGT face 6 (it repeats face 2; the Japanese says 単純)', () => {
    const target = demoCampaign().tables.find((t) => t.id === 'target')!
    expect(target.faces.find((f) => f.roll === 6)!.note?.ko).toContain('単純')
    expect(target.faces.find((f) => f.roll === 2)!.note).toBeUndefined()
  })

  it('threat cards, skills and gifts of the demo speak both languages', () => {
    const campaign = demoCampaign()
    const texts = [...campaign.monsters.flatMap((m) => m.threats.map((t) => t.effect)), ...campaign.pcs.flatMap((p) => p.gifts.map((g) => g.text)), ...campaign.servants.flatMap((s) => s.skills.map((k) => k.text))]
    expect(texts.filter((t) => t.en !== '' && (t.ko === '' || t.ko === t.en))).toEqual([])
  })

  it('E.70 the sample PCs file matches the demo’s PCs and every sheet validates', () => {
    expect(samplePcs.map((pc) => pcSchema.parse(pc).id)).toEqual(['pc-haneul', 'pc-elias', 'pc-sora', 'pc-verdant'])
    // The sample sheets are for any campaign, so they name no team; the demo gives each PC to a team (issue 18).
    expect(samplePcs).toEqual(demo.pcs.map(({ team: _team, ...pc }) => pc))
  })

  it('14.01 a campaign without encounter data still validates, with none of each', () => {
    const { pcs: _pcs, monsters: _monsters, tables: _tables, ...older } = structuredClone(demo)
    expect(campaignSchema.parse(older)).toMatchObject({ pcs: [], monsters: [], tables: [] })
  })

  it('14.01 two PCs with one id are refused', () => {
    const doubled = { ...structuredClone(demo), pcs: [demo.pcs[0], demo.pcs[0]] }
    const result = campaignSchema.safeParse(doubled)
    expect(english(schemaReason(campaignSchema, doubled, result.error!))).toBe('pcs[1].id: duplicate id "pc-haneul"')
  })
})
