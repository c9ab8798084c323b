import { describe, expect, it } from 'vitest'
import { demoEngine, mustDispatch } from '../fixtures'
import { campaignOf, refusal } from './helpers'

const red = { id: 'red', name: { ko: '붉은 진영', en: 'Red' }, color: '#d64545', master: 'm-haneul', servant: 'saber', base: 'mansion' }
const gold = { id: 'gold', name: { ko: '금빛 진영', en: 'Gold' }, color: '#e0b64a', master: 'm-gold', servant: 'rider', base: 'church' }

describe('edit.team.upsert', () => {
  it('renames a team and moves its base region', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'edit.team.upsert', team: { ...red, name: { ko: '진홍', en: 'Crimson' }, base: 'church' } })
    expect(campaignOf(engine).teams[0]).toEqual({ ...red, name: { ko: '진홍', en: 'Crimson' }, base: 'church' })
  })

  it('adds a new team with starter sheets for its master (seals per ⚙ commandSeals) and servant', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'settings.set', key: 'commandSeals', value: 2 })
    mustDispatch(engine, { type: 'edit.team.upsert', team: gold })
    const campaign = campaignOf(engine)
    expect(campaign.teams.map((t) => t.id)).toEqual(['red', 'blue', 'green', 'violet', 'gold'])
    expect(campaign.masters.at(-1)).toMatchObject({ id: 'm-gold', team: 'gold', name: { ko: 'm-gold', en: 'm-gold' }, commandSeals: 2, might: 1 })
    expect(campaign.servants.at(-1)).toMatchObject({ id: 'rider', team: 'gold', trueName: 'rider', parameters: { strength: 'C', np: 'C' }, skills: [] })
  })

  it('refuses to give an existing team another master', () => {
    const { engine } = demoEngine()
    expect(refusal(engine, { type: 'edit.team.upsert', team: { ...red, master: 'm-elias' } })).toBe('team "red" keeps its master "m-haneul"')
  })

  it('refuses a new team whose servant id belongs to another team', () => {
    const { engine } = demoEngine()
    expect(refusal(engine, { type: 'edit.team.upsert', team: { ...gold, servant: 'lancer' } })).toBe('id "lancer" already belongs to team "blue"')
  })

  it('refuses a base region that does not exist, with the campaign schema issue', () => {
    const { engine } = demoEngine()
    expect(refusal(engine, { type: 'edit.team.upsert', team: { ...red, base: 'moon' } })).toBe('team red ▸ base region: unknown region "moon"')
  })

  it('refuses a colour that is not #rrggbb at the edge, naming the field', () => {
    const { engine } = demoEngine()
    expect(refusal(engine, { type: 'edit.team.upsert', team: { ...red, color: 'red' } })).toBe('team red ▸ colour: a colour is #rrggbb')
  })

  it('refuses a new team while a war turn runs', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'turn.start' })
    expect(refusal(engine, { type: 'edit.team.upsert', team: gold })).toBe('finish the running war turn first: a new team waits until no phase runs')
  })

  it('undo removes the added team and its starter sheets', () => {
    const { engine } = demoEngine()
    const before = campaignOf(engine)
    mustDispatch(engine, { type: 'edit.team.upsert', team: gold })
    engine.undo()
    expect(campaignOf(engine)).toEqual(before)
  })
})

describe('edit.team.remove', () => {
  it('removes the team, its master and servant, and every emotion naming them', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'edit.team.remove', team: 'red' })
    const campaign = campaignOf(engine)
    expect(campaign.teams.map((t) => t.id)).toEqual(['blue', 'green', 'violet'])
    expect(campaign.masters.map((m) => m.id)).toEqual(['m-elias', 'm-sora', 'm-verdant'])
    expect(campaign.servants.map((s) => s.id)).toEqual(['lancer', 'archer', 'caster'])
    expect(campaign.emotions.some((e) => [e.from, e.to].some((id) => id === 'm-haneul' || id === 'saber'))).toBe(false)
  })

  it('removes the info points, guesses and traces that name the removed servant (T.22, T.25, T.20)', () => {
    const { engine } = demoEngine()
    const campaign = campaignOf(engine)
    const seeded = {
      ...campaign,
      info: [{ team: 'blue', servant: 'saber', grade: 1, source: 'encounter', turn: 1, rule: 'T.10' }, { team: 'red', servant: 'lancer', grade: 2, source: 'trace', turn: 1, rule: 'T.20' }, { team: 'green', servant: 'lancer', grade: 1, source: 'encounter', turn: 1, rule: 'T.10' }],
      guesses: [{ team: 'blue', servant: 'saber', secret: 'trueName' as const, text: 'Roland', correct: null, bestGradeAtGuess: 1, turn: 1 }],
      traces: [{ servant: 'saber', region: 'port' }, { servant: 'lancer', region: 'park' }]
    }
    const fresh = demoEngine(seeded).engine
    mustDispatch(fresh, { type: 'edit.team.remove', team: 'red' })
    expect(campaignOf(fresh).info).toEqual([{ team: 'green', servant: 'lancer', grade: 1, source: 'encounter', turn: 1, rule: 'T.10' }])
    expect(campaignOf(fresh).guesses).toEqual([])
    expect(campaignOf(fresh).traces).toEqual([{ servant: 'lancer', region: 'park' }])
  })

  it('refuses an unknown team', () => {
    const { engine } = demoEngine()
    expect(refusal(engine, { type: 'edit.team.remove', team: 'gold' })).toBe('unknown team "gold"')
  })

  it('refuses to remove a team while a war turn runs', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'turn.start' })
    expect(refusal(engine, { type: 'edit.team.remove', team: 'red' })).toBe('finish the running war turn first: removing a team waits until no phase runs')
  })

  it('undo restores the team and everything removed with it', () => {
    const { engine } = demoEngine()
    const before = campaignOf(engine)
    mustDispatch(engine, { type: 'edit.team.remove', team: 'violet' })
    engine.undo()
    expect(campaignOf(engine)).toEqual(before)
  })
})
