import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { OverseerHost } from '../../src/host/host'
import type { SentCommand } from '@machines/campaign/commands'
import { undoRedoLines, type LogLine } from '@machines/campaign/gm-view'
import { tempFolder, testHost } from './helpers'

let dataDir: string
let cleanup: () => Promise<void>
let host: OverseerHost | undefined

beforeEach(async () => {
  ;({ dir: dataDir, cleanup } = await tempFolder('undo-words'))
})

afterEach(async () => {
  await host?.shutdown()
  host = undefined
  await cleanup()
})

const adjustSaber = (hp: number): SentCommand => ({ type: 'actor.adjust', actor: 'saber', hp, reason: 'test' })

// Issue 17: "undo says what it will undo" — in the words of the event log, for undo and for redo.
describe('what undo and redo would act on', () => {
  it('is the log line of the event before the head (undo) and at the head (redo), from the host the GM window talks to', async () => {
    host = testHost(dataDir)
    await host.start()
    let gm = (await host.state()).gm!
    expect([gm.undoes, gm.redoes]).toEqual([null, null])

    await host.dispatch(adjustSaber(-5))
    expect(await host.dispatch({ type: 'edit.region.upsert', create: true, region: { id: 'lighthouse', name: { ko: '등대', en: 'Lighthouse' }, aliases: [] } })).toMatchObject({ ok: true })
    gm = (await host.state()).gm!
    const lineOf = (index: number) => gm.log.find((l) => l.index === index)!.text
    expect(gm.undoes).toEqual({ ko: '지역 추가: 등대', en: 'Region added: Lighthouse' })
    expect(gm.undoes).toEqual(lineOf(gm.head - 1))
    expect(gm.redoes).toBeNull()

    await host.undo()
    gm = (await host.state()).gm!
    expect(gm.redoes).toEqual({ ko: '지역 추가: 등대', en: 'Region added: Lighthouse' })
    expect(gm.undoes).toEqual(gm.log.find((l) => l.index === 0)!.text)
    expect(gm.undoes!.ko).toMatch(/세이버/)

    await host.undo()
    gm = (await host.state()).gm!
    expect(gm.undoes).toBeNull()
    expect(gm.redoes!.ko).toMatch(/세이버/)
  })

  it('finds nothing to name when the head is at either end of the log', () => {
    const line = (index: number): LogLine => ({ index, at: '', type: 't', text: { ko: `${index}`, en: `${index}` }, rules: [], undone: false, turn: null, scene: null, approximate: false })
    const log = [line(0), line(1), line(2)]
    expect(undoRedoLines(log, 0)).toEqual({ undoes: null, redoes: { ko: '0', en: '0' } })
    expect(undoRedoLines(log, 2)).toEqual({ undoes: { ko: '1', en: '1' }, redoes: { ko: '2', en: '2' } })
    expect(undoRedoLines(log, 3)).toEqual({ undoes: { ko: '2', en: '2' }, redoes: null })
    expect(undoRedoLines([], 0)).toEqual({ undoes: null, redoes: null })
  })
})
