import type { Duplex } from 'node:stream'
import type { Socket } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { z } from 'zod'
import type { BoardPayload, Events, Result } from '../../shared/contract'
import type { TeamPayload } from '../team-payload'
import { readRequestJson } from '../web/protocol'
import { SocketGroup, serializePush, type SocketGroupStats } from '../web/socket-group'
import { acceptBoard, answer, answerFile, listenOn, refuseUpgrade, requestUrl } from '../web/http-answers'
import { hostOriginGuard } from '../web/host-origin-guard'
import { fail } from '../../shared/message'
import { RateLimiter, defaultTeamRateLimit, type RateLimit } from './rate-limit'
import { assetsOfPages } from './team-page-files'
import { createGuardedServer, type ConnectionLimits } from '../net/guarded-server'
import { BoardSlots, boardCookieName, boardKeyCookie } from '../net/board-slots'
import { consoleLog, type HostLog } from '../host-log'

/** What the players' door needs of the host: each team's view and submissions, and the board. */
export interface PlayersHost {
  team(team: string): TeamPayload
  /** The open campaign's team ids (none while no campaign is open). */
  teamIds(): string[]
  /** The open campaign's file (null while none is open): a team link is bound to the campaign it was made in. */
  campaignPath(): string | null
  /** Applies a team's command; `allowed` is asked again right before it applies (the link may have died while it waited). */
  teamDispatch(team: string, command: unknown, allowed?: () => boolean): Promise<Result>
  board(): Promise<BoardPayload>
  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void
}

/** Sockets the door keeps: a few per team (a phone, a tablet, a reload in between), boards beside them. */
export interface PlayersLimits {
  maxTeamSockets: number
  perTeam: number
  maxBoardSockets: number
  /** Boards opened from the door's board address (with its key): clients without the key never take these. */
  maxKeyedBoardSockets: number
  /** Boards one address keeps (each phone is its own address): one client cannot take every board slot. */
  boardsPerAddress: number
  maxBufferedBytes: number
  /** Every this often each team page is pinged; one that answered nothing since the last ping is cut (a half-open socket). */
  heartbeatMs: number
}

/** A table of up to eight teams with room for reloads; a phone that stops reading is dropped. */
export const defaultPlayersLimits: PlayersLimits = { maxTeamSockets: 48, perTeam: 4, maxBoardSockets: 32, maxKeyedBoardSockets: 8, boardsPerAddress: 4, maxBufferedBytes: 4 * 1024 * 1024, heartbeatMs: 5000 }

/** A team page sends only small submissions (a declaration is a few hundred bytes): a larger frame is cut off (1009). */
export const maxTeamMessageBytes = 16 * 1024

/**
 * Close codes a team page reads: its link was revoked, the GM closed the door, or the host is
 * restarting (1012, Service Restart: the page reconnects by itself, its link kept).
 */
export const teamCloseCodes = { revoked: 4003, doorClosed: 4001, restarting: 1012 } as const

/** How to open the players' door. */
export interface PlayersListenerOptions {
  host: PlayersHost
  /** The built renderer (`out/renderer`). */
  staticDir: string
  /** The address of this machine the GM chose (loopback allowed). */
  address: string
  /** 0 picks a free port. */
  port?: number
  /** The team a link's token belongs to, or null (compared in constant time by the caller). */
  teamOf(token: string | null): string | null
  /** Whether the board is served too (the GM may change it while the door is open: `setBoard`). */
  board: boolean
  /** The key of the door's board address: a board that shows it takes a slot no keyless client can fill. */
  boardKey: string
  limits?: Partial<PlayersLimits>
  rate?: RateLimit
  now?: () => number
  /** Called when a team page connects or leaves (the GM window shows who is connected). */
  onConnections?: () => void
  /** Timeouts and caps of HTTP connections (defaults suit a table). */
  connections?: Partial<ConnectionLimits>
  /** Where errors of sockets and the OS are written. */
  log?: HostLog
}

/** A running players' door. */
export interface PlayersListener {
  address: string
  port: number
  /** The door's base address (`http://address:port`). */
  url: string
  /** How many pages of a team are connected now. */
  connected(team: string): number
  /** Closes every socket of a team at once (its link was revoked). */
  disconnectTeam(team: string): void
  /** Serves the board here too, or stops (its sockets close). */
  setBoard(on: boolean): void
  stats(): { teams: SocketGroupStats; boards: SocketGroupStats; badFrames: number }
  /** Closes the listener: the GM turned the door off (the default), or the host is shutting down and will be back. */
  close(why?: 'off' | 'restart'): Promise<void>
}

/** One submission from a team page: `{ id, command }`; the command itself is checked by the host (checkTeamCommand). */
const submissionSchema = z.strictObject({ id: z.int().min(0), command: z.unknown() })
/** A team page's own heartbeat (browsers cannot send ping frames): answered with `{ pong }`. */
const pingSchema = z.strictObject({ ping: z.int().min(0) })

