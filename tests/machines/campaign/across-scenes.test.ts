import { describe, expect, it } from 'vitest'
import { entriesOf } from './session-log/helpers'
import { endOfScene, mustOnlyRest, openScene, trackFalls } from '@machines/campaign/model/at-risk'
import type { Campaign } from '@machines/campaign/model/campaign'
import { demoCampaign, demoDeclarations, demoEngine, mustDispatch } from './fixtures'

// V.4, V.6, V.9 and V.10 on the campaign: every pool at 0 or below is tracked wherever it fell,
// and the end of each scene proposes the destruction or death of whoever is past its deadline.

const actor = (campaign: Campaign, id: string) => [...campaign.masters, ...campaign.servants].find((a) => a.id === id)!
const withPool = (campaign: Campaign, id: string, pool: 'hp' | 'mp', value: number): Campaign => ({
  ...campaign,
  masters: campaign.masters.map((m) => (m.id === id ? { ...m, [pool]: value } : m)),
  servants: campaign.servants.map((s) => (s.id === id ? { ...s, [pool]: value } : s))
})
const newest = (engine: ReturnType<typeof demoEngine>['engine']) => engine.current.context.campaign

describe('V.10 the at-risk list (pure rules)', () => {
  it('V.4 a servant whose mp falls to −5 in scene 1 is listed, due by the end of scene 2', () => {
    const before = demoCampaign()
    const after = withPool(before, 'caster', 'mp', -5)
    expect(trackFalls(before, after, 1)).toEqual([{ actor: 'caster', pool: 'mp', rule: 'V.4', fell: 1, by: 2 }])
  })

  it('V.6 a master at exactly 0 hp is at risk ("0 이하", second reading); a servant at 0 hp is not watched by V.4', () => {
    const before = demoCampaign()
    const after = withPool(withPool(before, 'm-haneul', 'hp', 0), 'saber', 'hp', 0)
    expect(trackFalls(before, after, 1)).toEqual([{ actor: 'm-haneul', pool: 'hp', rule: 'V.6', fell: 1, by: 2 }])
  })

  it('V.10 a sheet built at 0 is no fall: only a value that moved down is listed', () => {
    const campaign = withPool(demoCampaign(), 'caster', 'mp', 0)
    expect(trackFalls(campaign, campaign, 1)).toEqual([])
  })

  it('V.10 at the end of the scene it is due, an actor still at 0 or below is proposed; one back above 0 is dropped', () => {
    const base = { ...demoCampaign(), atRisk: [{ actor: 'caster', pool: 'mp' as const, rule: 'V.4' as const, fell: 1, by: 2 }, { actor: 'm-sora', pool: 'hp' as const, rule: 'V.6' as const, fell: 1, by: 2 }] }
    const campaign = withPool(withPool(base, 'caster', 'mp', -3), 'm-sora', 'hp', 4)
    expect(endOfScene(campaign, 1)).toMatchObject({ proposals: [], recovered: [{ actor: 'm-sora' }], atRisk: [{ actor: 'caster' }] })
    expect(endOfScene(campaign, 2).proposals).toEqual([{ actor: 'caster', consequence: 'destroyed', rule: 'V.4', scene: 2, pools: [{ pool: 'mp', value: -3 }] }])
  })

  it('V.6 the master may only rest in the scene after its fall, not in the scene it fell in', () => {
    const campaign = { ...withPool(demoCampaign(), 'm-haneul', 'hp', 0), atRisk: [{ actor: 'm-haneul', pool: 'hp' as const, rule: 'V.6' as const, fell: 1, by: 2 }] }
    expect(mustOnlyRest({ ...campaign, scene: 0 }, 'm-haneul')).toBe(false)
    expect(mustOnlyRest({ ...campaign, scene: 1 }, 'm-haneul')).toBe(true)
    expect(mustOnlyRest(withPool({ ...campaign, scene: 1 }, 'm-haneul', 'hp', 1), 'm-haneul')).toBe(false)
  })
})

