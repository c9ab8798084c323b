import { basename } from 'node:path'
import { fail, message, type Failure, type Message } from '../../shared/message'
import { describeFileError, errorCode, type FileSystem } from './file-system'
import { describeJsonProblem } from './json-error'
import { describeSize } from '../../shared/sizes'

/**
 * The largest file `open` reads: far above a real campaign (a year of weekly sessions is a few MB,
 * the schema's 500,000 events about 70 MB) and far below what would hold the host's memory.
 */
export const maxCampaignFileBytes = 128 * 1024 * 1024

/** What the host's `parse` returns: the migrated, validated document (and the version it came from), or why not. */
export type ParseResult<T> = { ok: true; value: T; migratedFrom?: number } | { ok: false; why: Message }

/** The host's migrate-and-validate step; it receives the output of `JSON.parse`. */
export type ParseDocument<T> = (raw: unknown) => ParseResult<T>

/** Why a file could not be opened. */
export type OpenFailureReason = 'missing' | 'unreadable' | 'not-json' | 'invalid' | 'locked'

/** A document read from disk with the exact bytes it came from, or the reason it cannot be used. */
export type ReadResult<T> =
  | { ok: true; value: T; migratedFrom?: number; bytes: Uint8Array }
  | (Failure & { reason: OpenFailureReason })

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

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
  let text: string
  try {
    // The decoder drops a leading byte-order mark, which Windows editors add and JSON.parse refuses.
    text = utf8.decode(bytes)
  } catch {
    return refuse('not-json', fail('store.read.notText', { file }))
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    return refuse('not-json', fail('store.read.notJson', { file, problem: describeJsonProblem(text, error) }))
  }
  let parsed: ParseResult<T>
  try {
    parsed = parse(raw)
  } catch (error) {
    // A parse that throws is a bug in it; the GM still gets its words rather than a crash.
    parsed = { ok: false, why: message('store.read.parseThrew', { detail: error instanceof Error ? error.message : String(error) }) }
  }
  if (!parsed.ok) return refuse('invalid', fail('store.read.invalid', { file, detail: parsed.why }))
  return parsed.migratedFrom === undefined
    ? { ok: true, value: parsed.value, bytes }
    : { ok: true, value: parsed.value, migratedFrom: parsed.migratedFrom, bytes }
}