/**
 * The players' door: a second listener, on the address the GM chose, that serves only the
 * team page, its assets and the team socket — and the board when the GM allows it. The GM panel and
 * the GM socket are not served here at all, whatever token a request carries: they stay on the
 * web host's 127.0.0.1 listener (or inside the desktop app).
 */
export async function startPlayersListener(options: PlayersListenerOptions): Promise<PlayersListener> {
  const { host, staticDir, address } = options
  const limits = { ...defaultPlayersLimits, ...options.limits }
  let port = 0
  const origin = (): string => `${address}:${port}`
  // The players' door answers only to the one address it listens on.
  const { hostAllowed, originAllowed } = hostOriginGuard(() => [origin()])
  let board = options.board
  const teamAssets = await assetsOfPages(staticDir, ['team.html'])
  const boardAssets = await assetsOfPages(staticDir, ['board.html'])
  const assetAllowed = (relative: string): boolean => teamAssets.has(relative) || (board && boardAssets.has(relative))

  const send = answer
  const serveFile = (res: Parameters<typeof answer>[0], relative: string): Promise<void> => answerFile(res, staticDir, relative)

  const log = options.log ?? consoleLog
  const guarded = createGuardedServer((req, res) => {
    if (!hostAllowed(req)) return send(res, 403, 'forbidden host')
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'read-only')
    const url = requestUrl(req)
    if (!url) return send(res, 400, 'bad request')
    const path = url.pathname
    if (path === '/team' || path === '/team.html') return void serveFile(res, 'team.html')
    if (board && (path === '/board' || path === '/board.html')) {
      const cookie = boardKeyCookie(url, options.boardKey, port)
      if (cookie) res.setHeader('Set-Cookie', cookie)
      return void serveFile(res, 'board.html')
    }
    if (path.startsWith('/assets/') && assetAllowed(path.slice(1))) return void serveFile(res, path.slice(1))
    if (path === '/favicon.ico') return void res.writeHead(204).end()
    send(res, 404, 'not found')
  }, log, options.connections)
  const server = guarded.server

  const teams = new SocketGroup({ maxSockets: limits.maxTeamSockets, maxBufferedBytes: limits.maxBufferedBytes })
  // Keyless boards (an address typed by hand) share their slots out per address; the board address's own keep theirs.
  const boards = new BoardSlots(options.boardKey, () => boardCookieName(port), {
    keyed: { maxSockets: limits.maxKeyedBoardSockets, maxBufferedBytes: limits.maxBufferedBytes },
    open: { maxSockets: limits.maxBoardSockets, maxBufferedBytes: limits.maxBufferedBytes },
    openPerAddress: limits.boardsPerAddress
  })
  const byTeam = new Map<string, Set<WebSocket>>()
  const lastFrame = new Map<string, string>()
  const rate = new RateLimiter(options.rate ?? defaultTeamRateLimit, options.now)
  let badFrames = 0
  const onSocketError = (): void => {
    badFrames++
  }
  const teamServer = new WebSocketServer({ noServer: true, maxPayload: maxTeamMessageBytes })
  const boardServer = new WebSocketServer({ noServer: true, maxPayload: 1024 })
  for (const wss of [teamServer, boardServer]) wss.on('error', (error) => log.error(`players' socket server: ${error.message}`))

  server.on('upgrade', (req, socket: Duplex, head) => {
    socket.on('error', () => socket.destroy())
    guarded.upgraded(socket as Socket)
    const refuse = (status: string): void => refuseUpgrade(socket, status)
    if (!hostAllowed(req) || !originAllowed(req)) return refuse('403 Forbidden')
    const url = requestUrl(req)
    if (!url) return refuse('400 Bad Request')
    if (url.pathname === '/ws/team') {
      const token = url.searchParams.get('token') ?? ''
      const team = options.teamOf(token)
      if (!team) return refuse('401 Unauthorized')
      if (!teams.hasRoom || (byTeam.get(team)?.size ?? 0) >= limits.perTeam) return refuse('503 Service Unavailable')
      teamServer.handleUpgrade(req, socket, head, (ws) => teamServer.emit('connection', ws, { team, token }))
    } else if (board && url.pathname === '/ws/board') {
      const slot = boards.admit(req, url)
      if (!slot) return refuse('503 Service Unavailable')
      boardServer.handleUpgrade(req, socket, head, (ws) => {
        slot.joined(ws)
        void acceptBoard(ws, slot.group, () => host.board(), onSocketError)
      })
    } else refuse('404 Not Found')
  })

  const pushTeam = (team: string, force = false): void => {
    const sockets = byTeam.get(team)
    if (!sockets || sockets.size === 0) return
    const frame = serializePush('team', host.team(team))
    const text = frame.toString('utf8')
    // A change elsewhere (another team's declaration, the GM's notes) must not even show as a push.
    if (!force && lastFrame.get(team) === text) return
    lastFrame.set(team, text)
    for (const ws of sockets) teams.sendTo(ws, frame)
  }
  const offState = host.on('state', () => {
    for (const team of byTeam.keys()) pushTeam(team)
  })
  const offBoard = host.on('board', (payload) => {
    if (board) boards.broadcast('board', payload)
  })

  // A socket whose link was revoked, replaced or whose team was removed is dead from that moment:
  // it is out of its team's set (no pushes, not counted), and nothing it still sends is dispatched.
  const dead = new WeakSet<WebSocket>()
  const leave = (ws: WebSocket, team: string): void => {
    const sockets = byTeam.get(team)
    if (!sockets?.delete(ws)) return
    if (sockets.size === 0) {
      byTeam.delete(team)
      lastFrame.delete(team)
    }
    options.onConnections?.()
  }
  const kill = (ws: WebSocket, team: string, code: number, why: string): void => {
    if (dead.has(ws)) return
    dead.add(ws)
    leave(ws, team)
    ws.close(code, why)
    // The close frame goes first so the page can say why; a page that does not answer it is cut.
    setTimeout(() => ws.terminate(), 500).unref()
  }

  // A page that answered nothing (no pong, no frame) between two pings is gone, whatever its socket says:
  // cutting it keeps the GM's count of connected phones true within two heartbeats.
  const heard = new WeakSet<WebSocket>()
  const heartbeat = setInterval(() => {
    for (const sockets of [...byTeam.values()]) {
      for (const ws of [...sockets]) {
        if (!heard.has(ws)) {
          ws.terminate()
          continue
        }
        heard.delete(ws)
        ws.ping()
      }
    }
  }, limits.heartbeatMs)
  heartbeat.unref()

  teamServer.on('connection', (ws: WebSocket, { team, token }: { team: string; token: string }) => {
    ws.on('error', onSocketError)
    heard.add(ws)
    ws.on('pong', () => heard.add(ws))
    teams.add(ws)
    const sockets = byTeam.get(team) ?? new Set<WebSocket>()
    sockets.add(ws)
    byTeam.set(team, sockets)
    // Checked before every dispatch and again inside it: the socket is alive and its token still opens this team here.
    const alive = (): boolean => !dead.has(ws) && options.teamOf(token) === team
    ws.once('close', () => {
      dead.add(ws)
      leave(ws, team)
      // A dead link's allowance goes with it (its other sockets are dead too); a new link has a token and an allowance of its own.
      if (options.teamOf(token) !== team) rate.forget(token)
    })
    options.onConnections?.()
    teams.sendTo(ws, serializePush('team', host.team(team)))
    ws.on('message', async (data) => {
      if (!alive()) return kill(ws, team, teamCloseCodes.revoked, 'link revoked')
      heard.add(ws)
      let id = -1
      let result: unknown
      try {
        const read = readRequestJson(data)
        if (!read.ok) throw new Error(read.error)
        const ping = pingSchema.safeParse(read.value)
        if (ping.success) return teams.sendTo(ws, Buffer.from(JSON.stringify({ pong: ping.data.ping })))
        const parsed = submissionSchema.safeParse(read.value)
        if (!parsed.success) throw new Error(parsed.error.issues[0].message)
        id = parsed.data.id
        result = rate.take(token) ? await host.teamDispatch(team, parsed.data.command, alive) : fail('players.tooFast')
      } catch (error) {
        result = fail('players.badSubmission', { detail: (error as Error).message })
      }
      if (!alive()) return kill(ws, team, teamCloseCodes.revoked, 'link revoked')
      teams.sendTo(ws, Buffer.from(JSON.stringify({ id, result })))
    })
  })

  port = await listenOn(server, options.port ?? 0, address)
  return {
    address,
    port,
    url: `http://${origin()}`,
    connected: (team) => byTeam.get(team)?.size ?? 0,
    disconnectTeam: (team) => {
      for (const ws of [...(byTeam.get(team) ?? [])]) kill(ws, team, teamCloseCodes.revoked, 'link revoked')
    },
    setBoard: (on) => {
      board = on
      if (!on) boards.terminateAll()
    },
    stats: () => ({ teams: teams.stats(), boards: boards.stats(), badFrames }),
    close: async (why = 'off') => {
      clearInterval(heartbeat)
      offState()
      offBoard()
      for (const sockets of byTeam.values()) {
        for (const ws of sockets) {
          dead.add(ws)
          if (why === 'restart') ws.close(teamCloseCodes.restarting, 'the host is restarting')
          else ws.close(teamCloseCodes.doorClosed, 'players joining is off')
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
      teams.terminateAll()
      boards.terminateAll()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
}
