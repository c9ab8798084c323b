import { randomBytes } from 'node:crypto'
import type { Socket } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import type { Duplex } from 'node:stream'
import type { OverseerHost } from '../host'
import { requestSchema, maxRequestBytes, maxBoardMessageBytes, readRequestJson } from './protocol'
import { SocketGroup, type SocketGroupLimits, type SocketGroupStats } from './socket-group'
import { acceptBoard, answer, answerFile, listenOn, refuseUpgrade, requestUrl } from './http-answers'
import { hostOriginGuard } from './host-origin-guard'
import { wrongTokenPage } from './wrong-token-page'
import { fail } from '../../shared/message'
import { callChecked } from '../../shared/command-args'
import { PlayersDoor, type PlayersDoorOptions } from '../players/players-door'
import { createGuardedServer, type ConnectionLimits, type ConnectionStats } from '../net/guarded-server'
import { BoardSlots, boardCookieName, boardKeyCookie } from '../net/board-slots'
import { sameSecret } from '../net/same-secret'
import { consoleLog, type HostLog } from '../host-log'

/** How to start the web host. */
export interface WebHostOptions {
  host: OverseerHost
  /** The built renderer (`out/renderer`). */
  staticDir: string
  /** 0 picks a free port. */
  port?: number
  /** The GM token; generated when absent. */
  token?: string
  /** Caps and backpressure bounds of the GM and board sockets (defaults suit a table). */
  gmSockets?: Partial<SocketGroupLimits>
  /** Boards without the board key (an address typed by hand). */
  boardSockets?: Partial<SocketGroupLimits>
  /** Boards opened from `boardUrl` (it carries the key): a keyless client cannot take these. */
  keyedBoardSockets?: Partial<SocketGroupLimits>
  /** The board key in `boardUrl`; generated when absent. */
  boardKey?: string
  /** Timeouts and caps of HTTP connections (defaults suit a table). */
  connections?: Partial<ConnectionLimits>
  /** Where errors of sockets, timers and the OS are written (stderr by default). */
  log?: HostLog
  /** The players' door's seams (addresses, port, limits); the door itself is always offered, closed until the GM opens it. */
  players?: Partial<Omit<PlayersDoorOptions, 'host' | 'staticDir'>>
}

/** What the sockets hold now: counts, unsent bytes and drops (tests and the bench read it). */
export interface WebHostStats {
  gm: SocketGroupStats
  board: SocketGroupStats & { keyed: number }
  /** HTTP connections held, shed at a cap, and errors logged. */
  connections: ConnectionStats
  /** Sockets closed because they sent a malformed frame (ws closes them with 1002 / 1007 / 1009). */
  badFrames: number
}

/** A running web host. */
export interface WebHost {
  url: string
  port: number
  token: string
  /** The GM panel's address, token included. */
  gmUrl: string
  boardUrl: string
  stats(): WebHostStats
  close(): Promise<void>
}

/** A few GM tabs at once (a laptop and a tablet, a reload in between). */
export const defaultGmLimits: SocketGroupLimits = { maxSockets: 8, maxBufferedBytes: 32 * 1024 * 1024 }
/** A projector, a second screen and the players' phones; a board that stops reading is dropped. */
export const defaultBoardLimits: SocketGroupLimits = { maxSockets: 64, maxBufferedBytes: 4 * 1024 * 1024 }
/** The projector and a second screen opened from the GM's board address, with room for reloads. */
export const defaultKeyedBoardLimits: SocketGroupLimits = { maxSockets: 16, maxBufferedBytes: 4 * 1024 * 1024 }

