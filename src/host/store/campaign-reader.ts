import { createHash } from 'node:crypto'
import { z } from 'zod'
import {
  campaignDocumentSchema,
  documentFormat,
  documentVersion,
  integrityField,
  parseCampaignDocument,
  secondReadingVersion,
  type CampaignDocument
} from '@machines/campaign/document'
import { verifyDocument } from '@machines/campaign/verify'
import { documentBounds, exceededBound } from '@machines/campaign/model/json-bounds'
import { reason } from '@machines/reasons/reason'
import { isSealed, sealJson } from './integrity'
import type { ParseResult } from './read-document'

// Opening a campaign file: one Overseer sealed (under this build's schema) is trusted as written,
// with no per-command validation; any other file is validated and then verified by replay.

let fingerprint: string | undefined

/** This build's document schema as one digest: a seal holds only under the schema that validated the file. */
export function schemaFingerprint(): string {
  fingerprint ??= createHash('sha256')
    .update(JSON.stringify(z.toJSONSchema(campaignDocumentSchema, { unrepresentable: 'any', io: 'input', reused: 'inline' })))
    .digest('hex')
  return fingerprint
}

/** A validated document as Overseer saves it: compact JSON, sealed. */
export function serializeCampaign(doc: CampaignDocument): string {
  return sealJson(JSON.stringify(doc), schemaFingerprint())
}

/** Validates and verifies by replay a document Overseer did not seal (imported, edited, older, damaged). */
export function readUnsealedCampaign(raw: unknown): ParseResult<CampaignDocument> {
  // Nesting is bounded before anything recursive (structuredClone in a migration, zod) meets it.
  if (exceededBound(raw, documentBounds) === 'depth') return { ok: false, why: reason('reason.campaign.fileTooDeep', { max: documentBounds.maxDepth }) }
  const parsed = parseCampaignDocument(raw)
  if (!parsed.ok) return parsed
  // A file written before the rules' second reading recorded its history under the first
  // reading: replaying it now cannot give back its checkpoints, so the migrated ones are taken as they
  // are (validated by the schema above); the migration's notice says what changed.
  if (parsed.migratedFrom !== undefined && parsed.migratedFrom < secondReadingVersion) return { ok: true, value: parsed.value, migratedFrom: parsed.migratedFrom }
  const verified = verifyDocument(parsed.value)
  if (!verified.ok) return verified
  return parsed.migratedFrom === undefined ? { ok: true, value: verified.doc } : { ok: true, value: verified.doc, migratedFrom: parsed.migratedFrom }
}

/** A sealed file as written: only the envelope is looked at (the seal vouches for the rest). */
function readSealedCampaign(raw: unknown): ParseResult<CampaignDocument> | null {
  if (typeof raw !== 'object' || raw === null) return null
  const { [integrityField]: _seal, ...doc } = raw as Record<string, unknown>
  const { format, version, events, head, checkpoints } = doc
  const shaped =
    format === documentFormat &&
    version === documentVersion &&
    Array.isArray(events) &&
    Array.isArray(checkpoints) &&
    Number.isInteger(head) &&
    (head as number) >= 0 &&
    (head as number) <= events.length
  return shaped ? { ok: true, value: doc as CampaignDocument, trusted: true } : null
}

/** The host's parse step for campaign files: trusted when sealed by this build, else verified by replay. */
export function readCampaign(raw: unknown, bytes?: Uint8Array): ParseResult<CampaignDocument> {
  if (bytes && isSealed(bytes, schemaFingerprint())) {
    const sealed = readSealedCampaign(raw)
    if (sealed) return sealed
  }
  return readUnsealedCampaign(raw)
}
