import { basename } from 'node:path'
import { isUtf8 } from 'node:buffer'
import { fail, message, type Failure, type Message } from '../../shared/message'
import { describeFileError, errorCode, type FileSystem } from './file-system'
import { describeJsonProblem } from './json-error'
import { describeSize } from '../../shared/sizes'

/**
 * The largest file `open` reads: far above a real campaign (a year of weekly sessions is a few MB,
 * the schema's 500,000 events about 70 MB) and far below what would hold the host's memory.
 */
export const maxCampaignFileBytes = 128 * 1024 * 1024

/**
 * What the host's `parse` returns: the migrated, validated document (and the version it came from),
 * or why not. `trusted` is set when the file's seal vouched for it and it was not validated again.
 */
export type ParseResult<T> = { ok: true; value: T; migratedFrom?: number; trusted?: boolean } | { ok: false; why: Message }

/** The host's migrate-and-validate step; it receives the output of `JSON.parse` and the bytes it came from. */
export type ParseDocument<T> = (raw: unknown, bytes: Uint8Array) => ParseResult<T>

/** Why a file could not be opened. */
export type OpenFailureReason = 'missing' | 'unreadable' | 'not-json' | 'invalid' | 'locked'

/** A document read from disk with the exact bytes it came from, or the reason it cannot be used. */
export type ReadResult<T> =
  | { ok: true; value: T; migratedFrom?: number; trusted?: boolean; bytes: Uint8Array }
  | (Failure & { reason: OpenFailureReason })


function refuse(reason: OpenFailureReason, failed: Failure): Failure & { reason: OpenFailureReason } {
  return { ...failed, reason }
}

/**
 * Reads `path` through `readFile → UTF-8 → JSON.parse → parse()`. Never writes. Each failure
 * names the file and the problem in words a GM can act on.
 */
export async function readDocument<T>(path: string, parse: ParseDocument<T>, fs: FileSystem): Promise<ReadResult<T>> {
  const file = basename(path)
  let bytes: Uint8Array
  try {
    // Measured before it is read: a huge file is refused without holding it in memory.
    const { size } = await fs.stat(path)
    if (size > maxCampaignFileBytes) return refuse('invalid', fail('store.read.tooLarge', { file, size: describeSize(size), max: describeSize(maxCampaignFileBytes) }))
    bytes = await fs.readFile(path)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return refuse('missing', fail('store.read.missing', { file }))
    return refuse('unreadable', fail('store.read.failed', { file, cause: describeFileError(error) }))
  }
  if (bytes.byteLength === 0) return refuse('not-json', fail('store.read.empty', { file }))
  // Checked and decoded natively (a TextDecoder in JavaScript costs half as much as parsing the JSON).
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (!isUtf8(buffer)) return refuse('not-json', fail('store.read.notText', { file }))
  // A leading byte-order mark, which Windows editors add, is dropped: JSON.parse refuses it.
  const text = buffer.toString('utf8', buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0)
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    return refuse('not-json', fail('store.read.notJson', { file, problem: describeJsonProblem(text, error) }))
  }
  let parsed: ParseResult<T>
  try {
    parsed = parse(raw, bytes)
  } catch (error) {
    // A parse that throws is a bug in it; the GM still gets its words rather than a crash.
    parsed = { ok: false, why: message('store.read.parseThrew', { detail: error instanceof Error ? error.message : String(error) }) }
  }
  if (!parsed.ok) return refuse('invalid', fail('store.read.invalid', { file, detail: parsed.why }))
  return { ...parsed, bytes }
}
