import { basename } from 'node:path'
import type { CampaignEngine } from '@machines/campaign/engine'
import type { CampaignDocument } from '@machines/campaign/document'
import type { GmView } from '@machines/campaign/gm-view'
import { SessionLog } from '@machines/campaign/session-log/session-log'
import type { LogEntry } from '@machines/campaign/session-log/entry'
import type { CampaignStore, StoreOptions } from '../store/campaign-store'
import { readCampaign, serializeCampaign } from '../store/campaign-reader'
import { describeFileError, type FileSystem } from '../store/file-system'
import type { Result, SaveState } from '../../shared/contract'
import { fail, failure, type Failure, type Message } from '../../shared/message'
import { logged, type HostLog } from '../host-log'
import { ChangeQueue } from './change-queue'
import { Journal, journalPathOf, readJournal, type JournalEntry } from './journal'
import { replayJournal } from './journal-replay'
import { gmViewOf, logEntriesOf, prepareCampaign, type Prepared } from './prepared-campaign'

/** What the session needs from the host: its file system, clock, dice, log and save timing. */
export interface SessionOptions {
  fs: FileSystem
  /** The store's own file system: undefined for node's (the store then writes atomically through node:fs). */
  storeFs?: FileSystem
  /** Whether changes are answered only once they are in the journal beside the file. */
  journaling: boolean
  random: () => number
  now: () => number
  log: HostLog
  debounceMs?: number
  backupIntervalMs?: number
  /** The clock the store names backups by (undefined: its own default). */
  storeNow?: () => number
}

/** Why the session changed: a change committed (views and board follow), or only the save status moved. */
export type SessionChanged = 'committed' | 'saveStatus'

/** How a committed step moved the log: a new event, a redo (an event back in force) or an undo (the head only). */
export type StepKind = 'event' | 'redo' | 'undo'

/** The open campaign's pieces once it is closed: what the files module needs to rename it. */
export interface Detached {
  result: Result
  path: string | null
  /** The campaign's current name when it differs from the one it was opened with. */
  renamedTo: string | null
}

/**
 * The open campaign as one session: its engine, store, journal and session log, and the one queue every
 * read-then-change of it runs on (docs/architecture.md). A change is answered once what it committed is in
 * the journal; a change sent before another campaign (or none) became the open one is refused. When a
 * change commits, the session emits `changed`; display, players, files and exports listen around it.
 */
export class CampaignSession {
  private engineNow: CampaignEngine | null = null
  private storeNow: CampaignStore<CampaignDocument> | null = null
  private pathNow: string | null = null
  private log = new SessionLog()
  private journal: Journal | null = null
  private saveStateNow: SaveState = { state: 'none' }
  private unsubscribeStatus: (() => void) | null = null
  private readonly queue = new ChangeQueue()
  /** What the change running now appended to the journal: its answer waits for it. */
  private appended: Promise<void> | undefined
  /** The journal entry each saved document holds up to: once it is written, the journal drops those. */
  private readonly journalMarks = new WeakMap<CampaignDocument, { journal: Journal; seq: number }>()
  private readonly listeners = new Set<(why: SessionChanged) => void>()
  /** The open campaign's name when it was opened: a file follows a rename made since. */
  private openedName: string | null = null
  /** What else the GM should know about the open campaign (cleared by the next committed change). */
  notice: Message | null = null
  /** Whether the open campaign's file was created by this host (not read back from disk). */
  createdHere = false

  constructor(private readonly options: SessionOptions) {}

  /** The open campaign's engine, or null. */
  get engine(): CampaignEngine | null {
    return this.engineNow
  }

  /** The open campaign's store, or null. */
  get store(): CampaignStore<CampaignDocument> | null {
    return this.storeNow
  }

  /** The open campaign's file, or null. */
  get path(): string | null {
    return this.pathNow
  }

  /** Where the open campaign's autosave stands. */
  get saveState(): SaveState {
    return this.saveStateNow
  }

