import { app, BrowserWindow, dialog, Menu, session } from 'electron'
import { OverseerHost } from '../host/host'
import type { Result } from '../shared/contract'
import { boardFontScale, type TableLocale } from '@machines/campaign/board-view'
import { createBoardWindow, createGmWindow, followDisplays } from './windows'
import { registerIpc } from './ipc'
import { importWithDialog, saveWithDialog } from './files'
import { menuWords } from './words'

let gm: BrowserWindow | null = null
let board: BrowserWindow | null = null
let quitting = false

const csp =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'"

app.whenReady().then(async () => {
  // No remote content: every response carries the strict CSP (dev server included).
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } })
  })
  // Only writing to the clipboard (the GM's "copy this turn's summary") is granted.
  session.defaultSession.setPermissionRequestHandler((_wc, permission, callback) => callback(permission === 'clipboard-sanitized-write'))

  const host = new OverseerHost({ dataDir: app.getPath('userData') })
  registerIpc(host, { gm: () => gm, board: () => board })
  await host.start()

  gm = createGmWindow()
  board = createBoardWindow()
  followDisplays(() => board)
  gm.on('closed', () => {
    gm = null
    if (!quitting) app.quit()
  })
  board.on('closed', () => (board = null))

  const display = async () => (await host.state()).display
  const scaleBy = async (steps: number): Promise<void> => {
    const next = Math.round(((await display()).fontScale + steps * boardFontScale.step) * 10) / 10
    await host.setDisplay({ fontScale: Math.min(boardFontScale.max, Math.max(boardFontScale.min, next)) })
  }
  // The menu speaks the table's language and is built again whenever the GM switches it.
  let menuLocale: TableLocale | null = null
  const showMenu = (locale: TableLocale): void => {
    if (locale === menuLocale) return
    menuLocale = locale
    const say = menuWords(locale)
    const showError = (result: Result): void => {
      if (!result.ok) dialog.showErrorBox('Overseer', say('host.menu.refused', { error: result.why }))
    }
    Menu.setApplicationMenu(
      Menu.buildFromTemplate([
        {
          label: say('host.menu.file'),
          submenu: [
            { label: say('host.menu.importCampaign'), accelerator: 'CmdOrCtrl+O', click: async () => showError(await importWithDialog(gm, host)) },
            { label: say('host.menu.exportCampaign'), accelerator: 'CmdOrCtrl+Shift+S', click: async () => showError(await saveWithDialog(gm, await host.exportCampaign())) },
            { type: 'separator' },
            { role: 'quit' }
          ]
        },
        { role: 'editMenu' },
        {
          label: say('host.menu.board'),
          submenu: [
            { label: say('host.menu.showBoard'), click: () => (board && !board.isDestroyed() ? board.show() : (board = createBoardWindow())) },
            { label: say('host.menu.fullScreen'), accelerator: 'F11', click: () => board?.setFullScreen(!board.isFullScreen()) },
            { label: say('host.menu.blank'), accelerator: 'CmdOrCtrl+B', click: async () => void host.setDisplay({ blank: !(await display()).blank }) },
            { label: say('host.menu.freeze'), accelerator: 'CmdOrCtrl+Shift+F', click: async () => void host.setDisplay({ frozen: !(await display()).frozen }) },
            { type: 'separator' },
            { label: say('host.menu.theme'), accelerator: 'CmdOrCtrl+Shift+L', click: async () => void host.setDisplay({ theme: (await display()).theme === 'dark' ? 'light' : 'dark' }) },
            { label: say('host.menu.larger'), accelerator: 'CmdOrCtrl+Shift+Up', click: () => void scaleBy(1) },
            { label: say('host.menu.smaller'), accelerator: 'CmdOrCtrl+Shift+Down', click: () => void scaleBy(-1) },
            { label: say('host.menu.defaultSize'), click: () => void host.setDisplay({ fontScale: 1 }) }
          ]
        },
        { role: 'viewMenu' },
        { role: 'windowMenu' }
      ])
    )
  }
  showMenu((await display()).locale)
  host.on('state', (state) => showMenu(state.display.locale))

  // Flush before quit: hold the quit until the last save is on disk.
  app.on('before-quit', (event) => {
    if (quitting) return
    event.preventDefault()
    quitting = true
    void host.shutdown().finally(() => app.exit(0))
  })
})

app.on('window-all-closed', () => app.quit())