describe('V.9 V.10 across scenes, through the campaign', () => {
  it('V.10 a GM adjustment to −5 mp puts the servant on the list, said in the log with its deadline', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'actor.adjust', actor: 'caster', mp: -75 })
    expect(newest(engine).atRisk).toEqual([{ actor: 'caster', pool: 'mp', rule: 'V.4', fell: 1, by: 2 }])
    const line = entriesOf(engine).at(-1)!
    expect(line.gm.en).toContain('At risk: Caster MP −5 — must be above 0 by the end of scene 2 (V.4)')
    expect(line.rules).toContain('V.4')
  })

  it('V.9 V.4 V.10 two free scenes later the servant is proposed destroyed; the GM accepts and it is destroyed', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'actor.adjust', actor: 'caster', mp: -75 })
    mustDispatch(engine, { type: 'scene.advance' })
    expect(newest(engine).lifeProposals).toEqual([])
    mustDispatch(engine, { type: 'scene.advance' })
    expect(newest(engine).lifeProposals).toEqual([{ actor: 'caster', consequence: 'destroyed', rule: 'V.4', scene: 2, pools: [{ pool: 'mp', value: -5 }] }])
    const log = entriesOf(engine)
    expect(log.at(-1)!.gm.en).toContain('End of scene 2 — proposed: Caster destroyed (V.4, MP −5); accept or strike it (V.10)')
    mustDispatch(engine, { type: 'life.accept', actor: 'caster' })
    expect(actor(newest(engine), 'caster').status).toBe('destroyed')
    expect(newest(engine).atRisk).toEqual([])
  })

  it('V.10 the GM strikes the proposal: the servant lives on, due again at the end of the scene being played', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'actor.adjust', actor: 'caster', mp: -75 })
    mustDispatch(engine, { type: 'scene.advance' })
    mustDispatch(engine, { type: 'scene.advance' })
    mustDispatch(engine, { type: 'life.strike', actor: 'caster' })
    const campaign = newest(engine)
    expect(actor(campaign, 'caster').status).toBe('active')
    expect(campaign.lifeProposals).toEqual([])
    expect(campaign.atRisk).toEqual([{ actor: 'caster', pool: 'mp', rule: 'V.4', fell: 1, by: openScene(campaign) }])
    expect(engine.dispatch({ type: 'life.accept', actor: 'caster' }, '2026-11-29T12:00:00.000Z')).toMatchObject({ ok: false, error: 'no destruction or death of "caster" waits for a decision (V.10)' })
  })

  it('V.10 a servant back above 0 by the end of its deadline scene leaves the list with a line, and nothing is proposed', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'actor.adjust', actor: 'caster', mp: -75 })
    mustDispatch(engine, { type: 'actor.adjust', actor: 'caster', mp: 10 })
    expect(newest(engine).atRisk).toHaveLength(1)
    mustDispatch(engine, { type: 'scene.advance' })
    expect(newest(engine).atRisk).toEqual([])
    expect(entriesOf(engine).at(-1)!.gm.en).toContain('No longer at risk: Caster MP 5 (V.4)')
  })

  it('V.9 V.6 a master at exactly 0 hp: in the next scene (a war turn) it may only rest, and may rest outside its base', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'actor.adjust', actor: 'm-haneul', hp: -20 })
    mustDispatch(engine, { type: 'scene.advance' })
    mustDispatch(engine, { type: 'turn.start' })
    const daily = engine.dispatch({ type: 'turn.declare', actor: 'm-haneul', action: 'daily', regions: ['church', 'port', 'park'] }, '2026-11-29T12:00:00.000Z')
    expect(daily).toMatchObject({ ok: false })
    expect(daily.ok ? '' : daily.error).toContain('can only rest this scene (anywhere, V.6)')
    mustDispatch(engine, { type: 'turn.declare', actor: 'm-haneul', action: 'rest', regions: ['port'] })
  })

  it('V.9 V.6 V.7 the war turn is that scene: resting brings hp 0 + 10 = 10 and the master leaves the list, no death proposed', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'actor.adjust', actor: 'm-haneul', hp: -20 })
    mustDispatch(engine, { type: 'scene.advance' })
    mustDispatch(engine, { type: 'turn.start' })
    for (const d of demoDeclarations) {
      mustDispatch(engine, d.actor === 'm-haneul' ? { type: 'turn.declare', actor: 'm-haneul', action: 'rest', regions: ['mansion'] } : d)
    }
    mustDispatch(engine, { type: 'turn.resolve' })
    mustDispatch(engine, { type: 'turn.apply' })
    const campaign = newest(engine)
    expect(campaign.scene).toBe(2)
    expect(actor(campaign, 'm-haneul').hp).toBe(10)
    expect(campaign.atRisk).toEqual([])
    expect(campaign.lifeProposals).toEqual([])
  })

  it('V.9 V.10 a war turn applied without recovery ends the deadline scene: the servant at −5 mp is proposed destroyed', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'actor.adjust', actor: 'lancer', mp: -35 })
    mustDispatch(engine, { type: 'scene.advance' })
    mustDispatch(engine, { type: 'turn.start' })
    for (const d of demoDeclarations) mustDispatch(engine, d)
    mustDispatch(engine, { type: 'turn.resolve' })
    mustDispatch(engine, { type: 'turn.apply' })
    expect(newest(engine).lifeProposals).toEqual([{ actor: 'lancer', consequence: 'destroyed', rule: 'V.4', scene: 2, pools: [{ pool: 'mp', value: -5 }] }])
  })
})
