import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mkdir, writeFile } from 'node:fs/promises'
import { connect as tcpConnect } from 'node:net'
import { join } from 'node:path'
import type WebSocket from 'ws'
import type { OverseerHost } from '../../../src/host/host'
import { startWebHost, type WebHost } from '../../../src/host/web/server'
import { defaultPlayersLimits, teamCloseCodes } from '../../../src/host/players/players-listener'
import { TeamLinks } from '../../../src/host/players/team-links'
import type { PlayersStatus } from '../../../src/shared/players'
import { inEnglish } from '../../../src/shared/message'
import { tempFolder, testHost } from '../helpers'
import { closed, connect, httpRequest, type Connection } from '../socket-client'
import { closeFrame, frame, rawWebSocket } from '../raw-socket'

// Issue 18: the players' door is a second listener, opened only by the GM's switch, that serves the
// team pages and their sockets and nothing of the GM's. Every server here listens on 127.0.0.1.

const gmToken = 'players-door-gm-token-0123'
let cleanup: () => Promise<void>
let host: OverseerHost
let web: WebHost
const loopback = { name: 'lo', address: '127.0.0.1', internal: true }

async function staticFolder(dir: string): Promise<string> {
  const staticDir = join(dir, 'static')
  await mkdir(join(staticDir, 'assets'), { recursive: true })
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>GM</title><script src="/assets/index-gm1.js"></script>')
  await writeFile(join(staticDir, 'board.html'), '<!doctype html><title>Board</title><script src="/assets/board-b1.js"></script>')
  await writeFile(join(staticDir, 'team.html'), '<!doctype html><title>Team</title><script src="/assets/team-t1.js"></script><link href="/assets/team-t1.css">')
  await writeFile(join(staticDir, 'assets', 'index-gm1.js'), 'import"./shared-s1.js";gm()')
  await writeFile(join(staticDir, 'assets', 'board-b1.js'), 'import"./shared-s1.js";board()')
  await writeFile(join(staticDir, 'assets', 'team-t1.js'), 'import"./shared-s1.js";team()')
  await writeFile(join(staticDir, 'assets', 'team-t1.css'), 'body{background:url(./font-f1.woff2)}')
  await writeFile(join(staticDir, 'assets', 'shared-s1.js'), 'shared()')
  await writeFile(join(staticDir, 'assets', 'font-f1.woff2'), 'font')
  return staticDir
}

async function start(players: Parameters<typeof startWebHost>[0]['players'] = {}): Promise<void> {
  const temp = await tempFolder('players-door')
  cleanup = temp.cleanup
  const staticDir = await staticFolder(temp.dir)
  host = testHost(join(temp.dir, 'data'))
  await host.start()
  web = await startWebHost({ host, staticDir, port: 0, token: gmToken, players: { addresses: () => [loopback], ...players } })
}

afterEach(async () => {
  await web.close()
  await host.shutdown()
  await cleanup()
})

const players = async (): Promise<PlayersStatus> => (await host.state()).players
const tokenOf = (url: string): string => url.slice(url.indexOf('#') + 1)

async function open(board = false): Promise<PlayersStatus> {
  expect(await host.setPlayersJoin({ on: true, address: '127.0.0.1', board })).toEqual({ ok: true })
  return players()
}

function teamSocket(status: PlayersStatus, token: string, headers: Record<string, string> = {}): Promise<Connection> {
  return connect(`ws://127.0.0.1:${status.port}/ws/team?token=${encodeURIComponent(token)}`, headers)
}

async function teamPage(status: PlayersStatus, team: string): Promise<{ ws: WebSocket; inbox: Extract<Connection, { ok: true }>['inbox'] }> {
  const link = status.links.find((l) => l.team === team)!
  const connection = await teamSocket(status, tokenOf(link.url))
  if (!connection.ok) throw new Error(`refused with ${connection.status}`)
  return connection
}

function portRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: '127.0.0.1', port }, () => (socket.destroy(), resolve(false)))
    socket.on('error', () => resolve(true))
  })
}

