import { basename, dirname, join } from 'node:path'
import { describeWriteFailure, removeStaleTempFiles, writeFileAtomic } from './atomic-write'
import {
  fileTimestamp,
  listBackups,
  pruneBackups,
  removeStaleBackupTempFiles,
  stemOf,
  takeBackup,
  type BackupInfo
} from './backups'
import { describeFileError, errorCode, nodeFileSystem, type FileSystem } from './file-system'
import { acquireLock, type CampaignLock, type LockHolder } from './lock'
import { readDocument, type OpenFailureReason, type ParseDocument } from './read-document'
import { createSaveQueue, type FlushResult, type SaveStatus } from './save-queue'
import { Low } from 'lowdb'
import { CampaignFileAdapter } from './campaign-adapter'
import { fail, failure, message, type Failure, type Message } from '../../shared/message'

/** How a store writes: the serializer, the file seam, and the autosave and backup timing. */
export interface StoreOptions<T> {
  serialize: (doc: T) => string
  fs?: FileSystem
  /** A save reaches the disk at most this long after the first unsaved change. */
  debounceMs?: number
  /** At most one backup per this many milliseconds (the first overwrite of a session always backs up). */
  backupIntervalMs?: number
  keepBackups?: number
  /** Take the lock even from a live process (the GM's "open anyway"). */
  forceLock?: boolean
  isProcessAlive?: (pid: number) => boolean
  now?: () => number
  /** Told after a document is on the disk (the journal then drops what the file holds). */
  onWritten?: (doc: T) => void
}

/** Options to open an existing file: the store options plus the host's migrate-and-validate `parse`. */
export interface OpenOptions<T> extends StoreOptions<T> {
  parse: ParseDocument<T>
}

/** An open campaign file: autosave, flush before quit, status for the UI. Holds the file's lock until closed. */
export interface CampaignStore<T> {
  readonly path: string
  /** The document as opened (or created); later saves do not change it. */
  readonly doc: T
  /** The version the file was migrated from; the file on disk keeps that version until the first save. */
  readonly migratedFrom?: number
  /** Set when the lock of a process that is gone was taken over: the last session did not close cleanly. */
  readonly tookOverLockFrom?: LockHolder
  /** Set when the file's seal vouched for it and it was opened without validating it again. */
  readonly trusted?: boolean
  readonly status: SaveStatus
  /** Schedules a coalesced write of `serialize(doc)`. */
  save(doc: T): void
  /** Writes whatever is pending now and waits for it; retries a failed write. */
  flush(): Promise<FlushResult>
  /** Flushes, then releases the lock; the store cannot save afterwards. */
  close(): Promise<FlushResult>
  /** Calls `listener` now and on every status change; returns the unsubscribe function. */
  onStatus(listener: (status: SaveStatus) => void): () => void
  listBackups(): Promise<BackupInfo[]>
}

/** The outcome of opening a file: the store, or the problem and the backups the GM can open instead. */
export type OpenResult<T> = { ok: true; store: CampaignStore<T> } | OpenFailed

/** A file that could not be opened (or restored): why, what kind of problem, and the backups offered instead. */
export type OpenFailed = Failure & { reason: OpenFailureReason; backups: BackupInfo[] }

/** The outcome of restoring a backup: the store and where the replaced file was set aside, or why not. */
export type RestoreResult<T> = { ok: true; store: CampaignStore<T>; setAside: string | null } | OpenFailed

/** The outcome of creating a campaign file. */
export type CreateResult<T> = { ok: true; store: CampaignStore<T> } | Failure

const defaultDebounceMs = 300
const defaultBackupIntervalMs = 60_000
const defaultKeepBackups = 5

/** Backups of `path`, newest first, with time and size; an unreadable folder lists none. */
async function backupsOrNone(path: string, fs: FileSystem): Promise<BackupInfo[]> {
  return listBackups(path, fs).catch(() => [])
}

interface Opened<T> {
  value: T
  migratedFrom?: number
  tookOverLockFrom?: LockHolder
  trusted?: boolean
}

