import type { Result } from '../../../shared/contract'
import type { TeamPayload } from '../../../shared/players'
import { fail } from '../../../shared/message'
import { reconnectDelay } from './socket-client'

/** Close codes the players' door sends (src/host/players/players-listener.ts `teamCloseCodes`). */
const revokedCode = 4003
const doorClosedCode = 4001
/** How often a page whose door the GM closed tries its link again. */
const closedRetryMs = 5000

/** How often the page asks the door whether it still hears it, and how long a silence or an unanswered seal may last. */
export interface TeamSocketTimings {
  pingMs: number
  /** No frame at all for this long: the socket is half-open (frames dropped, nothing closed); it is closed and opened again. */
  silentMs: number
  /** A seal with no answer for this long is reported: the player sees it may not have arrived. */
  answerMs: number
  /** A seal made while the page reconnects waits this long for the link to come back, then says it was not sent. */
  queuedMs: number
}

/** A phone on Wi-Fi: a ping every 4 s, a link silent for 10 s is dead, a seal waits 8 s for its answer and 30 s for a link. */
export const defaultTeamSocketTimings: TeamSocketTimings = { pingMs: 4000, silentMs: 10000, answerMs: 8000, queuedMs: 30000 }

/** Where a team page stands with the GM's Overseer. */
export type TeamLinkState = 'connecting' | 'up' | 'reconnecting' | 'revoked' | 'closed' | 'refused'

interface Waiting {
  frame: string
  resolve: (result: Result) => void
  timer: ReturnType<typeof setTimeout>
}

/**
 * A team page's socket: the link's token comes from the address after `#` (never sent in a page
 * request), the host pushes the team's own view, and the page sends its submissions. Only the door's
 * revoke and door-closed codes end the link; a drop reconnects and says so, and a link that has
 * never opened in this page is called refused after a few tries. A seal made while reconnecting is
 * queued and sent when the link is back (or reported as not sent), and a seal left unanswered is
 * reported: nothing is lost without a word. Pings both ways tell a half-open socket from a quiet one.
 */
export class TeamSocket {
  payload = $state.raw<TeamPayload | null>(null)
  state = $state<TeamLinkState>('connecting')
  private socket: WebSocket | null = null
  private nextId = 1
  private attempt = 0
  private everUp = false
  private stopped = false
  private lastHeard = 0
  private heartbeat: ReturnType<typeof setInterval> | null = null
  private retry: ReturnType<typeof setTimeout> | null = null
  private readonly pending = new Map<number, Waiting>()
  private readonly queued = new Map<number, Waiting>()

  constructor(
    private readonly token: string,
    private readonly timings: TeamSocketTimings = defaultTeamSocketTimings
  ) {
    this.connect()
  }

  private connect(): void {
    this.retry = null
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws'
    const socket = new WebSocket(`${scheme}://${location.host}/ws/team?token=${encodeURIComponent(this.token)}`)
    this.socket = socket
    // The link is up once the door has sent this team's view (an open socket alone proves nothing).
    let opened = false
    socket.onopen = () => {
      this.heard()
      this.startHeartbeat(socket)
    }
    const accepted = (): void => {
      opened = true
      this.everUp = true
      this.attempt = 0
      this.state = 'up'
      // What was sealed while the link was down goes now, in the order it was made.
      for (const [id, waiting] of this.queued) {
        this.queued.delete(id)
        clearTimeout(waiting.timer)
        this.transmit(socket, id, waiting.frame, waiting.resolve)
      }
    }
    socket.onmessage = (message) => {
      this.heard()
      if (!opened) accepted()
      const data = JSON.parse(String(message.data)) as { id?: number; result?: Result; event?: string; payload?: TeamPayload; pong?: number }
      if (data.id !== undefined && data.result) {
        const waiting = this.pending.get(data.id)
        this.pending.delete(data.id)
        if (waiting) {
          clearTimeout(waiting.timer)
          waiting.resolve(data.result)
        }
      } else if (data.event === 'team' && data.payload) this.payload = data.payload
    }
    socket.onclose = (event) => {
      if (this.socket !== socket) return
      this.socket = null
      this.stopHeartbeat()
      // A sent seal whose answer can no longer come is reported, not waited for.
      for (const waiting of this.pending.values()) {
        clearTimeout(waiting.timer)
        waiting.resolve(fail('players.noAnswer'))
      }
      this.pending.clear()
      if (this.stopped) return
      // A revoked link ends for good: the GM hands out a new one. The page forgets what it showed too:
      // a revoked link is often a phone left behind.
      if (event.code === revokedCode) {
        this.payload = null
        this.state = 'revoked'
        this.dropQueued()
        return
      }
      // A closed door keeps the links: the page says so and tries its own link now and then, until the GM opens the door again.
      if (event.code === doorClosedCode || (this.state === 'closed' && !opened)) {
        this.payload = null
        this.state = 'closed'
        this.dropQueued()
        this.retry = setTimeout(() => this.connect(), closedRetryMs)
        return
      }
      this.attempt++
      // A link that never opened in this page is likely wrong after a few tries; one that worked is only away.
      this.state = !opened && !this.everUp && this.attempt >= 3 ? 'refused' : 'reconnecting'
      this.retry = setTimeout(() => this.connect(), reconnectDelay(this.attempt))
    }
  }

  private heard(): void {
    this.lastHeard = Date.now()
  }

  private startHeartbeat(socket: WebSocket): void {
    this.stopHeartbeat()
    let ping = 0
    this.heartbeat = setInterval(() => {
      // Nothing heard for too long (not even the door's answer to our pings): the socket is half-open.
      if (Date.now() - this.lastHeard > this.timings.silentMs) {
        socket.onclose?.(new CloseEvent('close', { code: 4000 }))
        socket.close()
        return
      }
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ ping: ++ping }))
    }, this.timings.pingMs)
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat)
    this.heartbeat = null
  }

  private dropQueued(): void {
    for (const waiting of this.queued.values()) {
      clearTimeout(waiting.timer)
      waiting.resolve(fail('players.notSent'))
    }
    this.queued.clear()
  }

  private transmit(socket: WebSocket, id: number, frame: string, resolve: (result: Result) => void): void {
    const timer = setTimeout(() => {
      if (!this.pending.delete(id)) return
      resolve(fail('players.noAnswer'))
    }, this.timings.answerMs)
    this.pending.set(id, { frame, resolve, timer })
    socket.send(frame)
  }

  /** Sends one command of the team's prompt; resolves with the host's answer, or with why it was not sent or not answered. */
  send(command: unknown): Promise<Result> {
    const id = this.nextId++
    const frame = JSON.stringify({ id, command })
    return new Promise((resolve) => {
      const socket = this.socket
      if (socket && socket.readyState === WebSocket.OPEN && this.state === 'up') return this.transmit(socket, id, frame, resolve)
      if (this.state === 'revoked' || this.state === 'closed' || this.stopped) return resolve(fail('players.notSent'))
      const timer = setTimeout(() => {
        if (this.queued.delete(id)) resolve(fail('players.notSent'))
      }, this.timings.queuedMs)
      this.queued.set(id, { frame, resolve, timer })
    })
  }

  /** Stops this link for good (the page moved to another link in the same tab). */
  stop(): void {
    this.stopped = true
    this.stopHeartbeat()
    if (this.retry) clearTimeout(this.retry)
    this.dropQueued()
    const socket = this.socket
    this.socket = null
    socket?.close()
    for (const waiting of this.pending.values()) {
      clearTimeout(waiting.timer)
      waiting.resolve(fail('players.notSent'))
    }
    this.pending.clear()
  }
}
