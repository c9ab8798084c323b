import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mkdir, writeFile } from 'node:fs/promises'
import { connect as tcpConnect } from 'node:net'
import { join } from 'node:path'
import type WebSocket from 'ws'
import type { OverseerHost } from '../../src/host/host'
import { startWebHost, type WebHost } from '../../src/host/web/server'
import type { HostState } from '../../src/shared/contract'
import { contentSecurityPolicy } from '../../src/shared/content-security-policy'
import { hpOf, tempFolder, testHost } from './helpers'
import { closed, connect, httpRequest, rawRequest, type Inbox } from './socket-client'

const token = 'test-token-0123456789'
const indexHtml = '<!doctype html><title>GM</title>'
const boardHtml = '<!doctype html><title>Board</title>'
const assetJs = 'console.log("asset")'
const secret = 'SECRET-OUTSIDE-THE-STATIC-FOLDER'

let cleanup: () => Promise<void>
let host: OverseerHost
let web: WebHost
const sockets: WebSocket[] = []

beforeEach(async () => {
  const temp = await tempFolder('web')
  cleanup = temp.cleanup
  const staticDir = join(temp.dir, 'static')
  await mkdir(join(staticDir, 'assets'), { recursive: true })
  await writeFile(join(staticDir, 'index.html'), indexHtml)
  await writeFile(join(staticDir, 'board.html'), boardHtml)
  await writeFile(join(staticDir, 'assets', 'x.js'), assetJs)
  // A file beside the static folder that no request may ever read.
  await writeFile(join(temp.dir, 'secret.txt'), secret)
  host = testHost(join(temp.dir, 'data'))
  await host.start()
  web = await startWebHost({ host, staticDir, port: 0, token })
})

afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate()
  await web.close()
  await host.shutdown()
  await cleanup()
})

const sameOrigin = (): Record<string, string> => ({ Origin: `http://127.0.0.1:${web.port}` })
const gmUrl = (query = `?token=${token}`): string => `ws://127.0.0.1:${web.port}/ws/gm${query}`
const boardUrl = (): string => `ws://127.0.0.1:${web.port}/ws/board`

/** Opens a socket that must be accepted, and closes it after the test. */
async function open(url: string, headers: Record<string, string> = {}): Promise<{ ws: WebSocket; inbox: Inbox }> {
  const connection = await connect(url, headers)
  if (!connection.ok) throw new Error(`refused with ${connection.status}`)
  sockets.push(connection.ws)
  return connection
}

/** Sends a request on the GM socket and waits for its answer's `result`. */
async function call(gm: { ws: WebSocket; inbox: Inbox }, id: number, method: string, args: unknown[] = []): Promise<unknown> {
  gm.ws.send(JSON.stringify({ id, method, args }))
  return (await gm.inbox.answer(id)).json.result
}

describe('web host over HTTP', () => {
  it('listens on 127.0.0.1 and reports that address', async () => {
    expect(web.port).toBeGreaterThan(0)
    expect(web.url).toBe(`http://127.0.0.1:${web.port}`)
    expect(web.gmUrl).toBe(`http://127.0.0.1:${web.port}/?token=${token}`)
    expect(web.boardUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${web.port}/board\\?key=[\\w-]{16}$`))
  })

  // On Linux all of 127/8 is loopback: a server on 0.0.0.0 would answer 127.0.0.2, one on 127.0.0.1 refuses.
  it.skipIf(process.platform !== 'linux')('refuses connections on any other address than 127.0.0.1', async () => {
    const code = await new Promise<string>((resolve) => {
      const socket = tcpConnect({ host: '127.0.0.2', port: web.port })
      socket.once('connect', () => (socket.destroy(), resolve('connected')))
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
    })
    expect(code).toBe('ECONNREFUSED')
  })

  it('answers 401 for the GM panel without a token', async () => {
    const answer = await httpRequest(web.port, '/')
    expect(answer.status).toBe(401)
    expect(answer.body).not.toContain(indexHtml)
  })

  it('answers 401 for the GM panel with a wrong token (also one of the same length)', async () => {
    expect((await httpRequest(web.port, '/?token=wrong')).status).toBe(401)
    expect((await httpRequest(web.port, `/?token=${'x'.repeat(token.length)}`)).status).toBe(401)
    expect((await httpRequest(web.port, `/index.html?token=${token.slice(0, -1)}`)).status).toBe(401)
  })

  it('serves the GM panel with the token, under a strict content security policy', async () => {
    const answer = await httpRequest(web.port, `/?token=${token}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toBe(indexHtml)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    // The one policy the desktop app's page protocol sends too.
    expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy)
    expect(contentSecurityPolicy).toContain("default-src 'self'")
    expect(contentSecurityPolicy).toContain("script-src 'self'")
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'")
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
  })

  it('serves the board without a token', async () => {
    const answer = await httpRequest(web.port, '/board')
    expect(answer.status).toBe(200)
    expect(answer.body).toBe(boardHtml)
  })

  it('serves a built asset with its content type', async () => {
    const answer = await httpRequest(web.port, '/assets/x.js')
    expect(answer.status).toBe(200)
    expect(answer.body).toBe(assetJs)
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
  })

  it('answers 404 for a missing asset and an unknown path', async () => {
    expect((await httpRequest(web.port, '/assets/missing.js')).status).toBe(404)
    expect((await httpRequest(web.port, '/admin')).status).toBe(404)
  })

  const traversals = [
    '/assets/../../etc/passwd',
    '/assets/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fetc%2fpasswd',
    '/assets/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/assets/../../secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/assets/..\\..\\secret.txt'
  ]
  for (const path of traversals) {
    it(`answers 404 to the path traversal ${path} and leaks nothing`, async () => {
      const answer = await httpRequest(web.port, path)
      expect(answer.status).toBe(404)
      expect(answer.body).toBe('not found')
    })
  }

  it('answers 405 to POST (the web host is read-only over HTTP)', async () => {
    expect((await httpRequest(web.port, `/?token=${token}`, { method: 'POST' })).status).toBe(405)
    expect((await httpRequest(web.port, '/board', { method: 'PUT' })).status).toBe(405)
  })

  it('answers 403 to a foreign Host header (DNS rebinding), even with the token', async () => {
    const answer = await httpRequest(web.port, `/?token=${token}`, { headers: { Host: `evil.example:${web.port}` } })
    expect(answer.status).toBe(403)
    expect(answer.body).toBe('forbidden host')
  })

  it('accepts Host localhost on its own port', async () => {
    expect((await httpRequest(web.port, '/board', { headers: { Host: `localhost:${web.port}` } })).status).toBe(200)
  })
})

