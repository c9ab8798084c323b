import { describe, expect, it } from 'vitest'
import { gmLine } from '@machines/campaign/session-log/gm-line'
import { parseCommand, type Command } from '@machines/campaign/commands'
import { english } from '@machines/reasons/format'
import { demoDeclarations } from '../fixtures'
import { entriesOf, played, wholeTurn } from './helpers'

const command = (raw: unknown): Command => {
  const parsed = parseCommand(raw)
  if (!parsed.ok) throw new Error(english(parsed.why))
  return parsed.value
}

describe('the GM line of an applied command', () => {
  it('V.4 shows an hp change as it really happened: requested delta, before → after, reason', () => {
    const [entry] = entriesOf(played([{ type: 'actor.adjust', actor: 'saber', hp: -7, reason: 'ambush' }]))
    expect(entry.gm).toEqual({ ko: '세이버: 생명력 −7 (60 → 53) — ambush', en: 'Saber: HP −7 (60 → 53) — ambush' })
  })

  it('caps a heal at the maximum and says it was capped (60 → 60, capped at the maximum)', () => {
    const [entry] = entriesOf(played([{ type: 'actor.adjust', actor: 'saber', hp: 5 }]))
    expect(entry.gm).toEqual({ ko: '세이버: 생명력 +5 (60 → 60, 최대치로 제한)', en: 'Saber: HP +5 (60 → 60, capped at the maximum)' })
  })

  it('V.9 a free scene’s end names the scenes by the number the header shows: scene 1 over, scene 2 begins (not "0 → 1")', () => {
    const [entry] = entriesOf(played([{ type: 'scene.advance' }]))
    expect(entry.gm).toEqual({ ko: '자유 장면 종료: 장면 1 끝, 장면 2 시작 (V.9)', en: 'Free scene ended: scene 1 over, scene 2 begins (V.9)' })
  })

  it('T.1 names the declaring actor, the action and the regions in both languages', () => {
    const entries = entriesOf(played([{ type: 'turn.start' }, demoDeclarations[0]]))
    expect(entries[1].gm).toEqual({ ko: '한하늘 선언: 일상 생활 — 교회, 항구, 공원', en: 'Han Haneul declares daily life — Church, Port, Park' })
  })

  it('T.12 a struck outcome is described from the proposal before the strike', () => {
    const engine = played([{ type: 'turn.start' }, ...demoDeclarations, { type: 'turn.resolve' }, { type: 'turn.strike', list: 'fights', index: 0, struck: true }])
    const strike = entriesOf(engine).at(-1)!
    expect(strike.gm.en).toMatch(/^Struck fight #1 \(.+ ⚔ .+ @ .+\)$/)
    expect(strike.gm.ko).toMatch(/^제외: 마스터 간 전투 #1 \(.+ ⚔ .+ @ .+\)$/)
  })

  it('T.22 the apply line counts only the outcomes the GM kept, and the event cites the rules', () => {
    const engine = played([{ type: 'turn.start' }, ...demoDeclarations, { type: 'turn.resolve' }, { type: 'turn.strike', list: 'info', index: 0, struck: true }, { type: 'turn.apply' }])
    const entries = entriesOf(engine)
    const resolved = entries.find((e) => e.type === 'turn.resolve')!
    const applied = entries.at(-1)!
    const infoResolved = Number(/info (\d+)/.exec(resolved.gm.en)![1])
    const infoApplied = Number(/info (\d+)/.exec(applied.gm.en)![1])
    expect(infoApplied).toBe(infoResolved - 1)
    expect(applied.gm.en.startsWith('War turn 1 applied: ')).toBe(true)
    expect(applied.rules).toContain('T.12')
  })

  it('T.25 a marked guess is quoted with its team, servant and verdict', () => {
    const engine = played([...wholeTurn, { type: 'guess.record', team: 'blue', servant: 'saber', secret: 'trueName', text: 'Roland?' }, { type: 'guess.mark', index: 0, correct: true }])
    expect(entriesOf(engine).at(-1)!.gm).toEqual({ ko: '푸른 진영의 추측 “Roland?” (세이버의 진명): 정답', en: "Blue's guess “Roland?” (Saber's true name): right" })
  })

  it('without the states around the event, says only what the command says (no made-up numbers)', () => {
    const newest = played([]).current.context
    const line = gmLine(command({ type: 'actor.adjust', actor: 'saber', hp: -3 }), { before: null, after: newest })
    expect(line).toEqual({ ko: '세이버: 생명력 −3', en: 'Saber: HP −3' })
    expect(gmLine(command({ type: 'turn.start' }), { before: null, after: newest }).en).toBe('War turn begins')
  })

  it('without the states around it, an edit names its record from the newest state', () => {
    const newest = played([]).current.context
    const line = gmLine(command({ type: 'edit.team.remove', team: 'red' }), { before: null, after: newest })
    expect(line).toEqual({ ko: '진영 삭제: 붉은 진영', en: 'Team removed: Red' })
  })
})
