import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type WebSocket from 'ws'
import { OverseerHost } from '../../src/host/host'
import { startWebHost, type WebHost } from '../../src/host/web/server'
import { tempFolder } from './helpers'
import { connect, type Inbox } from './socket-client'
import { rawWebSocket, type RawSocket } from './raw-socket'

// Board sockets are capped, every push is serialized once for all of them, and a reader that stops
// reading is dropped once its unsent bytes pass a bound: stalled or many boards never hold the
// host's memory or slow the GM (the bench's boardFanoutRatio measures the speed).

const token = 'fanout-token-0123456789'
let cleanup: () => Promise<void>
let host: OverseerHost
let web: WebHost
let staticDir: string
const sockets: WebSocket[] = []
const raws: RawSocket[] = []

beforeEach(async () => {
  const temp = await tempFolder('fanout')
  cleanup = temp.cleanup
  staticDir = join(temp.dir, 'static')
  await mkdir(staticDir, { recursive: true })
  // Saves coalesce as in the app (not one fsync per command as in most host tests).
  host = new OverseerHost({ dataDir: join(temp.dir, 'data') })
  await host.start()
})

afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate()
  for (const raw of raws.splice(0)) raw.destroy()
  await web.close()
  await host.shutdown()
  await cleanup()
})

async function open(url: string): Promise<{ ws: WebSocket; inbox: Inbox }> {
  const connection = await connect(url)
  if (!connection.ok) throw new Error(`refused with ${connection.status}`)
  sockets.push(connection.ws)
  return connection
}

describe('board sockets under load', () => {
  it('drops stalled readers once their unsent bytes pass the bound; a reading board keeps up', async () => {
    const bound = 256 * 1024
    web = await startWebHost({ host, staticDir, port: 0, token, boardSockets: { maxBufferedBytes: bound } })
    for (let i = 0; i < 20; i++) {
      const raw = await rawWebSocket(web.port, '/ws/board')
      raw.stall()
      raws.push(raw)
    }
    const reader = await open(`ws://127.0.0.1:${web.port}/ws/board`)
    // Eight long announcements stay on the board, so each picture is large (about 5 KB).
    for (let i = 0; i < 1500; i++) {
      expect(await host.dispatch({ type: 'board.announce', text: `news #${i} ${'x'.repeat(450)}` })).toEqual({ ok: true })
      // Commands arrive as socket events in the app: sockets get their turn between them.
      if (i % 5 === 0) await new Promise((resolve) => setImmediate(resolve))
    }

    const stats = web.stats().board
    expect(stats.dropped).toBe(20)
    expect(stats.sockets).toBe(1)
    expect(stats.bufferedBytes).toBeLessThanOrEqual(bound)
    await reader.inbox.next((m) => m.text.includes('news #1499 '))
  })

  it('refuses a board past the cap with 503, and lets one in again when another leaves', async () => {
    web = await startWebHost({ host, staticDir, port: 0, token, boardSockets: { maxSockets: 5 } })
    const boards = []
    for (let i = 0; i < 5; i++) boards.push(await open(`ws://127.0.0.1:${web.port}/ws/board`))
    expect(await connect(`ws://127.0.0.1:${web.port}/ws/board`)).toEqual({ ok: false, status: 503 })
    boards[0].ws.close()
    await expect.poll(() => web.stats().board.sockets).toBe(4)
    await open(`ws://127.0.0.1:${web.port}/ws/board`)
    expect(web.stats().board.sockets).toBe(5)
  })

  it('refuses GM sockets past their cap with 503', async () => {
    web = await startWebHost({ host, staticDir, port: 0, token, gmSockets: { maxSockets: 2 } })
    await open(`ws://127.0.0.1:${web.port}/ws/gm?token=${token}`)
    await open(`ws://127.0.0.1:${web.port}/ws/gm?token=${token}`)
    expect(await connect(`ws://127.0.0.1:${web.port}/ws/gm?token=${token}`)).toEqual({ ok: false, status: 503 })
  })

  it('serializes a push once, however many boards listen', async () => {
    web = await startWebHost({ host, staticDir, port: 0, token })
    const gm = await open(`ws://127.0.0.1:${web.port}/ws/gm?token=${token}`)
    const boards = [await open(`ws://127.0.0.1:${web.port}/ws/board`)]
    const stringifyCalls = async (id: number): Promise<number> => {
      const spy = vi.spyOn(JSON, 'stringify')
      try {
        await host.dispatch({ type: 'board.announce', text: `push ${id}` })
        return spy.mock.calls.length
      } finally {
        spy.mockRestore()
      }
    }
    const withOne = await stringifyCalls(1)
    for (let i = 0; i < 9; i++) boards.push(await open(`ws://127.0.0.1:${web.port}/ws/board`))
    const withTen = await stringifyCalls(2)
    expect(withTen).toBe(withOne)
    for (const board of boards) await board.inbox.next((m) => m.text.includes('push 2'))
    await gm.inbox.next((m) => m.text.includes('push 2'))
  })
})
