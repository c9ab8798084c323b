import { dirname, join } from 'node:path'
import { writeFileAtomic } from '../store/atomic-write'
import { describeFileError, pathTaken, type FileSystem } from '../store/file-system'
import { fail, type Failure } from '../../shared/message'
import { campaignExtension, fileDate, fileStem } from './file-names'

/**
 * Copies a campaign file, byte for byte (its seal stays valid), to `<name>-before-log-start-<local time>.overseer`
 * beside it, before "start the log here" drops its history. A taken name gets a counter; nothing is overwritten.
 */
export async function copyBeforeLogStart(fs: FileSystem, path: string, name: string, time: number): Promise<{ ok: true; path: string } | Failure> {
  let bytes: Uint8Array
  try {
    bytes = await fs.readFile(path)
  } catch (error) {
    return fail('host.logCopyFailed', { cause: describeFileError(error) })
  }
  const stem = `${fileStem(name)}-before-log-start-${fileDate(time)}`
  for (let n = 1; n <= 20; n++) {
    const copy = join(dirname(path), `${stem}${n > 1 ? `-${n}` : ''}${campaignExtension}`)
    if (await pathTaken(fs, copy)) continue
    try {
      await writeFileAtomic(fs, copy, bytes)
    } catch (error) {
      return fail('host.logCopyFailed', { cause: describeFileError(error) })
    }
    return { ok: true, path: copy }
  }
  return fail('host.logCopyFailed', { cause: `${stem}${campaignExtension}` })
}
