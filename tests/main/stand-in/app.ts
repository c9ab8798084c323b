import type { App, Details, Event } from 'electron'
import { preventable, StandInEmitter, type ListenersChecked } from './emitter'
import { BrowserWindow, type ContentsShape } from './windows'

/** The members of Electron's `app` the main process uses; the stand-in has each with Electron's own type. */
export type AppPart = Pick<
  App,
  | 'getPath'
  | 'setPath'
  | 'whenReady'
  | 'quit'
  | 'exit'
  | 'relaunch'
  | 'requestSingleInstanceLock'
  | 'addRecentDocument'
  | 'clearRecentDocuments'
  | 'getPreferredSystemLanguages'
  | 'isPackaged'
  | 'getVersion'
>

/** The app events the stand-in emits, with the arguments Electron passes. */
export type AppEvents = {
  ready: [event: Event, launchInfo: Record<string, any>]
  'before-quit': [event: Event]
  'will-quit': [event: Event]
  quit: [event: Event, exitCode: number]
  'window-all-closed': []
  'second-instance': [event: Event, argv: string[], workingDirectory: string, additionalData: unknown]
  'open-file': [event: Event, path: string]
  'web-contents-created': [event: Event, webContents: ContentsShape]
  'child-process-gone': [event: Event, details: Details]
}

export const appListenersChecked: ListenersChecked<App, AppEvents> = {
  ready: (real) => real.on('ready', (...args: AppEvents['ready']) => args),
  'before-quit': (real) => real.on('before-quit', (...args: AppEvents['before-quit']) => args),
  'will-quit': (real) => real.on('will-quit', (...args: AppEvents['will-quit']) => args),
  quit: (real) => real.on('quit', (...args: AppEvents['quit']) => args),
  'window-all-closed': (real) => real.on('window-all-closed', (...args: AppEvents['window-all-closed']) => args),
  'second-instance': (real) => real.on('second-instance', (...args: AppEvents['second-instance']) => args),
  'open-file': (real) => real.on('open-file', (...args: AppEvents['open-file']) => args),
  'web-contents-created': (real) => real.on('web-contents-created', (...args: AppEvents['web-contents-created']) => args),
  'child-process-gone': (real) => real.on('child-process-gone', (...args: AppEvents['child-process-gone']) => args)
}

type PathName = Parameters<App['getPath']>[0]

function settleable(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined
  const promise = new Promise<void>((settle) => (resolve = settle))
  return { promise, resolve }
}

/**
 * Electron's `app`: paths, readiness, the single-instance lock, the quit sequence (before-quit,
 * closing every window, will-quit) and the recent documents, all recorded for the tests.
 */
export class StandInApp extends StandInEmitter<AppEvents> implements AppPart {
  private readonly paths = new Map<string, string>()
  private ready = false
  private readiness = settleable()
  private quitting = false
  /** Packaged (no reload or developer tools) unless a test says it runs from source. */
  isPackaged = true
  /** The OS's languages, most preferred first. */
  languages = ['en-US']
  /** Set when another Overseer holds the instance lock: this launch is the second one. */
  lockHeldElsewhere = false
  /** What this launch handed to the one holding the lock. */
  handedToFirst: unknown = undefined
  readonly recentDocuments: string[] = []
  /** How many times the app asked to quit, and whether it did. */
  quitRequests = 0
  quitted = false
  exitCode: number | null = null
  /** How many times the app asked to be started again (after the exit that follows). */
  relaunches = 0
  /** The app's version, as package.json gives it to Electron. */
  version = '0.1.0'

  constructor() {
    super()
    BrowserWindow.onAllClosed = () => {
      if (!this.quitting) this.fire('window-all-closed')
    }
    BrowserWindow.onCreated = (window) => this.fire('web-contents-created', preventable(), window.webContents)
  }

  getPath(name: PathName): string {
    const path = this.paths.get(name)
    if (!path) throw new Error(`the stand-in app has no path "${name}" (set it with app.setPath)`)
    return path
  }

  setPath(name: string, path: string): void {
    this.paths.set(name, path)
  }

  whenReady(): Promise<void> {
    return this.readiness.promise
  }

  /** The platform says the app is ready: emits `ready` and settles `whenReady()`. */
  becomeReady(): void {
    if (this.ready) return
    this.ready = true
    this.fire('ready', preventable(), {})
    this.readiness.resolve()
  }

  /** Electron's quit: `before-quit` (cancellable), then every window is closed (each may refuse), then `will-quit`. */
  quit(): void {
    this.quitRequests += 1
    if (this.quitted) return
    const beforeQuit = preventable()
    this.fire('before-quit', beforeQuit)
    if (beforeQuit.defaultPrevented) return
    this.quitting = true
    try {
      for (const window of BrowserWindow.getAllWindows()) {
        window.close()
        if (!window.isDestroyed()) return
      }
    } finally {
      this.quitting = false
    }
    const willQuit = preventable()
    this.fire('will-quit', willQuit)
    if (willQuit.defaultPrevented) return
    this.quitted = true
    this.fire('quit', preventable(), 0)
  }

  relaunch(): void {
    this.relaunches += 1
  }

  getVersion(): string {
    return this.version
  }

  /** A helper process (the GPU's, a utility's) ended: how the app hears of it. */
  childProcessGone(details: Details): void {
    this.fire('child-process-gone', preventable(), details)
  }

  exit(exitCode = 0): void {
    this.exitCode = exitCode
    this.quitted = true
  }

  requestSingleInstanceLock(additionalData?: Record<any, any>): boolean {
    if (!this.lockHeldElsewhere) return true
    this.handedToFirst = additionalData
    return false
  }

  addRecentDocument(path: string): void {
    this.recentDocuments.push(path)
  }

  clearRecentDocuments(): void {
    this.recentDocuments.length = 0
  }

  getPreferredSystemLanguages(): string[] {
    return [...this.languages]
  }

  /** Another launch of Overseer ran while this one holds the lock. */
  secondLaunch(argv: string[], workingDirectory: string, additionalData: unknown): void {
    this.fire('second-instance', preventable(), argv, workingDirectory, additionalData)
  }

  /** macOS hands the app a file (a double-click in the Finder, the Dock's recent documents); returns whether the app took it. */
  openFile(path: string): boolean {
    const event = preventable()
    this.fire('open-file', event, path)
    return event.defaultPrevented
  }

  /** Back to a fresh, not yet ready app. */
  reset(): void {
    this.removeAllListeners()
    this.paths.clear()
    this.ready = false
    this.readiness = settleable()
    this.quitting = false
    this.isPackaged = true
    this.languages = ['en-US']
    this.lockHeldElsewhere = false
    this.handedToFirst = undefined
    this.recentDocuments.length = 0
    this.quitRequests = 0
    this.quitted = false
    this.exitCode = null
    this.relaunches = 0
    this.version = '0.1.0'
  }
}

/** The stand-in `app`. */
export const app = new StandInApp()
