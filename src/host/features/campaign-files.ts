import { basename, isAbsolute, resolve } from 'node:path'
import type { CampaignDocument } from '@machines/campaign/document'
import { migrationNotes } from '@machines/campaign/document'
import { startLogHere } from '@machines/campaign/start-log-here'
import type { BackupsResult, Commands, OpenFailure, Result } from '../../shared/contract'
import { failure, fail, message, type Failure, type Message } from '../../shared/message'
import { openCampaignFile, restoreBackup, openBackup, type CampaignStore } from '../store/campaign-store'
import { listBackups, type BackupInfo } from '../store/backups'
import { readCampaign } from '../store/campaign-reader'
import type { FileSystem } from '../store/file-system'
import { copyBeforeLogStart } from '../files/copy-before-log-start'
import type { CampaignSession } from '../session/campaign-session'
import type { Prepared } from '../session/prepared-campaign'
import type { JournalEntry } from '../session/journal'
import type { RecentCampaigns } from './recent-campaigns'

/** What the picker lists of a file's backups. */
const listed = (backups: readonly BackupInfo[]): OpenFailure['backups'] => backups.map((b) => ({ name: b.name, time: b.time, size: b.size }))

/** How the files module reaches the rest of the host: its disk, clock, folder and the push of the views. */
export interface FilesOptions {
  fs: FileSystem
  now: () => number
  campaignsDir: string
  publish: () => void
}

/**
 * The open campaign's file: opening (only files the GM chose), restoring a backup, closing, starting the
 * log here, the backups list, and why the last file did not open. Each opening or closing is one switch on
 * the session's queue; a file becomes the open one only once it restored and rendered.
 */
export class CampaignFiles {
  /** Why the last file did not open, shown on the picker while no campaign is open. */
  openFailure: OpenFailure | null = null
  /** Files the GM picked in a file dialog this session (resolved paths). */
  private readonly picked = new Set<string>()

  constructor(
    private readonly session: CampaignSession,
    private readonly recent: RecentCampaigns,
    private readonly options: FilesOptions
  ) {}

  /** This module's slice of the command map. */
  commands(): Pick<Commands, 'open' | 'restoreBackup' | 'close' | 'startLogHere' | 'listBackups'> {
    return {
      open: (path) => this.open(path),
      restoreBackup: (path, name) => this.restoreBackup(path, name),
      close: () => this.close(),
      startLogHere: () => this.startLogHere(),
      listBackups: () => this.listBackups()
    }
  }

  /** Lets `open` and `restoreBackup` take a file the GM picked in a file dialog (nothing a window sends can add a path). */
  allowPickedFile(path: string): void {
    this.picked.add(resolve(path))
  }

  /**
   * Whether a path names a file the GM chose: one picked in a dialog, one in the recent list, the open
   * one or the one that just failed to open. Any other path is refused before anything touches the
   * disk beside it (a lock file, pruned backups).
   */
  private async mayOpen(path: string): Promise<boolean> {
    if (!isAbsolute(path)) return false
    const key = resolve(path)
    const same = (other: string | null | undefined): boolean => !!other && resolve(other) === key
    if (this.picked.has(key) || same(this.session.path) || same(this.openFailure?.path)) return true
    return this.recent.has(path)
  }

  /** Opens a campaign file; a broken one is refused, left untouched, and its backups offered. */
  open(path: string): Promise<Result> {
    return this.session.switchTo(() => this.openNow(path))
  }

  private async openNow(path: string): Promise<Result> {
    if (path === this.session.path) return { ok: true }
    if (!(await this.mayOpen(path))) return fail('host.pathNotChosen', { file: basename(path) })
    const opened = await openCampaignFile(path, this.session.storeOptions())
    if (!opened.ok) {
      if (!this.session.engine) this.openFailure = { path, why: opened.why, backups: listed(opened.backups) }
      this.options.publish()
      return failure(opened.why)
    }
    const { prepared, entries, replayed } = await this.session.recover(path, opened.store.doc)
    if (!prepared.ok) {
      await opened.store.close()
      return this.refuseFile(path, prepared.why)
    }
    const { migratedFrom } = opened.store
    const [changes] = migratedFrom !== undefined ? migrationNotes(migratedFrom, opened.store.doc) : []
    const notice =
      replayed > 0
        ? message('host.notice.recoveredJournal', { changes: message('host.count.changes', { count: replayed }) })
        : migratedFrom !== undefined
          ? changes
            ? message('host.notice.migratedChanges', { format: migratedFrom, changes })
            : message('host.notice.migrated', { format: migratedFrom })
          : opened.store.tookOverLockFrom
            ? message('host.notice.recovered')
            : null
    const attached = await this.attach(path, opened.store, prepared, notice, entries)
    // The file catches up with what the journal redid (and the journal then drops it).
    const engine = this.session.engine
    if (attached.ok && replayed > 0 && engine) this.session.saveMarked(engine)
    return attached
  }

  /**
   * Restores a backup in place of a broken (or unwanted) file, setting the old file aside. The backup
   * is read and rendered first: one that would not open leaves the open campaign as it was.
   */
  restoreBackup(path: string, name: string): Promise<Result> {
    return this.session.switchTo(() => this.restoreBackupNow(path, name))
  }