describe('web host against crafted requests', () => {
  const upgrade = 'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n'

  it('answers 400 to a request target that is not a URL, and keeps serving', async () => {
    const status = await rawRequest(web.port, `GET http://[oops/ HTTP/1.1\r\nHost: 127.0.0.1:${web.port}\r\nConnection: close\r\n\r\n`)
    expect(status).toBe('HTTP/1.1 400 Bad Request')
    expect((await httpRequest(web.port, '/board')).status).toBe(200)
  })

  it('refuses a socket upgrade whose target is not a URL (400), and keeps serving', async () => {
    const status = await rawRequest(web.port, `GET http://[oops/ HTTP/1.1\r\nHost: 127.0.0.1:${web.port}\r\n${upgrade}\r\n`)
    expect(status).toBe('HTTP/1.1 400 Bad Request')
    expect((await httpRequest(web.port, '/board')).status).toBe(200)
  })

  it('refuses a socket upgrade with a malformed Host header (403), and keeps serving', async () => {
    const status = await rawRequest(web.port, `GET /ws/board HTTP/1.1\r\nHost: exa mple\r\n${upgrade}\r\n`)
    expect(status).toBe('HTTP/1.1 403 Forbidden')
    expect((await httpRequest(web.port, '/board')).status).toBe(200)
  })
})