describe('the players-join switch', () => {
  beforeEach(() => start())

  it('is off by default: no second listener, no links, and the machine’s addresses listed to choose from', async () => {
    const status = await players()
    expect(status).toMatchObject({ available: true, on: false, port: null, links: [], addresses: [loopback] })
  })

  it('opens a second listener on the chosen address with one link per team, each at least 128 random bits', async () => {
    const status = await open()
    expect(status.on).toBe(true)
    expect(status.port).not.toBe(web.port)
    expect(status.links.map((l) => l.team)).toEqual(['red', 'blue', 'green', 'violet'])
    for (const link of status.links) {
      expect(link.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${status.port}/team#[A-Za-z0-9_-]+$`))
      expect(Buffer.from(tokenOf(link.url), 'base64url').byteLength * 8).toBeGreaterThanOrEqual(128)
      expect(link.qr.size).toBeGreaterThan(20)
      expect(link.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/)
    }
    expect(new Set(status.links.map((l) => l.url)).size).toBe(4)
  })

  it('refuses an address this machine does not have, and asks for one when none was chosen', async () => {
    const refused = await host.setPlayersJoin({ on: true, address: '10.9.8.7' })
    expect(refused.ok || inEnglish(refused.why)).toMatch(/10\.9\.8\.7 is not an address of this machine/)
    const none = await host.setPlayersJoin({ on: true })
    expect(none.ok || inEnglish(none.why)).toMatch(/choose the network address/)
    expect((await players()).on).toBe(false)
  })

  it('turning it off closes the listener and disconnects every team at once', async () => {
    const status = await open()
    const red = await teamPage(status, 'red')
    const closing = closed(red.ws)
    expect(await host.setPlayersJoin({ on: false })).toEqual({ ok: true })
    expect((await closing).code).toBe(teamCloseCodes.doorClosed)
    expect(await portRefused(status.port!)).toBe(true)
    expect(await players()).toMatchObject({ on: false, links: [] })
  })

  it('turning it off and on again keeps every team’s link: a phone’s old token works again, and only a new link changes one', async () => {
    const before = await open()
    expect(await host.setPlayersJoin({ on: false })).toEqual({ ok: true })
    const offToken = await teamSocket(before, tokenOf(before.links[0].url)).catch(() => ({ ok: false as const, status: 0 }))
    expect(offToken.ok).toBe(false)
    const after = await open()
    expect(after.links.map((l) => tokenOf(l.url))).toEqual(before.links.map((l) => tokenOf(l.url)))
    const red = await teamPage(after, 'red')
    expect((await red.inbox.next((m) => m.json.event === 'team')).json.payload).toMatchObject({ view: { team: { id: 'red' } } })
    red.ws.close()
    expect(await host.issueTeamLink('blue')).toEqual({ ok: true })
    expect(await host.setPlayersJoin({ on: false })).toEqual({ ok: true })
    const again = await open()
    const blueNow = tokenOf(again.links.find((l) => l.team === 'blue')!.url)
    expect(blueNow).not.toBe(tokenOf(before.links.find((l) => l.team === 'blue')!.url))
    expect(again.links.filter((l) => l.team !== 'blue').map((l) => l.url)).toEqual(after.links.filter((l) => l.team !== 'blue').map((l) => l.url))
  })

  it('a team whose link the GM revoked while the door was on gets a new one when the door opens again', async () => {
    const before = await open()
    expect(await host.revokeTeamLink('green')).toEqual({ ok: true })
    expect(await host.setPlayersJoin({ on: false })).toEqual({ ok: true })
    const after = await open()
    expect(after.links.map((l) => l.team)).toEqual(['red', 'blue', 'violet', 'green'])
    const green = after.links.find((l) => l.team === 'green')!
    expect(before.links.map((l) => l.url)).not.toContain(green.url)
  })

  it('another campaign opened while the door is off: turning it on gives the new campaign’s teams new links', async () => {
    const before = await open()
    expect(await host.setPlayersJoin({ on: false })).toEqual({ ok: true })
    expect((await host.newFromDemo()).ok).toBe(true)
    const after = await open()
    expect(after.links).toHaveLength(4)
    for (const link of after.links) expect(before.links.map((l) => tokenOf(l.url))).not.toContain(tokenOf(link.url))
  })

  it('lists the production default’s addresses (the system’s own), loopback among them', async () => {
    await web.close()
    await host.shutdown()
    await cleanup()
    const temp = await tempFolder('players-door-default')
    cleanup = temp.cleanup
    host = testHost(join(temp.dir, 'data'))
    await host.start()
    web = await startWebHost({ host, staticDir: await staticFolder(temp.dir), port: 0, token: gmToken })
    const status = await players()
    expect(status.addresses).toContainEqual(expect.objectContaining({ address: '127.0.0.1', internal: true }))
    expect(await host.setPlayersJoin({ on: true, address: '127.0.0.1' })).toEqual({ ok: true })
    expect((await players()).links).toHaveLength(4)
  })
})

describe('what the players’ listener serves', () => {
  beforeEach(() => start())

  const gmRoutes = ['/', '/index.html', `/?token=${gmToken}`, `/index.html?token=${gmToken}`, '/assets/index-gm1.js', '/board', '/board.html', '/assets/board-b1.js', '/nothing']

  it('serves the team page and only its assets; every GM route is refused, with the GM token or without', async () => {
    const status = await open()
    const hostHeader = { Host: `127.0.0.1:${status.port}` }
    for (const path of ['/team', '/assets/team-t1.js', '/assets/team-t1.css', '/assets/shared-s1.js', '/assets/font-f1.woff2']) {
      expect((await httpRequest(status.port!, path, { headers: hostHeader })).status, path).toBe(200)
    }
    for (const path of gmRoutes) expect((await httpRequest(status.port!, path, { headers: hostHeader })).status, path).toBe(404)
    // The GM listener still serves the GM (loopback, its own port).
    expect((await httpRequest(web.port, `/?token=${gmToken}`)).status).not.toBe(404)
  })

  it('refuses the GM socket, with the right GM token or a team’s token', async () => {
    const status = await open()
    const teamToken = tokenOf(status.links[0].url)
    for (const token of [gmToken, teamToken, '']) {
      const gm = await connect(`ws://127.0.0.1:${status.port}/ws/gm?token=${token}`)
      expect(gm.ok ? 'opened' : gm.status).toBe(404)
    }
    const board = await connect(`ws://127.0.0.1:${status.port}/ws/board`)
    expect(board.ok ? 'opened' : board.status).toBe(404)
  })

  it('serves the board and its socket when the GM allows it, and stops when the GM takes it back', async () => {
    const status = await open(true)
    const hostHeader = { Host: `127.0.0.1:${status.port}` }
    expect(status.boardUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${status.port}/board\\?key=[A-Za-z0-9_-]{16}$`))
    expect((await httpRequest(status.port!, '/board', { headers: hostHeader })).status).toBe(200)
    expect((await httpRequest(status.port!, '/assets/board-b1.js', { headers: hostHeader })).status).toBe(200)
    expect((await httpRequest(status.port!, '/assets/index-gm1.js', { headers: hostHeader })).status).toBe(404)
    const board = await connect(`ws://127.0.0.1:${status.port}/ws/board`)
    if (!board.ok) throw new Error('board refused')
    expect((await board.inbox.next((m) => m.json.event === 'board')).json.payload).toMatchObject({ blank: false })
    const closing = closed(board.ws)
    expect(await host.setPlayersJoin({ on: true, board: false })).toEqual({ ok: true })
    await closing
    expect((await httpRequest(status.port!, '/board', { headers: hostHeader })).status).toBe(404)
    // Taking the board back keeps the teams' links.
    expect((await players()).links.map((l) => l.url)).toEqual(status.links.map((l) => l.url))
  })

  it('refuses a request naming another host (DNS rebinding) and a socket from another origin', async () => {
    const status = await open()
    expect((await httpRequest(status.port!, '/team', { headers: { Host: `evil.example:${status.port}` } })).status).toBe(403)
    const page = await teamSocket(status, tokenOf(status.links[0].url), { Origin: 'http://evil.example' })
    expect(page.ok ? 'opened' : page.status).toBe(403)
  })
})

describe('board slots on the players’ door', () => {
  it("a client without the board's key that takes every open board slot leaves the board address its own", async () => {
    await start({ limits: { maxBoardSockets: 3, boardsPerAddress: 3, maxKeyedBoardSockets: 1 } })
    const status = await open(true)
    const boardSocket = (query = '', headers: Record<string, string> = {}): ReturnType<typeof connect> =>
      connect(`ws://127.0.0.1:${status.port}/ws/board${query}`, headers)
    const squatters = [await boardSocket(), await boardSocket(), await boardSocket()]
    expect(squatters.map((s) => s.ok)).toEqual([true, true, true])
    expect(await boardSocket()).toEqual({ ok: false, status: 503 })
    expect(await boardSocket('?key=not-the-key-0123')).toEqual({ ok: false, status: 503 })
    // The spare screen opens the address the GM window shows: its page hands the key to its socket as a cookie.
    const boardUrl = new URL(status.boardUrl!)
    const page = await httpRequest(status.port!, boardUrl.pathname + boardUrl.search, { headers: { Host: `127.0.0.1:${status.port}` } })
    expect(page.status).toBe(200)
    const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0]
    expect(cookie).toMatch(/^overseer-board-\d+=/)
    const screen = await boardSocket('', { Cookie: cookie })
    expect(screen.ok).toBe(true)
    if (screen.ok) expect((await screen.inbox.next((m) => m.json.event === 'board')).json).toHaveProperty('payload')
    for (const s of [...squatters, screen]) if (s.ok) s.ws.terminate()
  })
})

describe('team links and the team socket', () => {
  it('a team page receives its own view at once and on every change, and seals its own declaration', async () => {
    await start()
    await host.dispatch({ type: 'turn.start' })
    const status = await open()
    const red = await teamPage(status, 'red')
    const first = await red.inbox.next((m) => m.json.event === 'team')
    expect(first.json.payload).toMatchObject({ locale: 'ko', view: { team: { id: 'red' }, prompt: { kind: 'warTurn', open: true } } })
    red.ws.send(JSON.stringify({ id: 1, command: { type: 'turn.declare', actor: 'saber', action: 'investigate', regions: ['port'] } }))
    expect((await red.inbox.answer(1)).json.result).toEqual({ ok: true })
    await red.inbox.next((m) => m.json.event === 'team' && JSON.stringify(m.json.payload).includes('"investigate"'))
    expect((await host.state()).gm!.submittedByTeam).toEqual({ saber: 'red' })
    red.ws.send(JSON.stringify({ id: 2, command: { type: 'turn.declare', actor: 'lancer', action: 'rest', regions: [] } }))
    const refused = (await red.inbox.answer(2)).json.result as { ok: boolean; error: string }
    expect(refused.ok).toBe(false)
    red.ws.close()
  })

  it('another team’s change pushes nothing to a team whose view it does not change', async () => {
    await start()
    await host.dispatch({ type: 'turn.start' })
    const status = await open()
    const red = await teamPage(status, 'red')
    const blue = await teamPage(status, 'blue')
    await red.inbox.next((m) => m.json.event === 'team')
    await blue.inbox.next((m) => m.json.event === 'team')
    blue.ws.send(JSON.stringify({ id: 1, command: { type: 'turn.declare', actor: 'lancer', action: 'investigate', regions: ['church'] } }))
    expect((await blue.inbox.answer(1)).json.result).toEqual({ ok: true })
    await blue.inbox.next((m) => m.json.event === 'team' && JSON.stringify(m.json.payload).includes('"church"'))
    // The board shows that blue sealed (as it did before), so red's board picture changes; nothing of blue's choice reaches red.
    for (const m of red.inbox.messages) expect(m.text).not.toContain('"church"]')
    red.ws.close()
    blue.ws.close()
  })

  it('refuses an unknown or mistyped token, and every token while players joining is off', async () => {
    await start()
    const status = await open()
    const token = tokenOf(status.links[0].url)
    for (const wrong of ['', 'x', `${token}x`, token.slice(0, -1), gmToken]) {
      const page = await teamSocket(status, wrong)
      expect(page.ok ? 'opened' : page.status, wrong).toBe(401)
    }
  })

  it('a revoked link’s page is disconnected at once; a re-issued link works and the old token does not', async () => {
    await start()
    const status = await open()
    const red = await teamPage(status, 'red')
    const blue = await teamPage(status, 'blue')
    const oldToken = tokenOf(status.links[0].url)
    const closing = closed(red.ws)
    expect(await host.revokeTeamLink('red')).toEqual({ ok: true })
    expect((await closing).code).toBe(teamCloseCodes.revoked)
    expect((await players()).links.map((l) => l.team)).toEqual(['blue', 'green', 'violet'])
    expect(blue.ws.readyState).toBe(blue.ws.OPEN)
    const gone = await teamSocket(status, oldToken)
    expect(gone.ok ? 'opened' : gone.status).toBe(401)
    expect(await host.issueTeamLink('red')).toEqual({ ok: true })
    const reissued = (await players()).links.find((l) => l.team === 'red')!
    expect(tokenOf(reissued.url)).not.toBe(oldToken)
    const again = await teamPage(await players(), 'red')
    expect((await again.inbox.next((m) => m.json.event === 'team')).json.payload).toMatchObject({ view: { team: { id: 'red' } } })
    again.ws.close()
    blue.ws.close()
  })

  it('refuses links for a team the campaign does not have, revoking one never issued, and links while the door is closed', async () => {
    await start()
    const closedDoor = await host.issueTeamLink('red')
    expect(closedDoor.ok || inEnglish(closedDoor.why)).toMatch(/turn on “players join” first/)
    await open()
    const unknown = await host.issueTeamLink('nobody')
    expect(unknown.ok || inEnglish(unknown.why)).toMatch(/no team nobody/)
    await host.revokeTeamLink('red')
    const twice = await host.revokeTeamLink('red')
    expect(twice.ok || inEnglish(twice.why)).toMatch(/red has no link/)
  })

  it('another campaign opened: the old links stop working and its own teams get new ones', async () => {
    await start()
    const status = await open()
    const red = await teamPage(status, 'red')
    const closing = closed(red.ws)
    expect((await host.newFromDemo()).ok).toBe(true)
    expect((await closing).code).toBe(teamCloseCodes.revoked)
    const now = await players()
    expect(now.links).toHaveLength(4)
    for (const link of now.links) expect(status.links.map((l) => l.url)).not.toContain(link.url)
  })

  it('shows how many pages of each team are connected, and caps them per team', async () => {
    await start({ limits: { perTeam: 2 } })
    const status = await open()
    const first = await teamPage(status, 'red')
    const second = await teamPage(status, 'red')
    await expect.poll(async () => (await players()).links.find((l) => l.team === 'red')!.connected).toBe(2)
    const third = await teamSocket(status, tokenOf(status.links[0].url))
    expect(third.ok ? 'opened' : third.status).toBe(503)
    const blue = await teamPage(status, 'blue')
    first.ws.close()
    second.ws.close()
    blue.ws.close()
    await expect.poll(async () => (await players()).links.every((l) => l.connected === 0)).toBe(true)
  })

  it('limits how fast one link may submit; what is over the limit is refused and not run', async () => {
    await start({ rate: { burst: 3, perSecond: 0 } })
    await host.dispatch({ type: 'turn.start' })
    const status = await open()
    const red = await teamPage(status, 'red')
    for (let id = 1; id <= 4; id++) red.ws.send(JSON.stringify({ id, command: { type: 'turn.declare', actor: 'saber', action: 'daily', regions: ['port'] } }))
    const results = await Promise.all([1, 2, 3, 4].map(async (id) => (await red.inbox.answer(id)).json.result as { ok: boolean; error?: string }))
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false])
    expect(results[3].error).toMatch(/too many submissions/)
    // Another team's allowance is its own.
    const blue = await teamPage(status, 'blue')
    blue.ws.send(JSON.stringify({ id: 1, command: { type: 'turn.declare', actor: 'lancer', action: 'daily', regions: ['port'] } }))
    expect((await blue.inbox.answer(1)).json.result).toEqual({ ok: true })
    red.ws.close()
    blue.ws.close()
  })

  it('never writes a token to the console', async () => {
    const lines: string[] = []
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) => vi.spyOn(console, name).mockImplementation((...args) => void lines.push(args.join(' '))))
    try {
      await start()
      const status = await open()
      const red = await teamPage(status, 'red')
      await teamSocket(status, 'wrong-token')
      await host.revokeTeamLink('red')
      await closed(red.ws)
      for (const link of status.links) for (const line of lines) expect(line).not.toContain(tokenOf(link.url))
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
  })
})

