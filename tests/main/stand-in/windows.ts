import type {
  BrowserWindow as ElectronBrowserWindow,
  BrowserWindowConstructorOptions,
  Event,
  HandlerDetails,
  Rectangle,
  RenderProcessGoneDetails,
  WebContents,
  WebFrameMain,
  WebPreferences,
  WindowOpenHandlerResponse,
  WindowSessionEndEvent
} from 'electron'
import { preventable, StandInEmitter, type ListenersChecked } from './emitter'

/** The members of a `WebFrameMain` the stand-in has, with Electron's types. */
export type FramePart = Pick<WebFrameMain, 'url' | 'processId' | 'routingId' | 'frameTreeNodeId' | 'name'>

/** The members of `WebContents` the stand-in has, with Electron's types. */
export type ContentsPart = Pick<WebContents, 'id' | 'send' | 'setWindowOpenHandler' | 'isDestroyed' | 'reload'>

/** A stand-in page as Electron types one: its members and its main frame's. */
export type ContentsShape = ContentsPart & { mainFrame: FramePart }

/** What a navigation event tells its listeners. */
type Navigation = Event<{ url: string; isSameDocument: boolean; isMainFrame: boolean; frame: FramePart | null }>

/** The page events the stand-in emits, with the arguments Electron passes. */
export type ContentsEvents = {
  'will-navigate': [details: Navigation, url: string, isInPlace: boolean, isMainFrame: boolean, frameProcessId: number, frameRoutingId: number]
  'will-redirect': [details: Navigation, url: string, isInPlace: boolean, isMainFrame: boolean, frameProcessId: number, frameRoutingId: number]
  'will-attach-webview': [event: Event, webPreferences: WebPreferences, params: Record<string, string>]
  'render-process-gone': [event: Event, details: RenderProcessGoneDetails]
  'did-fail-load': [event: Event, errorCode: number, errorDescription: string, validatedURL: string, isMainFrame: boolean, frameProcessId: number, frameRoutingId: number]
}

export const contentsListenersChecked: ListenersChecked<WebContents, ContentsEvents> = {
  'will-navigate': (real) => real.on('will-navigate', (...args: ContentsEvents['will-navigate']) => args),
  'will-redirect': (real) => real.on('will-redirect', (...args: ContentsEvents['will-redirect']) => args),
  'will-attach-webview': (real) => real.on('will-attach-webview', (...args: ContentsEvents['will-attach-webview']) => args),
  'render-process-gone': (real) => real.on('render-process-gone', (...args: ContentsEvents['render-process-gone']) => args),
  'did-fail-load': (real) => real.on('did-fail-load', (...args: ContentsEvents['did-fail-load']) => args)
}

/** The members of `BrowserWindow` the stand-in has, with Electron's types. */
export type WindowPart = Pick<
  ElectronBrowserWindow,
  | 'id'
  | 'loadURL'
  | 'show'
  | 'focus'
  | 'restore'
  | 'minimize'
  | 'isMinimized'
  | 'isVisible'
  | 'isFocused'
  | 'setFullScreen'
  | 'isFullScreen'
  | 'setBounds'
  | 'getBounds'
  | 'getNormalBounds'
  | 'maximize'
  | 'unmaximize'
  | 'isMaximized'
  | 'setTitle'
  | 'getTitle'
  | 'close'
  | 'destroy'
  | 'isDestroyed'
>

/** The window events the stand-in emits, with the arguments Electron passes. */
export type WindowEvents = {
  close: [event: Event]
  closed: []
  'page-title-updated': [event: Event, title: string, explicitSet: boolean]
  'query-session-end': [event: WindowSessionEndEvent]
  'session-end': [event: WindowSessionEndEvent]
  unresponsive: []
  responsive: []
}

export const windowListenersChecked: ListenersChecked<ElectronBrowserWindow, WindowEvents> = {
  close: (real) => real.on('close', (...args: WindowEvents['close']) => args),
  closed: (real) => real.on('closed', (...args: WindowEvents['closed']) => args),
  'page-title-updated': (real) => real.on('page-title-updated', (...args: WindowEvents['page-title-updated']) => args),
  'query-session-end': (real) => real.on('query-session-end', (...args: WindowEvents['query-session-end']) => args),
  'session-end': (real) => real.on('session-end', (...args: WindowEvents['session-end']) => args),
  unresponsive: (real) => real.on('unresponsive', (...args: WindowEvents['unresponsive']) => args),
  responsive: (real) => real.on('responsive', (...args: WindowEvents['responsive']) => args)
}

