import { basename } from 'node:path'
import { describeFileError, errorCode, type FileSystem } from './file-system'
import { findJsonSyntaxError } from './json-error'

/** What the host's `parse` returns: the migrated, validated document (and the version it came from), or why not. */
export type ParseResult<T> = { ok: true; value: T; migratedFrom?: number } | { ok: false; error: string }

/** The host's migrate-and-validate step; it receives the output of `JSON.parse`. */
export type ParseDocument<T> = (raw: unknown) => ParseResult<T>

/** Why a file could not be opened. */
export type OpenFailureReason = 'missing' | 'unreadable' | 'not-json' | 'invalid' | 'locked'

/** A document read from disk with the exact bytes it came from, or the reason it cannot be used. */
export type ReadResult<T> =
  | { ok: true; value: T; migratedFrom?: number; bytes: Uint8Array }
  | { ok: false; error: string; reason: OpenFailureReason }

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

/** Why `text` is not JSON, with its line and column: `line 3, column 5: expected "," or "}" …`. */
function describeJsonFailure(text: string, thrown: unknown): string {
  try {
    const found = findJsonSyntaxError(text)
    if (found) return `line ${found.line}, column ${found.column}: ${found.problem}`
  } catch {
    // A pathologically deep file can overflow the scanner's stack; JSON.parse's words will do.
  }
  return thrown instanceof Error ? thrown.message : String(thrown)
}

/**
 * Reads `path` through `readFile → UTF-8 → JSON.parse → parse()`. Never writes. Each failure
 * names the file and the problem in words a GM can act on.
 */
export async function readDocument<T>(path: string, parse: ParseDocument<T>, fs: FileSystem): Promise<ReadResult<T>> {
  const name = basename(path)
  let bytes: Uint8Array
  try {
    bytes = await fs.readFile(path)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { ok: false, reason: 'missing', error: `${name} does not exist` }
    return { ok: false, reason: 'unreadable', error: `could not read ${name}: ${describeFileError(error)}` }
  }
  if (bytes.byteLength === 0) return { ok: false, reason: 'not-json', error: `${name} is empty (0 bytes)` }
  let text: string
  try {
    // The decoder drops a leading byte-order mark, which Windows editors add and JSON.parse refuses.
    text = utf8.decode(bytes)
  } catch {
    return { ok: false, reason: 'not-json', error: `${name} is not a text file (it is not valid UTF-8)` }
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    return { ok: false, reason: 'not-json', error: `${name} is not valid JSON: ${describeJsonFailure(text, error)}` }
  }
  let parsed: ParseResult<T>
  try {
    parsed = parse(raw)
  } catch (error) {
    parsed = { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
  if (!parsed.ok) return { ok: false, reason: 'invalid', error: `${name} is not a valid campaign file: ${parsed.error}` }
  return parsed.migratedFrom === undefined
    ? { ok: true, value: parsed.value, bytes }
    : { ok: true, value: parsed.value, migratedFrom: parsed.migratedFrom, bytes }
}