describe('malformed frames and submissions on the team socket (the GM socket’s hardening)', () => {
  beforeEach(() => start())

  const attacks: { name: string; bytes: () => Buffer; code: number }[] = [
    { name: 'a reserved opcode (0x3)', bytes: () => frame(0x3, Buffer.from('hi')), code: 1002 },
    { name: 'an unmasked frame', bytes: () => frame(0x1, Buffer.from('hi'), { masked: false }), code: 1002 },
    { name: 'invalid UTF-8 in a text frame', bytes: () => frame(0x1, Buffer.from([0x7b, 0xff, 0xfe, 0x7d])), code: 1007 },
    { name: 'close code 999', bytes: () => closeFrame(999), code: 1002 },
    { name: 'a 20 KB message', bytes: () => frame(0x1, Buffer.alloc(20 * 1024, 0x61)), code: 1009 }
  ]

  for (const attack of attacks) {
    it(`${attack.name} closes that socket with ${attack.code}; the door and the host go on`, async () => {
      await host.dispatch({ type: 'turn.start' })
      const status = await open()
      const token = tokenOf(status.links[0].url)
      const raw = await rawWebSocket(status.port!, `/ws/team?token=${token}`)
      raw.write(attack.bytes())
      expect(await raw.closeCode()).toBe(attack.code)
      raw.destroy()
      const red = await teamPage(await players(), 'red')
      red.ws.send(JSON.stringify({ id: 1, command: { type: 'turn.declare', actor: 'saber', action: 'daily', regions: ['port'] } }))
      expect((await red.inbox.answer(1)).json.result).toEqual({ ok: true })
      red.ws.close()
    })
  }

  it('a submission that is not JSON, not an object, nests too deep or carries an unknown command is answered with a refusal', async () => {
    await host.dispatch({ type: 'turn.start' })
    const red = await teamPage(await open(), 'red')
    const before = JSON.stringify((await host.state()).gm)
    const bad = ['not json', '42', '{"id":1}', '{"id":1,"command":{"type":"turn.resolve"},"extra":1}', `{"id":1,"command":${'['.repeat(200)}${']'.repeat(200)}}`, '{"id":1,"command":{"type":"turn.resolve"}}', '{"id":1,"command":{"type":"campaign.rename","name":"x"}}']
    for (const text of bad) {
      red.ws.send(text)
      const answer = await red.inbox.next((m) => m.json.result !== undefined && !red.inbox.messages.slice(0, -1).includes(m))
      expect((answer.json.result as { ok: boolean }).ok, text).toBe(false)
      red.inbox.messages.length = 0
    }
    expect(JSON.stringify((await host.state()).gm)).toBe(before)
    red.ws.close()
  })
})

