import { beforeAll, describe, expect, it } from 'vitest'
import { boardView } from '@machines/campaign/board-view'
import { parseCampaignDocument } from '@machines/campaign/document'
import { parseCommand } from '@machines/campaign/commands'
import { CampaignEngine } from '@machines/campaign/engine'
import { registerPhase } from '@machines/campaign/phases'
import { checkTeamCommand } from '@machines/campaign/team-commands'
import { answersSubmittedByTeams } from '@machines/campaign/team-submissions'
import { teamView } from '@machines/campaign/team-view'
import { replayEntries } from '@machines/campaign/session-log/replay'
import { english, korean } from '@machines/reasons/format'
import { at, demoEngine, mustDispatch } from '../machines/campaign/fixtures'
import { tallyPhase } from './tally/phase'

// Adding a phase: its own folder (tests/plugin-phase/tally/) plus this one registry call. Nothing
// under machines/ or src/ names the tally, yet the campaign runs it, checkpoints it, shows it on
// the board and writes it into the session log.
beforeAll(() => registerPhase('tally', tallyPhase))

function tallyEngine(): CampaignEngine {
  const { engine } = demoEngine()
  mustDispatch(engine, { type: 'tally.start', question: 'Ally with the church?' })
  mustDispatch(engine, { type: 'tally.vote', actor: 'saber', yes: true })
  mustDispatch(engine, { type: 'tally.vote', actor: 'm-haneul', yes: false })
  return engine
}

describe('a phase registered from outside machines/', () => {
  it('is validated at the edge by its own command schemas', () => {
    expect(parseCommand({ type: 'tally.vote', actor: 'saber', yes: true }).ok).toBe(true)
    const bad = parseCommand({ type: 'tally.vote', actor: 'saber', yes: 'maybe' })
    expect(bad.ok).toBe(false)
    expect(bad.ok ? '' : english(bad.why)).toContain('yes')
  })

  it('runs as the campaign machine child and shows on the board: who voted, never how', () => {
    const engine = tallyEngine()
    const board = boardView(engine.current)
    expect(board.phase).toBe('tally')
    expect(board.phaseName).toEqual({ ko: '집계', en: 'tally' })
    expect(board.phaseView).toEqual({ kind: 'tally', question: 'Ally with the church?', voted: ['saber', 'm-haneul'] })
    expect(JSON.stringify(board)).not.toMatch(/"yes"|true/)
  })

  it('is refused with its own explainer, and named by its words while it runs', () => {
    const { engine } = demoEngine()
    const idle = engine.dispatch({ type: 'tally.close' }, at)
    expect(idle.ok ? '' : idle.error).toBe('no tally is running — start one first')
    mustDispatch(engine, { type: 'tally.start', question: 'Q' })
    const empty = engine.dispatch({ type: 'tally.close' }, at)
    expect(empty.ok ? '' : empty.error).toBe('nobody has voted yet: the tally cannot close empty')
    const twice = engine.dispatch({ type: 'turn.start' }, at)
    expect(twice.ok ? '' : twice.error).toBe('finish the running tally first')
  })

  it('writes its GM lines and public lines into the session log', () => {
    const engine = tallyEngine()
    mustDispatch(engine, { type: 'tally.close' })
    const entries = replayEntries(engine.toDocument(at), 0, engine.head)
    expect(entries.map((e) => e.gm.en)).toEqual(['Tally begins: “Ally with the church?”', 'Saber votes yes', 'Han Haneul votes no', 'Tally closed: 1 yes, 1 no'])
    expect(entries.map((e) => e.public.map((l) => l.en))).toEqual([
      ['A tally begins: “Ally with the church?”'],
      ['Voted: Saber'],
      ['Voted: Han Haneul'],
      ['The tally is over', 'News: “Ally with the church?: 1 / 1”']
    ])
    expect(engine.current.value).toBe('idle')
  })

  it('is checkpointed and read back from a campaign file like a built-in phase', () => {
    const engine = tallyEngine()
    const parsed = parseCampaignDocument(JSON.parse(JSON.stringify(engine.toDocument(at))))
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const reopened = new CampaignEngine(parsed.value)
    expect(reopened.current.context.phase).toMatchObject({ kind: 'tally', value: 'open', context: { votes: { saber: true, 'm-haneul': false } } })
  })

  it("asks a team's phone through its own team side: its own living actors vote, another team's are refused, and the GM sees whose vote came from a phone", () => {
    const engine = tallyEngine()
    const red = teamView(engine.current, 'red')
    expect(red?.prompt).toEqual({ kind: 'tally', question: 'Ally with the church?', votes: [{ actor: 'm-haneul', yes: false }, { actor: 'saber', yes: true }] })
    const own = checkTeamCommand(engine.current, 'red', { type: 'tally.vote', actor: 'saber', yes: false })
    expect(own.ok).toBe(true)
    const other = checkTeamCommand(engine.current, 'red', { type: 'tally.vote', actor: 'archer', yes: false })
    expect(other.ok ? null : other.why.key).toBe('reason.campaign.teamNotOwnActor')
    const notAsked = checkTeamCommand(engine.current, 'red', { type: 'tally.close' })
    expect(notAsked.ok ? null : notAsked.why.key).toBe('reason.campaign.teamNotAsked')
    if (!own.ok) return
    expect(engine.dispatch(own.command, at, 'team:red').ok).toBe(true)
    expect(answersSubmittedByTeams(engine.current.context, engine.events, engine.head)).toEqual({ saber: 'red' })
    mustDispatch(engine, { type: 'tally.vote', actor: 'saber', yes: true })
    expect(answersSubmittedByTeams(engine.current.context, engine.events, engine.head)).toEqual({})
  })

  it('brings its own refusal words, registered with it: a phase may not bring words outside reason.<kind>.', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'tally.start', question: 'Q' })
    const ghost = engine.dispatch({ type: 'tally.vote', actor: 'nobody', yes: true }, at)
    expect(ghost.ok ? null : ghost.why).toEqual({ key: 'reason.tally.notAVoter', params: { actor: 'nobody' } })
    expect(ghost.ok ? '' : korean(ghost.why)).toBe('nobody: 투표할 수 있는 살아 있는 마스터나 서번트가 아닙니다')
    const borrowing = { ...tallyPhase, prefix: 'poll.', startType: 'poll.start', reasons: { en: { 'reason.campaign.mine': 'x' }, ko: { 'reason.campaign.mine': 'x' } } }
    expect(() => registerPhase('poll', borrowing as unknown as typeof tallyPhase)).toThrow(/outside reason\.poll\./)
  })

  it('cannot take a kind or a command prefix already taken', () => {
    expect(() => registerPhase('tally', tallyPhase)).toThrow(/already registered/)
    expect(() => registerPhase('tally-2', { ...tallyPhase, prefix: 'duel.' })).toThrow(/overlaps/)
  })
})
