import { BrowserWindow, screen, shell, type Display } from 'electron'
import { join } from 'node:path'

const isDev = !!process.env.ELECTRON_RENDERER_URL

function secureWebPreferences(preload: string): Electron.WebPreferences {
  return {
    preload: join(__dirname, `../preload/${preload}`),
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    webSecurity: true,
    spellcheck: false
  }
}

/** Denies new windows and navigation away from our own pages (links open in the browser). */
function lockDown(window: BrowserWindow): void {
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url)
    return { action: 'deny' }
  })
  window.webContents.on('will-navigate', (event) => event.preventDefault())
}

function loadPage(window: BrowserWindow, page: 'index' | 'board'): void {
  if (isDev) void window.loadURL(`${process.env.ELECTRON_RENDERER_URL}/${page}.html`)
  else void window.loadFile(join(__dirname, `../renderer/${page}.html`))
}

/** Creates the GM window (the control panel). */
export function createGmWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1500,
    height: 940,
    title: 'Overseer',
    backgroundColor: '#14161c',
    webPreferences: secureWebPreferences('index.cjs')
  })
  lockDown(window)
  loadPage(window, 'index')
  return window
}

/** The display the board belongs on: the first one that is not the primary, if any. */
export function boardDisplay(): Display {
  const primary = screen.getPrimaryDisplay()
  return screen.getAllDisplays().find((d) => d.id !== primary.id) ?? primary
}

/** Creates the board window: full-screen on the second display when one is connected. */
export function createBoardWindow(): BrowserWindow {
  const display = boardDisplay()
  const onSecond = display.id !== screen.getPrimaryDisplay().id
  const window = new BrowserWindow({
    x: display.bounds.x + 40,
    y: display.bounds.y + 40,
    width: 1280,
    height: 720,
    title: 'Overseer — Board',
    backgroundColor: '#07080b',
    fullscreen: onSecond,
    autoHideMenuBar: true,
    webPreferences: secureWebPreferences('board.cjs')
  })
  lockDown(window)
  loadPage(window, 'board')
  return window
}

/** Moves the board to follow displays being connected or removed. */
export function followDisplays(getBoard: () => BrowserWindow | null): void {
  const place = (): void => {
    const board = getBoard()
    if (!board || board.isDestroyed()) return
    const display = boardDisplay()
    const onSecond = display.id !== screen.getPrimaryDisplay().id
    board.setFullScreen(false)
    board.setBounds({ x: display.bounds.x + 40, y: display.bounds.y + 40, width: 1280, height: 720 })
    board.setFullScreen(onSecond)
  }
  screen.on('display-added', place)
  screen.on('display-removed', place)
}
