import { describe, expect, it } from 'vitest'
import { CampaignEngine, memoryCheckpointEvery, fileCheckpointEvery } from '@machines/campaign/engine'
import { parseCampaignDocument, type CampaignDocument } from '@machines/campaign/document'
import { replayDistance } from '@machines/campaign/session-log/replay'
import { SessionLog, windowReplayLimit } from '@machines/campaign/session-log/session-log'
import { gmLogLines } from '@machines/campaign/gm-view'
import { at, demoEngine, mustDispatch, demoDeclarations } from './fixtures'

const hpOf = (engine: CampaignEngine, id: string) => engine.current.context.campaign.servants.find((s) => s.id === id)!.hp

describe('campaign engine (event log, undo, redo)', () => {
  it('applies a command, logs it with its time and author, and undoes and redoes it', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'actor.adjust', actor: 'saber', hp: -7 })
    expect(hpOf(engine, 'saber')).toBe(53)
    expect(engine.events).toEqual([{ at, author: 'gm', command: { type: 'actor.adjust', actor: 'saber', hp: -7 }, rules: [] }])
    expect(engine.undo()).toEqual({ ok: true })
    expect(hpOf(engine, 'saber')).toBe(60)
    expect(engine.redo()).toEqual({ ok: true })
    expect(hpOf(engine, 'saber')).toBe(53)
  })

  it('refuses an illegal command with a reason and changes nothing', () => {
    const { engine } = demoEngine()
    const before = engine.current.context
    expect(engine.dispatch({ type: 'actor.adjust', actor: 'nobody', hp: 1 }, at)).toMatchObject({ ok: false, error: 'unknown actor "nobody"' })
    expect(engine.dispatch({ type: 'turn.resolve' }, at)).toMatchObject({ ok: false, error: 'no war turn is running — start one first' })
    expect(engine.dispatch({ type: 'no.such' }, at).ok).toBe(false)
    expect(engine.dispatch({ type: 'actor.adjust', actor: 'saber', hp: 'lots' }, at)).toMatchObject({ ok: false, error: expect.stringMatching(/^hp: /) })
    expect(engine.current.context).toBe(before)
    expect(engine.head).toBe(0)
  })

  it('a new command after undo discards the undone tail', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'actor.adjust', actor: 'saber', hp: -1 })
    mustDispatch(engine, { type: 'actor.adjust', actor: 'saber', hp: -2 })
    engine.undo()
    mustDispatch(engine, { type: 'actor.adjust', actor: 'lancer', hp: -3 })
    expect(engine.events.map((e) => e.command)).toEqual([
      { type: 'actor.adjust', actor: 'saber', hp: -1 },
      { type: 'actor.adjust', actor: 'lancer', hp: -3 }
    ])
    expect(engine.canRedo).toBe(false)
  })

  it('restores any head from checkpoints to exactly the state a straight replay gives', () => {
    const { engine, doc } = demoEngine()
    const total = fileCheckpointEvery + memoryCheckpointEvery + 7
    for (let i = 0; i < total; i++) mustDispatch(engine, { type: 'actor.adjust', actor: i % 2 ? 'saber' : 'lancer', hp: i % 3 === 0 ? 1 : -1 })
    const saved = engine.toDocument(at)
    expect(saved.checkpoints.map((c) => c.head)).toEqual([fileCheckpointEvery, total - gmLogLines, total])
    // Reopening from the file (checkpoint + replay) equals replaying everything from the start.
    const reopened = new CampaignEngine(structuredClone(saved))
    const replayed = new CampaignEngine({ ...structuredClone(saved), checkpoints: [] })
    expect(reopened.current.context).toEqual(replayed.current.context)
    for (let i = 0; i < memoryCheckpointEvery + 3; i++) reopened.undo()
    for (let i = 0; i < memoryCheckpointEvery + 3; i++) replayed.undo()
    expect(reopened.current.context).toEqual(replayed.current.context)
    expect(doc.events).toEqual([])
  })

  it('saves a document that validates and reopens to the same state, mid war turn included', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'turn.start' })
    for (const d of demoDeclarations.slice(0, 5)) mustDispatch(engine, d)
    const parsed = parseCampaignDocument(JSON.parse(JSON.stringify(engine.toDocument(at))))
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const reopened = new CampaignEngine(parsed.value)
    expect(reopened.current.value).toBe('inPhase')
    expect(reopened.current.context).toEqual(engine.current.context)
  })

  it('rolls a dice request in a command before logging it, so replay never re-rolls (E.71)', () => {
    const { engine } = demoEngine()
    // No command takes dice in the shell yet; a request in an unknown field is still filled, then refused.
    const result = engine.dispatch({ type: 'actor.adjust', actor: 'saber', hp: { roll: { count: 1, sides: 6 } } }, at)
    expect(result).toMatchObject({ ok: false, error: 'hp: a whole number from -999 to 999 (got [1])' })
  })
})

