import type { BoardApi, BoardPayload, Commands, OverseerApi } from '../../../shared/contract'
import { fail } from '../../../shared/message'

type Handler = (payload: unknown) => void

/** A reconnecting WebSocket to the web host: requests by id, pushes by event name. */
class HostSocket {
  private socket: WebSocket | null = null
  private nextId = 1
  private readonly pending = new Map<number, (result: unknown) => void>()
  private readonly handlers = new Map<string, Set<Handler>>()
  private readonly queue: string[] = []

  constructor(private readonly url: string) {
    this.connect()
  }

  private connect(): void {
    const socket = new WebSocket(this.url)
    this.socket = socket
    socket.onopen = () => {
      for (const message of this.queue.splice(0)) socket.send(message)
      this.emit('reconnect', null)
    }
    socket.onmessage = (message) => {
      const data = JSON.parse(String(message.data)) as { id?: number; result?: unknown; event?: string; payload?: unknown }
      if (data.id !== undefined) {
        this.pending.get(data.id)?.(data.result)
        this.pending.delete(data.id)
      } else if (data.event) this.emit(data.event, data.payload)
    }
    socket.onclose = () => {
      for (const resolve of this.pending.values()) resolve(fail('host.connectionLost'))
      this.pending.clear()
      setTimeout(() => this.connect(), 1000)
    }
  }

  /** Delivers a payload to the handlers of an event, as if the host had pushed it. */
  emit(event: string, payload: unknown): void {
    for (const handler of this.handlers.get(event) ?? []) handler(payload)
  }

  request(method: string, args: unknown[]): Promise<unknown> {
    const id = this.nextId++
    const message = JSON.stringify({ id, method, args })
    return new Promise((resolve) => {
      this.pending.set(id, resolve)
      if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(message)
      else this.queue.push(message)
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

/** The GM API over the web host's socket (the token comes from the page address). */
export function createSocketApi(token: string): OverseerApi {
  const socket = new HostSocket(socketUrl(`/ws/gm?token=${encodeURIComponent(token)}`))
  const call =
    <K extends keyof Commands>(method: K) =>
    (...args: Parameters<Commands[K]>) =>
      socket.request(method, args) as ReturnType<Commands[K]>
  // After a reconnect the host may have changed: ask for the whole state again.
  socket.on('reconnect', async () => socket.emit('state', await socket.request('state', [])))
  return {
    state: call('state'),
    dispatch: call('dispatch'),
    undo: call('undo'),
    redo: call('redo'),
    newFromDemo: call('newFromDemo'),
    open: call('open'),
    restoreBackup: call('restoreBackup'),
    setDisplay: call('setDisplay'),
    close: call('close'),
    exportCampaign: call('exportCampaign'),
    importCampaign: call('importCampaign'),
    listBackups: call('listBackups'),
    recordsInFile: call('recordsInFile'),
    importServant: call('importServant'),
    importRecord: call('importRecord'),
    exportSessionLog: call('exportSessionLog'),
    turnSummary: call('turnSummary'),
    on: (event, listener) => socket.on(event, listener as Handler)
  }
}
/** The read-only board API over the web host's board socket. */
export function createBoardSocketApi(): BoardApi {
  const socket = new HostSocket(socketUrl('/ws/board'))
  let last: BoardPayload = { blank: false, view: null }
  socket.on('board', (payload) => (last = payload as BoardPayload))
  return {
    board: async () => last,
    on: (_event, listener) => socket.on('board', listener as Handler)
  }
}
