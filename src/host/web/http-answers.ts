import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import type { WebSocket } from 'ws'
import { pageSecurityHeaders } from '../../shared/content-security-policy'
import type { BoardPayload } from '../../shared/contract'
import { readStaticFile } from '../static-files'
import { serializePush, type SocketGroup } from './socket-group'

// What the GM listener and the players' door answer alike: pages, refusals, the read-only board socket.

const securityHeaders = { ...pageSecurityHeaders, 'Cache-Control': 'no-store' }

/** The request's URL, or null when its target or Host cannot form one (a crafted request must not crash the host). */
export function requestUrl(req: IncomingMessage): URL | null {
  try {
    return new URL(req.url ?? '/', `http://${req.headers.host}`)
  } catch {
    return null
  }
}

/** Answers with a status and a body, under the pages' security headers. */
export function answer(res: ServerResponse, status: number, body: string | Buffer, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, { 'Content-Type': type, ...securityHeaders })
  res.end(body)
}

/** Answers with a file of the built renderer, or 404. */
export async function answerFile(res: ServerResponse, staticDir: string, relative: string): Promise<void> {
  const file = await readStaticFile(staticDir, relative)
  if (file) answer(res, 200, file.body, file.contentType)
  else answer(res, 404, 'not found')
}

/** Refuses a WebSocket upgrade with an HTTP status line and drops the connection. */
export function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`)
  socket.destroy()
}

/** A board socket: read-only (anything it sends closes it), sent the current picture at once. */
export async function acceptBoard(ws: WebSocket, boards: SocketGroup, board: () => Promise<BoardPayload>, onSocketError: () => void): Promise<void> {
  ws.on('error', onSocketError)
  ws.on('message', () => ws.close(1008, 'the board is read-only'))
  boards.add(ws)
  boards.sendTo(ws, serializePush('board', await board()))
}

/** Starts listening on `address:port` (0 picks a free port) and resolves with the port taken. */
export async function listenOn(server: Server, port: number, address: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, address, () => resolve())
  })
  const bound = server.address()
  return typeof bound === 'object' && bound ? bound.port : 0
}
