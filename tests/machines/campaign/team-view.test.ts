import { describe, expect, it } from 'vitest'
import { teamView } from '@machines/campaign/team-view'
import { demoCampaign, demoDeclarations, demoEngine, mustDispatch } from './fixtures'

// Issue 18: what one team's page is built from — its own actors, its own knowledge, the board, and
// the prompt the running phase puts to it.
describe('the team view', () => {
  it('shows the team its own master, servant (true name and workshop included) and nothing of another team’s actors', () => {
    const { engine } = demoEngine()
    const red = teamView(engine.current, 'red')!
    expect(red.team).toMatchObject({ id: 'red', name: { ko: '붉은 진영', en: 'Red' } })
    expect(red.master).toMatchObject({ id: 'm-haneul', hp: 20, maxHp: 20, commandSeals: 3, status: 'active' })
    const saber = demoCampaign().servants.find((s) => s.id === 'saber')!
    expect(red.servant).toMatchObject({ id: 'saber', trueName: saber.trueName, workshop: saber.workshop, hp: saber.hp })
    const lancer = demoCampaign().servants.find((s) => s.id === 'lancer')!
    expect(JSON.stringify(red)).not.toContain(lancer.trueName)
  })

  it('returns null for a team the campaign does not have', () => {
    expect(teamView(demoEngine().engine.current, 'nobody')).toBeNull()
  })

  it('3.5 lists only the emotions the team’s own actors hold, not those held toward them', () => {
    const { engine } = demoEngine()
    // The demo: m-haneul → m-sora, m-sora → m-haneul, archer → m-elias.
    expect(teamView(engine.current, 'red')!.knowledge.emotions).toEqual([{ from: 'm-haneul', to: 'm-sora', sign: 'positive', points: 1 }])
    expect(teamView(engine.current, 'blue')!.knowledge.emotions).toEqual([])
  })

  it('T.22 T.25 lists the team’s own info points and guesses, and which guesses the rules allow now', () => {
    const campaign = demoCampaign()
    campaign.info = [
      { team: 'red', servant: 'lancer', grade: 2, source: 'encounter', turn: 1, rule: 'T.10' },
      { team: 'blue', servant: 'saber', grade: 3, source: 'trace', turn: 1, rule: 'T.13' }
    ]
    const { engine } = demoEngine(campaign)
    mustDispatch(engine, { type: 'guess.record', team: 'red', servant: 'lancer', secret: 'trueName', text: 'Hector' })
    mustDispatch(engine, { type: 'guess.mark', index: 0, correct: false })
    const red = teamView(engine.current, 'red')!
    expect(red.knowledge.info).toEqual([{ servant: 'lancer', grade: 2, source: 'encounter', turn: 1 }])
    expect(red.knowledge.guesses).toEqual([{ servant: 'lancer', secret: 'trueName', text: 'Hector', correct: false, turn: 0 }])
    const opening = (servant: string, secret: string) => red.knowledge.openings.find((o) => o.servant === servant && o.secret === secret)
    // A wrong guess at grade 2 binds the next one to better info (T.25); the workshop is still open.
    expect(opening('lancer', 'trueName')).toMatchObject({ allowed: false, why: { key: 'reason.warTurn.guessNeedsBetterInfo' } })
    expect(opening('lancer', 'workshop')).toMatchObject({ allowed: true, why: null })
    expect(opening('archer', 'trueName')).toMatchObject({ allowed: false, why: { key: 'reason.warTurn.guessNeedsInfo' } })
    expect(red.knowledge.openings.some((o) => o.servant === 'saber')).toBe(false)
    expect(teamView(engine.current, 'blue')!.knowledge.guesses).toEqual([])
  })

  it('T.1 while the war turn collects, the prompt holds the team’s living actors and their own declarations only', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'turn.start' })
    mustDispatch(engine, demoDeclarations[0])
    mustDispatch(engine, demoDeclarations[2])
    expect(teamView(engine.current, 'red')!.prompt).toEqual({
      kind: 'warTurn',
      turn: 1,
      open: true,
      slots: [
        { actor: 'm-haneul', kind: 'master', mustRest: false, options: expect.objectContaining({ actor: 'm-haneul', mustRest: false }), declaration: { action: 'daily', regions: ['church', 'port', 'park'] } },
        { actor: 'saber', kind: 'servant', mustRest: false, options: expect.objectContaining({ actor: 'saber', mustRest: false }), declaration: null }
      ],
      // The city's regions to declare over: public, the same for every team.
      regions: engine.current.context.campaign.regions.map((r) => ({ id: r.id, name: r.name }))
    })
    expect(teamView(engine.current, 'blue')!.prompt).toMatchObject({ slots: [{ actor: 'm-elias', declaration: { action: 'investigate' } }, { actor: 'lancer', declaration: null }] })
  })

  it('V.6 a master at 0 or below is marked as one who can only rest in the scene after its fall, as the engine reads it', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'actor.adjust', actor: 'm-haneul', mp: -20 })
    mustDispatch(engine, { type: 'turn.start' })
    // The scene it fell in: it still declares anything (V.6 binds the next scene).
    expect(teamView(engine.current, 'red')!.prompt).toMatchObject({ slots: [{ actor: 'm-haneul', mustRest: false }, { actor: 'saber', mustRest: false }] })
    const next = demoEngine().engine
    mustDispatch(next, { type: 'actor.adjust', actor: 'm-haneul', mp: -20 })
    mustDispatch(next, { type: 'scene.advance' })
    mustDispatch(next, { type: 'turn.start' })
    // At exactly 0 mp in the next scene: only a rest (the page and the engine read the same rule).
    expect(teamView(next.current, 'red')!.prompt).toMatchObject({ slots: [{ actor: 'm-haneul', mustRest: true }, { actor: 'saber', mustRest: false }] })
  })

  it('T.1 once the turn is resolved the prompt is closed', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'turn.start' })
    for (const d of demoDeclarations) mustDispatch(engine, d)
    mustDispatch(engine, { type: 'turn.resolve' })
    expect(teamView(engine.current, 'red')!.prompt).toMatchObject({ kind: 'warTurn', open: false })
  })

  it('D.22 D.20 the sheet lists the team’s own cards with their counts and the skill and NP names', () => {
    const { engine } = demoEngine()
    const [sheet] = teamView(engine.current, 'red')!.sheets
    const saber = demoCampaign().servants.find((s) => s.id === 'saber')!
    const np = saber.noblePhantasms[0]
    expect(sheet.kind).toBe('duel')
    const saberCards = sheet.actors.find((a) => a.actor === 'saber')!.cards
    expect(saberCards.map((c) => c.kind)).toEqual(['smash', 'counter', 'assault', 'skill', 'np'])
    expect(saberCards.find((c) => c.kind === 'np')).toEqual({ key: np.id, kind: 'np', grade: np.grade, count: np.count, name: np.name })
    // m-haneul: might 3, fate 4, conviction 3 → grade = stat, count ⌈stat/2⌉ (D.20).
    expect(sheet.actors.find((a) => a.actor === 'm-haneul')!.cards.map((c) => [c.kind, c.grade, c.count])).toEqual([['smash', 3, 2], ['counter', 4, 2], ['assault', 3, 2]])
  })

  it('D.50 D.3 in a duel the prompt shows the team’s own fighters, their uses left and their own sealed play', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    mustDispatch(engine, { type: 'duel.play', actor: 'saber', cards: [{ opponent: 'lancer', card: 'smash' }] })
    const red = teamView(engine.current, 'red')!.prompt
    expect(red).toMatchObject({ kind: 'duel', collecting: true, fighters: [{ actor: 'saber', play: { actor: 'saber', cards: [{ opponent: 'lancer', card: 'smash' }] } }] })
    const blue = teamView(engine.current, 'blue')!.prompt
    expect(blue).toMatchObject({ kind: 'duel', fighters: [{ actor: 'lancer', play: null }] })
    expect(JSON.stringify(blue)).not.toContain('"saber"')
    expect(teamView(engine.current, 'green')!.prompt).toEqual({ kind: 'duel', collecting: true, fighters: [] })
  })
})