describe('the link is the key: it dies when it should', () => {
  const declare = (id: number, actor: string): Buffer =>
    frame(0x1, Buffer.from(JSON.stringify({ id, command: { type: 'turn.declare', actor, action: id % 2 ? 'rest' : 'investigate', regions: id % 2 ? [] : ['port'] } })))
  const head = async (): Promise<number> => (await host.state()).gm!.head
  // The close frame arrives before the server has read what the client wrote after it: wait for the server to cut the connection.
  const cut = async (raw: Awaited<ReturnType<typeof rawWebSocket>>): Promise<number | null> => {
    const code = await raw.closeCode(5000)
    if (!raw.socket.destroyed) await new Promise((resolve) => raw.socket.once('close', resolve))
    return code
  }

  it('T.1: a revoked link’s client that ignores the close frame and keeps sending has 0 of 15 declarations applied after the revoke', async () => {
    await start()
    await host.dispatch({ type: 'turn.start' })
    const status = await open()
    const raw = await rawWebSocket(status.port!, `/ws/team?token=${tokenOf(status.links[0].url)}`)
    // The link works until the revoke: its first declaration applies.
    raw.write(declare(0, 'saber'))
    await expect.poll(async () => (await host.state()).gm!.submittedByTeam).toEqual({ saber: 'red' })
    const before = await head()
    expect(await host.revokeTeamLink('red')).toEqual({ ok: true })
    // This client never answers the close frame; it writes 15 declarations as fast as it can.
    for (let id = 1; id <= 15; id++) raw.write(declare(id, id % 2 ? 'm-haneul' : 'saber'))
    expect(await cut(raw)).toBe(teamCloseCodes.revoked)
    expect(await head()).toBe(before)
    expect((await host.state()).gm!.submittedByTeam).toEqual({ saber: 'red' })
    expect((await players()).links.find((l) => l.team === 'red')).toBeUndefined()
    raw.destroy()
  })

  it('T.1: a replaced link stops at once, and its dying socket gets no fresh allowance from the new link', async () => {
    await start({ rate: { burst: 2, perSecond: 0 } })
    await host.dispatch({ type: 'turn.start' })
    const status = await open()
    const raw = await rawWebSocket(status.port!, `/ws/team?token=${tokenOf(status.links[0].url)}`)
    expect(await host.issueTeamLink('red')).toEqual({ ok: true })
    const before = await head()
    for (let id = 1; id <= 6; id++) raw.write(declare(id, 'saber'))
    expect(await cut(raw)).toBe(teamCloseCodes.revoked)
    expect(await head()).toBe(before)
    // The new link has its own allowance, untouched by the old one.
    const red = await teamPage(await players(), 'red')
    for (let id = 1; id <= 2; id++) {
      red.ws.send(JSON.stringify({ id, command: { type: 'turn.declare', actor: 'saber', action: 'rest', regions: [] } }))
      expect((await red.inbox.answer(id)).json.result).toEqual({ ok: true })
    }
    red.ws.close()
    raw.destroy()
  })

  it('T.1: a submission already on its way when the link dies is asked again right before it applies, and changes nothing', async () => {
    await start()
    await host.dispatch({ type: 'turn.start' })
    const before = await head()
    const refused = await host.teamDispatch('red', { type: 'turn.declare', actor: 'saber', action: 'rest', regions: [] }, () => false)
    expect(refused.ok || inEnglish(refused.why)).toMatch(/this link no longer works/)
    expect(await head()).toBe(before)
  })

  it('a link made in one campaign finds nobody in another, even before the door renews the links', () => {
    let campaign: string | null = '/campaigns/a.json'
    const links = new TeamLinks(() => undefined, undefined, () => campaign)
    links.setPlayersJoin(true)
    const { token } = links.issue('red')
    expect(links.teamOf(token)).toBe('red')
    campaign = '/campaigns/b.json'
    expect(links.teamOf(token)).toBeNull()
    campaign = null
    expect(links.teamOf(token)).toBeNull()
  })

  it('an old link never acts in a campaign opened after it: its open socket is cut and its token refused there', async () => {
    await start()
    const status = await open()
    const raw = await rawWebSocket(status.port!, `/ws/team?token=${tokenOf(status.links[0].url)}`)
    expect((await host.newFromDemo()).ok).toBe(true)
    await host.dispatch({ type: 'turn.start' })
    const before = await head()
    for (let id = 1; id <= 5; id++) raw.write(declare(id, 'saber'))
    expect(await cut(raw)).toBe(teamCloseCodes.revoked)
    expect(await head()).toBe(before)
    const old = await teamSocket(status, tokenOf(status.links[0].url))
    expect(old.ok ? 'opened' : old.status).toBe(401)
    raw.destroy()
  })

  it('a removed team’s link dies with it; the team made again with the same id gets a new link, and the old one opens nothing', async () => {
    await start()
    const status = await open()
    const oldToken = tokenOf(status.links[0].url)
    const red = await teamPage(status, 'red')
    const closing = closed(red.ws)
    const team = (await host.state()).gm!.context.campaign.teams.find((t) => t.id === 'red')!
    expect((await host.dispatch({ type: 'edit.team.remove', team: 'red' })).ok).toBe(true)
    expect((await closing).code).toBe(teamCloseCodes.revoked)
    expect((await players()).links.map((l) => l.team)).toEqual(['blue', 'green', 'violet'])
    const removed = await teamSocket(status, oldToken)
    expect(removed.ok ? 'opened' : removed.status).toBe(401)
    // Made again (undo brings it back): it has no link until the GM gives one, and that one is new.
    expect((await host.undo()).ok).toBe(true)
    expect((await host.state()).gm!.context.campaign.teams.map((t) => t.id)).toContain(team.id)
    expect((await players()).links.map((l) => l.team)).not.toContain('red')
    const stillOld = await teamSocket(status, oldToken)
    expect(stillOld.ok ? 'opened' : stillOld.status).toBe(401)
    expect(await host.issueTeamLink('red')).toEqual({ ok: true })
    expect(tokenOf((await players()).links.find((l) => l.team === 'red')!.url)).not.toBe(oldToken)
  })
})

