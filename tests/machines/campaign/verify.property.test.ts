import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { transition } from 'xstate'
import { campaignMachine, createInitialContext, explainCommand, type CampaignSnapshot } from '@machines/campaign/machine'
import { restoreSnapshot } from '@machines/campaign/stored-state'
import { verifyDocument } from '@machines/campaign/verify'
import type { CampaignDocument, LoggedEvent } from '@machines/campaign/document'
import { parseCommand, type Command } from '@machines/campaign/commands'
import { english } from '@machines/reasons/format'
import { playSyntheticCampaign } from '../../../bench/synthetic'

// Trust what we wrote, verify what we did not: a log replayed from the initial state must consist
// of events the machines accept in that order, with the rule ids they give, and every checkpoint
// must be the state the replay reaches. Random legal logs come from the bench's synthetic campaign
// (war turns, duels and battles played through the real machines).

const small = { warTurns: 2, duels: 1, encounters: 1, adjustmentsPerTurn: 4 }

/** A random legal campaign document, some of its last events undone. */
function legalDocument(seed: number, undos: number): CampaignDocument {
  const engine = playSyntheticCampaign(small, seed)
  for (let i = 0; i < undos && engine.canUndo; i++) engine.undo()
  // As a file holds it: checkpoints share no objects (in memory the log's and the head's share the unchanged parts).
  return JSON.parse(JSON.stringify(engine.toDocument('2026-06-01T00:00:00.000Z'))) as CampaignDocument
}

/** Commands that are well formed but refused at some points of play (each is refused somewhere). */
const outOfPlace: unknown[] = [
  { type: 'actor.adjust', actor: 'nobody', hp: -1 },
  { type: 'turn.resolve' },
  { type: 'turn.apply' },
  { type: 'scene.advance' },
  { type: 'duel.cancel' },
  { type: 'encounter.cancel' },
  { type: 'turn.start' },
  { type: 'servant.reveal', servant: 'nobody', revealed: true }
]

/** The state reached after the first `n` events. */
function stateAfter(doc: CampaignDocument, n: number): CampaignSnapshot {
  let snapshot = restoreSnapshot({ value: 'idle', context: createInitialContext(doc.initial) })
  for (let i = 0; i < n; i++) [snapshot] = transition(campaignMachine, snapshot, doc.events[i].command) as [CampaignSnapshot, unknown]
  return snapshot
}

const seeds = fc.integer({ min: 1, max: 1_000_000 })

describe('verify by replay', () => {
  it('a random legal log, untouched, verifies', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: 3 }), (seed, undos) => {
        const doc = legalDocument(seed, undos)
        expect(doc.events.length).toBeGreaterThan(20)
        expect(verifyDocument(doc)).toMatchObject({ ok: true })
      }),
      { numRuns: 12, seed: 13 }
    )
  })

  it('a random legal log with one event made illegal is refused naming that event and the rule that refuses it', () => {
    fc.assert(
      fc.property(seeds, fc.nat(), fc.nat(), (seed, at, which) => {
        const doc = legalDocument(seed, 0)
        const index = at % doc.events.length
        const before = stateAfter(doc, index)
        const refused = outOfPlace.map((raw) => parseCommand(raw)).flatMap((p) => (p.ok && explainCommand(before.context, p.value) ? [p.value] : []))
        const command: Command = refused[which % refused.length]
        const event: LoggedEvent = { ...doc.events[index], command, rules: [] }
        doc.events[index] = event
        const result = verifyDocument(doc)
        expect(result.ok).toBe(false)
        if (result.ok) return
        expect(result.why.key).toBe('reason.campaign.eventRefused')
        expect(result.why.params).toMatchObject({ index, type: command.type, detail: explainCommand(before.context, command) })
        expect(english(result.why)).toMatch(new RegExp(`^events\\.${index}: `))
      }),
      { numRuns: 15, seed: 14 }
    )
  })

  it('a random legal log with one checkpoint altered is refused naming that checkpoint', () => {
    fc.assert(
      fc.property(seeds, fc.nat(), fc.integer({ min: 1, max: 5 }), (seed, pick, by) => {
        const doc = legalDocument(seed, 0)
        const index = pick % doc.checkpoints.length
        const checkpoint = doc.checkpoints[index]
        // A servant's hp that the events do not give, or a scene the campaign never reached.
        const servant = checkpoint.context.campaign.servants[pick % checkpoint.context.campaign.servants.length]
        if (pick % 2) servant.hp = servant.hp > by ? servant.hp - by : servant.hp + by
        else checkpoint.context.campaign.scene += by
        const result = verifyDocument(doc)
        expect(result.ok).toBe(false)
        if (result.ok) return
        expect(result.why).toMatchObject({ key: 'reason.campaign.checkpointDiffers', params: { index, count: checkpoint.head } })
        expect(result.why.params?.where).toMatch(pick % 2 ? /^campaign\.servants\.\d+\.hp$/ : /^campaign\.scene$/)
      }),
      { numRuns: 15, seed: 15 }
    )
  })

  it('an event claiming rule ids its outcome does not give is refused (the GM log would claim it)', () => {
    const doc = legalDocument(7, 0)
    const index = doc.events.findIndex((e) => e.command.type === 'turn.apply')
    doc.events[index] = { ...doc.events[index], rules: [...doc.events[index].rules, 'T.99'] }
    expect(verifyDocument(doc)).toMatchObject({ ok: false, why: { key: 'reason.campaign.eventRulesDiffer', params: { index, type: 'turn.apply' } } })
  })

  it('a verified log without a head checkpoint gains one, so opening it replays nothing more', () => {
    const doc = legalDocument(3, 2)
    const withoutHead = { ...doc, checkpoints: doc.checkpoints.filter((c) => c.head !== doc.head) }
    const result = verifyDocument(withoutHead)
    if (!result.ok) throw new Error(english(result.why))
    const head = result.doc.checkpoints.find((c) => c.head === doc.head)
    expect(head?.context).toEqual(stateAfter(doc, doc.head).context)
  })
})
