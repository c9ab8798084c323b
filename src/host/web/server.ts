import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { WebSocketServer, type WebSocket } from 'ws'
import type { OverseerHost } from '../host'
import { requestSchema, maxMessageBytes } from './protocol'
import { fail } from '../../shared/message'
import { pageSecurityHeaders } from '../../shared/content-security-policy'
import { readStaticFile } from '../static-files'

/** How to start the web host. */
export interface WebHostOptions {
  host: OverseerHost
  /** The built renderer (`out/renderer`). */
  staticDir: string
  /** 0 picks a free port. */
  port?: number
  /** The GM token; generated when absent. */
  token?: string
}

/** A running web host. */
export interface WebHost {
  url: string
  port: number
  token: string
  /** The GM panel's address, token included. */
  gmUrl: string
  boardUrl: string
  close(): Promise<void>
}

const securityHeaders = { ...pageSecurityHeaders, 'Cache-Control': 'no-store' }

function sameToken(given: string | null, token: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The request's URL, or null when its target or Host cannot form one (a crafted request must not crash the host). */
function requestUrl(req: IncomingMessage): URL | null {
  try {
    return new URL(req.url ?? '/', `http://${req.headers.host}`)
  } catch {
    return null
  }
}

/**
 * Serves the GM panel (`/`, token required), the board (`/board`, read-only) and their sockets on
 * 127.0.0.1 only. Host and Origin headers must name this server, which defeats DNS rebinding and
 * cross-site pages driving the GM socket.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = options.token ?? randomBytes(18).toString('base64url')
  const { host, staticDir } = options
  let port = 0
  const allowedHosts = (): string[] => [`127.0.0.1:${port}`, `localhost:${port}`]
  const hostAllowed = (req: IncomingMessage): boolean => allowedHosts().includes(req.headers.host ?? '')
  const originAllowed = (req: IncomingMessage): boolean => {
    const origin = req.headers.origin
    return origin === undefined || allowedHosts().some((h) => origin === `http://${h}`)
  }

  const send = (res: ServerResponse, status: number, body: string | Buffer, type = 'text/plain; charset=utf-8'): void => {
    res.writeHead(status, { 'Content-Type': type, ...securityHeaders })
    res.end(body)
  }

  const serveFile = async (res: ServerResponse, relative: string): Promise<void> => {
    const file = await readStaticFile(staticDir, relative)
    if (file) send(res, 200, file.body, file.contentType)
    else send(res, 404, 'not found')
  }

  const server: Server = createServer((req, res) => {
    if (!hostAllowed(req)) return send(res, 403, 'forbidden host')
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'the web host is read-only over HTTP')
    const url = requestUrl(req)
    if (!url) return send(res, 400, 'bad request')
    if (url.pathname === '/' || url.pathname === '/index.html') {
      if (!sameToken(url.searchParams.get('token'), token)) {
        return send(res, 401, 'Overseer: the GM panel needs the token printed when the web host started (open the full address it printed).')
      }
      return void serveFile(res, 'index.html')
    }
    if (url.pathname === '/board' || url.pathname === '/board.html') return void serveFile(res, 'board.html')
    if (url.pathname.startsWith('/assets/')) return void serveFile(res, url.pathname.slice(1))
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end()
    send(res, 404, 'not found')
  })

  const gmSockets = new WebSocketServer({ noServer: true, maxPayload: maxMessageBytes })
  const boardSockets = new WebSocketServer({ noServer: true, maxPayload: 1024 })

  server.on('upgrade', (req, socket, head) => {
    const refuse = (status: string): void => {
      socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`)
      socket.destroy()
    }
    if (!hostAllowed(req) || !originAllowed(req)) return refuse('403 Forbidden')
    const url = requestUrl(req)
    if (!url) return refuse('400 Bad Request')
    if (url.pathname === '/ws/gm') {
      if (!sameToken(url.searchParams.get('token'), token)) return refuse('401 Unauthorized')
      gmSockets.handleUpgrade(req, socket, head, (ws) => gmSockets.emit('connection', ws, req))
    } else if (url.pathname === '/ws/board') {
      boardSockets.handleUpgrade(req, socket, head, (ws) => boardSockets.emit('connection', ws, req))
    } else refuse('404 Not Found')
  })

  const push = (ws: WebSocket, event: string, payload: unknown): void => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ event, payload }))
  }

  gmSockets.on('connection', (ws: WebSocket) => {
    const offState = host.on('state', (state) => push(ws, 'state', state))
    const offBoard = host.on('board', (board) => push(ws, 'board', board))
    ws.on('close', () => {
      offState()
      offBoard()
    })
    ws.on('message', async (data) => {
      let id = -1
      try {
        const parsed = requestSchema.safeParse(JSON.parse(String(data)))
        if (!parsed.success) throw new Error(`bad request: ${parsed.error.issues[0].message}`)
        id = parsed.data.id
        const { method, args } = parsed.data
        const call = host[method] as (...a: unknown[]) => Promise<unknown>
        const result = await call.apply(host, args)
        ws.send(JSON.stringify({ id, result }))
      } catch (error) {
        ws.send(JSON.stringify({ id, result: fail('host.requestFailed', { detail: (error as Error).message }) }))
      }
    })
  })

  boardSockets.on('connection', async (ws: WebSocket) => {
    const off = host.on('board', (board) => push(ws, 'board', board))
    ws.on('close', off)
    // The board is read-only: anything it sends closes the socket.
    ws.on('message', () => ws.close(1008, 'the board is read-only'))
    push(ws, 'board', await host.board())
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  port = typeof address === 'object' && address ? address.port : 0
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    port,
    token,
    gmUrl: `${url}/?token=${token}`,
    boardUrl: `${url}/board`,
    close: async () => {
      for (const ws of [...gmSockets.clients, ...boardSockets.clients]) ws.terminate()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
}