describe('web host GM socket', () => {
  it('refuses the GM socket without a token (401)', async () => {
    expect(await connect(gmUrl(''), sameOrigin())).toEqual({ ok: false, status: 401 })
  })

  it('refuses the GM socket with a wrong token (401)', async () => {
    expect(await connect(gmUrl('?token=nope'), sameOrigin())).toEqual({ ok: false, status: 401 })
  })

  it('refuses the GM socket from a foreign Origin even with the token (403)', async () => {
    expect(await connect(gmUrl(), { Origin: 'http://evil.example' })).toEqual({ ok: false, status: 403 })
  })

  it('refuses the GM socket under a foreign Host header (403)', async () => {
    expect(await connect(gmUrl(), { Host: `evil.example:${web.port}` })).toEqual({ ok: false, status: 403 })
  })

  it('refuses a socket on an unknown path (404)', async () => {
    expect(await connect(`ws://127.0.0.1:${web.port}/ws/admin?token=${token}`)).toEqual({ ok: false, status: 404 })
  })

  it('answers a state request with the host state', async () => {
    const gm = await open(gmUrl(), sameOrigin())
    const state = (await call(gm, 1, 'state')) as HostState
    expect(state).toEqual(JSON.parse(JSON.stringify(await host.state())))
    expect(state.path).toMatch(/demo-.*\.overseer$/)
    expect(state.gm?.head).toBe(0)
    expect(hpOf(state, 'saber')).toBe(60)
  })

  it('dispatches a valid command: answers {ok: true} and pushes the new state', async () => {
    const gm = await open(gmUrl(), sameOrigin())
    const result = await call(gm, 2, 'dispatch', [{ type: 'actor.adjust', actor: 'saber', hp: -5 }])
    expect(result).toEqual({ ok: true })
    const push = await gm.inbox.next((m) => m.json.event === 'state' && (m.json.payload as HostState).gm?.head === 1)
    expect(hpOf(push.json.payload as HostState, 'saber')).toBe(55)
    expect(hpOf(await host.state(), 'saber')).toBe(55)
  })

  it('passes a refused command back with its reason', async () => {
    const gm = await open(gmUrl(), sameOrigin())
    expect(await call(gm, 3, 'dispatch', [{ type: 'actor.adjust', actor: 'nobody', hp: -5 }])).toMatchObject({
      ok: false,
      error: 'unknown actor "nobody"'
    })
    expect((await host.state()).gm?.head).toBe(0)
  })

  it('answers a request for an unknown method with {ok: false} and keeps serving', async () => {
    const gm = await open(gmUrl(), sameOrigin())
    gm.ws.send(JSON.stringify({ method: 'rm -rf' }))
    const answer = await gm.inbox.answer(-1)
    expect(answer.json.result).toMatchObject({ ok: false })
    expect((answer.json.result as { error: string }).error).toMatch(/^the request failed: bad request: /)
    expect(((await call(gm, 4, 'state')) as HostState).gm?.head).toBe(0)
  })

  it('answers a message that is not JSON with {ok: false} and keeps serving', async () => {
    const gm = await open(gmUrl(), sameOrigin())
    gm.ws.send('this is not json {')
    const answer = await gm.inbox.answer(-1)
    expect(answer.json.result).toMatchObject({ ok: false })
    expect(((await call(gm, 5, 'state')) as HostState).path).toBe((await host.state()).path)
  })

  it('refuses a known method smuggled with extra fields (strict requests)', async () => {
    const gm = await open(gmUrl(), sameOrigin())
    gm.ws.send(JSON.stringify({ id: 6, method: 'close', args: [], then: 'rm -rf' }))
    const answer = await gm.inbox.answer(-1)
    expect(answer.json.result).toMatchObject({ ok: false })
    expect((await host.state()).path).not.toBeNull()
  })

  it('refuses an argument a method does not take, before the host runs it', async () => {
    const gm = await open(gmUrl(), sameOrigin())
    expect(await call(gm, 7, 'close', ['unexpected'])).toMatchObject({ ok: false, why: { key: 'host.tooManyArguments', params: { given: 1, max: 0 } } })
    expect(await call(gm, 8, 'dispatch', [{ type: 'actor.adjust', actor: 'saber', hp: -5 }, 'unexpected'])).toMatchObject({ ok: false, why: { key: 'host.tooManyArguments' } })
    expect((await host.state()).path).not.toBeNull()
    expect((await host.state()).gm?.head).toBe(0)
  })
})

describe('web host board socket', () => {
  it('connects without a token and receives the board picture at once', async () => {
    const board = await open(boardUrl())
    const first = await board.inbox.next((m) => m.json.event === 'board')
    expect(first.json).toEqual({ event: 'board', payload: JSON.parse(JSON.stringify(await host.board())) })
    const view = (first.json.payload as { view: { campaign: string; teams: unknown[] } }).view
    expect(view.campaign).toBe('서린 성배전쟁 (데모)')
    expect(view.teams).toHaveLength(4)
  })

  it('receives board pushes but no state pushes and no GM-only data', async () => {
    const board = await open(boardUrl())
    await board.inbox.next((m) => m.json.event === 'board')
    const gm = await open(gmUrl(), sameOrigin())
    expect(await call(gm, 7, 'dispatch', [{ type: 'actor.adjust', actor: 'saber', hp: -5 }])).toEqual({ ok: true })
    expect(await call(gm, 8, 'dispatch', [{ type: 'board.announce', text: 'A flash of steel at the port' }])).toEqual({ ok: true })
    await board.inbox.next((m) => m.text.includes('A flash of steel at the port'))
    // The GM socket's own state push proves the host emitted one; let the board socket catch up too.
    await gm.inbox.next((m) => m.json.event === 'state')
    await new Promise((resolve) => setTimeout(resolve, 50))

    expect(board.inbox.messages.length).toBe(3)
    for (const { json, text } of board.inbox.messages) {
      expect(json.event).toBe('board')
      expect(text).not.toContain('"context"')
      expect(text).not.toContain('trueName')
      expect(text).not.toContain('Roland') // Saber's true name, not revealed in the demo
      expect(text).not.toContain('workshop')
      expect(text).not.toContain('"hp"')
      expect(text).not.toContain('commandSeals')
    }
  })

  it('closes the board socket when the board sends anything (read-only)', async () => {
    const board = await open(boardUrl())
    await board.inbox.next((m) => m.json.event === 'board')
    const done = closed(board.ws)
    board.ws.send(JSON.stringify({ id: 1, method: 'dispatch', args: [{ type: 'actor.adjust', actor: 'saber', hp: -60 }] }))
    expect(await done).toEqual({ code: 1008, reason: 'the board is read-only' })
    expect(hpOf(await host.state(), 'saber')).toBe(60)
  })

  it('refuses the board socket from a foreign Origin (403)', async () => {
    expect(await connect(boardUrl(), { Origin: 'http://evil.example' })).toEqual({ ok: false, status: 403 })
  })
})