function makeStore<T>(path: string, lock: CampaignLock, opened: Opened<T>, options: StoreOptions<T>): CampaignStore<T> {
  const fs = options.fs ?? nodeFileSystem
  const now = options.now ?? Date.now
  const backupIntervalMs = options.backupIntervalMs ?? defaultBackupIntervalMs
  const keep = options.keepBackups ?? defaultKeepBackups
  let lastBackupAt = -Infinity
  let closed = false

  let warning: Message | undefined
  // lowdb holds the document being saved; its adapter backs up, then writes atomically.
  const adapter = new CampaignFileAdapter<T>(path, fs, (options as Partial<OpenOptions<T>>).parse, options.serialize, async () => {
    // A clock set back makes the time since the last backup negative: back up then too, rather than
    // take none for as long as the clock was moved back (takeBackup keeps the names in order).
    const sinceLast = now() - lastBackupAt
    if (sinceLast >= 0 && sinceLast < backupIntervalMs) return
    // A backup that fails (its folder unwritable) must not stop the campaign being saved.
    try {
      await takeBackup(path, fs, { keep, now: now() })
      lastBackupAt = now()
    } catch (error) {
      warning = message('store.save.noBackup', { file: basename(path), cause: describeFileError(error) })
    }
  })
  const db = new Low<T>(adapter, opened.value)

  const queue = createSaveQueue<T>({
    debounceMs: options.debounceMs ?? defaultDebounceMs,
    initialStatus: { state: 'saved' },
    now,
    describeError: (error) => describeWriteFailure(path, error),
    async write(doc) {
      warning = undefined
      db.data = doc
      await db.write()
      options.onWritten?.(doc)
      return warning ? { warning } : {}
    }
  })

  return {
    path,
    doc: opened.value,
    ...(opened.migratedFrom !== undefined ? { migratedFrom: opened.migratedFrom } : {}),
    ...(opened.tookOverLockFrom ? { tookOverLockFrom: opened.tookOverLockFrom } : {}),
    ...(opened.trusted ? { trusted: true } : {}),
    get status() {
      return queue.status
    },
    save(doc) {
      if (closed) throw new Error(`${basename(path)} is closed; reopen it to save`)
      queue.save(doc)
    },
    flush: () => queue.flush(),
    async close() {
      if (closed) return { ok: true }
      const result = await queue.flush()
      closed = true
      await lock.release()
      return result
    },
    onStatus: (listener) => queue.onStatus(listener),
    listBackups: () => listBackups(path, fs)
  }
}

/** Locks `path` and tidies what a killed writer left (temp files, one backup too many); on failure lists the backups. */
async function lockFile<T>(
  path: string,
  options: StoreOptions<T>
): Promise<
  | { ok: true; lock: CampaignLock; tookOverFrom?: LockHolder }
  | OpenFailed
> {
  const fs = options.fs ?? nodeFileSystem
  const locked = await acquireLock(path, {
    fs,
    ...(options.forceLock ? { force: true } : {}),
    ...(options.isProcessAlive ? { isAlive: options.isProcessAlive } : {}),
    ...(options.now ? { now: options.now } : {})
  })
  if (!locked.ok) {
    // No folder means no file: say so rather than blame the lock.
    if (locked.code === 'ENOENT') return { ...fail('store.read.missing', { file: basename(path) }), reason: 'missing', backups: [] }
    const reason = locked.code ? 'unreadable' : 'locked'
    return { ...failure(locked.why), reason, backups: await backupsOrNone(path, fs) }
  }
  await removeStaleTempFiles(fs, dirname(path), basename(path))
  await removeStaleBackupTempFiles(path, fs)
  await pruneBackups(path, fs, options.keepBackups ?? defaultKeepBackups).catch(() => undefined)
  return locked
}

/**
 * Opens an existing campaign file. A file that cannot be read, is not JSON or fails `parse`
 * is refused and never written: the error names the problem and the backups are listed
 * newest first so the GM can `restoreBackup` one.
 */
export async function openCampaignFile<T>(path: string, options: OpenOptions<T>): Promise<OpenResult<T>> {
  const fs = options.fs ?? nodeFileSystem
  const locked = await lockFile(path, options)
  if (!locked.ok) return locked
  const read = await readDocument(path, options.parse, fs)
  if (!read.ok) {
    await locked.lock.release()
    return { ...failure(read.why), reason: read.reason, backups: await backupsOrNone(path, fs) }
  }
  const opened: Opened<T> = {
    value: read.value,
    ...(read.migratedFrom !== undefined ? { migratedFrom: read.migratedFrom } : {}),
    ...(locked.tookOverFrom ? { tookOverLockFrom: locked.tookOverFrom } : {}),
    ...(read.trusted ? { trusted: true } : {})
  }
  return { ok: true, store: makeStore(path, locked.lock, opened, options) }
}

