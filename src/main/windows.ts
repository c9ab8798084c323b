import { BrowserWindow } from 'electron'
import { boardBounds, type ScreenArea } from './board-screen'
import type { GmWindowPlace } from './gm-window-place'
import { pageUrl, type Page } from './pages'
import { secureWebPreferences } from './security'

// Navigation and new windows are denied for every page the app makes (security.ts, lockDownEveryContents).
function load(window: BrowserWindow, page: Page): void {
  // The window keeps the title we give it (the board's follows the table's language), not the page's.
  window.on('page-title-updated', (event) => event.preventDefault())
  void window.loadURL(pageUrl(page))
}

/** Creates the GM window (the control panel) at `place` (gm-window-place.ts: it fits the display it opens on). */
export function createGmWindow(place: GmWindowPlace): BrowserWindow {
  const window = new BrowserWindow({
    ...place.bounds,
    title: 'Overseer',
    backgroundColor: '#14161c',
    webPreferences: secureWebPreferences('index.cjs')
  })
  if (place.maximized) window.maximize()
  load(window, 'index')
  return window
}

/** Creates the board window on `display`: full screen unless it shares the GM's main display. */
export function createBoardWindow(display: ScreenArea, fullScreen: boolean, title: string): BrowserWindow {
  const window = new BrowserWindow({
    ...boardBounds(display),
    title,
    backgroundColor: '#07080b',
    fullscreen: fullScreen,
    autoHideMenuBar: true,
    webPreferences: secureWebPreferences('board.cjs')
  })
  load(window, 'board')
  return window
}

/** Moves the board to `display` (out of full screen first: a full-screen window keeps its display). */
export function placeBoard(board: BrowserWindow, display: ScreenArea, fullScreen: boolean): void {
  if (board.isFullScreen()) board.setFullScreen(false)
  board.setBounds(boardBounds(display))
  if (fullScreen) board.setFullScreen(true)
}
