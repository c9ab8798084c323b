import type { Result } from '../../../shared/contract'
import type { TeamPayload } from '../../../shared/players'
import { fail } from '../../../shared/message'
import { reconnectDelay } from './socket-client'

/** Close codes the players' door sends (src/host/players/players-listener.ts `teamCloseCodes`). */
const revokedCode = 4003
const doorClosedCode = 4001

/** Where a team page stands with the GM's Overseer. */
export type TeamLinkState = 'connecting' | 'up' | 'lost' | 'revoked' | 'closed' | 'refused'

/**
 * A team page's socket (issue 18): the link's token comes from the address after `#` (never sent in
 * a page request), the host pushes the team's own view, and the page sends its submissions. A
 * revoked link or a closed door stops it; anything else reconnects, and a link refused again and again says so.
 */
export class TeamSocket {
  payload = $state.raw<TeamPayload | null>(null)
  state = $state<TeamLinkState>('connecting')
  private socket: WebSocket | null = null
  private nextId = 1
  private attempt = 0
  private readonly pending = new Map<number, (result: Result) => void>()

  constructor(private readonly token: string) {
    this.connect()
  }

  private connect(): void {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws'
    const socket = new WebSocket(`${scheme}://${location.host}/ws/team?token=${encodeURIComponent(this.token)}`)
    this.socket = socket
    let opened = false
    socket.onopen = () => {
      opened = true
      this.attempt = 0
      this.state = 'up'
    }
    socket.onmessage = (message) => {
      const data = JSON.parse(String(message.data)) as { id?: number; result?: Result; event?: string; payload?: TeamPayload }
      if (data.id !== undefined && data.result) {
        this.pending.get(data.id)?.(data.result)
        this.pending.delete(data.id)
      } else if (data.event === 'team' && data.payload) this.payload = data.payload
    }
    socket.onclose = (event) => {
      this.socket = null
      for (const resolve of this.pending.values()) resolve(fail('host.connectionLost'))
      this.pending.clear()
      // A revoked link and a closed door end this link for good: the GM hands out new ones.
      // The page forgets what it showed too: a revoked link is often a phone left behind.
      if (event.code === revokedCode || event.code === doorClosedCode) {
        this.payload = null
        this.state = event.code === revokedCode ? 'revoked' : 'closed'
        return
      }
      this.attempt++
      // A refused upgrade never opens: after a few tries the link itself is the likely cause.
      this.state = !opened && this.attempt >= 3 ? 'refused' : 'lost'
      setTimeout(() => this.connect(), reconnectDelay(this.attempt))
    }
  }

  /** Sends one command of the team's prompt; resolves with the host's answer (a refusal changes nothing). */
  send(command: unknown): Promise<Result> {
    const socket = this.socket
    if (!socket || socket.readyState !== WebSocket.OPEN) return Promise.resolve(fail('host.connectionLost'))
    const id = this.nextId++
    return new Promise((resolve) => {
      this.pending.set(id, resolve)
      socket.send(JSON.stringify({ id, command }))
    })
  }
}
