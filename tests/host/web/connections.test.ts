import { afterEach, describe, expect, it } from 'vitest'
import { mkdir, writeFile } from 'node:fs/promises'
import { connect as tcpConnect, type Socket } from 'node:net'
import { join } from 'node:path'
import type { OverseerHost } from '../../../src/host/host'
import { startWebHost, type WebHost, type WebHostOptions } from '../../../src/host/web/server'
import { defaultConnectionLimits } from '../../../src/host/net/guarded-server'
import { tempFolder, testHost } from '../helpers'
import { connect, httpRequest } from '../socket-client'

// The connection layer both listeners share, tried through the real web host on 127.0.0.1: what a
// local process holds open without sending a whole request is closed in time, a flood of such
// connections is capped per address, and the board's keyed slots stay free for the projector.

const token = 'connections-token-0123456789'
let host: OverseerHost | null = null
let web: WebHost | null = null
let cleanup: () => Promise<void> = async () => undefined
const held: Socket[] = []

async function startWith(options: Partial<WebHostOptions> = {}): Promise<WebHost> {
  const temp = await tempFolder('connections')
  cleanup = temp.cleanup
  const staticDir = join(temp.dir, 'static')
  await mkdir(staticDir, { recursive: true })
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>GM</title>')
  await writeFile(join(staticDir, 'board.html'), '<!doctype html><title>Board</title>')
  host = testHost(join(temp.dir, 'data'))
  await host.start()
  web = await startWebHost({ host, staticDir, port: 0, token, log: { error: () => undefined }, ...options })
  return web
}

afterEach(async () => {
  for (const socket of held.splice(0)) socket.destroy()
  await web?.close()
  await host?.shutdown()
  await cleanup()
  web = null
  host = null
})

/** A TCP connection to the listener that has connected (and may send a few bytes). */
function tcp(port: number, bytes?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = tcpConnect({ host: '127.0.0.1', port }, () => {
      if (bytes) socket.write(bytes)
      resolve(socket)
    })
    socket.on('error', () => undefined)
    socket.once('error', reject)
    // Read (and drop) what the server sends: a paused socket would never see the server hang up.
    socket.resume()
    held.push(socket)
  })
}

/** Resolves with how long the server took to end the connection. */
function endedAfter(socket: Socket): Promise<number> {
  const start = performance.now()
  return new Promise((resolve) => socket.once('close', () => resolve(performance.now() - start)))
}

describe('idle and half-sent connections', () => {
  it('a connection that sends nothing is closed once its idle time passes', async () => {
    const { port } = await startWith({ connections: { idleMs: 300 } })
    const silent = await tcp(port)
    await endedAfter(silent)
    expect(silent.destroyed).toBe(true)
  })

  it('a request dribbled a byte at a time is cut at the header timeout, though it is never idle', async () => {
    const { port } = await startWith({ connections: { idleMs: 5000, headersMs: 400 } })
    const slow = await tcp(port, 'GET / HTTP/1.1\r\n')
    const dribble = setInterval(() => slow.write('X'), 50)
    try {
      await endedAfter(slow)
    } finally {
      clearInterval(dribble)
    }
    expect(slow.destroyed).toBe(true)
  })

  it('by default a silent connection is closed within 30 s (the production limits)', { timeout: 35_000 }, async () => {
    expect(defaultConnectionLimits.idleMs).toBeLessThanOrEqual(30_000)
    expect(defaultConnectionLimits.headersMs).toBeLessThanOrEqual(30_000)
    const { port } = await startWith()
    const [silent, halfSent] = [await tcp(port), await tcp(port, 'GET /board HTTP/1.1\r\nHost: 127.0.0.1\r\n')]
    const [silentAfter, halfAfter] = await Promise.all([endedAfter(silent), endedAfter(halfSent)])
    expect(silentAfter).toBeLessThan(30_000)
    expect(halfAfter).toBeLessThan(30_000)
  })
})

describe('a flood of connections from one address', () => {
  it('holds at most the per-address cap, and a fresh GM request is still answered', async () => {
    const { port } = await startWith({ connections: { maxPerAddress: 5, maxConnections: 50 } })
    for (let i = 0; i < 40; i++) await tcp(port)
    await expect.poll(() => web!.stats().connections.shed).toBeGreaterThanOrEqual(35)
    expect(web!.stats().connections.open).toBeLessThanOrEqual(5)
    // The newest connection takes the place of the oldest waiting one: the GM is not locked out.
    expect((await httpRequest(port, `/?token=${token}`)).status).toBe(200)
  })

  it('connections that became sockets leave the HTTP cap: GM sockets past it are still served', async () => {
    const { port } = await startWith({ connections: { maxPerAddress: 2 } })
    const sockets = []
    for (let i = 0; i < 4; i++) {
      const gm = await connect(`ws://127.0.0.1:${port}/ws/gm?token=${token}`)
      if (!gm.ok) throw new Error(`refused with ${gm.status}`)
      sockets.push(gm)
    }
    for (const [i, gm] of sockets.entries()) {
      gm.ws.send(JSON.stringify({ id: i, method: 'state', args: [] }))
      expect((await gm.inbox.answer(i)).json.result).toHaveProperty('path')
      gm.ws.terminate()
    }
  })
})

describe('board slots', () => {
  const boardSocket = (port: number, query = '', headers: Record<string, string> = {}): ReturnType<typeof connect> =>
    connect(`ws://127.0.0.1:${port}/ws/board${query}`, headers)

  it('a keyless client that fills every open board slot leaves the keyed ones to the board address', async () => {
    const { port, boardUrl } = await startWith({ boardSockets: { maxSockets: 3 } })
    const taken = []
    for (let i = 0; i < 3; i++) taken.push(await boardSocket(port))
    expect(taken.every((t) => t.ok)).toBe(true)
    expect(await boardSocket(port)).toEqual({ ok: false, status: 503 })
    expect(await boardSocket(port, '?key=not-the-key')).toEqual({ ok: false, status: 503 })
    const key = new URL(boardUrl).searchParams.get('key')!
    const projector = await boardSocket(port, `?key=${key}`)
    expect(projector.ok).toBe(true)
    if (projector.ok) expect((await projector.inbox.next((m) => m.json.event === 'board')).json).toHaveProperty('payload')
    expect(web!.stats().board).toMatchObject({ sockets: 4, keyed: 1 })
    for (const t of [...taken, projector]) if (t.ok) t.ws.terminate()
  })

  it('the board page served from the board address gives its socket the key as a cookie', async () => {
    const { port, boardUrl } = await startWith({ boardSockets: { maxSockets: 1 } })
    const squatter = await boardSocket(port)
    const page = await httpRequest(port, new URL(boardUrl).pathname + new URL(boardUrl).search)
    expect(page.status).toBe(200)
    const cookie = String(page.headers['set-cookie']).split(';')[0]
    expect(cookie).toMatch(/^overseer-board-\d+=/)
    expect(String(page.headers['set-cookie'])).toContain('HttpOnly')
    // A page opened without the key sets no cookie.
    expect((await httpRequest(port, '/board')).headers['set-cookie']).toBeUndefined()
    const projector = await boardSocket(port, '', { Cookie: cookie })
    expect(projector.ok).toBe(true)
    for (const t of [squatter, projector]) if (t.ok) t.ws.terminate()
  })
})