describe('heartbeats both ways', () => {
  it('a half-open team socket (nothing answered, nothing closed) is cut within two heartbeats, and the GM’s count drops with it', async () => {
    await start({ limits: { heartbeatMs: 100 } })
    const status = await open()
    const token = tokenOf(status.links[0].url)
    // A raw client never answers a ping: like a phone whose Wi-Fi drops every frame.
    const raw = await rawWebSocket(status.port!, `/ws/team?token=${token}`)
    const healthy = await teamPage(status, 'red')
    await expect.poll(async () => (await players()).links.find((l) => l.team === 'red')!.connected).toBe(2)
    await new Promise((resolve) => (raw.socket.destroyed ? resolve(null) : raw.socket.once('close', resolve)))
    await expect.poll(async () => (await players()).links.find((l) => l.team === 'red')!.connected).toBe(1)
    // The ws client answers pings by itself: it is still there after many heartbeats.
    expect(healthy.ws.readyState).toBe(healthy.ws.OPEN)
    healthy.ws.close()
  })

  it('with the production heartbeat (every 5 s) a silent phone is off the GM’s count within two beats', async () => {
    await start()
    const status = await open()
    const raw = await rawWebSocket(status.port!, `/ws/team?token=${tokenOf(status.links[0].url)}`)
    await expect.poll(async () => (await players()).links.find((l) => l.team === 'red')!.connected).toBe(1)
    await expect
      .poll(async () => (await players()).links.find((l) => l.team === 'red')!.connected, { timeout: 2 * defaultPlayersLimits.heartbeatMs + 3000, interval: 250 })
      .toBe(0)
    raw.destroy()
  })

  it('answers a team page’s own ping with a pong (a browser cannot send ping frames)', async () => {
    await start()
    const red = await teamPage(await open(), 'red')
    red.ws.send(JSON.stringify({ ping: 7 }))
    expect((await red.inbox.next((m) => m.json.pong !== undefined)).json).toEqual({ pong: 7 })
    red.ws.close()
  })
})

