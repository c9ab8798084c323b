import type { ContextBridge, IpcMain, IpcMainInvokeEvent, IpcRenderer } from 'electron'
import type { StandInFrame, StandInWebContents } from './windows'

/** The members of `ipcMain` the stand-in has, with Electron's types. */
export type IpcMainPart = Pick<IpcMain, 'handle' | 'removeHandler'>
/** The members of `ipcRenderer` the stand-in has, with Electron's types. */
export type IpcRendererPart = Pick<IpcRenderer, 'invoke'>
/** The members of `contextBridge` the stand-in has, with Electron's types. */
export type ContextBridgePart = Pick<ContextBridge, 'exposeInMainWorld'>

type Handler = Parameters<IpcMain['handle']>[1]

/** Where an invoke comes from: a page and one of its frames (its main frame unless a test says otherwise). */
export interface Sender {
  contents: StandInWebContents
  frame?: StandInFrame
}

/** `ipcMain`: the handlers main registered, callable as a page's `ipcRenderer.invoke` would call them. */
class StandInIpcMain implements IpcMainPart {
  readonly handlers = new Map<string, Handler>()

  handle(channel: string, listener: Handler): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`)
    this.handlers.set(channel, listener)
  }

  removeHandler(channel: string): void {
    this.handlers.delete(channel)
  }

  /**
   * Invokes `channel` from `sender` as Electron does: the arguments and the answer are copied by
   * structured clone, and a missing handler is an error.
   */
  async invoke(sender: Sender, channel: string, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel)
    if (!handler) throw new Error(`No handler registered for '${channel}'`)
    const frame = sender.frame ?? sender.contents.mainFrame
    // Electron's invoke event; the stand-in page and frame stand for Electron's own (see ContentsPart, FramePart).
    const event = {
      sender: sender.contents,
      senderFrame: frame,
      frameId: frame.routingId,
      processId: frame.processId,
      type: 'frame' as const,
      preventDefault: () => undefined,
      defaultPrevented: false
    }
    return structuredClone(await handler(event as unknown as IpcMainInvokeEvent, ...structuredClone(args)))
  }
}

/** `ipcMain`. */
export const ipcMain = new StandInIpcMain()

/**
 * `ipcRenderer` as a preload sees it. A page runs its preload's calls through `asRenderer(page,
 * …)`: the stand-in then knows which page is asking, as each real renderer does.
 */
class StandInIpcRenderer implements IpcRendererPart {
  private current: Sender | null = null

  /** Runs `act` as the renderer of `sender` (a preload's API called from that page). */
  asRenderer<T>(sender: Sender, act: () => T): T {
    const previous = this.current
    this.current = sender
    try {
      return act()
    } finally {
      this.current = previous
    }
  }

  /** Runs `act` to its end as the renderer of `sender` (a preload loading in that page). */
  async loadingIn<T>(sender: Sender, act: () => Promise<T>): Promise<T> {
    const previous = this.current
    this.current = sender
    try {
      return await act()
    } finally {
      this.current = previous
    }
  }

  /** The page whose renderer is running now. */
  get sender(): Sender {
    if (!this.current) throw new Error('ipcRenderer used outside a page: wrap the call in asRenderer(page, …)')
    return this.current
  }

  invoke(channel: string, ...args: any[]): Promise<any> {
    return ipcMain.invoke(this.sender, channel, ...args)
  }

  on(...[channel, listener]: Parameters<IpcRenderer['on']>): this {
    const listeners = this.sender.contents.rendererListeners
    if (!listeners.has(channel)) listeners.set(channel, new Set())
    listeners.get(channel)!.add(listener as (event: { sender: unknown }, ...args: unknown[]) => void)
    return this
  }

  removeListener(...[channel, listener]: Parameters<IpcRenderer['removeListener']>): this {
    this.sender.contents.rendererListeners.get(channel)?.delete(listener as (event: { sender: unknown }, ...args: unknown[]) => void)
    return this
  }

  reset(): void {
    this.current = null
  }
}

/** `ipcRenderer`. */
export const ipcRenderer = new StandInIpcRenderer()

/** `contextBridge`: what each page's preload put in that page's main world, by key. */
class StandInContextBridge implements ContextBridgePart {
  private readonly worlds = new Map<StandInWebContents, Map<string, unknown>>()

  exposeInMainWorld(apiKey: string, api: any): void {
    const world = this.worldOf(ipcRenderer.sender.contents)
    if (world.has(apiKey)) throw new Error(`Cannot bind an API on top of an existing property on the window object: ${apiKey}`)
    world.set(apiKey, api)
  }

  /** What the preloads of `contents` exposed to its page, by key. */
  worldOf(contents: StandInWebContents): Map<string, unknown> {
    if (!this.worlds.has(contents)) this.worlds.set(contents, new Map())
    return this.worlds.get(contents)!
  }

  reset(): void {
    this.worlds.clear()
  }
}

/** `contextBridge`. */
export const contextBridge = new StandInContextBridge()
