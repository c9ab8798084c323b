import { describe, expect, it } from 'vitest'
import { SessionLog } from '@machines/campaign/session-log/session-log'
import { at } from '../fixtures'
import { entriesOf, played, wholeTurn } from './helpers'

describe('the GM window session log', () => {
  const engine = played([{ type: 'actor.adjust', actor: 'saber', hp: -1 }, ...wholeTurn])
  const source = () => engine.toDocument(at)

  it('rebuilds the lines of a log it has not seen by replay, equal to building them event by event', () => {
    const log = new SessionLog()
    const rebuilt = log.range(engine.events, 0, engine.head, { load: source, newest: engine.current.context, maxReplay: 1000 })
    expect(rebuilt).toEqual(entriesOf(engine))
    expect(rebuilt.every((e) => !e.approximate)).toBe(true)
  })

  it('writes approximate lines, without a turn, when a replay would cost more than allowed', () => {
    const log = new SessionLog()
    const lines = log.range(engine.events, 8, 11, { load: source, newest: engine.current.context, maxReplay: 5 })
    expect(lines.map((e) => [e.index, e.approximate, e.turn])).toEqual([[8, true, null], [9, true, null], [10, true, null]])
    expect(lines[0].gm.en).toBe('Verdant declares investigate — Market Street')
    expect(lines[2].gm).toEqual({ ko: '회차 판정', en: 'War turn resolved' })
  })

  it('does not replay for an entry it recorded when the event was applied', () => {
    const log = new SessionLog()
    const next = played([{ type: 'actor.adjust', actor: 'saber', hp: -1 }])
    const before = played([]).current.context
    log.record(next.events[0], 0, before, next.current.context)
    const entries = log.range(next.events, 0, 1, { load: () => { throw new Error('replayed') }, newest: next.current.context, maxReplay: 0 })
    expect(entries[0].gm.en).toBe('Saber: HP −1 (60 → 59)')
  })
})
