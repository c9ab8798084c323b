import { request } from 'node:http'
import { connect as tcpConnect } from 'node:net'
import WebSocket from 'ws'

/** An HTTP answer as the tests read it. */
export interface HttpAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** Sends one raw HTTP request to 127.0.0.1 (the path is sent as written, never normalized). */
export function httpRequest(port: number, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** Writes raw bytes to 127.0.0.1:port (requests no client library would send) and resolves with the status line. */
export function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = ''
    const socket = tcpConnect({ host: '127.0.0.1', port }, () => socket.write(text))
    socket.on('data', (chunk) => (answer += String(chunk)))
    socket.on('close', () => resolve(answer.split('\r\n')[0]))
    socket.on('error', reject)
  })
}

/** A message a socket received: the raw text and its JSON. */
export interface Received {
  text: string
  json: Record<string, unknown>
}

/** Every message a socket receives, kept in order, with a way to wait for one that matches. */
export class Inbox {
  readonly messages: Received[] = []
  private waiters: { match: (m: Received) => boolean; resolve: (m: Received) => void }[] = []

  constructor(ws: WebSocket) {
    ws.on('message', (data) => {
      const text = String(data)
      const message = { text, json: JSON.parse(text) as Record<string, unknown> }
      this.messages.push(message)
      for (const waiter of this.waiters.filter((w) => w.match(message))) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1)
        waiter.resolve(message)
      }
    })
  }

  /** The first message (already received or still to come) that matches; rejects after `timeoutMs`. */
  next(match: (m: Received) => boolean, timeoutMs = 3000): Promise<Received> {
    const found = this.messages.find(match)
    if (found) return Promise.resolve(found)
    return new Promise((resolve, reject) => {
      const waiter = { match, resolve: (m: Received) => (clearTimeout(timer), resolve(m)) }
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1)
        reject(new Error(`no matching message within ${timeoutMs} ms; got ${this.messages.map((m) => m.text.slice(0, 80)).join(' | ')}`))
      }, timeoutMs)
      this.waiters.push(waiter)
    })
  }

  /** The answer to request `id`. */
  answer(id: number, timeoutMs?: number): Promise<Received> {
    return this.next((m) => m.json.id === id, timeoutMs)
  }
}

/** An open socket with its inbox, or the HTTP status that refused the upgrade. */
export type Connection = { ok: true; ws: WebSocket; inbox: Inbox } | { ok: false; status: number }

/** Opens a WebSocket with the given headers (Origin, Host…); resolves with the socket or the refusal. */
export function connect(url: string, headers: Record<string, string> = {}): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers })
    // The inbox listens from the start: the board sends its first picture as soon as it opens.
    const inbox = new Inbox(ws)
    ws.once('open', () => resolve({ ok: true, ws, inbox }))
    ws.once('unexpected-response', (req, res) => {
      resolve({ ok: false, status: res.statusCode ?? 0 })
      req.destroy()
    })
    ws.on('error', (error) => reject(error))
  })
}

/** Resolves with the close code and reason of a socket. */
export function closed(ws: WebSocket): Promise<{ code: number; reason: string }> {
  if (ws.readyState === ws.CLOSED) return Promise.resolve({ code: -1, reason: 'already closed' })
  return new Promise((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })))
}
