import { describe, expect, it } from 'vitest'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { OverseerHost } from '../../src/host/host'
import { startWebHost } from '../../src/host/web/server'
import { createSaveQueue } from '../../src/host/store/save-queue'
import { addressesKeptMs } from '../../src/host/players/players-door'
import { hpOf, readCampaignFile, tempFolder } from './helpers'

// Errors the host survives: a push listener that throws, a status listener that throws from the
// autosave timer, the system refusing to list the network addresses (out of descriptors). Each is
// logged and the host goes on answering and saving.

const emfile = (): never => {
  throw new Error('A system error occurred: uv_interface_addresses returned Unknown system error 24')
}

describe('errors the host survives', () => {
  it('a state listener that throws is logged; the command is still applied and saved by the autosave timer', async () => {
    const { dir, cleanup } = await tempFolder('survived')
    const lines: string[] = []
    const host = new OverseerHost({ dataDir: dir, log: { error: (line) => lines.push(line) } })
    try {
      await host.start()
      host.on('state', () => {
        throw new Error('a socket went bad mid-push')
      })
      expect(await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -3 })).toEqual({ ok: true })
      const path = (await host.state()).path!
      // The production debounce: the write runs from the timer, whose status pushes throw.
      await expect.poll(async () => (await readCampaignFile(path)).events.length, { timeout: 5000 }).toBe(1)
      expect(lines.some((line) => line.includes('a socket went bad mid-push'))).toBe(true)
    } finally {
      await host.shutdown()
      await cleanup()
    }
  })

  it('a save status listener that throws does not stop the write, and is reported', async () => {
    const written: number[] = []
    const reported: unknown[] = []
    const queue = createSaveQueue<number>({
      write: async (doc) => void written.push(doc),
      describeError: () => ({ key: 'x', params: {} }) as never,
      debounceMs: 1,
      initialStatus: { state: 'saved' },
      onListenerError: (error) => reported.push(error)
    })
    queue.onStatus((status) => {
      if (status.state === 'saving') throw new Error('listener failed')
    })
    queue.save(7)
    await expect.poll(() => queue.status.state).toBe('saved')
    expect(written).toEqual([7])
    expect(reported).toHaveLength(1)
  })

  it('network addresses the system cannot list (EMFILE) leave the last list; the GM state is still answered', async () => {
    const { dir, cleanup } = await tempFolder('survived-addresses')
    const staticDir = join(dir, 'static')
    await mkdir(staticDir, { recursive: true })
    await writeFile(join(staticDir, 'board.html'), '<!doctype html>')
    const lines: string[] = []
    const log = { error: (line: string) => lines.push(line) }
    let clock = 0
    let reads = 0
    const loopback = { name: 'lo', address: '127.0.0.1', internal: true }
    const host = new OverseerHost({ dataDir: join(dir, 'data'), log })
    await host.start()
    const web = await startWebHost({
      host,
      staticDir,
      port: 0,
      log,
      players: { now: () => clock, addresses: () => (++reads === 1 ? [loopback] : emfile()) }
    })
    try {
      expect((await host.state()).players.addresses).toEqual([loopback])
      // Many pushes within a few seconds read the addresses once.
      for (let i = 0; i < 20; i++) await host.state()
      expect(reads).toBe(1)
      clock += addressesKeptMs
      const state = await host.state()
      expect(reads).toBe(2)
      expect(state.players.addresses).toEqual([loopback])
      expect(hpOf(state, 'saber')).toBeGreaterThan(0)
      expect(lines.some((line) => line.includes('error 24'))).toBe(true)
    } finally {
      await web.close()
      await host.shutdown()
      await cleanup()
    }
  })
})
