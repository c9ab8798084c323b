import { createHash, randomUUID } from 'node:crypto'
import { hostname as osHostname } from 'node:os'
import { basename } from 'node:path'
import { z } from 'zod'
import { fail, type Failure } from '../../shared/message'
import { describeFileError, errorCode, nodeFileSystem, type FileSystem } from './file-system'

/** Who holds a campaign's lock, as written in `<file>.lock`. */
export interface LockHolder {
  pid: number
  hostname: string
  since: string
  token: string
}

/** A held lock; `release()` removes the lock file if it is still ours. */
export interface CampaignLock {
  readonly path: string
  readonly holder: LockHolder
  release(): Promise<void>
}

/** The outcome of `acquireLock`: the lock (and whose stale lock was taken over), or why not. */
export type LockResult =
  | { ok: true; lock: CampaignLock; tookOverFrom?: LockHolder }
  | (Failure & { holder?: LockHolder; code?: string })

/** Seams of `acquireLock`: the file system, whether a pid lives, the clock, this host's name. */
export interface LockOptions {
  fs?: FileSystem
  isAlive?: (pid: number) => boolean
  now?: () => number
  hostname?: string
  /** Take the lock even from a live holder: the GM's "open anyway" after being told who holds it. */
  force?: boolean
  /** A lock file that is empty or garbled is taken over only once it is this old (it may be mid-write). */
  unreadableGraceMs?: number
}

const holderSchema = z.object({
  pid: z.int().positive(),
  hostname: z.string(),
  since: z.string(),
  token: z.string()
})

/** The lock file of a campaign file: `<file>.lock`. */
export function lockPathOf(filePath: string): string {
  return `${filePath}.lock`
}

