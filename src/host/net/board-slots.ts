import type { IncomingMessage } from 'node:http'
import type { WebSocket } from 'ws'
import { sameSecret } from './same-secret'
import { SocketGroup, type SocketGroupLimits, type SocketGroupStats } from '../web/socket-group'

/** The board sockets a listener keeps: slots for boards that carry the board key, and slots open to anyone. */
export interface BoardSlotLimits {
  /** Boards opened from the GM's board address (with its key): a tokenless client never takes these. */
  keyed: SocketGroupLimits
  /** Boards without the key (an address typed by hand, a phone on the players' door). */
  open: SocketGroupLimits
  /** Keyless boards one address keeps (on a shared network each phone is its own address). */
  openPerAddress: number
}

/** The cookie a board page served with the key carries to its socket (the page itself never sees the key). */
export function boardCookieName(port: number): string {
  return `overseer-board-${port}`
}

/**
 * The cookie a board page served from an address with the key sets, or null: the page's socket then
 * carries the key, and the page itself never sees it.
 */
export function boardKeyCookie(url: URL, key: string, port: number): string | null {
  return sameSecret(url.searchParams.get('key'), key) ? `${boardCookieName(port)}=${key}; Path=/ws/board; HttpOnly; SameSite=Strict` : null
}

/** The value of one cookie of a request, or null. */
export function cookieOf(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}

/**
 * Board sockets in two pools: a board that shows the key (in its address or the cookie its page was
 * served with) takes a keyed slot; any other takes an open slot, a few per address. Filling every open
 * slot leaves the projector's keyed ones free.
 */
export class BoardSlots {
  private readonly keyed: SocketGroup
  private readonly open: SocketGroup
  private readonly openByAddress = new Map<string, number>()

  constructor(
    private readonly key: string | null,
    private readonly cookieName: () => string,
    private readonly limits: BoardSlotLimits
  ) {
    this.keyed = new SocketGroup(limits.keyed)
    this.open = new SocketGroup(limits.open)
  }

  /** Whether a request carries the board key (as `?key=` or the cookie). */
  hasKey(req: IncomingMessage, url: URL): boolean {
    if (this.key === null) return false
    return sameSecret(url.searchParams.get('key'), this.key) || sameSecret(cookieOf(req, this.cookieName()), this.key)
  }

  /** The group a board upgrade may join, or null when its pool is full. */
  admit(req: IncomingMessage, url: URL): { group: SocketGroup; joined: (ws: WebSocket) => void } | null {
    if (this.hasKey(req, url)) return this.keyed.hasRoom ? { group: this.keyed, joined: () => undefined } : null
    const address = req.socket.remoteAddress ?? 'unknown'
    if (!this.open.hasRoom || (this.openByAddress.get(address) ?? 0) >= this.limits.openPerAddress) return null
    return {
      group: this.open,
      joined: (ws) => {
        this.openByAddress.set(address, (this.openByAddress.get(address) ?? 0) + 1)
        ws.once('close', () => {
          const left = (this.openByAddress.get(address) ?? 1) - 1
          if (left > 0) this.openByAddress.set(address, left)
          else this.openByAddress.delete(address)
        })
      }
    }
  }

  /** Sends one push to every board of both pools. */
  broadcast(event: string, payload: unknown): void {
    this.keyed.broadcast(event, payload)
    this.open.broadcast(event, payload)
  }

  /** Closes every board at once. */
  terminateAll(): void {
    this.keyed.terminateAll()
    this.open.terminateAll()
  }

  /** Both pools together (sockets, unsent bytes, drops), and the keyed pool's own count. */
  stats(): SocketGroupStats & { keyed: number } {
    const keyed = this.keyed.stats()
    const open = this.open.stats()
    return {
      sockets: keyed.sockets + open.sockets,
      bufferedBytes: keyed.bufferedBytes + open.bufferedBytes,
      dropped: keyed.dropped + open.dropped,
      keyed: keyed.sockets
    }
  }
}
