import { readFile } from 'node:fs/promises'
import { CampaignEngine } from '@machines/campaign/engine'
import { ccfoliaCharacter, ccfoliaRecordOf, type CcfoliaCharacter } from '@machines/campaign/editing/ccfolia-export'
import { inEnglish } from '../shared/message'
import { readCampaign } from '../host/store/campaign-reader'

/** How the `ccfolia` verb is called (docs/contracts.md). */
export const ccfoliaUsage = 'ccfolia <campaign-file> <record-id>'

/**
 * `ccfolia <campaign-file> <record-id>`: a PC, servant, master or monster of a campaign file (read as the host
 * opens one, never written) as a Ccfolia clipboard character with an Amadeus chat palette.
 */
export async function ccfoliaVerb(args: readonly string[]): Promise<{ ok: true; value: CcfoliaCharacter } | { ok: false; error: string }> {
  const [file, id, ...extra] = args
  if (!file || !id || extra.length) return { ok: false, error: `usage: ${ccfoliaUsage}` }
  let bytes: Buffer
  try {
    bytes = await readFile(file)
  } catch (error) {
    return { ok: false, error: `${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` }
  }
  let raw: unknown
  try {
    raw = JSON.parse(bytes.toString('utf8'))
  } catch (error) {
    return { ok: false, error: `${file}: not valid JSON (${(error as Error).message})` }
  }
  const read = readCampaign(raw, bytes)
  if (!read.ok) return { ok: false, error: `${file}: ${inEnglish(read.why)}` }
  // The campaign as it is now: its starting state and every logged event up to the head.
  const campaign = new CampaignEngine(read.value).current.context.campaign
  const found = ccfoliaRecordOf(campaign, id)
  if (!found) return { ok: false, error: `${id}: no PC, servant, master or monster of the campaign has this id` }
  return { ok: true, value: ccfoliaCharacter(found) }
}