  /** Registers a listener of `changed`; returns the unsubscribe function. */
  onChanged(listener: (why: SessionChanged) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private emit(why: SessionChanged): void {
    // A listener failing (a socket gone bad mid-push) must neither stop the others nor the change that committed.
    for (const listener of this.listeners) logged(this.options.log, 'the session listener', () => listener(why))
  }

  /** The host's clock now, as an ISO time (events and saved documents are stamped with it). */
  isoNow(): string {
    return new Date(this.options.now()).toISOString()
  }

  /**
   * Runs a change of the open campaign on the queue and answers once what it committed is in the journal
   * (one fsync for every change committed meanwhile): an acknowledged change survives a kill. A change
   * queued for a campaign that is no longer the open one is refused; `ticket` lets one that awaits ask again.
   */
  async run(change: (ticket: number) => Promise<Result>): Promise<Result> {
    let durable: Promise<void> | undefined
    const result = await this.queue.run(async (ticket) => {
      if (!this.queue.isCurrent(ticket)) return fail('host.campaignChanged')
      const answer = await change(ticket)
      // Set by commit inside this change; the queue runs nothing else in between.
      durable = this.appended
      this.appended = undefined
      return answer
    })
    if (!durable) return result
    try {
      await durable
      return result
    } catch (error) {
      return fail('host.notDurable', { detail: describeFileError(error) })
    }
  }

  /**
   * Runs a change that may make another campaign (or none) the open one (open, close, new, import,
   * restore). When it did, every change sent before it ended — queued behind it or sent while it awaited
   * a file — is refused: none lands in the campaign it was not sent to.
   */
  switchTo<T>(change: () => Promise<T>): Promise<T> {
    return this.queue.run(async () => {
      const before = this.engineNow
      try {
        return await change()
      } finally {
        if (this.engineNow !== before) this.queue.replaced()
      }
    })
  }

  /** Whether a change queued with `ticket` may still commit into `engine` (after it awaited BCDice or a file). */
  isCurrent(ticket: number, engine: CampaignEngine): boolean {
    return this.queue.isCurrent(ticket) && this.engineNow === engine
  }

  /** Runs a request that needs an open campaign; without one, the GM reads that none is open. */
  withEngine<T>(run: (engine: CampaignEngine) => T): T | Failure {
    return this.engineNow ? run(this.engineNow) : fail('host.noCampaign')
  }

  /**
   * The one place a change commits: applies an engine step, writes its session-log entry, journals it,
   * schedules the save and emits `changed`. A refused step changes nothing and emits nothing.
   */
  commit(kind: StepKind, apply: (engine: CampaignEngine) => Result): Result {
    const engine = this.engineNow
    if (!engine) return fail('host.noCampaign')
    const before = engine.current.context
    const result = apply(engine)
    if (!result.ok) return result
    if (kind !== 'undo' && engine.head > 0) this.log.record(engine.events[engine.head - 1], engine.head - 1, before, engine.current.context)
    if (this.storeNow) {
      if (this.journal) {
        const head = engine.head
        this.appended = this.journal.append(kind === 'event' ? { head, event: { at: head - 1, value: engine.events[head - 1] } } : { head })
      }
      this.saveMarked(engine)
    }
    this.notice = null
    this.emit('committed')
    return result
  }

  /** Shows the GM a notice about the open campaign, and pushes it. */
  tell(notice: Message | null): void {
    this.notice = notice
    this.emit('committed')
  }

  /** The GM window's view of the open campaign, or null. */
  gmView(): GmView | null {
    return this.engineNow ? gmViewOf(this.engineNow, this.log, () => this.isoNow()) : null
  }

  /** The session-log entries of events `from`..`to` of the open campaign (`exact`: however many must be replayed). */
  logEntries(from: number, to: number, exact = false): LogEntry[] {
    return this.engineNow ? logEntriesOf(this.engineNow, this.log, from, to, exact, () => this.isoNow()) : []
  }

  /** Restores and renders a document (`prepareCampaign`) with the session's dice and clock. */
  prepare(file: string, doc: CampaignDocument): Prepared | Failure {
    return prepareCampaign(file, doc, this.options.random, () => this.isoNow())
  }

  /** How the store saves the open campaign: sealed, debounced, with backups; a written save compacts the journal. */
  storeOptions(): StoreOptions<CampaignDocument> & { parse: typeof readCampaign } {
    return {
      serialize: serializeCampaign,
      parse: readCampaign,
      fs: this.options.storeFs,
      debounceMs: this.options.debounceMs,
      backupIntervalMs: this.options.backupIntervalMs,
      now: this.options.storeNow,
      onWritten: (doc) => {
        const mark = this.journalMarks.get(doc)
        if (mark) mark.journal.compact(mark.seq).catch((error: unknown) => this.options.log.error(`the journal could not be compacted: ${describeFileError(error)}`))
      }
    }
  }

  /** Schedules the save of the open campaign, marked with the last journal entry it holds. */
  saveMarked(engine: CampaignEngine): void {
    const doc = engine.toDocument(this.isoNow())
    if (this.journal) this.journalMarks.set(doc, { journal: this.journal, seq: this.journal.lastSeq })
    this.storeNow?.save(doc)
  }

  /**
   * The journal beside a campaign file just opened, redone on top of it: what was acknowledged after the
   * file's last save (a crash). A journal that cannot be read or redone is set aside, never replayed twice.
   */
  async recover(path: string, doc: CampaignDocument): Promise<{ prepared: Prepared | Failure; entries: JournalEntry[]; replayed: number }> {
    const file = basename(path)
    if (!this.options.journaling) return { prepared: this.prepare(file, doc), entries: [], replayed: 0 }
    const journalPath = journalPathOf(path)
    let entries: JournalEntry[] = []
    try {
      entries = await readJournal(journalPath)
    } catch (error) {
      this.options.log.error(`the journal of ${file} could not be read: ${describeFileError(error)}`)
    }
    const { doc: replayedDoc, replayed } = replayJournal(doc, entries)
    const prepared = this.prepare(file, replayedDoc)
    if (prepared.ok || replayed === 0) return { prepared, entries, replayed }
    this.options.log.error(`the journal of ${file} does not fit the file; it is kept as ${basename(journalPath)}.unused`)
    await this.setJournalAside(path)
    return { prepared: this.prepare(file, doc), entries: [], replayed: 0 }
  }

  /** Keeps a journal left beside `path` as `.unused`: it followed another file than the one now there. */
  async setJournalAside(path: string): Promise<void> {
    if (this.options.journaling) await this.options.fs.rename(journalPathOf(path), `${journalPathOf(path)}.unused`).catch(() => undefined)
  }

  /** Makes a prepared campaign the open one; the one before must be detached first. */
  async attach(path: string, store: CampaignStore<CampaignDocument>, prepared: Prepared, journaled: readonly JournalEntry[] = []): Promise<void> {
    if (this.options.journaling) {
      try {
        this.journal = await Journal.open(journalPathOf(path), journaled)
      } catch (error) {
        // The campaign still opens; its changes are then as safe as the autosave makes them.
        this.options.log.error(`the journal of ${basename(path)} could not be opened: ${describeFileError(error)}`)
      }
    }
    this.createdHere = false
    this.engineNow = prepared.engine
    this.openedName = prepared.engine.current.context.campaign.name
    this.log = prepared.log
    this.storeNow = store
    this.pathNow = path
    this.unsubscribeStatus = store.onStatus((status) =>
      // Called from the autosave timer: whatever fails here is logged, never thrown out of the timer.
      logged(this.options.log, 'the save status push', () => {
        this.saveStateNow = { ...status }
        // `unsaved` comes from the save() a change makes, and the push after that change carries it.
        if (status.state !== 'unsaved') this.emit('saveStatus')
      })
    )
  }

  /** Makes a prepared campaign the open one without a file (the headless `play` verb): nothing is saved or journaled. */
  openInMemory(prepared: Prepared): void {
    this.engineNow = prepared.engine
    this.log = prepared.log
  }

  /** Puts a campaign rebuilt from the open one's file (the log started here) in its place, same file and journal. */
  replaceOpen(prepared: Prepared): void {
    this.engineNow = prepared.engine
    this.log = prepared.log
  }

  /** The journal's entries are all in the file now (it was just flushed): the journal drops them. */
  async compactJournal(): Promise<void> {
    if (this.journal) await this.journal.compact(this.journal.lastSeq)
  }

  /** Closes the open campaign: flushes and unlocks its file; the journal goes once the file holds everything. */
  async detach(): Promise<Detached> {
    const store = this.storeNow
    const path = this.pathNow
    const name = this.engineNow?.current.context.campaign.name
    const renamedTo = name !== undefined && name !== this.openedName ? name : null
    const journal = this.journal
    this.unsubscribeStatus?.()
    this.unsubscribeStatus = null
    this.engineNow = null
    this.storeNow = null
    this.pathNow = null
    this.journal = null
    this.saveStateNow = { state: 'none' }
    if (!store) return { result: { ok: true }, path, renamedTo: null }
    const closed = await store.close()
    // The file holds everything once its last save worked: the journal goes. Otherwise it stays for the next open.
    await journal?.close(closed.ok).catch((error: unknown) => this.options.log.error(`the journal could not be closed: ${describeFileError(error)}`))
    return { result: closed.ok ? { ok: true } : failure(closed.why), path, renamedTo }
  }

  /** Writes everything pending (before quit). */
  async flush(): Promise<Result> {
    if (!this.storeNow) return { ok: true }
    const result = await this.storeNow.flush()
    return result.ok ? { ok: true } : failure(result.why)
  }
}
