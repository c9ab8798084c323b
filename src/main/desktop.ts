import { app, dialog, Menu, screen, shell, type BrowserWindow, type Display } from 'electron'
import { boardFontScale, type BoardDisplay, type TableLocale } from '@machines/campaign/board-view'
import type { OverseerHost } from '../host/host'
import type { HostState, Result } from '../shared/contract'
import { inEnglish } from '../shared/message'
import { boardDisplayOf, choiceOf, displayChoices, loadBoardScreen, saveBoardScreen, type BoardScreenChoice } from './board-screen'
import { importWithDialog, openWithDialog, saveWithDialog } from './files'
import { menuTemplate, type MenuActions, type RecentChoice } from './menu'
import { createBoardWindow, createGmWindow, placeBoard } from './windows'
import { shellWords, type Say } from './words'
import type { AppLog } from '../host/app-log'
import { openRulesReference, showAbout, showLogsFolder, type HelpContext } from './help'
import { watchWindow } from './window-watch'
import { stat } from 'node:fs/promises'
import { errorCode } from '../host/store/file-system'
import { gmWindowPlace, loadGmWindowMemory, rememberGmPlace, saveGmWindowMemory } from './gm-window-place'

/** How the desktop shell starts. */
export interface DesktopOptions {
  host: OverseerHost
  dataDir: string
  /** Wires a new GM window into the quit handshake. */
  guardGmWindow: (window: BrowserWindow) => void
  log: AppLog
}

/**
 * The running desktop app around the host: the GM window, the board window on the display it
 * belongs on, the application menu in the table's language, and the OS's recent documents.
 */
export class Desktop {
  private gm: BrowserWindow | null = null
  private board: BrowserWindow | null = null
  private locale: TableLocale = 'ko'
  private openedPath: string | null = null
  private recent: readonly RecentChoice[] = []

  private constructor(
    private readonly options: DesktopOptions,
    private boardChoice: BoardScreenChoice | null
  ) {}

  /** Opens the GM window and the board, builds the menu and follows the displays and the host. */
  static async open(options: DesktopOptions): Promise<Desktop> {
    const desktop = new Desktop(options, await loadBoardScreen(options.dataDir))
    const state = await options.host.state()
    desktop.locale = state.display.locale
    desktop.recent = state.recent
    desktop.showGm()
    desktop.showBoard()
    desktop.buildMenu()
    desktop.follow(state)
    options.host.on('state', (next) => desktop.follow(next))
    screen.on('display-added', () => desktop.displaysChanged())
    screen.on('display-removed', () => desktop.displaysChanged())
    screen.on('display-metrics-changed', (_event, _display, changed) => {
      // A moved taskbar changes only the work area: leave the board where the GM put it.
      if (changed.some((metric) => metric !== 'workArea')) desktop.displaysChanged()
    })
    return desktop
  }

  /** The GM window, while open. */
  get gmWindow(): BrowserWindow | null {
    return this.gm && !this.gm.isDestroyed() ? this.gm : null
  }

  /** The board window, while open. */
  get boardWindow(): BrowserWindow | null {
    return this.board && !this.board.isDestroyed() ? this.board : null
  }

  /** The table's language, which the menus and the shell's dialogs speak. */
  get tableLocale(): TableLocale {
    return this.locale
  }

  private get say(): Say {
    return shellWords(this.locale)
  }

  /** Brings the GM window to the front (a second launch lands here), opening it again if needed. */
  focusGm(): void {
    const gm = this.gmWindow ?? this.showGm()
    if (gm.isMinimized()) gm.restore()
    gm.show()
    gm.focus()
  }

  /** Opens a campaign file the GM handed the app (a second launch, a double-click) and shows it. */
  async openGiven(path: string): Promise<void> {
    this.focusGm()
    // A file the OS hands the app (a double-click, "open with", a second launch) is the GM's choice.
    this.options.host.allowPickedFile(path)
    // A refused file shows in the GM window with its backups; the host publishes it.
    const opened = await this.options.host.open(path)
    if (!opened.ok) this.options.log.error(`a campaign handed to Overseer did not open: ${path}: ${inEnglish(opened.why)}`)
  }

  /**
   * File ▸ Open recent: a file still there opens (the host takes files of its recent list); one that
   * is gone is said so and dropped from the list, never shown as a broken campaign.
   */
  async openRecent(path: string): Promise<void> {
    try {
      await stat(path)
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') return this.showRefusal(await this.options.host.open(path))
      this.options.log.warn(`a recent campaign is gone, dropped from the list: ${path}`)
      await this.options.host.forgetRecent(path)
      return dialog.showErrorBox(this.say('shell.app'), this.say('shell.recent.missing', { file: path }))
    }
    this.showRefusal(await this.options.host.open(path))
  }

  /** File ▸ Open recent ▸ Clear: the list (but the open campaign, which the next start opens) and the OS's recent documents. */
  async clearRecent(): Promise<void> {
    app.clearRecentDocuments()
    await this.options.host.forgetRecent()
  }

  private showGm(): BrowserWindow {
    const gm = createGmWindow(gmWindowPlace(screen.getAllDisplays(), screen.getPrimaryDisplay(), loadGmWindowMemory(this.options.dataDir)))
    // Remembered as it closes (quitting closes it too), on the display it is on then.
    gm.on('close', () => this.rememberGmPlace(gm))
    this.options.guardGmWindow(gm)
    watchWindow(gm, 'gm', { log: this.options.log, say: () => this.say })
    gm.on('closed', () => (this.gm = null))
    this.gm = gm
    return gm
  }

