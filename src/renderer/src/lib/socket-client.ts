import { maxRequestBytes, type BoardApi, type BoardPayload, type Commands, type OverseerApi } from '../../../shared/contract'
import { fail } from '../../../shared/message'
import { describeSize, utf8Length } from '../../../shared/sizes'
import { commandMethods } from '../../../shared/command-methods'
import { link as windowLink, type Link } from './link.svelte'

type Handler = (payload: unknown) => void

/** The wait before reconnect try `attempt` (1, 2, …): doubling from a quarter second, never more than 5 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(250 * 2 ** Math.max(attempt - 1, 0), 5000)
}

/** How a socket reaches the host: the link it reports to, and how to tell a refused token from a host that is away. */
interface SocketOptions {
  link: Link
  /** Whether the host, answering again, refuses this page's token (the GM socket only). */
  tokenRefused?: () => Promise<boolean>
}

/**
 * A WebSocket to the web host that reopens itself: requests by id, pushes by event name. While it is
 * down every request is answered at once with "lost the connection" (nothing is held back to be sent
 * later, when the GM no longer expects it); requests made before it first opens wait for it.
 */
class HostSocket {
  private socket: WebSocket | null = null
  private nextId = 1
  private readonly pending = new Map<number, (result: unknown) => void>()
  private readonly handlers = new Map<string, Set<Handler>>()
  private readonly queue: string[] = []
  /** Set once the first connect has opened or failed: from then on nothing waits for a socket. */
  private firstTryOver = false
  private attempt = 0
  private tokenRefused = false
  private retry: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly url: string,
    private readonly options: SocketOptions
  ) {
    this.connect()
    // A laptop waking up or a network coming back: try at once rather than at the end of a long wait.
    const now = (): void => {
      if (this.retry !== null) this.reconnectNow()
    }
    addEventListener('online', now)
    addEventListener('focus', now)
  }

  private connect(): void {
    const socket = new WebSocket(this.url)
    this.socket = socket
    socket.onopen = () => {
      this.attempt = 0
      this.tokenRefused = false
      const reconnected = this.firstTryOver
      this.firstTryOver = true
      for (const message of this.queue.splice(0)) socket.send(message)
      this.options.link.up()
      if (reconnected) this.emit('reconnect', null)
    }
    socket.onmessage = (message) => {
      const data = JSON.parse(String(message.data)) as { id?: number; result?: unknown; event?: string; payload?: unknown }
      if (data.id !== undefined) {
        this.pending.get(data.id)?.(data.result)
        this.pending.delete(data.id)
      } else if (data.event) this.emit(data.event, data.payload)
    }
    socket.onclose = () => {
      if (this.socket !== socket) return
      this.socket = null
      // What was sent and not answered may or may not have been applied: the GM is told it was not
      // confirmed, and the state the host pushes after the reconnect shows what is true.
      for (const resolve of this.pending.values()) resolve(fail('host.connectionLost'))
      this.pending.clear()
      this.queue.length = 0
      this.firstTryOver = true
      this.attempt++
      this.options.link.down(this.attempt, this.tokenRefused)
      if (this.attempt >= 3 && this.options.tokenRefused) {
        void this.options.tokenRefused().then((refused) => {
          this.tokenRefused = refused
          if (this.socket === null || this.socket.readyState !== WebSocket.OPEN) this.options.link.down(this.attempt, refused)
        })
      }
      this.retry = setTimeout(() => this.reconnectNow(), reconnectDelay(this.attempt))
    }
  }

  private reconnectNow(): void {
    if (this.retry !== null) clearTimeout(this.retry)
    this.retry = null
    this.connect()
  }

  /** Delivers a payload to the handlers of an event, as if the host had pushed it. */
  emit(event: string, payload: unknown): void {
    for (const handler of this.handlers.get(event) ?? []) handler(payload)
  }

  request(method: string, args: unknown[]): Promise<unknown> {
    const id = this.nextId++
    const message = JSON.stringify({ id, method, args })
    // The host closes a socket whose message is too large (1009), losing every answer pending on it:
    // such a request is refused here, measured as it would be sent.
    const size = utf8Length(message)
    if (size > maxRequestBytes) return Promise.resolve(fail('host.requestTooLarge', { size: describeSize(size), max: describeSize(maxRequestBytes) }))
    const socket = this.socket
    if (socket?.readyState === WebSocket.OPEN) {
      return new Promise((resolve) => {
        this.pending.set(id, resolve)
        socket.send(message)
      })
    }
    if (this.firstTryOver) return Promise.resolve(fail('host.connectionLost'))
    return new Promise((resolve) => {
      this.pending.set(id, resolve)
      this.queue.push(message)
    })
  }

  on(event: string, handler: Handler): () => void {
    const set = this.handlers.get(event) ?? new Set()
    set.add(handler)
    this.handlers.set(event, set)
    return () => set.delete(handler)
  }
}

function socketUrl(path: string): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`
}

/** Whether the web host answers this GM page's address with "wrong token" (it restarted with another token). */
async function pageTokenRefused(): Promise<boolean> {
  try {
    return (await fetch(location.href, { method: 'HEAD', cache: 'no-store' })).status === 401
  } catch {
    return false
  }
}

/** The GM API over the web host's socket (the token comes from the page address). */
export function createSocketApi(token: string, link: Link = windowLink): OverseerApi {
  const socket = new HostSocket(socketUrl(`/ws/gm?token=${encodeURIComponent(token)}`), { link, tokenRefused: pageTokenRefused })
  const call = <K extends keyof Commands>(method: K): Commands[K] =>
    ((...args: Parameters<Commands[K]>) => socket.request(method, args)) as Commands[K]
  // After a reconnect the host may have changed (restarted, another tab's commands): ask for the whole state again.
  socket.on('reconnect', async () => {
    const state = await socket.request('state', [])
    if (typeof state === 'object' && state !== null && !('ok' in state)) socket.emit('state', state)
  })
  return {
    ...commandMethods(call),
    on: (event, listener) => socket.on(event, listener as Handler)
  }
}

/** The read-only board API over the web host's board socket (the host sends its picture on every connect). */
export function createBoardSocketApi(link: Link = windowLink): BoardApi {
  const socket = new HostSocket(socketUrl('/ws/board'), { link })
  let last: BoardPayload = { blank: false, view: null }
  socket.on('board', (payload) => (last = payload as BoardPayload))
  return {
    board: async () => last,
    on: (_event, listener) => socket.on('board', listener as Handler)
  }
}
