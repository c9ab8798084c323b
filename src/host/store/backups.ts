import { basename, dirname, extname, join } from 'node:path'
import { removeStaleTempFiles, writeFileAtomic } from './atomic-write'
import { errorCode, type FileSystem } from './file-system'

/** One rotating backup of a campaign file: where it is, when it was taken (epoch ms), its size in bytes. */
export interface BackupInfo {
  path: string
  name: string
  time: number
  size: number
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

// Backups named before local times (`…T12-30-00.123Z.json`) are still read.
const backupName = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})\.(\d{3})(Z|[+-]\d{2}-\d{2})\.json$/

/** The time a backup file name encodes, or null if the name is not a backup's. */
function timeOfBackupName(name: string): number | null {
  const match = backupName.exec(name)
  if (!match) return null
  const [, day, hours, minutes, seconds, millis, zone] = match
  const time = Date.parse(`${day}T${hours}:${minutes}:${seconds}.${millis}${zone === 'Z' ? 'Z' : zone!.replace(/-(\d{2})$/, ':$1')}`)
  return Number.isNaN(time) ? null : time
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
      const time = timeOfBackupName(name)
      if (time === null) return null
      const file = join(folder, name)
      try {
        const { size } = await fs.stat(file)
        return { path: file, name, time, size }
      } catch {
        return null
      }
    })
  )
  return found.filter((backup) => backup !== null).sort((a, b) => b.time - a.time)
}

/** Options of `takeBackup`: how many backups to keep and the clock. */
export interface TakeBackupOptions {
  keep: number
  now: number
}

/**
 * Copies the current file at `path` into its backup folder (atomically), then deletes all but
 * the newest `keep`. Backups are named by time; a name is made strictly later than the newest
 * existing one so that quick saves (or a clock set back) never overwrite or misorder a backup.
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
  const time = Math.max(options.now, (existing[0]?.time ?? -Infinity) + 1)
  const name = `${fileTimestamp(time)}.json`
  const file = join(folder, name)
  await writeFileAtomic(fs, file, bytes)
  const backup: BackupInfo = { path: file, name, time, size: bytes.byteLength }
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
