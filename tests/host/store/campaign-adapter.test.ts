import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Low } from 'lowdb'
import { CampaignFileAdapter } from '../../../src/host/store/campaign-adapter'
import { nodeFileSystem } from '../../../src/host/store/file-system'
import { parseCampaignDocument, createDocument, type CampaignDocument } from '@machines/campaign/document'
import { demoCampaign, at } from '../../machines/campaign/fixtures'

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'overseer-adapter-'))
})
afterEach(() => rm(folder, { recursive: true, force: true }))

const adapterFor = (path: string) => new CampaignFileAdapter<CampaignDocument>(path, nodeFileSystem, parseCampaignDocument, (d) => JSON.stringify(d))

describe('lowdb with the campaign file adapter', () => {
  it('writes through lowdb and reads back the validated document', async () => {
    const path = join(folder, 'c.overseer.json')
    const db = new Low(adapterFor(path), createDocument(demoCampaign(), at))
    await db.write()
    const again = new Low<CampaignDocument | null>(adapterFor(path) as never, null)
    await again.read()
    expect(again.data?.initial.name).toBe('Seorin Grail War (demo)')
  })

  it('reads a missing file as null and refuses a broken one with its reason, untouched', async () => {
    expect(await adapterFor(join(folder, 'none.json')).read()).toBeNull()
    const broken = join(folder, 'broken.json')
    await writeFile(broken, '{"format":"overseer-campaign","version":2')
    await expect(adapterFor(broken).read()).rejects.toThrow(/broken\.json/)
    expect(await readFile(broken, 'utf8')).toBe('{"format":"overseer-campaign","version":2')
  })
})