/** Whether a process with this pid exists on this machine (EPERM means it exists but is not ours). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return errorCode(error) !== 'ESRCH'
  }
}

type Existing = { kind: 'missing' } | { kind: 'holder'; holder: LockHolder } | { kind: 'unreadable'; mtimeMs: number }

async function readExisting(fs: FileSystem, lockPath: string): Promise<Existing> {
  let text: string
  let mtimeMs: number
  try {
    mtimeMs = (await fs.stat(lockPath)).mtimeMs
    text = new TextDecoder().decode(await fs.readFile(lockPath))
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { kind: 'missing' }
    throw error
  }
  try {
    return { kind: 'holder', holder: holderSchema.parse(JSON.parse(text)) }
  } catch {
    return { kind: 'unreadable', mtimeMs }
  }
}

/** Which lock file this is: its holder's token, or for a garbled file its modification time. */
function identityOf(existing: Existing): string {
  if (existing.kind === 'holder') return `holder:${existing.holder.token}`
  if (existing.kind === 'unreadable') return `unreadable:${existing.mtimeMs}`
  return 'missing'
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Replaces one particular stale lock (`seen`) with ours. Deleting "the lock" after reading it is a
 * race: between the read and the unlink another process may have replaced it with a live lock of
 * its own, and both would then own the file. So a takeover first claims that stale lock by creating
 * `<lock>.takeover-<its identity>` exclusively: of all the processes that read the same stale lock,
 * exactly one gets the claim, checks the lock is still the one it read, and swaps it for its own.
 * The others see the claim and try again, by which time the lock is the new owner's, and live.
 */
async function replaceStale(
  fs: FileSystem,
  lockPath: string,
  seen: Existing,
  create: () => Promise<boolean>,
  claimGraceMs: number,
  now: () => number
): Promise<'ours' | 'again'> {
  const claim = `${lockPath}.takeover-${createHash('sha256').update(identityOf(seen)).digest('hex').slice(0, 16)}`
  try {
    await fs.writeFile(claim, String(process.pid), { exclusive: true })
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error
    // Another process holds the claim; it finishes within milliseconds unless it died mid-takeover.
    const age = await fs.stat(claim).then((stat) => now() - stat.mtimeMs, () => 0)
    if (age > claimGraceMs) await fs.unlink(claim).catch(() => undefined)
    else await sleep(10)
    return 'again'
  }
  try {
    if (identityOf(await readExisting(fs, lockPath)) !== identityOf(seen)) return 'again'
    await fs.unlink(lockPath).catch((error: unknown) => {
      if (errorCode(error) !== 'ENOENT') throw error
    })
    return (await create()) ? 'ours' : 'again'
  } finally {
    await fs.unlink(claim).catch(() => undefined)
  }
}

/**
 * Takes the single-instance lock of a campaign file by creating `<file>.lock` exclusively
 * (`wx`). A lock is stale, and taken over, when its process is gone (same host, pid not
 * alive) or when it is unreadable and older than the grace period. A lock from another host
 * cannot be checked and is honoured, as is a live pid (after a reboot it may be an unrelated
 * process: the message names the pid and time so the GM can choose `force`).
 */
export async function acquireLock(filePath: string, options: LockOptions = {}): Promise<LockResult> {
  const fs = options.fs ?? nodeFileSystem
  const isAlive = options.isAlive ?? isProcessAlive
  const now = options.now ?? Date.now
  const host = options.hostname ?? osHostname()
  const graceMs = options.unreadableGraceMs ?? 10_000
  const lockPath = lockPathOf(filePath)
  const file = basename(filePath)

  const holder: LockHolder = { pid: process.pid, hostname: host, since: new Date(now()).toISOString(), token: randomUUID() }
  const lock: CampaignLock = {
    path: lockPath,
    holder,
    async release() {
      const existing = await readExisting(fs, lockPath).catch(() => null)
      if (existing?.kind === 'holder' && existing.holder.token === holder.token) {
        await fs.unlink(lockPath).catch(() => undefined)
      }
    }
  }

  let failure: LockResult | null = null
  const create = async (): Promise<boolean> => {
    try {
      await fs.writeFile(lockPath, JSON.stringify(holder), { exclusive: true, sync: true })
      return true
    } catch (error) {
      if (errorCode(error) === 'EEXIST') return false
      const code = errorCode(error)
      failure = { ...fail('store.lock.failed', { file, cause: describeFileError(error) }), ...(code ? { code } : {}) }
      return false
    }
  }

  // A few rounds: each either takes the lock, meets a holder to honour, or finds the lock changed
  // under it (another process created or took it over) and looks again.
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await create()) return { ok: true, lock }
    if (failure) return failure
    const existing = await readExisting(fs, lockPath)
    if (existing.kind === 'missing') continue
    let tookOverFrom: LockHolder | undefined
    if (options.force) {
      if (existing.kind === 'holder') tookOverFrom = existing.holder
    } else if (existing.kind === 'unreadable') {
      if (now() - existing.mtimeMs < graceMs) return fail('store.lock.beingOpened', { file })
    } else {
      const other = existing.holder
      const dead = other.hostname === host && !isAlive(other.pid)
      if (!dead) {
        // A pid is an id, not a quantity: as text it is never written with digit grouping.
        const holder = { file, pid: String(other.pid), since: other.since }
        const inUse = other.hostname === host ? fail('store.lock.inUse', holder) : fail('store.lock.inUseOnHost', { ...holder, host: other.hostname })
        return { ...inUse, holder: other }
      }
      tookOverFrom = other
    }
    let replaced: 'ours' | 'again'
    try {
      replaced = await replaceStale(fs, lockPath, existing, create, graceMs, now)
    } catch (error) {
      const code = errorCode(error)
      return { ...fail('store.lock.failed', { file, cause: describeFileError(error) }), ...(code ? { code } : {}) }
    }
    if (replaced === 'ours') return tookOverFrom ? { ok: true, lock, tookOverFrom } : { ok: true, lock }
    if (failure) return failure
  }
  return fail('store.lock.contended', { file })
}
