import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OverseerHost } from '../../../src/host/host'
import { inEnglish } from '../../../src/shared/message'
import { hpOf, openPath, tempFolder } from '../helpers'

let dataDir: string
let cleanup: () => Promise<void>
let host: OverseerHost
let clock = Date.parse('2026-11-29T12:00:00.000Z')

beforeEach(async () => {
  ;({ dir: dataDir, cleanup } = await tempFolder('backups'))
  host = new OverseerHost({ dataDir, debounceMs: 0, backupIntervalMs: 0, now: () => (clock += 1000) })
  await host.start()
})

afterEach(async () => {
  await host.shutdown()
  await cleanup()
})

describe('backups of the open campaign', () => {
  it('lists them newest first, each with its time and size', async () => {
    for (const hp of [-1, -2, -3]) {
      await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp })
      await host.flush()
    }
    const result = await host.listBackups()
    if (!result.ok) throw new Error(result.error)
    expect(result.backups.length).toBeGreaterThanOrEqual(2)
    const times = result.backups.map((b) => b.time)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(result.backups.every((b) => b.size > 1000 && b.name.endsWith('.json'))).toBe(true)
  })

  it('restores an older save of the open campaign in place', async () => {
    await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -10 })
    await host.flush()
    await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -20 })
    await host.flush()
    const path = openPath(await host.state())
    const listed = await host.listBackups()
    if (!listed.ok) throw new Error(listed.error)
    // The newest backup is the file as it was before the last save: saber at 50.
    expect(await host.restoreBackup(path, listed.backups[0].name)).toEqual({ ok: true })
    const state = await host.state()
    expect(state.path).toBe(path)
    expect(hpOf(state, 'saber')).toBe(50)
    expect(state.notice && inEnglish(state.notice)).toMatch(/^Restored /)
  })

  it('has nothing to list when no campaign is open', async () => {
    await host.close()
    expect(await host.listBackups()).toMatchObject({ ok: false, error: 'no campaign is open' })
  })
})
