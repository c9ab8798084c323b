import { open, readFile, rename, stat, unlink, type FileHandle } from 'node:fs/promises'
import { dirname } from 'node:path'

/**
 * One line of the journal: what a committed change did to the log — the head after it and, when it
 * logged an event, that event and its index — enough to redo it on top of the campaign file.
 */
export interface JournalEntry {
  seq: number
  head: number
  event?: { at: number; value: unknown }
}

/** The journal of a campaign file: beside it, `<file>.journal` (NDJSON, one entry a line). */
export function journalPathOf(campaignPath: string): string {
  return `${campaignPath}.journal`
}

/** A journal past this size is not read (a campaign's unsaved tail is a few kilobytes; the autosave folds it in). */
export const maxJournalBytes = 64 * 1024 * 1024

/**
 * Reads a journal's entries, oldest first: none when there is no journal. A line cut off by a crash
 * (never fsynced, so never acknowledged) ends the reading, and so does any line that is not an entry.
 */
export async function readJournal(path: string): Promise<JournalEntry[]> {
  let text: string
  try {
    if ((await stat(path)).size > maxJournalBytes) throw new Error(`the journal ${path} is larger than ${maxJournalBytes} bytes`)
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const entries: JournalEntry[] = []
  const lines = text.split('\n')
  // The last piece has no newline: written in part, or empty.
  for (const line of lines.slice(0, -1)) {
    const entry = entryOf(line)
    if (!entry) break
    entries.push(entry)
  }
  return entries
}

function entryOf(line: string): JournalEntry | null {
  try {
    const value = JSON.parse(line) as Partial<JournalEntry>
    if (!Number.isSafeInteger(value.seq) || !Number.isSafeInteger(value.head) || value.head! < 0) return null
    if (value.event !== undefined && (!Number.isSafeInteger(value.event.at) || value.event.at < 0)) return null
    return value as JournalEntry
  } catch {
    return null
  }
}

async function syncFolder(path: string): Promise<void> {
  const folder = await open(dirname(path), 'r')
  try {
    await folder.sync()
  } catch {
    // Some systems cannot fsync a folder; the rename is still atomic.
  } finally {
    await folder.close()
  }
}

/**
 * The append-only journal of the open campaign. A committed change appends its entry and is answered
 * once the entry is on the disk; every entry appended while a write is under way goes with the next
 * write, one fsync for the whole batch (group commit). When the campaign file has been written up to an
 * entry, `compact` drops the entries it holds.
 */
export class Journal {
  private handle: FileHandle | null = null
  private seq = 0
  /** Entries on the disk and not yet in the campaign file, oldest first. */
  private written: { seq: number; line: string }[] = []
  /** Lines appended and waiting for the next write. */
  private waiting: { seq: number; line: string }[] = []
  private nextWrite: Promise<void> | null = null
  /** Writes and compactions run one after another. */
  private chain: Promise<void> = Promise.resolve()

  private constructor(readonly path: string) {}

  /** Opens (or creates) the journal for appending; `entries` are those already in it (read on open), kept until compacted. */
  static async open(path: string, entries: readonly JournalEntry[] = []): Promise<Journal> {
    const journal = new Journal(path)
    journal.handle = await open(path, 'a')
    journal.seq = entries.reduce((most, e) => Math.max(most, e.seq), 0)
    journal.written = entries.map((e) => ({ seq: e.seq, line: `${JSON.stringify(e)}\n` }))
    return journal
  }

  /** The last entry's number: a campaign file written from the state now holds every entry up to it. */
  get lastSeq(): number {
    return this.seq
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const next = this.chain.then(work)
    this.chain = next.catch(() => undefined)
    return next
  }

  /** Appends an entry; resolves once it is on the disk, rejects when it could not be written. */
  append(entry: Omit<JournalEntry, 'seq'>): Promise<void> {
    const seq = ++this.seq
    this.waiting.push({ seq, line: `${JSON.stringify({ seq, ...entry })}\n` })
    this.nextWrite ??= this.enqueue(async () => {
      this.nextWrite = null
      const batch = this.waiting.splice(0)
      if (!this.handle) throw new Error('the journal is closed')
      await this.handle.write(batch.map((e) => e.line).join(''))
      await this.handle.datasync()
      this.written.push(...batch)
    })
    return this.nextWrite
  }

  /** The campaign file now holds every entry up to `seq`: the journal keeps only the later ones. */
  compact(seq: number): Promise<void> {
    return this.enqueue(async () => {
      const kept = this.written.filter((e) => e.seq > seq)
      if (kept.length === this.written.length || !this.handle) return
      this.written = kept
      if (kept.length === 0) {
        await this.handle.truncate(0)
        await this.handle.datasync()
        return
      }
      // The later entries are written whole beside the journal and renamed over it: a crash leaves one or the other.
      const temp = `${this.path}.compact`
      const file = await open(temp, 'w')
      try {
        await file.write(kept.map((e) => e.line).join(''))
        await file.sync()
      } finally {
        await file.close()
      }
      await this.handle.close()
      this.handle = null
      try {
        await rename(temp, this.path)
        await syncFolder(this.path)
      } finally {
        // A failed rename leaves the longer journal in place (redoing what the file holds changes nothing): append to it.
        this.handle = await open(this.path, 'a')
      }
    })
  }

  /** Stops appending; `remove` (the campaign file holds everything) deletes the journal. */
  close(remove: boolean): Promise<void> {
    return this.enqueue(async () => {
      await this.handle?.close()
      this.handle = null
      if (remove) await unlink(this.path).catch(() => undefined)
    })
  }
}
