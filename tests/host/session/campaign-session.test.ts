import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { join } from 'node:path'
import { createDocument } from '@machines/campaign/document'
import { mulberry32 } from '@machines/dice/random'
import { CampaignSession, type SessionChanged } from '../../../src/host/session/campaign-session'
import { createCampaignFile } from '../../../src/host/store/campaign-store'
import { nodeFileSystem } from '../../../src/host/store/file-system'
import { journalPathOf, readJournal } from '../../../src/host/session/journal'
import { demoCampaign } from '../../../src/host/demo'
import { inEnglish } from '../../../src/shared/message'
import type { Result } from '../../../src/shared/contract'
import { readCampaignFile, tempFolder } from '../helpers'

// The open campaign is one session (docs/architecture.md): the one place a change commits, the one
// queue it runs on, and the `changed` the display, players and files modules listen to.

let dir = ''
let cleanup: () => Promise<void> = async () => undefined
let session: CampaignSession
let changes: SessionChanged[]
const errors: string[] = []

beforeEach(async () => {
  ;({ dir, cleanup } = await tempFolder('campaign-session'))
  errors.length = 0
  session = new CampaignSession({ fs: nodeFileSystem, journaling: true, random: mulberry32(28), now: () => Date.parse('2026-12-04T21:00:00Z'), log: { error: (line) => errors.push(line) }, debounceMs: 0, backupIntervalMs: 0 })
  changes = []
  // The save status moves on its own (the autosave's timer); a commit is what these tests count.
  session.onChanged((why) => why === 'committed' && changes.push(why))
})
afterEach(async () => {
  await session.detach()
  await cleanup()
})

/** Opens a fresh demo campaign file in the session, as the files module does. */
async function openDemo(name = 'demo.overseer.json'): Promise<string> {
  const path = join(dir, name)
  const doc = createDocument(demoCampaign(), session.isoNow())
  const created = await createCampaignFile(path, doc, session.storeOptions())
  if (!created.ok) throw new Error(inEnglish(created.why))
  const prepared = session.prepare(name, doc)
  if (!prepared.ok) throw new Error(inEnglish(prepared.why))
  await session.switchTo(async () => {
    await session.detach()
    await session.attach(path, created.store, prepared)
  })
  return path
}

const roll = { type: 'dice.roll', command: '2D6', answer: { system: 'Amadeus:Korean', text: '(2D6) ＞ 7[3,4] ＞ 7', secret: false, dice: [3, 4] } }
const refusedWith = (result: Result): string => (result.ok ? 'ok' : inEnglish(result.why))

describe('CampaignSession', () => {
  it('a change committed emits changed once, is journaled before it is answered, and reaches the file on save', async () => {
    const path = await openDemo()
    const head = session.engine!.head
    const result = await session.run(async () => session.commit('event', (engine) => engine.dispatch(roll, session.isoNow())))
    expect(refusedWith(result)).toBe('ok')
    expect(changes).toEqual(['committed'])
    expect(session.engine!.head).toBe(head + 1)
    // Answered ok means durable: the entry is in the journal beside the file already.
    expect((await readJournal(journalPathOf(path))).map((e) => e.head)).toEqual([head + 1])
    expect((await session.flush()).ok).toBe(true)
    expect((await readCampaignFile(path)).head).toBe(head + 1)
  })

  it('a refused change emits nothing and journals nothing', async () => {
    const path = await openDemo()
    const head = session.engine!.head
    const result = await session.run(async () => session.commit('event', (engine) => engine.dispatch({ type: 'no.such.command' }, session.isoNow())))
    expect(result.ok).toBe(false)
    expect(changes).toEqual([])
    expect(session.engine!.head).toBe(head)
    expect(await readJournal(journalPathOf(path))).toEqual([])
  })

  it('a change queued before the campaign was closed is refused saying the campaign changed, and commits nothing', async () => {
    await openDemo()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    // A switch is running (it waits for a file); a change sent meanwhile queues behind it.
    const closing = session.switchTo(async () => {
      await held
      await session.detach()
    })
    let ran = false
    const stale = session.run(async () => {
      ran = true
      return session.commit('event', (engine) => engine.dispatch(roll, session.isoNow()))
    })
    release()
    await closing
    expect(refusedWith(await stale)).toMatch(/another campaign was opened/)
    expect(ran).toBe(false)
    expect(changes).toEqual([])
  })

  it('an open waits for the change before it; a ticket of the campaign before is no longer current after it', async () => {
    await openDemo('a.overseer.json')
    const engineA = session.engine!
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let ticketA = -1
    let currentWhenCommitting: boolean | null = null
    const waiting = session.run(async (ticket) => {
      ticketA = ticket
      await held
      currentWhenCommitting = session.isCurrent(ticket, engineA)
      return { ok: true }
    })
    // The open queues behind the waiting change, so it cannot overtake it.
    const opening = openDemo('b.overseer.json')
    release()
    await waiting
    await opening
    expect(currentWhenCommitting).toBe(true)
    expect(session.engine).not.toBe(engineA)
    expect(session.isCurrent(ticketA, engineA)).toBe(false)
    expect(session.isCurrent(ticketA, session.engine!)).toBe(false)
  })

  it('without an open campaign a commit is refused with host.noCampaign', async () => {
    const result = await session.run(async () => session.commit('undo', (engine) => engine.undo()))
    expect(result.ok ? null : result.why.key).toBe('host.noCampaign')
    expect(changes).toEqual([])
  })
})