/**
 * Serves the GM panel (`/`, token required), the board (`/board`, read-only) and their sockets on
 * 127.0.0.1 only. Host and Origin headers must name this server, which defeats DNS rebinding and
 * cross-site pages driving the GM socket.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = options.token ?? randomBytes(18).toString('base64url')
  const boardKey = options.boardKey ?? randomBytes(12).toString('base64url')
  const log = options.log ?? consoleLog
  const { host, staticDir } = options
  let port = 0
  const { hostAllowed, originAllowed } = hostOriginGuard(() => [`127.0.0.1:${port}`, `localhost:${port}`])

  const send = answer
  const serveFile = (res: Parameters<typeof answer>[0], relative: string): Promise<void> => answerFile(res, staticDir, relative)

  const guarded = createGuardedServer((req, res) => {
    if (!hostAllowed(req)) return send(res, 403, 'forbidden host')
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'the web host is read-only over HTTP')
    const url = requestUrl(req)
    if (!url) return send(res, 400, 'bad request')
    if (url.pathname === '/' || url.pathname === '/index.html') {
      // The page the GM meets with an old or mistyped address speaks the table's language.
      if (!sameSecret(url.searchParams.get('token'), token)) return send(res, 401, wrongTokenPage(host.tableLocale), 'text/html; charset=utf-8')
      return void serveFile(res, 'index.html')
    }
    if (url.pathname === '/board' || url.pathname === '/board.html') {
      // The board page opened from the GM's address hands its key to its socket as a cookie: the key stays out of the page.
      const cookie = boardKeyCookie(url, boardKey, port)
      if (cookie) res.setHeader('Set-Cookie', cookie)
      return void serveFile(res, 'board.html')
    }
    if (url.pathname.startsWith('/assets/')) return void serveFile(res, url.pathname.slice(1))
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end()
    send(res, 404, 'not found')
  }, log, options.connections)
  const server = guarded.server

  // Players join through a listener of their own, never this one: the GM opens it from the panel.
  const door = new PlayersDoor({ host, staticDir, log, ...options.players })
  host.attachPlayers(door)
  // With a data folder to keep it in, the door comes back as the last run left it (on, address, port, links).
  await door.restore()

  const gm = new SocketGroup({ ...defaultGmLimits, ...options.gmSockets })
  const open = { ...defaultBoardLimits, ...options.boardSockets }
  // Every keyless board here comes from 127.0.0.1: a cap per address would be the pool's own cap.
  const boards = new BoardSlots(boardKey, () => boardCookieName(port), {
    keyed: { ...defaultKeyedBoardLimits, ...options.keyedBoardSockets },
    open,
    openPerAddress: open.maxSockets
  })
  let badFrames = 0
  // ws closes a socket that sends a malformed frame with the right code (1002, 1007, 1009) and then
  // emits 'error' on it: without a listener that event would end the process, and the host with it.
  const onSocketError = (): void => {
    badFrames++
  }
  const gmServer = new WebSocketServer({ noServer: true, maxPayload: maxRequestBytes })
  const boardServer = new WebSocketServer({ noServer: true, maxPayload: maxBoardMessageBytes })
  for (const wss of [gmServer, boardServer]) wss.on('error', (error) => log.error(`socket server: ${error.message}`))

  server.on('upgrade', (req, socket: Duplex, head) => {
    // A peer that resets mid-handshake makes the raw socket emit 'error' before ws listens to it.
    socket.on('error', () => socket.destroy())
    guarded.upgraded(socket as Socket)
    const refuse = (status: string): void => refuseUpgrade(socket, status)
    if (!hostAllowed(req) || !originAllowed(req)) return refuse('403 Forbidden')
    const url = requestUrl(req)
    if (!url) return refuse('400 Bad Request')
    if (url.pathname === '/ws/gm') {
      if (!sameSecret(url.searchParams.get('token'), token)) return refuse('401 Unauthorized')
      if (!gm.hasRoom) return refuse('503 Service Unavailable')
      gmServer.handleUpgrade(req, socket, head, (ws) => gmServer.emit('connection', ws, req))
    } else if (url.pathname === '/ws/board') {
      const slot = boards.admit(req, url)
      if (!slot) return refuse('503 Service Unavailable')
      boardServer.handleUpgrade(req, socket, head, (ws) => {
        slot.joined(ws)
        void acceptBoard(ws, slot.group, () => host.board(), onSocketError)
      })
    } else refuse('404 Not Found')
  })

  // One subscription per kind of push, serialized once for every socket (not once per socket).
  const offState = host.on('state', (state) => gm.broadcast('state', state))
  const offBoard = host.on('board', (board) => {
    gm.broadcast('board', board)
    boards.broadcast('board', board)
  })

  gmServer.on('connection', (ws: WebSocket) => {
    ws.on('error', onSocketError)
    gm.add(ws)
    ws.on('message', async (data) => {
      let id = -1
      let result: unknown
      try {
        const read = readRequestJson(data)
        if (!read.ok) throw new Error(read.error)
        const parsed = requestSchema.safeParse(read.value)
        if (!parsed.success) throw new Error(`bad request: ${parsed.error.issues[0].message}`)
        id = parsed.data.id
        const { method, args } = parsed.data
        result = await callChecked(host, method, args)
      } catch (error) {
        result = fail('host.requestFailed', { detail: (error as Error).message })
      }
      gm.sendTo(ws, Buffer.from(JSON.stringify({ id, result })))
    })
  })

  port = await listenOn(server, options.port ?? 0, '127.0.0.1')
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    port,
    token,
    gmUrl: `${url}/?token=${token}`,
    boardUrl: `${url}/board?key=${boardKey}`,
    stats: () => ({ gm: gm.stats(), board: boards.stats(), connections: guarded.stats(), badFrames }),
    close: async () => {
      await door.close()
      offState()
      offBoard()
      gm.terminateAll()
      boards.terminateAll()
      // server.close alone waits for every open connection: a local process that sent half a request would keep
      // Ctrl+C from reaching the last save for a minute or more (the players' listener closes the same way).
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
}
