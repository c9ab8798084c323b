import { basename, dirname, extname, join } from 'node:path'
import { removeStaleTempFiles, writeFileAtomic } from './atomic-write'
import { errorCode, type FileSystem } from './file-system'

/** One rotating backup of a campaign file: where it is, when it was taken (epoch ms, by the clock then), its size in bytes. */
export interface BackupInfo {
  path: string
  name: string
  time: number
  size: number
  /** Its number in the file's backups (1, 2, …; 0 for one named before backups were numbered): the order they were taken. */
  seq: number
}

/** The campaign file's name without its extension: `campaign` for `campaign.json`. */
export function stemOf(path: string): string {
  const name = basename(path)
  return name.slice(0, name.length - extname(name).length) || name
}

/** The folder holding the backups of `path`: `<dir>/<name>.backups`. */
export function backupFolderOf(path: string): string {
  return join(dirname(path), `${stemOf(path)}.backups`)
}

const two = (n: number): string => String(n).padStart(2, '0')

/**
 * A time as a file-name-safe ISO string in this machine's local time with its offset (Windows forbids
 * ':'): `2024-05-01T21-30-00.123+09-00`. The GM reads their own clock in the name; the offset keeps
 * the instant exact.
 */
export function fileTimestamp(time: number): string {
  const d = new Date(time)
  const offset = -d.getTimezoneOffset()
  const zone = `${offset < 0 ? '-' : '+'}${two(Math.floor(Math.abs(offset) / 60))}-${two(Math.abs(offset) % 60)}`
  const clock = `${two(d.getHours())}-${two(d.getMinutes())}-${two(d.getSeconds())}.${String(d.getMilliseconds()).padStart(3, '0')}`
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${clock}${zone}`
}

// `000012-2024-05-01T21-30-00.123+09-00.json`: the number orders the backups, the time is the clock's when it was
// taken (a clock set back gives an earlier time, never the same name). Names without a number (`…T12-30-00.123Z.json`,
// UTC or local) are still read.
const backupName = /^(?:(\d{6,})-)?(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})\.(\d{3})(Z|[+-]\d{2}-\d{2})\.json$/

/** The number and time a backup file name encodes, or null if the name is not a backup's. */
function readBackupName(name: string): { seq: number; time: number } | null {
  const match = backupName.exec(name)
  if (!match) return null
  const [, seq, day, hours, minutes, seconds, millis, zone] = match
  const time = Date.parse(`${day}T${hours}:${minutes}:${seconds}.${millis}${zone === 'Z' ? 'Z' : zone!.replace(/-(\d{2})$/, ':$1')}`)
  return Number.isNaN(time) ? null : { seq: seq === undefined ? 0 : Number(seq), time }
}

/** The file name of the backup numbered `seq`, taken at `time`. */
export function backupFileName(seq: number, time: number): string {
  return `${String(seq).padStart(6, '0')}-${fileTimestamp(time)}.json`
}

/** The backups of `path`, newest first; a missing folder means no backups. */
export async function listBackups(path: string, fs: FileSystem): Promise<BackupInfo[]> {
  const folder = backupFolderOf(path)
  let names: string[]
  try {
    names = await fs.readdir(folder)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return []
    throw error
  }
  const found = await Promise.all(
    names.map(async (name): Promise<BackupInfo | null> => {
      const read = readBackupName(name)
      if (read === null) return null
      const file = join(folder, name)
      try {
        const { size } = await fs.stat(file)
        return { path: file, name, size, ...read }
      } catch {
        return null
      }
    })
  )
  // Numbered ones by their number (whatever the clock did), then the unnumbered by time.
  return found.filter((backup) => backup !== null).sort((a, b) => b.seq - a.seq || b.time - a.time)
}

/** Options of `takeBackup`: how many backups to keep and the clock. */
export interface TakeBackupOptions {
  keep: number
  now: number
}

/**
 * Copies the current file at `path` into its backup folder (atomically), then deletes all but
 * the newest `keep`. Backups are numbered one past the newest, and named by that number and the
 * clock: quick saves or a clock set back never overwrite, misorder or share a name.
 * Returns null when there was no file to back up, and the newest backup when it already holds
 * the same bytes.
 */
export async function takeBackup(path: string, fs: FileSystem, options: TakeBackupOptions): Promise<BackupInfo | null> {
  let bytes: Uint8Array
  try {
    bytes = await fs.readFile(path)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null
    throw error
  }
  const folder = backupFolderOf(path)
  await fs.mkdir(folder)
  const existing = await listBackups(path, fs)
  // A retry after a failed save would copy the same file again and push real history out.
  const newest = existing[0]
  if (newest && newest.size === bytes.byteLength && sameBytes(await fs.readFile(newest.path), bytes)) return newest
  const seq = existing.reduce((most, b) => Math.max(most, b.seq), 0) + 1
  const time = options.now
  const name = backupFileName(seq, time)
  const file = join(folder, name)
  await writeFileAtomic(fs, file, bytes)
  const backup: BackupInfo = { path: file, name, time, size: bytes.byteLength, seq }
  await deleteBeyond([backup, ...existing], options.keep, fs)
  return backup
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b)
}

async function deleteBeyond(newestFirst: readonly BackupInfo[], keep: number, fs: FileSystem): Promise<void> {
  const outdated = newestFirst.slice(Math.max(keep, 0))
  await Promise.all(outdated.map((old) => fs.unlink(old.path).catch(() => undefined)))
}

/** Deletes all but the newest `keep` backups of `path` (a writer killed before pruning leaves one too many). */
export async function pruneBackups(path: string, fs: FileSystem, keep: number): Promise<void> {
  await deleteBeyond(await listBackups(path, fs), keep, fs)
}

/** Removes temp files a killed writer left in the backup folder of `path`; call while holding the lock. */
export async function removeStaleBackupTempFiles(path: string, fs: FileSystem): Promise<void> {
  await removeStaleTempFiles(fs, backupFolderOf(path))
}
