import { describe, expect, it } from 'vitest'
import { demoCampaign, demoEngine, mustDispatch } from '../fixtures'
import { campaignOf, refusal, refusalKo } from './helpers'
import { pasteLexicon } from '@machines/war-turn/lexicon'

describe('edit.region.upsert', () => {
  it('adds a region whose aliases the paste box then reads', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'edit.region.upsert', region: { id: 'tower', name: { ko: '탑', en: 'Tower' }, aliases: ['시계탑'] } })
    expect(campaignOf(engine).regions.at(-1)).toEqual({ id: 'tower', name: { ko: '탑', en: 'Tower' }, aliases: ['시계탑'] })
    expect(pasteLexicon(campaignOf(engine)).regions.at(-1)).toEqual({ id: 'tower', names: ['탑', 'Tower', '시계탑'] })
  })

  it('renames a region and replaces its aliases', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'edit.region.upsert', region: { id: 'port', name: { ko: '항만', en: 'Harbour' }, aliases: [] } })
    expect(campaignOf(engine).regions[1]).toEqual({ id: 'port', name: { ko: '항만', en: 'Harbour' }, aliases: [] })
  })

  it('refuses an alias that already names another region', () => {
    const { engine } = demoEngine()
    expect(refusal(engine, { type: 'edit.region.upsert', region: { id: 'tower', name: { ko: '탑', en: 'Tower' }, aliases: ['Harbour'] } })).toBe('"Harbour" already names region "port"')
  })

  it('refuses an empty name at the edge, naming the field', () => {
    const { engine } = demoEngine()
    expect(refusal(engine, { type: 'edit.region.upsert', region: { id: 'tower', name: { ko: ' ', en: ' ' } } })).toBe('region tower ▸ name ▸ Korean: text of 1 to 80 characters (got " ")')
  })

  it('takes a region named in one language: the other falls back to it (issue 17)', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'edit.region.upsert', region: { id: 'tower', name: { ko: '탑', en: ' ' }, aliases: [] } })
    mustDispatch(engine, { type: 'edit.region.upsert', region: { id: 'pier', name: { en: 'Pier' } as never, aliases: [] } })
    mustDispatch(engine, { type: 'edit.region.upsert', region: { id: 'shrine', name: '신사' as never, aliases: [] } })
    const names = campaignOf(engine).regions.filter((r) => ['tower', 'pier', 'shrine'].includes(r.id)).map((r) => r.name)
    expect(names).toEqual([{ ko: '탑', en: '탑' }, { ko: 'Pier', en: 'Pier' }, { ko: '신사', en: '신사' }])
  })

  it('undo removes the added region', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'edit.region.upsert', region: { id: 'tower', name: { ko: '탑', en: 'Tower' }, aliases: [] } })
    engine.undo()
    expect(campaignOf(engine).regions.map((r) => r.id)).toEqual(demoCampaign().regions.map((r) => r.id))
  })
})

describe('edit.region.remove', () => {
  it('removes a region nobody uses', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'edit.region.remove', region: 'hospital' })
    expect(campaignOf(engine).regions.map((r) => r.id)).toEqual(['church', 'port', 'park', 'school', 'station', 'old-town', 'market', 'mansion'])
  })

  it('refuses to remove a team base region', () => {
    const { engine } = demoEngine()
    expect(refusal(engine, { type: 'edit.region.remove', region: 'mansion' })).toBe('region "mansion" is the base of team "red"')
  })

  it('T.20 refuses to remove a region where a trace lies until next turn', () => {
    const { engine } = demoEngine({ ...demoCampaign(), traces: [{ servant: 'lancer', region: 'hospital' }] })
    expect(refusal(engine, { type: 'edit.region.remove', region: 'hospital' })).toBe('a trace of "lancer" lies in region "hospital" until next turn (T.20)')
  })

  it('T.20 says in Korean that a trace keeps the region until next turn', () => {
    const { engine } = demoEngine({ ...demoCampaign(), traces: [{ servant: 'lancer', region: 'hospital' }] })
    expect(refusalKo(engine, { type: 'edit.region.remove', region: 'hospital' })).toBe('"lancer"의 흔적이 다음 회차까지 지역 "hospital"에 남아 있습니다 (T.20)')
  })

  it('says in Korean that removing a region waits for the running war turn', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'turn.start' })
    expect(refusalKo(engine, { type: 'edit.region.remove', region: 'hospital' })).toBe('진행 중인 전쟁 회차를 먼저 끝내세요: 지역 삭제는 회차나 전투가 진행 중이지 않을 때만 할 수 있습니다')
  })

  it('refuses to remove a region while a war turn runs', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'turn.start' })
    expect(refusal(engine, { type: 'edit.region.remove', region: 'hospital' })).toBe('finish the running war turn first: removing a region waits until no phase runs')
  })

  it('refuses an unknown region', () => {
    const { engine } = demoEngine()
    expect(refusal(engine, { type: 'edit.region.remove', region: 'moon' })).toBe('unknown region "moon"')
  })

  it('undo restores the removed region in its place', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'edit.region.remove', region: 'church' })
    engine.undo()
    expect(campaignOf(engine).regions).toEqual(demoCampaign().regions)
  })
})
