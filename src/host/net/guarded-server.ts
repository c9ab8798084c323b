import { createServer, type RequestListener, type Server } from 'node:http'
import type { Socket } from 'node:net'
import type { HostLog } from '../host-log'

/** How long a connection may take and how many one listener keeps before they become sockets. */
export interface ConnectionLimits {
  /** A connection that sends nothing for this long is closed (before it upgrades to a socket). */
  idleMs: number
  /** The whole request head must arrive within this (a request dribbled a byte at a time is cut). */
  headersMs: number
  /** HTTP connections (not yet upgraded) this listener keeps at once. */
  maxConnections: number
  /** HTTP connections one address keeps at once. */
  maxPerAddress: number
}

/**
 * Defaults that suit a table: a browser's spare connection or a phone's half-sent request is closed
 * within 15 s (at most 30 s after its last byte whatever it does), and a flood holds a few
 * descriptors, never the process's last one.
 */
export const defaultConnectionLimits: ConnectionLimits = { idleMs: 15_000, headersMs: 10_000, maxConnections: 256, maxPerAddress: 64 }

/** What a guarded listener counts, for tests. */
export interface ConnectionStats {
  /** HTTP connections held now (upgraded sockets are counted by their socket groups). */
  open: number
  /** Connections cut because a cap was reached. */
  shed: number
  /** Errors the listener reported (EMFILE on accept, a socket reset) and logged. */
  errors: number
}

/** A listener with the connection rules both of the host's doors follow. */
export interface GuardedServer {
  server: Server
  /** Hands a connection over to a WebSocket: it leaves the HTTP caps (its socket group caps it now). */
  upgraded(socket: Socket): void
  stats(): ConnectionStats
}

/**
 * Creates an HTTP server for the GM listener or the players' door: header and idle timeouts, a cap per
 * listener and per address, and every error of the listener or a socket logged, never thrown. When a cap
 * is reached the oldest waiting connection of that address (or of the listener) is cut, so a local
 * process that floods the port cannot keep a fresh GM tab or phone out.
 */
export function createGuardedServer(handler: RequestListener, log: HostLog, limits: Partial<ConnectionLimits> = {}): GuardedServer {
  const { idleMs, headersMs, maxConnections, maxPerAddress } = { ...defaultConnectionLimits, ...limits }
  const server = createServer(
    {
      headersTimeout: headersMs,
      requestTimeout: headersMs,
      keepAliveTimeout: Math.min(5000, idleMs),
      // Node checks the header and request timeouts on this beat; its default (30 s) would keep a slow request twice as long.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersMs / 4)))
    },
    handler
  )
  server.setTimeout(idleMs, (socket) => socket.destroy())
  // Oldest first (a Map keeps insertion order): the connection to cut when a cap is reached.
  const waiting = new Map<Socket, string>()
  const perAddress = new Map<string, number>()
  let shed = 0
  let errors = 0
  let lastLogged = 0

  const logError = (where: string, error: unknown): void => {
    errors++
    // A flood brings thousands of the same error: one line a second says it without filling the disk.
    const now = Date.now()
    if (now - lastLogged < 1000) return
    lastLogged = now
    log.error(`${where}: ${error instanceof Error ? error.message : String(error)}`)
  }

  const release = (socket: Socket): void => {
    const address = waiting.get(socket)
    if (address === undefined) return
    waiting.delete(socket)
    const left = (perAddress.get(address) ?? 1) - 1
    if (left > 0) perAddress.set(address, left)
    else perAddress.delete(address)
  }

  const cutOldest = (address?: string): void => {
    for (const [socket, from] of waiting) {
      if (address !== undefined && from !== address) continue
      shed++
      release(socket)
      socket.destroy()
      return
    }
  }

  server.on('connection', (socket: Socket) => {
    socket.on('error', (error) => logError('connection', error))
    const address = socket.remoteAddress ?? 'unknown'
    if ((perAddress.get(address) ?? 0) >= maxPerAddress) cutOldest(address)
    if (waiting.size >= maxConnections) cutOldest()
    waiting.set(socket, address)
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1)
    socket.once('close', () => release(socket))
  })
  // EMFILE on accept, a listen error after start: the listener keeps serving what it can.
  server.on('error', (error) => logError('listener', error))
  return {
    server,
    upgraded: release,
    stats: () => ({ open: waiting.size, shed, errors })
  }
}
