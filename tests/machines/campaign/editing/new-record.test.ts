import { describe, expect, it } from 'vitest'
import { at, demoCampaign, demoEngine, mustDispatch } from '../fixtures'
import { campaignOf, refusal, refusalKo } from './helpers'

// Issue 17: a record the editors send as new never silently replaces the record that already has its id.
describe('a record sent as new (create: true)', () => {
  it('refuses a new region whose id is taken, naming the region that has it, in both languages', () => {
    const { engine } = demoEngine()
    const command = { type: 'edit.region.upsert', create: true, region: { id: 'port', name: { ko: '새 항구', en: 'New port' }, aliases: [] } }
    expect(refusal(engine, command)).toBe('region id "port" is already taken by "Port": give the new region another id, or open "Port" from the list')
    expect(refusalKo(engine, command)).toBe('지역 id "port"는 이미 "항구"가 쓰고 있습니다: 새 지역에는 다른 id를 주거나, 목록에서 "항구"를 여세요')
    expect(campaignOf(engine).regions.find((r) => r.id === 'port')?.name.ko).toBe('항구')
  })

  it('names the id field, so the form marks it', () => {
    const { engine } = demoEngine()
    const result = engine.dispatch({ type: 'edit.pc.upsert', create: true, pc: demoCampaign().pcs[0] }, at)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.why.params?.path).toBe('pc.id')
  })

  it('adds a new region whose id is free, like a plain upsert', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'edit.region.upsert', create: true, region: { id: 'tower', name: { ko: '탑', en: 'Tower' }, aliases: [] } })
    expect(campaignOf(engine).regions.at(-1)?.id).toBe('tower')
  })

  it('refuses a new team, PC and monster whose ids are taken', () => {
    const { engine } = demoEngine()
    const campaign = demoCampaign()
    const team = { ...campaign.teams[0]!, master: 'm-new', servant: 'new-servant' }
    expect(refusal(engine, { type: 'edit.team.upsert', create: true, team })).toMatch(/^team id "red" is already taken by "/)
    expect(refusal(engine, { type: 'edit.pc.upsert', create: true, pc: { ...campaign.pcs[1]!, id: 'pc-haneul' } })).toMatch(/^PC id "pc-haneul" is already taken by "/)
    expect(refusal(engine, { type: 'edit.monster.upsert', create: true, monster: campaign.monsters[0]! })).toMatch(/^monster id "ferry-shade"/)
  })

  it('a servant in the refusal goes by its class, never its true name', () => {
    const { engine } = demoEngine()
    const campaign = demoCampaign()
    const saber = campaign.servants.find((s) => s.id === 'saber')!
    const said = refusal(engine, { type: 'edit.master.upsert', create: true, master: { ...campaign.masters[0]!, id: 'saber' } })
    expect(said).toContain(`"${saber.className.en}"`)
    expect(said).not.toContain(saber.trueName)
  })

  it('without create, an upsert still edits the record of that id (files, the CLI)', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'edit.region.upsert', region: { id: 'port', name: { ko: '항만', en: 'Harbour' }, aliases: [] } })
    expect(campaignOf(engine).regions.find((r) => r.id === 'port')?.name.en).toBe('Harbour')
  })

  it('refuses create: false at the edge (only true says anything)', () => {
    const { engine } = demoEngine()
    expect(refusal(engine, { type: 'edit.region.upsert', create: false, region: { id: 'tower', name: { ko: '탑', en: 'Tower' }, aliases: [] } })).toMatch(/^create:/)
  })
})
