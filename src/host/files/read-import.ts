import { CampaignEngine } from '@machines/campaign/engine'
import { parseCampaignDocument, type CampaignDocument } from '@machines/campaign/document'
import { findJsonSyntaxError } from '../store/json-error'
import { describeSize, maxImportBytes } from './limits'

/** An imported text read as a campaign: the migrated, validated document, or one clear reason. */
export type ImportRead = { ok: true; doc: CampaignDocument; migratedFrom?: number } | { ok: false; error: string }

function jsonProblem(text: string, thrown: unknown): string {
  try {
    const found = findJsonSyntaxError(text)
    if (found) return `line ${found.line}, column ${found.column}: ${found.problem}`
  } catch {
    // A pathologically deep text can overflow the scanner; JSON.parse's own words will do.
  }
  return thrown instanceof Error ? thrown.message : String(thrown)
}

/**
 * Reads a campaign file's text as the GM chose it: size, JSON, format and version (migrated),
 * schema, and a replay to the head. Never touches the disk; each failure is one line.
 */
export function readImportedCampaign(text: unknown): ImportRead {
  if (typeof text !== 'string') return { ok: false, error: 'the file is not text' }
  const bytes = Buffer.byteLength(text, 'utf8')
  if (bytes > maxImportBytes) {
    return { ok: false, error: `the file is too large (${describeSize(bytes)}; a campaign file is at most ${describeSize(maxImportBytes)})` }
  }
  if (text.trim() === '') return { ok: false, error: 'the file is empty' }
  let raw: unknown
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (error) {
    return { ok: false, error: `the file is not valid JSON: ${jsonProblem(text, error)}` }
  }
  const parsed = parseCampaignDocument(raw)
  if (!parsed.ok) return { ok: false, error: `not a usable campaign: ${parsed.error}` }
  try {
    // Restoring the head replays the log from its checkpoints: a file whose log cannot be replayed is refused here.
    void new CampaignEngine(parsed.value).current
  } catch (error) {
    return { ok: false, error: `the campaign's log cannot be replayed: ${(error as Error).message}` }
  }
  return parsed.migratedFrom === undefined ? { ok: true, doc: parsed.value } : { ok: true, doc: parsed.value, migratedFrom: parsed.migratedFrom }
}