let nextId = 1

/** A frame of a page: the main frame, or a subframe (an embedded page that must never reach the host). */
export class StandInFrame implements FramePart {
  readonly processId = 1
  readonly routingId = nextId++
  readonly frameTreeNodeId = this.routingId
  name = ''
  constructor(public url = '') {}
}

type RendererListener = (event: { sender: unknown }, ...args: unknown[]) => void

/** A window's page: what main sends it, its open-window handler, its frames and its renderer's listeners. */
export class StandInWebContents extends StandInEmitter<ContentsEvents> implements ContentsPart {
  readonly id = nextId++
  readonly mainFrame = new StandInFrame()
  /** Everything main sent this page, in order. */
  readonly sent: { channel: string; args: unknown[] }[] = []
  /** The renderer's `ipcRenderer.on` listeners, by channel. */
  readonly rendererListeners = new Map<string, Set<RendererListener>>()
  private windowOpenHandler: ((details: HandlerDetails) => WindowOpenHandlerResponse) | null = null
  private destroyed = false
  /** How many times main reloaded the page. */
  reloads = 0

  send(channel: string, ...args: any[]): void {
    if (this.destroyed) throw new Error('Object has been destroyed')
    // IPC copies what it carries, as Electron's structured clone does.
    const copied = structuredClone(args)
    this.sent.push({ channel, args: copied })
    for (const listener of this.rendererListeners.get(channel) ?? []) listener({ sender: null }, ...copied)
  }

  setWindowOpenHandler(handler: (details: HandlerDetails) => WindowOpenHandlerResponse): void {
    this.windowOpenHandler = handler
  }

  isDestroyed(): boolean {
    return this.destroyed
  }

  reload(): void {
    this.reloads += 1
  }

  /** The page's renderer process ends (`crashed`, `killed`, `oom`…, or `clean-exit`). */
  rendererGone(reason: RenderProcessGoneDetails['reason'], exitCode = 1): void {
    this.fire('render-process-gone', preventable(), { reason, exitCode })
  }

  /** The page's main frame (or a subframe) fails to load `url`, with Chromium's net error. */
  failLoad(url: string, errorCode: number, errorDescription: string, isMainFrame = true): void {
    this.fire('did-fail-load', preventable(), errorCode, errorDescription, url, isMainFrame, this.mainFrame.processId, this.mainFrame.routingId)
  }

  /** The page asks for a new window (`window.open`, a target=_blank link): what the handler answers (allowed without one). */
  openWindow(url: string): WindowOpenHandlerResponse {
    const details: HandlerDetails = { url, frameName: '', features: '', disposition: 'new-window', referrer: { url: '', policy: 'default' } }
    return this.windowOpenHandler ? this.windowOpenHandler(details) : { action: 'allow' }
  }

  /** The page tries to go to `url` (a link, `location = …`) or is redirected there: whether it may. */
  navigate(url: string, how: 'will-navigate' | 'will-redirect' = 'will-navigate'): boolean {
    const attempt = preventable({ url, isSameDocument: false, isMainFrame: true, frame: this.mainFrame })
    this.fire(how, attempt, url, false, true, this.mainFrame.processId, this.mainFrame.routingId)
    return !attempt.defaultPrevented
  }

  /** The page tries to embed a `<webview>`: whether it may. */
  attachWebview(src: string): boolean {
    const attempt = preventable()
    this.fire('will-attach-webview', attempt, {}, { src })
    return !attempt.defaultPrevented
  }

  /** A frame embedded in the page (not its main frame). */
  subframe(url = 'https://example.invalid/'): StandInFrame {
    return new StandInFrame(url)
  }

  /** The page is gone with its window. */
  destroy(): void {
    this.destroyed = true
  }
}

