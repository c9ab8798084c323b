import { describe, expect, it } from 'vitest'
import { CampaignEngine } from '@machines/campaign/engine'
import { parseCampaignDocument } from '@machines/campaign/document'
import { startLogHere } from '@machines/campaign/start-log-here'
import { english } from '@machines/reasons/format'
import { at, demoEngine, mustDispatch } from './fixtures'

const later = '2026-12-02T00:00:00.000Z'

describe('start the log here (issue 17)', () => {
  it('makes the campaign at the head the initial state, drops the log and the undone tail, and restores to the same campaign', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'edit.region.remove', region: 'hospital' })
    mustDispatch(engine, { type: 'actor.adjust', actor: 'saber', hp: -7 })
    mustDispatch(engine, { type: 'campaign.rename', name: '미하마 성배전쟁' })
    mustDispatch(engine, { type: 'actor.adjust', actor: 'lancer', hp: -3 })
    engine.undo()
    const started = startLogHere(engine.toDocument(at), engine.current, later)
    if (!started.ok) throw new Error(english(started.why))
    expect(started.dropped).toBe(4)
    expect(started.doc).toMatchObject({ events: [], head: 0, checkpoints: [], meta: { name: '미하마 성배전쟁', savedAt: later } })
    // The file it makes is a valid document, and it opens to exactly the campaign the GM had.
    const parsed = parseCampaignDocument(JSON.parse(JSON.stringify(started.doc)))
    if (!parsed.ok) throw new Error(english(parsed.why))
    const reopened = new CampaignEngine(parsed.value)
    expect(reopened.current.context).toEqual(engine.current.context)
    expect(reopened.current.context.campaign.regions.map((r) => r.id)).not.toContain('hospital')
    expect([reopened.canUndo, reopened.canRedo]).toEqual([false, false])
  })

  it('refuses while a phase runs (its state lives in the machine, not in an initial campaign) and leaves the document as it was', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'turn.start' })
    const doc = engine.toDocument(at)
    const refused = startLogHere(doc, engine.current, later)
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(english(refused.why)).toBe('the log can start here only between phases: finish the running war turn, duel or battle first')
    expect(doc.events).toHaveLength(1)
  })

  it('refuses when there is nothing to drop', () => {
    const { engine } = demoEngine()
    const refused = startLogHere(engine.toDocument(at), engine.current, later)
    expect(refused.ok || english(refused.why)).toBe('the log already starts here: this campaign has no logged events to drop')
  })
})
