import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { readCampaign, schemaFingerprint, serializeCampaign } from '../../../src/host/store/campaign-reader'
import { isSealed, sealJson } from '../../../src/host/store/integrity'
import { exportDocument } from '../../../src/host/host'
import { inEnglish, inKorean } from '../../../src/shared/message'
import type { PhaseState } from '@machines/campaign/phases'
import type { CampaignDocument } from '@machines/campaign/document'
import { playSyntheticCampaign } from '../../../bench/synthetic'
import { demoEngine, mustDispatch } from '../../machines/campaign/fixtures'
import { hpOf, openPath, useHostFolder } from '../helpers'

// Trust what we wrote, verify what we did not (DESIGN: Persistence).

const bytesOf = (text: string): Uint8Array => Buffer.from(text, 'utf8')

/** A short legal campaign with a war turn in it. */
function playedDocument(seed = 5): CampaignDocument {
  return playSyntheticCampaign({ warTurns: 2, duels: 1, encounters: 1, adjustmentsPerTurn: 4 }, seed).toDocument('2026-06-01T00:00:00.000Z')
}

describe('the seal of a saved campaign file', () => {
  it('a file as Overseer saved it is trusted: opened as written, with no event validated again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (seed) => {
        const text = serializeCampaign(playedDocument(seed))
        const read = readCampaign(JSON.parse(text), bytesOf(text))
        expect(read).toMatchObject({ ok: true, trusted: true })
      }),
      { numRuns: 6, seed: 21 }
    )
  })

  it('a sealed file is taken as written: its events are not parsed again (a command no schema knows still opens)', () => {
    const doc = playedDocument()
    const tampered = { ...doc, events: doc.events.map((e, i) => (i === 3 ? { ...e, command: { type: 'no.such.command' } } : e)) }
    // Resealed as only Overseer would: the seal vouches for whatever bytes it covers.
    const text = sealJson(JSON.stringify(tampered), schemaFingerprint())
    expect(readCampaign(JSON.parse(text), bytesOf(text))).toMatchObject({ ok: true, trusted: true })
  })

  it('one changed byte breaks the seal: the file is verified by replay, and an illegal event is refused by index', () => {
    const doc = playedDocument()
    const text = serializeCampaign(doc)
    const index = doc.events.findIndex((e) => e.command.type === 'turn.resolve')
    // The GM "resolves" before the turn starts: an edit in place, the seal left as it was.
    const edited = text.replace('"type":"turn.start"', '"type":"turn.apply"')
    expect(isSealed(bytesOf(edited), schemaFingerprint())).toBe(false)
    const read = readCampaign(JSON.parse(edited), bytesOf(edited))
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(inEnglish(read.why)).toMatch(/^events\.\d+: the machines refuse this turn\.apply at this point of the log: /)
    expect(inKorean(read.why)).toMatch(/^events\.\d+: 기록의 이 시점에서는 규칙이 이 turn\.apply 명령을 받아들이지 않습니다: /)
    expect(index).toBeGreaterThan(0)
  })

  it('a pretty export, an older format and a file sealed under another schema are verified, not trusted', () => {
    const doc = playedDocument()
    for (const text of [exportDocument(doc), JSON.stringify(doc), sealJson(JSON.stringify(doc), 'another build')]) {
      expect(readCampaign(JSON.parse(text), bytesOf(text))).toEqual({ ok: true, value: expect.anything() })
    }
  })
})

describe('opening and importing files the host did not seal', () => {
  const { started } = useHostFolder('reader')

  it('a file the host saved reopens trusted; edited by hand it is verified: a harmless edit opens, a contradiction is refused', async () => {
    const host = await started()
    expect(await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -4 })).toEqual({ ok: true })
    const path = openPath(await host.state())
    await host.close()
    const text = await readFile(path, 'utf8')
    expect(isSealed(bytesOf(text), schemaFingerprint())).toBe(true)
    expect(await host.open(path)).toEqual({ ok: true })
    await host.close()

    // The event now says −5 while the saved state after it says 56: the file contradicts itself.
    await writeFile(path, text.replace('"hp":-4', '"hp":-5'))
    expect(await host.open(path)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/checkpoints\.0: the saved state after 1 event is not what replaying it gives \(first difference at campaign\.servants\.0\.hp\)$/)
    })
    expect(await readFile(path, 'utf8')).toBe(text.replace('"hp":-4', '"hp":-5'))

    await writeFile(path, text.replace('"app":"overseer"', '"app":"overseer (edited)"'))
    expect(await host.open(path)).toEqual({ ok: true })
    expect(hpOf(await host.state(), 'saber')).toBe(56)
  })

  it('an imported file with an illegal event is refused naming its index, and the open campaign stays open', async () => {
    const host = await started()
    const before = openPath(await host.state())
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'actor.adjust', actor: 'saber', hp: -2 })
    mustDispatch(engine, { type: 'actor.adjust', actor: 'saber', hp: -2 })
    const doc = structuredClone(engine.toDocument('2026-06-01T00:00:00.000Z'))
    doc.events[1].command = { type: 'actor.adjust', actor: 'nobody', hp: -2 }
    const result = await host.importCampaign(exportDocument(doc))
    expect(result).toMatchObject({ ok: false, error: 'not a usable campaign: events.1: the machines refuse this actor.adjust at this point of the log: unknown actor "nobody"' })
    expect(openPath(await host.state())).toBe(before)
  })

  it('an imported checkpoint naming a fighter the campaign lacks is refused, and the open campaign stays open and answers', async () => {
    const host = await started()
    const before = openPath(await host.state())
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    const doc = structuredClone(engine.toDocument('2026-06-01T00:00:00.000Z'))
    const phase = doc.checkpoints.at(-1)!.context.phase as PhaseState
    if (phase.kind !== 'duel') throw new Error('expected a duel')
    phase.context.combatants[1].id = 'ghost'
    const result = await host.importCampaign(exportDocument(doc))
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/^not a usable campaign: checkpoints\.0: the saved state after 1 event is not what replaying it gives/) })
    expect(openPath(await host.state())).toBe(before)
    expect(await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -1 })).toEqual({ ok: true })
  })

  it('a trusted file that cannot render (a checkpoint naming a missing fighter) is refused at open; nothing is written', async () => {
    const host = await started()
    const before = openPath(await host.state())
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    const doc = structuredClone(engine.toDocument('2026-06-01T00:00:00.000Z'))
    const phase = doc.checkpoints.at(-1)!.context.phase as PhaseState
    if (phase.kind !== 'duel') throw new Error('expected a duel')
    phase.context.combatants[1].id = 'ghost'
    const path = join(host.campaignsDir, 'wedged.overseer.json')
    const text = serializeCampaign(doc)
    await writeFile(path, text)
    host.allowPickedFile(path)
    const result = await host.open(path)
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/^wedged\.overseer\.json: its saved state cannot be restored/) })
    expect(openPath(await host.state())).toBe(before)
    expect(await readFile(path, 'utf8')).toBe(text)
    expect((await host.state()).gm?.head).toBe(0)
  })
})
