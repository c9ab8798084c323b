import { boardView, type BoardDisplay, type BoardStyle, type TableLocale } from '@machines/campaign/board-view'
import type { CampaignEngine } from '@machines/campaign/engine'
import type { BoardPayload, DisplayChange, Events, HostState, Result } from '../../shared/contract'
import type { FileSystem } from '../store/file-system'
import { defaultBoardStyle, loadBoardStyle, saveBoardStyle } from '../files/display-prefs'
import { logged, type HostLog } from '../host-log'

type Listener<E extends keyof Events> = (payload: Events[E]) => void

/**
 * What the GM window and the board are shown: the display controls (blank, freeze, look, the table's
 * language, outside the campaign's undo history), the last board picture, and the pushes of both.
 */
export class Display {
  private prefs: BoardDisplay = { blank: false, frozen: false, ...defaultBoardStyle }
  private lastBoard: BoardPayload = { blank: false, view: null }
  /** The last write of the remembered board look; shutdown waits for it so a look chosen just before quitting is kept. */
  private styleWrite: Promise<void> = Promise.resolve()
  private readonly listeners: { [E in keyof Events]: Set<Listener<E>> } = { state: new Set(), board: new Set() }

  constructor(
    private readonly dataDir: string,
    private readonly fs: FileSystem,
    private readonly log: HostLog
  ) {}

  /** Reads the board look the GM chose last time. */
  async load(): Promise<void> {
    this.prefs = { ...this.prefs, ...(await loadBoardStyle(this.dataDir, this.fs)) }
  }

  /** The display controls as they are now. */
  get controls(): BoardDisplay {
    return this.prefs
  }

  /** The table's language as the GM last chose it. */
  get locale(): TableLocale {
    return this.prefs.locale
  }

  /** The picture a frozen board keeps showing, or null when it is not frozen. */
  get frozenBoard(): BoardPayload | null {
    return this.prefs.frozen ? this.lastBoard : null
  }

  /** What the board shows now (the last pushed picture while frozen). */
  board(): BoardPayload {
    return this.lastBoard
  }

  /** Registers a listener for a push; returns the unsubscribe function. */
  on<E extends keyof Events>(event: E, listener: Listener<E>): () => void {
    const set = this.listeners[event] as Set<Listener<E>>
    set.add(listener)
    return () => set.delete(listener)
  }

  private emit<E extends keyof Events>(event: E, payload: Events[E]): void {
    // One listener failing (a socket gone bad mid-push) must neither stop the others nor the change that pushed.
    for (const listener of this.listeners[event] as Set<Listener<E>>) logged(this.log, `the ${event} push`, () => listener(payload))
  }

  /** Pushes the GM window's state alone (the board did not change). */
  pushState(state: HostState): void {
    this.emit('state', state)
  }

  /** Pushes the state and the board's new picture; a frozen board keeps its last picture but takes a new look. */
  publish(state: HostState, engine: CampaignEngine | null): void {
    this.emit('state', state)
    if (!this.prefs.frozen || this.prefs.blank) {
      this.lastBoard = this.boardPayload(engine)
      this.emit('board', this.lastBoard)
    } else if (!this.lastBoard.blank && JSON.stringify(this.lastBoard.style) !== JSON.stringify(this.style)) {
      this.lastBoard = { ...this.lastBoard, style: this.style }
      this.emit('board', this.lastBoard)
    }
  }

  /** Blanks or freezes the board, sets its look or the table's language; `publish` pushes it, and a new look is remembered. */
  async change(change: DisplayChange, publish: () => void): Promise<Result> {
    const before = this.style
    this.prefs = { ...this.prefs, ...change }
    publish()
    if (JSON.stringify(before) !== JSON.stringify(this.style)) {
      // Chained so two quick changes land in order, and so shutdown can wait for the last one.
      const style = this.style
      this.styleWrite = this.styleWrite.then(() => saveBoardStyle(this.dataDir, style, this.fs))
      await this.styleWrite
    }
    return { ok: true }
  }

  /** Waits for the last remembered look to be written. */
  async settled(): Promise<void> {
    await this.styleWrite
  }

  private get style(): BoardStyle {
    return { theme: this.prefs.theme, fontScale: this.prefs.fontScale, locale: this.prefs.locale }
  }

  private boardPayload(engine: CampaignEngine | null): BoardPayload {
    if (this.prefs.blank) return { blank: true, view: null }
    return { blank: false, view: engine ? boardView(engine.current) : null, style: this.style }
  }
}
