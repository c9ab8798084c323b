import { createHash } from 'node:crypto'
import { integrityField } from '@machines/campaign/document'

// "Trust what we wrote, verify what we did not" (docs/architecture.md). Overseer seals each campaign
// file it saves with the SHA-256 of the file's own text, kept as the document's last member:
//   {...the document...,"integrity":"sha256-<64 hex>"}
// The digest covers every byte before that member (and the closing brace), so checking it needs no
// second serialization: hash the bytes and compare. Any change to the text (an edit, a pretty
// export, an older Overseer, a damaged disk) breaks the seal, and the file is verified by replay.
// It is an integrity check, not a signature: whoever can write the file could also reseal it.
// `salt` ties a seal to the schema that validated the text (a later build with a new field or
// default must validate the file again rather than trust it).

const prefix = `,"${integrityField}":"sha256-`
const tailLength = prefix.length + 64 + 2

function digestOf(body: Uint8Array | string, salt: string): string {
  return createHash('sha256').update(salt).update(body).update('}').digest('hex')
}

/** Seals a compact JSON object's text: appends its digest as the last member. */
export function sealJson(text: string, salt: string): string {
  if (!text.endsWith('}')) throw new Error('only a JSON object can be sealed')
  const body = text.slice(0, -1)
  return `${body}${prefix}${digestOf(body, salt)}"}`
}

/** Whether a file's bytes carry a seal that matches them: the text is exactly what Overseer saved, under the same schema. */
export function isSealed(bytes: Uint8Array, salt: string): boolean {
  if (bytes.byteLength <= tailLength) return false
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset + bytes.byteLength - tailLength, tailLength).toString('latin1')
  if (!tail.startsWith(prefix) || !tail.endsWith('"}')) return false
  const claimed = tail.slice(prefix.length, prefix.length + 64)
  return /^[0-9a-f]{64}$/.test(claimed) && digestOf(bytes.subarray(0, bytes.byteLength - tailLength), salt) === claimed
}
