import { basename, dirname, join } from 'node:path'
import { describeFileError, errorCode, type FileSystem } from './file-system'
import { message, type Message } from '../../shared/message'

/** How an atomic write retries a refused rename (Windows virus scanners hold files briefly). */
export interface AtomicWriteOptions {
  renameRetries?: number
  renameRetryDelayMs?: number
  /** Flush to the disk before and after the rename (default); only the benchmark turns it off, to show its cost. */
  sync?: boolean
}

let tempCounter = 0

/** The name of a fresh temp file beside `path`: `.<name>.<pid>-<n>.tmp`. */
function tempPathFor(path: string): string {
  tempCounter += 1
  return join(dirname(path), `.${basename(path)}.${process.pid}-${tempCounter}.tmp`)
}

/** Whether `name` is a temp file that `writeFileAtomic` made (for a file called `fileName`, if given). */
export function isTempFileOf(name: string, fileName?: string): boolean {
  const match = /^\.(.+)\.\d+-\d+\.tmp$/.exec(name)
  return match !== null && (fileName === undefined || match[1] === fileName)
}

const retriedRenameCodes = new Set(['EPERM', 'EBUSY', 'EACCES'])

/**
 * Replaces `path` with `data` so that a reader (or a crash) only ever sees the old or the new
 * file whole: write a temp file in the same folder, fsync it, rename it over the target, fsync
 * the folder. On failure the temp file is removed and the target is untouched.
 */
export async function writeFileAtomic(
  fs: FileSystem,
  path: string,
  data: string | Uint8Array,
  options: AtomicWriteOptions = {}
): Promise<void> {
  const retries = options.renameRetries ?? (process.platform === 'win32' ? 10 : 0)
  const delayMs = options.renameRetryDelayMs ?? 100
  const tempPath = tempPathFor(path)
  try {
    await fs.writeFile(tempPath, data, { exclusive: true, sync: options.sync ?? true })
    for (let attempt = 0; ; attempt++) {
      try {
        await fs.rename(tempPath, path)
        break
      } catch (error) {
        if (attempt >= retries || !retriedRenameCodes.has(errorCode(error) ?? '')) throw error
        await new Promise((resolve) => setTimeout(resolve, delayMs))
      }
    }
  } catch (error) {
    await fs.unlink(tempPath).catch(() => undefined)
    throw error
  }
  if (options.sync ?? true) await fs.syncDir(dirname(path))
}

/**
 * Removes temp files a killed writer left in `folder` (only those of `fileName`, if given).
 * Call only while holding the campaign's lock, so no live writer owns them.
 */
export async function removeStaleTempFiles(fs: FileSystem, folder: string, fileName?: string): Promise<string[]> {
  let names: string[]
  try {
    names = await fs.readdir(folder)
  } catch {
    return []
  }
  const stale = names.filter((name) => isTempFileOf(name, fileName))
  await Promise.all(stale.map((name) => fs.unlink(join(folder, name)).catch(() => undefined)))
  return stale
}

/** The message of a failed write, naming the file and the cause in plain words. */
export function describeWriteFailure(path: string, error: unknown): Message {
  return message('store.save.failed', { file: basename(path), cause: describeFileError(error) })
}
