import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { campaignExtension, isCampaignFileName, legacyCampaignExtension } from '../../../src/host/files/file-names'
import { moveToName } from '../../../src/host/files/follow-name'
import { nodeFileSystem } from '../../../src/host/store/file-system'

const folders: string[] = []
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

describe('the campaign file’s extension', () => {
  it('is one part, .overseer, and the older .overseer.json still counts as a campaign file, in any case', () => {
    expect([campaignExtension, legacyCampaignExtension]).toEqual(['.overseer', '.overseer.json'])
    for (const name of ['war.overseer', 'WAR.OVERSEER', 'old.overseer.json', '/campaigns/x.Overseer.Json']) expect(isCampaignFileName(name), name).toBe(true)
    for (const name of ['war.json', 'war.overseer.bak', 'overseer', 'war.overseer.json.journal']) expect(isCampaignFileName(name), name).toBe(false)
  })

  it('stays as it was when a closed campaign follows its new name: a new file keeps .overseer, an older one .overseer.json', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'overseer-ext-'))
    folders.push(folder)
    const stamp = '2026-12-04T21-00-00-000Z'
    await writeFile(join(folder, `war-${stamp}.overseer`), '{}')
    await writeFile(join(folder, `old-${stamp}.overseer.json`), '{}')
    expect(await moveToName(nodeFileSystem, folder, join(folder, `war-${stamp}.overseer`), 'Peace')).toBe(join(folder, `Peace-${stamp}.overseer`))
    expect(await moveToName(nodeFileSystem, folder, join(folder, `old-${stamp}.overseer.json`), 'Older')).toBe(join(folder, `Older-${stamp}.overseer.json`))
    expect((await readdir(folder)).sort()).toEqual([`Older-${stamp}.overseer.json`, `Peace-${stamp}.overseer`])
  })
})