  private rememberGmPlace(gm: BrowserWindow): void {
    if (gm.isDestroyed()) return
    const dataDir = this.options.dataDir
    // The normal bounds: a maximized or full-screen window opens maximized again, and unmaximizes to where it was.
    const memory = rememberGmPlace(loadGmWindowMemory(dataDir), screen.getAllDisplays(), screen.getPrimaryDisplay(), gm.getNormalBounds(), gm.isMaximized())
    saveGmWindowMemory(dataDir, memory)
  }

  /** Where the board goes now, and whether it fills that display (it does unless it shares the GM's main one). */
  private boardPlace(): { display: Display; fullScreen: boolean } {
    const primary = screen.getPrimaryDisplay()
    const display = boardDisplayOf(screen.getAllDisplays(), primary, this.boardChoice)
    return { display, fullScreen: display.id !== primary.id }
  }

  /** Shows the board window, creating it on its display when it was closed. */
  showBoard(): void {
    const open = this.boardWindow
    if (open) return open.show()
    const { display, fullScreen } = this.boardPlace()
    const board = createBoardWindow(display, fullScreen, this.say('shell.boardTitle'))
    watchWindow(board, 'board', { log: this.options.log, say: () => this.say })
    board.on('closed', () => (this.board = null))
    this.board = board
  }

  private displaysChanged(): void {
    const board = this.boardWindow
    if (board) {
      const { display, fullScreen } = this.boardPlace()
      placeBoard(board, display, fullScreen)
    }
    this.buildMenu()
  }

  /** Puts the board on the display the GM picked, and remembers it for the next session. */
  async chooseBoardDisplay(id: number): Promise<void> {
    const display = screen.getAllDisplays().find((d) => d.id === id)
    if (!display) return
    this.boardChoice = choiceOf(display)
    this.displaysChanged()
    await saveBoardScreen(this.options.dataDir, this.boardChoice)
  }

  /** Follows the host: the menus speak the table's language, and each campaign opened goes to the OS's recent documents. */
  private follow(state: HostState): void {
    const recentChanged = recentKey(state.recent) !== recentKey(this.recent)
    this.recent = state.recent
    if (state.display.locale !== this.locale) {
      this.locale = state.display.locale
      this.buildMenu()
      this.boardWindow?.setTitle(this.say('shell.boardTitle'))
    } else if (recentChanged) this.buildMenu()
    if (state.path && state.path !== this.openedPath) app.addRecentDocument(state.path)
    this.openedPath = state.path
  }

  private showRefusal(result: Result): void {
    if (result.ok) return
    this.options.log.warn(`refused: ${inEnglish(result.why)}`)
    dialog.showErrorBox(this.say('shell.app'), this.say('shell.refused', { error: result.why }))
  }

  private get help(): HelpContext {
    return { say: this.say, window: this.gmWindow, logsFolder: this.options.log.folder }
  }

  private async setDisplay(change: (display: BoardDisplay) => Partial<BoardDisplay>): Promise<void> {
    const host = this.options.host
    this.showRefusal(await host.setDisplay(change((await host.state()).display)))
  }

  private get actions(): MenuActions {
    const host = this.options.host
    const scaled = (steps: number) => (fontScale: number) =>
      Math.min(boardFontScale.max, Math.max(boardFontScale.min, Math.round((fontScale + steps * boardFontScale.step) * 10) / 10))
    return {
      openCampaign: async () => this.showRefusal(await openWithDialog(this.gmWindow, host)),
      openRecent: (path) => void this.openRecent(path),
      clearRecent: () => void this.clearRecent(),
      importCampaign: async () => this.showRefusal(await importWithDialog(this.gmWindow, host)),
      exportCampaign: async () => this.showRefusal(await saveWithDialog(this.gmWindow, await host.exportCampaign())),
      showCampaignsFolder: async () => {
        const problem = await shell.openPath(host.campaignsDir)
        if (problem) dialog.showErrorBox(this.say('shell.app'), `${host.campaignsDir}: ${problem}`)
      },
      showBoard: () => this.showBoard(),
      toggleBoardFullScreen: () => {
        const board = this.boardWindow
        board?.setFullScreen(!board.isFullScreen())
      },
      toggleBlank: () => void this.setDisplay((display) => ({ blank: !display.blank })),
      toggleFreeze: () => void this.setDisplay((display) => ({ frozen: !display.frozen })),
      toggleTheme: () => void this.setDisplay((display) => ({ theme: display.theme === 'dark' ? 'light' : 'dark' })),
      largerText: () => void this.setDisplay((display) => ({ fontScale: scaled(1)(display.fontScale) })),
      smallerText: () => void this.setDisplay((display) => ({ fontScale: scaled(-1)(display.fontScale) })),
      defaultTextSize: () => void this.setDisplay(() => ({ fontScale: 1 })),
      chooseBoardDisplay: (id) => void this.chooseBoardDisplay(id),
      openRulesReference: () => void openRulesReference(this.help),
      showLogsFolder: () => void showLogsFolder(this.help),
      showAbout: () => void showAbout(this.help)
    }
  }

  /** Builds the application menu again (the table's language or the displays changed). */
  buildMenu(): void {
    const primary = screen.getPrimaryDisplay()
    const displays = screen.getAllDisplays()
    const choices = displayChoices(displays, primary, this.boardPlace().display, this.say)
    const template = menuTemplate({ say: this.say, platform: process.platform, development: !app.isPackaged, displays: choices, recent: this.recent, actions: this.actions })
    Menu.setApplicationMenu(Menu.buildFromTemplate(template))
  }
}

/** What of the recent list the menu shows, to rebuild it only when that changed. */
const recentKey = (recent: readonly RecentChoice[]): string => JSON.stringify(recent.map(({ path, title, missing }) => [path, title, missing]))