/** Creates a new campaign file holding `doc` and opens it; refuses to overwrite an existing file. */
export async function createCampaignFile<T>(path: string, doc: T, options: StoreOptions<T>): Promise<CreateResult<T>> {
  const fs = options.fs ?? nodeFileSystem
  const file = basename(path)
  try {
    await fs.mkdir(dirname(path))
  } catch (error) {
    return fail('store.create.noFolder', { file, cause: describeFileError(error) })
  }
  const locked = await lockFile(path, options)
  if (!locked.ok) return failure(locked.why)
  const refuse = async (failed: Failure): Promise<CreateResult<T>> => {
    await locked.lock.release()
    return failed
  }
  try {
    await fs.stat(path)
    return refuse(fail('store.create.exists', { file }))
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') return refuse(fail('store.create.failed', { file, cause: describeFileError(error) }))
  }
  try {
    await writeFileAtomic(fs, path, options.serialize(doc))
  } catch (error) {
    return refuse(fail('store.create.failed', { file, cause: describeFileError(error) }))
  }
  return { ok: true, store: makeStore(path, locked.lock, { value: doc }, options) }
}

/** Reads and checks a backup without changing anything, so the GM can see which one is good. */
export async function openBackup<T>(
  backup: BackupInfo,
  options: { parse: ParseDocument<T>; fs?: FileSystem }
): Promise<{ ok: true; value: T; migratedFrom?: number } | Failure> {
  const read = await readDocument(backup.path, options.parse, options.fs ?? nodeFileSystem)
  if (!read.ok) return failure(read.why)
  return read.migratedFrom === undefined
    ? { ok: true, value: read.value }
    : { ok: true, value: read.value, migratedFrom: read.migratedFrom }
}

/**
 * Puts a backup back in place of `path` and opens it. The file it replaces is never deleted:
 * it is renamed to `<name>.broken-<time>.json` (or `<name>.replaced-<time>.json` if it was
 * still valid) beside it. A backup that is itself broken is refused and nothing changes.
 */
export async function restoreBackup<T>(path: string, backup: BackupInfo, options: OpenOptions<T>): Promise<RestoreResult<T>> {
  const fs = options.fs ?? nodeFileSystem
  const locked = await lockFile(path, options)
  if (!locked.ok) return locked
  const refuse = async (why: Message, reason: OpenFailureReason): Promise<RestoreResult<T>> => {
    await locked.lock.release()
    return { ...failure(why), reason, backups: await backupsOrNone(path, fs) }
  }
  const chosen = await readDocument(backup.path, options.parse, fs)
  if (!chosen.ok) return refuse(message('store.restore.backupUnusable', { backup: backup.name, detail: chosen.why }), chosen.reason)

  const current = await readDocument(path, options.parse, fs)
  let setAside: string | null = null
  if (current.ok || current.reason !== 'missing') {
    const label = current.ok ? 'replaced' : 'broken'
    setAside = join(dirname(path), `${stemOf(path)}.${label}-${fileTimestamp((options.now ?? Date.now)())}.json`)
    try {
      await fs.rename(path, setAside)
    } catch (error) {
      return refuse(message('store.restore.noSetAside', { file: basename(path), cause: describeFileError(error) }), 'unreadable')
    }
  }
  try {
    await writeFileAtomic(fs, path, chosen.bytes)
  } catch (error) {
    // Put the set-aside file back so a failed restore leaves things as they were.
    if (setAside) await fs.rename(setAside, path).catch(() => undefined)
    return refuse(describeWriteFailure(path, error), 'unreadable')
  }
  const opened: Opened<T> = {
    value: chosen.value,
    ...(chosen.migratedFrom !== undefined ? { migratedFrom: chosen.migratedFrom } : {}),
    ...(locked.tookOverFrom ? { tookOverLockFrom: locked.tookOverFrom } : {}),
    ...(chosen.trusted ? { trusted: true } : {})
  }
  return { ok: true, store: makeStore(path, locked.lock, opened, options), setAside }
}
