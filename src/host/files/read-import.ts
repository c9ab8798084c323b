import type { CampaignDocument } from '@machines/campaign/document'
import { readUnsealedCampaign } from '../store/campaign-reader'
import { fail, type Failure } from '../../shared/message'
import { describeJsonProblem } from '../store/json-error'
import { describeSize, encodedSize, maxImportBytes } from './limits'

/** An imported text read as a campaign: the migrated, validated document, or one clear reason. */
export type ImportRead = { ok: true; doc: CampaignDocument; migratedFrom?: number } | Failure

/**
 * Reads a campaign file's text as the GM chose it: size, JSON, format and version (migrated),
 * schema, and verification by replay. Never touches the disk; each failure is one line.
 */
export function readImportedCampaign(text: unknown): ImportRead {
  if (typeof text !== 'string') return fail('store.import.notText')
  // Measured as it travels (JSON-encoded), the same on the socket and over IPC.
  const bytes = encodedSize(text)
  if (bytes > maxImportBytes) return fail('store.import.tooLarge', { size: describeSize(bytes), max: describeSize(maxImportBytes) })
  if (text.trim() === '') return fail('store.import.empty')
  let raw: unknown
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (error) {
    return fail('store.import.notJson', { problem: describeJsonProblem(text, error) })
  }
  // An imported file is never trusted, sealed or not: every event is replayed and every checkpoint compared.
  const parsed = readUnsealedCampaign(raw)
  if (!parsed.ok) return fail('store.notUsableCampaign', { detail: parsed.why })
  return parsed.migratedFrom === undefined ? { ok: true, doc: parsed.value } : { ok: true, doc: parsed.value, migratedFrom: parsed.migratedFrom }
}
