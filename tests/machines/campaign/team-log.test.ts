import { describe, expect, it } from 'vitest'
import { learnedAt, teamLogOf, type LearnedAt } from '@machines/campaign/team-log'
import type { CampaignContext } from '@machines/campaign/machine'
import { demoDeclarations, demoEngine, mustDispatch } from './fixtures'

// Issue 18: what each team learned when the GM applied a war turn or ended a duel or a battle, in
// words, read only from what that team's page may show.

function appliedTurn(): { before: CampaignContext; after: CampaignContext; learned: LearnedAt } {
  const { engine } = demoEngine()
  mustDispatch(engine, { type: 'turn.start' })
  for (const d of demoDeclarations) mustDispatch(engine, d)
  mustDispatch(engine, { type: 'turn.resolve' })
  const before = engine.current.context
  mustDispatch(engine, { type: 'turn.apply' })
  return { before, after: engine.current.context, learned: learnedAt({ type: 'turn.apply' }, before, engine.current.context)! }
}

const linesOf = (learned: LearnedAt | null, team: string) => learned?.teams.find((t) => t.team === team)?.lines ?? []

describe('a team’s private log', () => {
  it('T.10 T.11 T.12 T.15 T.25 after a war turn: Blue learns its info, its fight, its own opportunities and the guesses now open', () => {
    const { learned } = appliedTurn()
    expect(learned.phase).toEqual({ ko: '전쟁 회차', en: 'war turn' })
    const blue = linesOf(learned, 'blue')
    expect(blue.filter((l) => l.topic === 'info').map((l) => [l.text.en, l.rules])).toEqual([
      ['Info gained on Saber: grade 1, encounter', ['T.10']],
      ['Info gained on Archer: grade 1, encounter', ['T.11']]
    ])
    expect(blue.find((l) => l.topic === 'fight')).toMatchObject({ text: { ko: '마스터 간 전투: 엘리아스 대 베르당, 상점가' }, rules: ['T.12'] })
    expect(blue.filter((l) => l.topic === 'opportunity').map((l) => l.text.ko)).toContain('전투 기회: 랜서 (Hector)는 세이버에게 전투를 걸 수 있음, 항구')
    expect(blue.filter((l) => l.topic === 'guess').map((l) => l.text.en)).toContain("You may now guess Saber's true name")
  })

  it('T.15 the team an opportunity is held against never learns of it, nor the info another team gained on it', () => {
    const { learned } = appliedTurn()
    const red = JSON.stringify(linesOf(learned, 'red'))
    // Lancer (Blue) found Saber (Red) at the port: Blue's info and opportunity, Red's secret from neither side.
    expect(red).not.toContain('Lancer')
    expect(red).not.toContain('랜서')
    expect(linesOf(learned, 'red').map((l) => l.topic)).not.toContain('info')
  })

  it('3.5 T.9c the emotions a team’s own actors gained are said with the helper’s particles', () => {
    const red = linesOf(appliedTurn().learned, 'red').filter((l) => l.topic === 'emotion').map((l) => l.text.ko)
    expect(red).toContain('감정: 한하늘은 윤소라에게 긍정 감정 2점')
    expect(red).toContain('감정: 세이버 (Roland)는 한하늘에게 긍정 감정 1점')
  })

  it('T.12 a fight between masters is told to both masters’ teams', () => {
    const { learned } = appliedTurn()
    expect(linesOf(learned, 'violet').filter((l) => l.topic === 'fight').map((l) => l.text.en)).toEqual(['Fight between masters: Elias Grau vs Verdant at Market Street'])
  })

  it('every team gets an entry when a war turn is applied, one with nothing new saying so', () => {
    const { learned } = appliedTurn()
    expect(learned.teams.map((t) => t.team).sort()).toEqual(['blue', 'green', 'red', 'violet'])
    for (const t of learned.teams) expect(t.lines.length).toBeGreaterThan(0)
    const { before, after } = appliedTurn()
    const quiet = { ...after, campaign: { ...before.campaign, turn: after.campaign.turn } }
    expect(linesOf(learnedAt({ type: 'turn.apply' }, before, quiet), 'green')).toEqual([{ topic: 'nothing', text: { ko: '이번에 새로 알게 된 것이 없습니다', en: 'Nothing new for your team' }, rules: [] }])
  })

  it('an event that closes no phase, or a cancel, writes no entry', () => {
    const { engine } = demoEngine()
    const idle = engine.current.context
    mustDispatch(engine, { type: 'turn.start' })
    expect(learnedAt({ type: 'turn.start' }, idle, engine.current.context)).toBeNull()
    const running = engine.current.context
    mustDispatch(engine, { type: 'turn.cancel' })
    expect(learnedAt({ type: 'turn.cancel' }, running, engine.current.context)).toBeNull()
  })

  it('V.3 T.12 V.4 a duel’s end tells only the fighters’ teams their own hp, seals, destruction and deadline', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    const before = engine.current.context
    const c = before.campaign
    const after: CampaignContext = {
      phase: null,
      campaign: {
        ...c,
        servants: c.servants.map((s) => (s.id === 'saber' ? { ...s, hp: 0, status: 'destroyed' as const } : s.id === 'lancer' ? { ...s, mp: -3 } : s)),
        masters: c.masters.map((m) => (m.id === 'm-elias' ? { ...m, commandSeals: m.commandSeals - 1 } : m)),
        atRisk: [{ actor: 'lancer', pool: 'mp', rule: 'V.4', fell: 1, by: 2 }]
      }
    }
    const learned = learnedAt({ type: 'duel.apply' }, before, after)!
    expect(learned.phase.en).toBe('duel')
    expect(learned.teams.map((t) => t.team).sort()).toEqual(['blue', 'red'])
    const saber = c.servants.find((s) => s.id === 'saber')!
    expect(linesOf(learned, 'red').map((l) => l.text.ko)).toEqual([`세이버 (Roland): 생명력 ${saber.hp} → 0/${saber.maxHp}, 소멸`])
    const blue = linesOf(learned, 'blue').map((l) => l.text.ko)
    expect(blue).toContain('엘리아스: 령주 3 → 2')
    // The particle follows the number: 장면 2가, never a hedged 이(가).
    expect(blue).toContain('랜서 (Hector): 장면 2가 끝날 때까지 마력이 0을 넘지 않으면 소멸')
  })

  it('E.72 a battle’s end tells a team the hp of the PCs its players play, and no one else', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'encounter.start', monster: 'ferry-shade', pcs: ['pc-haneul', 'pc-elias'] })
    const before = engine.current.context
    const after: CampaignContext = { phase: null, campaign: { ...before.campaign, pcs: before.campaign.pcs.map((p) => (p.id === 'pc-elias' ? { ...p, hp: 0 } : p)) } }
    const learned = learnedAt({ type: 'encounter.finish' }, before, after)!
    expect(learned.phase).toEqual({ ko: '조우 전투', en: 'encounter battle' })
    expect(learned.teams.map((t) => t.team)).toEqual(['blue'])
    expect(linesOf(learned, 'blue')[0]).toMatchObject({ topic: 'pc', rules: ['E.72'] })
    expect(linesOf(learned, 'blue')[0]!.text.en).toMatch(/^Elias Grau: HP \d+ → 0\/\d+ \(incapacitated\)$/)
  })

  it('reads one team’s entries out of the session log’s, newest first, with the closed phase as title', () => {
    const { learned } = appliedTurn()
    const entries = [
      { index: 3, at: 'a', turn: 1, scene: 1, learned },
      { index: 4, at: 'b', turn: 1, scene: 1, learned: null },
      { index: 9, at: 'c', turn: 1, scene: 1, learned: { phase: { ko: '전투', en: 'duel' }, teams: [{ team: 'red', lines: [] }] } }
    ]
    const blue = teamLogOf(entries, 'blue')
    expect(blue.map((e) => e.index)).toEqual([3])
    expect(blue[0]!.title).toEqual({ ko: '전쟁 회차 종료', en: 'War turn over' })
    expect(teamLogOf(entries, 'red').map((e) => [e.index, e.title.en])).toEqual([[9, 'Duel over'], [3, 'War turn over']])
  })
})
