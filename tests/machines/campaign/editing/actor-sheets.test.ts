import { describe, expect, it } from 'vitest'
import { demoEngine, mustDispatch } from '../fixtures'
import { campaignOf, refusal } from './helpers'

describe('edit.master.upsert', () => {
  it('replaces a master sheet (D.20 stats, pools, aliases)', () => {
    const { engine } = demoEngine()
    const haneul = campaignOf(engine).masters[0]!
    mustDispatch(engine, { type: 'edit.master.upsert', master: { ...haneul, might: 5, pools: { fate: 4, conviction: 2 }, aliases: ['하늘'] } })
    expect(campaignOf(engine).masters[0]).toEqual({ ...haneul, might: 5, pools: { fate: 4, conviction: 2 }, aliases: ['하늘'] })
  })

  it('refuses a master that is not yet in the campaign', () => {
    const { engine } = demoEngine()
    const haneul = campaignOf(engine).masters[0]!
    expect(refusal(engine, { type: 'edit.master.upsert', master: { ...haneul, id: 'm-new' } })).toBe('no master "m-new": a master is created with its team')
  })

  it('refuses to move a master to another team', () => {
    const { engine } = demoEngine()
    const haneul = campaignOf(engine).masters[0]!
    expect(refusal(engine, { type: 'edit.master.upsert', master: { ...haneul, team: 'blue' } })).toBe('master "m-haneul" stays in team "red"')
  })

  it('refuses a stat out of range at the edge, naming the field', () => {
    const { engine } = demoEngine()
    const haneul = campaignOf(engine).masters[0]!
    expect(refusal(engine, { type: 'edit.master.upsert', master: { ...haneul, might: 21 } })).toBe('master m-haneul ▸ might: a whole number from 0 to 20 (got 21)')
  })

  it('undo restores the previous sheet', () => {
    const { engine } = demoEngine()
    const haneul = campaignOf(engine).masters[0]!
    mustDispatch(engine, { type: 'edit.master.upsert', master: { ...haneul, name: { ko: '하늘', en: 'Sky' } } })
    engine.undo()
    expect(campaignOf(engine).masters[0]).toEqual(haneul)
  })
})

describe('edit.servant.upsert', () => {
  it('replaces class, true name, workshop and parameters with + ranks (glossary)', () => {
    const { engine } = demoEngine()
    const saber = campaignOf(engine).servants[0]!
    const edited = { ...saber, className: { ko: '세이버', en: 'Saber' }, trueName: 'Durandal', workshop: 'none', parameters: { ...saber.parameters, strength: 'EX', luck: 'E++' } }
    mustDispatch(engine, { type: 'edit.servant.upsert', servant: edited })
    expect(campaignOf(engine).servants[0]).toEqual(edited)
  })

  it('D.2 stores a skill card with grade, count, weakTo and ranged; D.52 reorganize; D.51 an area NP with guard', () => {
    const { engine } = demoEngine()
    const saber = campaignOf(engine).servants[0]!
    const skill = { id: 'sk-volley', name: { ko: '일제 사격', en: 'Volley' }, rank: 'A+', card: { grade: 5, count: 2, weakTo: 'smash', ranged: true }, guard: 1, reorganize: true, text: { ko: '', en: '' } }
    const np = { id: 'np-storm', name: { ko: '폭풍', en: 'Storm' }, rank: 'EX', grade: 9, count: 1, area: true, guard: 2, text: { ko: '', en: '' } }
    mustDispatch(engine, { type: 'edit.servant.upsert', servant: { ...saber, skills: [skill], noblePhantasms: [np] } })
    expect(campaignOf(engine).servants[0]!.skills).toEqual([skill])
    expect(campaignOf(engine).servants[0]!.noblePhantasms).toEqual([np])
  })

  it('refuses a skill card without its weakTo (D.2)', () => {
    const { engine } = demoEngine()
    const saber = campaignOf(engine).servants[0]!
    const skill = { id: 'sk-x', name: { ko: 'x', en: 'x' }, card: { grade: 3, count: 1 } }
    expect(refusal(engine, { type: 'edit.servant.upsert', servant: { ...saber, skills: [skill] } })).toMatch(/^servant saber ▸ skill 1 ▸ card ▸ weak to: /)
  })

  it('refuses a rank that is not E–EX with optional +', () => {
    const { engine } = demoEngine()
    const saber = campaignOf(engine).servants[0]!
    expect(refusal(engine, { type: 'edit.servant.upsert', servant: { ...saber, parameters: { ...saber.parameters, agility: 'S' } } })).toBe(
      'servant saber ▸ parameters ▸ agility: a rank is E, D, C, B, A or EX, optionally followed by +'
    )
  })

  it('refuses a skill and a noble phantasm sharing one id (D.2, D.34 cards are keyed by id)', () => {
    const { engine } = demoEngine()
    const saber = campaignOf(engine).servants[0]!
    const np = { ...saber.noblePhantasms[0]!, id: saber.skills[0]!.id }
    expect(refusal(engine, { type: 'edit.servant.upsert', servant: { ...saber, noblePhantasms: [np] } })).toBe('two skills, noble phantasms or sheet cards share the id "sk-charisma"')
  })

  it('refuses a servant that is not yet in the campaign', () => {
    const { engine } = demoEngine()
    const saber = campaignOf(engine).servants[0]!
    expect(refusal(engine, { type: 'edit.servant.upsert', servant: { ...saber, id: 'berserker' } })).toBe('no servant "berserker": a servant is created with its team')
  })

  it('undo restores the previous sheet', () => {
    const { engine } = demoEngine()
    const saber = campaignOf(engine).servants[0]!
    mustDispatch(engine, { type: 'edit.servant.upsert', servant: { ...saber, trueName: 'Orlando' } })
    engine.undo()
    expect(campaignOf(engine).servants[0]).toEqual(saber)
  })
})

describe('edit.servant.cardOverride', () => {
  it('D.22 sets the GM grade and count of one basic card', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'edit.servant.cardOverride', servant: 'saber', card: 'counter', override: { grade: 6, count: 2 } })
    expect(campaignOf(engine).servants[0]!.cardOverrides).toEqual({ counter: { grade: 6, count: 2 } })
  })

  it('D.22 clears an override so the derived card applies again', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'edit.servant.cardOverride', servant: 'saber', card: 'counter', override: { grade: 6, count: 2 } })
    mustDispatch(engine, { type: 'edit.servant.cardOverride', servant: 'saber', card: 'smash', override: { grade: 1, count: 1 } })
    mustDispatch(engine, { type: 'edit.servant.cardOverride', servant: 'saber', card: 'counter', override: null })
    expect(campaignOf(engine).servants[0]!.cardOverrides).toEqual({ smash: { grade: 1, count: 1 } })
  })

  it('refuses to clear a card that is not overridden', () => {
    const { engine } = demoEngine()
    expect(refusal(engine, { type: 'edit.servant.cardOverride', servant: 'saber', card: 'assault', override: null })).toBe('assault of "saber" is not overridden')
  })

  it('refuses an unknown servant', () => {
    const { engine } = demoEngine()
    expect(refusal(engine, { type: 'edit.servant.cardOverride', servant: 'rider', card: 'smash', override: { grade: 1, count: 1 } })).toBe('unknown servant "rider"')
  })

  it('undo restores the derived card', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'edit.servant.cardOverride', servant: 'saber', card: 'smash', override: { grade: 2, count: 3 } })
    engine.undo()
    expect(campaignOf(engine).servants[0]!.cardOverrides).toEqual({})
  })
})