/** A data folder that keeps the door, and a function that starts a host and web host on it (one run of the app). */
async function keptRun(name: string): Promise<() => Promise<void>> {
  const temp = await tempFolder(name)
  cleanup = temp.cleanup
  const staticDir = await staticFolder(temp.dir)
  const dataDir = join(temp.dir, 'data')
  return async () => {
    host = testHost(dataDir)
    await host.start()
    web = await startWebHost({ host, staticDir, port: 0, token: gmToken, players: { addresses: () => [loopback], keeping: { dataDir } } })
  }
}

describe('links survive a restart', () => {
  it('the door comes back on, on the same address and port, with every team’s same link; a phone’s token works again without a rescan', async () => {
    const run = await keptRun('players-kept')
    await run()
    const before = await open()
    const red = await teamPage(before, 'red')
    const closing = closed(red.ws)
    await web.close()
    // A page is told the host restarts (it keeps trying its link), not that the door closed.
    expect((await closing).code).toBe(teamCloseCodes.restarting)
    await host.shutdown()
    await run()
    const after = await players()
    expect(after).toMatchObject({ on: true, address: '127.0.0.1', port: before.port })
    expect(after.links.map((l) => l.url)).toEqual(before.links.map((l) => l.url))
    const again = await teamPage(after, 'red')
    expect((await again.inbox.next((m) => m.json.event === 'team')).json.payload).toMatchObject({ view: { team: { id: 'red' } } })
    again.ws.close()
  })

  it('a door the GM turned off stays off after a restart, with its address still chosen', async () => {
    const run = await keptRun('players-kept-off')
    await run()
    await open()
    expect(await host.setPlayersJoin({ on: false })).toEqual({ ok: true })
    await web.close()
    await host.shutdown()
    await run()
    expect(await players()).toMatchObject({ on: false, address: '127.0.0.1', links: [] })
  })

  it('a door turned off, then the host restarted, then turned on again gives every team its same link', async () => {
    const run = await keptRun('players-kept-off-on')
    await run()
    const before = await open()
    expect(await host.setPlayersJoin({ on: false })).toEqual({ ok: true })
    await web.close()
    await host.shutdown()
    await run()
    const after = await open()
    expect(after.links.map((l) => tokenOf(l.url))).toEqual(before.links.map((l) => tokenOf(l.url)))
    const violet = await teamPage(after, 'violet')
    expect((await violet.inbox.next((m) => m.json.event === 'team')).json.payload).toMatchObject({ view: { team: { id: 'violet' } } })
    violet.ws.close()
  })
})
