import type { WebSocket } from 'ws'

/** How many sockets of one kind the web host keeps, and how far behind one may fall before it is dropped. */
export interface SocketGroupLimits {
  /** Connections beyond this are refused at the upgrade (503). */
  maxSockets: number
  /** A socket whose unsent bytes pass this after a push is closed: a stalled reader never holds the host's memory. */
  maxBufferedBytes: number
}

/** What a group holds now, for tests and the bench. */
export interface SocketGroupStats {
  sockets: number
  /** Unsent bytes queued on all its sockets together. */
  bufferedBytes: number
  /** Sockets closed because they fell behind. */
  dropped: number
}

/**
 * The sockets of one kind (GM or board): capped in number, and every push serialized once for all
 * of them. A socket that cannot keep up is dropped rather than buffered without end.
 */
export class SocketGroup {
  private readonly sockets = new Set<WebSocket>()
  private dropped = 0

  constructor(private readonly limits: SocketGroupLimits) {}

  /** Whether one more socket may join. */
  get hasRoom(): boolean {
    return this.sockets.size < this.limits.maxSockets
  }

  /** Adds a socket until it closes. */
  add(ws: WebSocket): void {
    this.sockets.add(ws)
    ws.once('close', () => this.sockets.delete(ws))
  }

  /** Sends one already serialized message to a socket, dropping it when it has fallen too far behind. */
  sendTo(ws: WebSocket, frame: Buffer): void {
    if (ws.readyState !== ws.OPEN) return
    if (ws.bufferedAmount + frame.byteLength > this.limits.maxBufferedBytes) {
      this.dropped++
      // A stalled reader would never complete a close handshake: cut it at once.
      ws.terminate()
      return
    }
    ws.send(frame, { binary: false })
  }

  /** Serializes `{ event, payload }` once and sends it to every socket of the group. */
  broadcast(event: string, payload: unknown): void {
    if (this.sockets.size === 0) return
    const frame = serializePush(event, payload)
    for (const ws of this.sockets) this.sendTo(ws, frame)
  }

  /** Closes every socket at once (the web host stopping). */
  terminateAll(): void {
    for (const ws of this.sockets) ws.terminate()
  }

  /** How many sockets it holds, their unsent bytes, and how many were dropped. */
  stats(): SocketGroupStats {
    let bufferedBytes = 0
    for (const ws of this.sockets) bufferedBytes += ws.bufferedAmount
    return { sockets: this.sockets.size, bufferedBytes, dropped: this.dropped }
  }
}

/** A push as the sockets carry it: `{ event, payload }` as UTF-8 JSON. */
export function serializePush(event: string, payload: unknown): Buffer {
  return Buffer.from(JSON.stringify({ event, payload }))
}