describe("the checkpoint where the GM window's log starts (issue 17k: opening replays only the log's lines)", () => {
  const played = (count: number): CampaignEngine => {
    const { engine } = demoEngine()
    for (let i = 0; i < count; i++) mustDispatch(engine, { type: 'actor.adjust', actor: i % 2 ? 'saber' : 'lancer', hp: i % 3 === 0 ? 1 : -1 })
    return engine
  }
  /** The document as a file holds it (no objects shared between checkpoints). */
  const asFile = (engine: CampaignEngine): CampaignDocument => JSON.parse(JSON.stringify(engine.toDocument(at))) as CampaignDocument
  /** The state at `head` replayed from the initial campaign, no checkpoint used. */
  const straightTo = (doc: CampaignDocument, head: number) => new CampaignEngine({ ...structuredClone(doc), head, checkpoints: [] }).current.context
  const logStartOf = (doc: CampaignDocument) => doc.checkpoints.find((c) => c.head === doc.head - gmLogLines)

  it('a save keeps the state at head − 40, equal to a straight replay, so the log needs no event replayed before its lines', () => {
    const doc = asFile(played(130))
    expect(doc.checkpoints.map((c) => c.head)).toEqual([130 - gmLogLines, 130])
    expect(replayDistance(doc, doc.head - gmLogLines)).toBe(0)
    expect(logStartOf(doc)!.context).toEqual(straightTo(doc, doc.head - gmLogLines))
  })

  it('after undo the save still carries the state 40 events before the new head', () => {
    const engine = played(130)
    for (let i = 0; i < 5; i++) engine.undo()
    const doc = asFile(engine)
    expect(doc.checkpoints.map((c) => c.head)).toEqual([125 - gmLogLines, 125])
    expect(logStartOf(doc)!.context).toEqual(straightTo(doc, 125 - gmLogLines))
  })

  it('a reopened file keeps its log checkpoint until 40 new commands make the one at the new head − 40', () => {
    const reopened = new CampaignEngine(asFile(played(130)))
    for (let i = 0; i < 7; i++) mustDispatch(reopened, { type: 'actor.adjust', actor: 'saber', hp: -1 })
    expect(asFile(reopened).checkpoints.map((c) => c.head)).toEqual([130 - gmLogLines, 137])
    for (let i = 0; i < gmLogLines; i++) mustDispatch(reopened, { type: 'actor.adjust', actor: 'saber', hp: 1 })
    const doc = asFile(reopened)
    expect(doc.checkpoints.map((c) => c.head)).toEqual([177 - gmLogLines, 177])
    expect(logStartOf(doc)!.context).toEqual(straightTo(doc, 177 - gmLogLines))
  })

  it('a file saved before it (a checkpoint at the head only) opens to the same state and the same GM log lines', () => {
    const doc = asFile(played(130))
    const before = { ...structuredClone(doc), checkpoints: doc.checkpoints.filter((c) => c.head === doc.head) }
    expect(parseCampaignDocument(JSON.parse(JSON.stringify(before))).ok).toBe(true)
    const [now, then] = [new CampaignEngine(structuredClone(doc)), new CampaignEngine(before)]
    expect(then.current.context).toEqual(now.current.context)
    const lines = (engine: CampaignEngine) =>
      new SessionLog().range(engine.events, engine.head - gmLogLines, engine.head, { load: () => engine.toDocument(at), newest: engine.current.context, maxReplay: windowReplayLimit })
    expect(lines(then)).toEqual(lines(now))
    expect(lines(now).every((line) => !line.approximate)).toBe(true)
    // Saved again unchanged it gains none yet (its state at head − 40 is not in memory without a replay); commands add it.
    expect(logStartOf(asFile(then))).toBeUndefined()
    for (let i = 0; i < gmLogLines; i++) mustDispatch(then, { type: 'actor.adjust', actor: 'saber', hp: 1 })
    expect(logStartOf(asFile(then))).toBeDefined()
  })
})