  private async restoreBackupNow(path: string, name: string): Promise<Result> {
    if (!(await this.mayOpen(path))) return fail('host.pathNotChosen', { file: basename(path) })
    const backup = (await listBackups(path, this.options.fs).catch(() => [])).find((b) => b.name === name)
    if (!backup) return fail('host.noBackup', { name })
    const chosen = await openBackup(backup, { parse: readCampaign, fs: this.options.fs })
    if (!chosen.ok) return this.refuseFile(path, message('store.restore.backupUnusable', { backup: backup.name, detail: chosen.why }))
    const check = this.session.prepare(backup.name, chosen.value)
    if (!check.ok) return this.refuseFile(path, check.why)
    if (this.session.path === path) await this.detach(false)
    // A journal left beside the file (a crash) followed the file being replaced, not the backup: kept aside, never redone on it.
    await this.session.setJournalAside(path)
    const restored = await restoreBackup(path, backup, this.session.storeOptions())
    if (!restored.ok) {
      this.openFailure = { path, why: restored.why, backups: listed(restored.backups) }
      this.options.publish()
      return failure(restored.why)
    }
    const prepared = this.session.prepare(basename(path), restored.store.doc)
    if (!prepared.ok) {
      await restored.store.close()
      return this.refuseFile(path, prepared.why)
    }
    const notice = restored.setAside
      ? message('host.notice.restoredSetAside', { name: backup.name, setAside: restored.setAside })
      : message('host.notice.restored', { name: backup.name })
    return this.attach(path, restored.store, prepared, notice)
  }

  /** Saves and closes the open campaign; the GM sees the picker. */
  close(): Promise<Result> {
    return this.session.switchTo(async () => {
      const result = await this.detach(true)
      await this.recent.refreshSaveTimes()
      this.options.publish()
      return result
    })
  }

  /** Closes the open campaign after the changes already queued (a command answered ok is saved with the rest); before the process exits. */
  shutdown(): Promise<Result> {
    return this.session.switchTo(() => this.detach(true))
  }

  /** The backups of the open campaign, newest first, with time and size. */
  async listBackups(): Promise<BackupsResult> {
    const store = this.session.store
    if (!store) return fail('host.noCampaign')
    return { ok: true, backups: listed(await store.listBackups()) }
  }

  /**
   * "Start the log here": the campaign as it is now becomes the file's initial state; its logged
   * events and undo history are dropped. The whole file is first copied beside it and put on the recent list,
   * where no backup rotation removes it: nothing is lost, only moved out of the way.
   */
  startLogHere(): Promise<Result> {
    return this.session.run(async () => {
      const { engine, store, path } = this.session
      if (!engine || !store || !path) return fail('host.noCampaign')
      const iso = this.session.isoNow()
      const started = startLogHere(engine.toDocument(iso), engine.current, iso)
      if (!started.ok) return failure(started.why)
      const prepared = this.session.prepare(basename(path), started.doc)
      if (!prepared.ok) return prepared
      const flushed = await store.flush()
      if (!flushed.ok) return failure(flushed.why)
      // The file holds every journaled change now; the journal's indices would not fit the log that starts here.
      await this.session.compactJournal()
      const name = engine.current.context.campaign.name
      const kept = await copyBeforeLogStart(this.options.fs, path, name, this.options.now())
      if (!kept.ok) return kept
      try {
        // The copy is listed under the open campaign, so the next start still opens the open one.
        await this.recent.add(kept.path, name)
        await this.recent.add(path, name)
        await this.recent.refreshSaveTimes()
      } catch {
        // The copy is on disk and named in the notice; the recent list is a convenience.
      }
      this.session.replaceOpen(prepared)
      store.save(prepared.engine.toDocument(this.session.isoNow()))
      const saved = await store.flush()
      this.session.tell(message('host.notice.logStarted', { events: message('host.count.events', { count: started.dropped }), copy: basename(kept.path) }))
      return saved.ok ? { ok: true } : failure(saved.why)
    })
  }

  /**
   * After a change, gives the open campaign's recent-list entry its current name (a rename, or the
   * undo of one), so the picker lists it as the header and the board call it.
   */
  async followName(result: Result): Promise<Result> {
    const { engine, path } = this.session
    if (!result.ok || !engine || !path) return result
    if (await this.recent.follow(path, engine.current.context.campaign.name)) this.options.publish()
    return result
  }

  /** Shows why a file did not open: on the picker when no campaign is open, else only as the answer (the open campaign stays). */
  private async refuseFile(path: string, why: Message): Promise<Failure> {
    if (!this.session.engine) {
      this.openFailure = { path, why, backups: listed(await listBackups(path, this.options.fs).catch(() => [])) }
      this.options.publish()
    }
    return failure(why)
  }

  /** Makes a prepared campaign the open one (closing the one before); the notice says what else the GM should know. */
  async attach(path: string, store: CampaignStore<CampaignDocument>, prepared: Prepared, notice: Message | null = null, journaled: readonly JournalEntry[] = []): Promise<Result> {
    await this.detach(true)
    await this.session.attach(path, store, prepared, journaled)
    this.openFailure = null
    // The campaign is open whatever happens to the recent list; a list that cannot be written is only mentioned.
    // Read from the prepared engine: a close or quit may run while the list is written.
    const recentProblem = await this.recent.opened(path, prepared.engine.current.context.campaign.name)
    this.session.notice = notice && recentProblem ? message('host.notice.pair', { first: notice, second: recentProblem }) : (notice ?? recentProblem)
    this.options.publish()
    return { ok: true }
  }

  /**
   * Closes the open campaign. `followName` (closing, quitting, opening another) lets a file Overseer
   * made take the campaign's current name once it is closed and unlocked; restoring a backup in place does not.
   */
  private async detach(followName: boolean): Promise<Result> {
    const { result, path, renamedTo } = await this.session.detach()
    if (result.ok && followName && path && renamedTo !== null) await this.recent.rename(this.options.campaignsDir, path, renamedTo)
    return result
  }
}
