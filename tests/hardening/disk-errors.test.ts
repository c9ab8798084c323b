import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { OverseerHost } from '../../src/host/host'
import { faultyDisk } from '../host/store/helpers'
import { parseCampaignDocument } from '@machines/campaign/document'
import { inEnglish } from '../../src/shared/message'

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'overseer-disk-'))
})
afterEach(() => rm(folder, { recursive: true, force: true }))

describe('disk errors while saving (issue 7)', () => {
  it.each(['ENOSPC', 'EACCES'])('%s: the GM is told, the campaign stays in memory, the last good file is kept, and a retry succeeds', async (code) => {
    const disk = faultyDisk()
    const host = new OverseerHost({ dataDir: folder, fs: disk.fs, debounceMs: 0, backupIntervalMs: 0 })
    await host.start()
    const path = (await host.state()).path!
    await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -1 })
    await host.flush()
    const lastGood = await readFile(path)

    disk.failWith(code)
    expect(await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -2 })).toEqual({ ok: true })
    const failed = await host.flush()
    expect(failed.ok).toBe(false)
    const state = await host.state()
    expect(state.save.state).toBe('error')
    expect(inEnglish(state.save.why!)).toContain(code)
    // In memory: the change is there. On disk: the last good file, byte for byte.
    expect(state.gm!.context.campaign.servants.find((s) => s.id === 'saber')!.hp).toBe(57)
    expect(Buffer.compare(await readFile(path), lastGood)).toBe(0)

    disk.failWith(null)
    expect(await host.flush()).toEqual({ ok: true })
    expect((await host.state()).save.state).toBe('saved')
    const saved = parseCampaignDocument(JSON.parse(await readFile(path, 'utf8')))
    expect(saved.ok && saved.value.head).toBe(2)
    await host.shutdown()
  })
})
