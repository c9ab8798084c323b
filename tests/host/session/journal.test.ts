import { describe, expect, it } from 'vitest'
import { appendFile, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Journal, journalPathOf, readJournal } from '../../../src/host/session/journal'
import { replayJournal } from '../../../src/host/session/journal-replay'
import { openPath, readCampaignFile, tempFolder, useHostFolder } from '../helpers'
import { OverseerHost } from '../../../src/host/host'
import type { CampaignDocument } from '@machines/campaign/document'

// The journal beside the campaign file: group commit, compaction after a save, replay after a crash.

const announce = (text: string): { type: 'board.announce'; text: string } => ({ type: 'board.announce', text })

describe('the journal file', () => {
  it('appends entries one line each and reads them back; a line cut off by a crash is not read', async () => {
    const { dir, cleanup } = await tempFolder('journal')
    try {
      const path = join(dir, 'c.overseer.json.journal')
      const journal = await Journal.open(path)
      await Promise.all([journal.append({ head: 1 }), journal.append({ head: 2 })])
      await journal.close(false)
      await appendFile(path, '{"seq":3,"hea')
      expect(await readJournal(path)).toEqual([
        { seq: 1, head: 1 },
        { seq: 2, head: 2 }
      ])
    } finally {
      await cleanup()
    }
  })

  it('compaction keeps only the entries the campaign file does not hold yet, and empties the file when it holds all', async () => {
    const { dir, cleanup } = await tempFolder('journal-compact')
    try {
      const path = join(dir, 'c.journal')
      const journal = await Journal.open(path)
      for (let head = 1; head <= 4; head++) await journal.append({ head })
      await journal.compact(2)
      expect((await readJournal(path)).map((e) => e.seq)).toEqual([3, 4])
      await journal.append({ head: 5 })
      expect((await readJournal(path)).map((e) => e.seq)).toEqual([3, 4, 5])
      await journal.compact(journal.lastSeq)
      expect((await stat(path)).size).toBe(0)
      await journal.close(true)
      await expect(stat(path)).rejects.toThrow()
    } finally {
      await cleanup()
    }
  })
})

describe('replaying a journal', () => {
  const { started } = useHostFolder('journal-replay')

  async function docAfter(host: OverseerHost, texts: string[]): Promise<CampaignDocument> {
    for (const text of texts) expect(await host.dispatch(announce(text))).toEqual({ ok: true })
    await host.flush()
    return readCampaignFile(openPath(await host.state()))
  }

  it('redoes entries the file lacks, and redoing them on a file that holds them changes nothing', async () => {
    const host = await started()
    const base = await readCampaignFile(openPath(await host.state()))
    const after = await docAfter(host, ['one', 'two'])
    const entries = after.events.map((value, at) => ({ seq: at + 1, head: at + 1, event: { at, value } }))
    const redone = replayJournal(base, entries)
    expect(redone.replayed).toBe(2)
    expect(redone.doc.events).toEqual(after.events)
    expect(redone.doc.head).toBe(2)
    expect(replayJournal(after, entries)).toEqual({ doc: after, replayed: 0 })
  })

  it('an undo and a new command after it replace the undone event, as the host did', async () => {
    const host = await started()
    const base = await readCampaignFile(openPath(await host.state()))
    await docAfter(host, ['one', 'two'])
    await host.undo()
    const after = await docAfter(host, ['three'])
    const entries = [
      { seq: 1, head: 1, event: { at: 0, value: after.events[0] } },
      { seq: 2, head: 2, event: { at: 1, value: { ...after.events[1], command: announce('two') } } },
      { seq: 3, head: 1 },
      { seq: 4, head: 2, event: { at: 1, value: after.events[1] } }
    ]
    const redone = replayJournal(base, entries)
    expect(redone.doc.events).toEqual(after.events)
    expect(redone.doc.head).toBe(2)
  })

  it('an entry that does not fit (an index past the log, an event the schema refuses) ends the replay there', async () => {
    const host = await started()
    const base = await readCampaignFile(openPath(await host.state()))
    const after = await docAfter(host, ['one'])
    const redone = replayJournal(base, [
      { seq: 1, head: 1, event: { at: 0, value: after.events[0] } },
      { seq: 2, head: 3, event: { at: 2, value: after.events[0] } },
      { seq: 3, head: 2, event: { at: 1, value: { nonsense: true } } }
    ])
    expect(redone.doc.events).toHaveLength(1)
    expect(redone.doc.head).toBe(1)
  })
})

describe('the host and its journal (the production default: on with the system file system)', () => {
  it('a command is in the journal when it is answered, before the autosave; a clean close removes the journal', async () => {
    const { dir, cleanup } = await tempFolder('journal-host')
    // A long debounce: the file is not written while the test reads the journal.
    const host = new OverseerHost({ dataDir: dir, debounceMs: 60_000 })
    try {
      await host.start()
      const path = openPath(await host.state())
      expect(await host.dispatch(announce('kept'))).toEqual({ ok: true })
      const entries = await readJournal(journalPathOf(path))
      expect(entries.at(-1)).toMatchObject({ head: 1, event: { at: 0, value: { command: announce('kept') } } })
      expect(await host.undo()).toEqual({ ok: true })
      expect((await readJournal(journalPathOf(path))).at(-1)).toMatchObject({ head: 0 })
      expect((await host.close()).ok).toBe(true)
      await expect(stat(journalPathOf(path))).rejects.toThrow()
    } finally {
      await host.shutdown()
      await cleanup()
    }
  })

  it('opening a file with a journal beside it (a crash) redoes the journal, says so, and saves it into the file', async () => {
    const { dir, cleanup } = await tempFolder('journal-open')
    const first = new OverseerHost({ dataDir: dir, debounceMs: 60_000 })
    await first.start()
    const path = openPath(await first.state())
    expect(await first.dispatch(announce('before the crash'))).toEqual({ ok: true })
    const journal = await readFile(journalPathOf(path), 'utf8')
    await first.shutdown()
    // What a kill leaves: the file as it was last saved (here: before the command) and the journal.
    const saved = await readCampaignFile(path)
    await writeFile(path, JSON.stringify({ ...saved, events: [], head: 0, checkpoints: [] }))
    await writeFile(journalPathOf(path), journal)
    const second = new OverseerHost({ dataDir: dir, debounceMs: 0 })
    try {
      await second.start()
      const state = await second.state()
      expect(state.path).toBe(path)
      expect(state.notice?.key).toBe('host.notice.recoveredJournal')
      await second.flush()
      expect((await readCampaignFile(path)).events.map((e) => e.command)).toEqual([announce('before the crash')])
    } finally {
      await second.shutdown()
      await cleanup()
    }
  })
})