/** A browser window: its options (web preferences included) as given, its page, bounds and state. */
export class BrowserWindow extends StandInEmitter<WindowEvents> implements WindowPart {
  private static windows: BrowserWindow[] = []
  readonly id = nextId++
  readonly webContents = new StandInWebContents()
  /** The options the window was created with, web preferences included. */
  readonly options: BrowserWindowConstructorOptions
  /** The address the window loaded, or null. */
  url: string | null = null
  private bounds: Rectangle
  private fullScreen: boolean
  private minimized = false
  private maximized = false
  private visible: boolean
  private focused = false
  private destroyed = false
  private title: string
  /** How many times something focused the window. */
  focusCount = 0

  constructor(options: BrowserWindowConstructorOptions = {}) {
    super()
    this.options = options
    this.bounds = { x: options.x ?? 0, y: options.y ?? 0, width: options.width ?? 800, height: options.height ?? 600 }
    this.fullScreen = options.fullscreen ?? false
    this.visible = options.show ?? true
    this.title = options.title ?? ''
    BrowserWindow.windows.push(this)
    BrowserWindow.onCreated(this)
  }

  /** Every window not yet destroyed. */
  static getAllWindows(): BrowserWindow[] {
    return BrowserWindow.windows.filter((window) => !window.isDestroyed())
  }

  /** Called when the last window is gone (the app emits `window-all-closed` unless it is quitting). */
  static onAllClosed: () => void = () => undefined
  /** Called when a window and its page are made (the app emits `web-contents-created`). */
  static onCreated: (window: BrowserWindow) => void = () => undefined

  /** Forgets every window (between tests). */
  static reset(): void {
    BrowserWindow.windows = []
  }

  async loadURL(url: string): Promise<void> {
    this.url = url
    this.webContents.mainFrame.url = url
  }

  show(): void {
    this.visible = true
  }

  focus(): void {
    this.focused = true
    this.focusCount += 1
  }

  restore(): void {
    this.minimized = false
  }

  minimize(): void {
    this.minimized = true
    this.focused = false
  }

  isMinimized(): boolean {
    return this.minimized
  }

  isVisible(): boolean {
    return this.visible
  }

  isFocused(): boolean {
    return this.focused
  }

  setFullScreen(flag: boolean): void {
    this.fullScreen = flag
  }

  isFullScreen(): boolean {
    return this.fullScreen
  }

  setBounds(bounds: Partial<Rectangle>): void {
    this.bounds = { ...this.bounds, ...bounds }
  }

  getBounds(): Rectangle {
    return { ...this.bounds }
  }

  /** The bounds the window has when neither maximized nor full screen (the stand-in's bounds are always those). */
  getNormalBounds(): Rectangle {
    return { ...this.bounds }
  }

  maximize(): void {
    this.maximized = true
  }

  unmaximize(): void {
    this.maximized = false
  }

  isMaximized(): boolean {
    return this.maximized
  }

  setTitle(title: string): void {
    this.title = title
  }

  getTitle(): string {
    return this.title
  }

  /** Electron's close: `close` (cancellable), then the window and its page are destroyed and `closed` follows. */
  close(): void {
    if (this.destroyed) return
    const event = preventable()
    this.fire('close', event)
    if (!event.defaultPrevented) this.destroy()
  }

  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    this.webContents.destroy()
    this.fire('closed')
    if (BrowserWindow.getAllWindows().length === 0) BrowserWindow.onAllClosed()
  }

  isDestroyed(): boolean {
    return this.destroyed
  }

  /** The page sets its own title (`<title>`): whether the window takes it. */
  pageTitle(title: string): boolean {
    const event = preventable()
    this.fire('page-title-updated', event, title, false)
    if (!event.defaultPrevented) this.title = title
    return !event.defaultPrevented
  }

  /** The page stops answering (a long script), or answers again. */
  hang(responding: boolean): void {
    this.fire(responding ? 'responsive' : 'unresponsive')
  }

  /** Windows is about to end the session (shutdown, restart, log-off). */
  sessionEnds(stage: 'query-session-end' | 'session-end'): void {
    this.fire(stage, preventable({ reasons: ['shutdown' as const] }))
  }
}
