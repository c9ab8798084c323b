import { app, BrowserWindow, dialog, Menu, session } from 'electron'
import { OverseerHost } from '../host/host'
import { boardFontScale } from '@machines/campaign/board-view'
import { createBoardWindow, createGmWindow, followDisplays } from './windows'
import { registerIpc } from './ipc'
import { importWithDialog, saveWithDialog } from './files'

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
  const showError = (result: { ok: boolean; error?: string }): void => {
    if (!result.ok && result.error) dialog.showErrorBox('Overseer', `Refused: ${result.error}`)
  }
  Menu.setApplicationMenu(
    Menu.buildFromTemplate([
      {
        label: 'File',
        submenu: [
          { label: 'Import campaign…', accelerator: 'CmdOrCtrl+O', click: async () => showError(await importWithDialog(gm, host)) },
          { label: 'Export campaign…', accelerator: 'CmdOrCtrl+Shift+S', click: async () => showError(await saveWithDialog(gm, await host.exportCampaign())) },
          { type: 'separator' },
          { role: 'quit' }
        ]
      },
      { role: 'editMenu' },
      {
        label: 'Board',
        submenu: [
          { label: 'Show board window', click: () => (board && !board.isDestroyed() ? board.show() : (board = createBoardWindow())) },
          { label: 'Full screen', accelerator: 'F11', click: () => board?.setFullScreen(!board.isFullScreen()) },
          { label: 'Blank', accelerator: 'CmdOrCtrl+B', click: async () => void host.setDisplay({ blank: !(await display()).blank }) },
          { label: 'Freeze', accelerator: 'CmdOrCtrl+Shift+F', click: async () => void host.setDisplay({ frozen: !(await display()).frozen }) },
          { type: 'separator' },
          { label: 'Light / dark board', accelerator: 'CmdOrCtrl+Shift+L', click: async () => void host.setDisplay({ theme: (await display()).theme === 'dark' ? 'light' : 'dark' }) },
          { label: 'Larger board text', accelerator: 'CmdOrCtrl+Shift+Up', click: () => void scaleBy(1) },
          { label: 'Smaller board text', accelerator: 'CmdOrCtrl+Shift+Down', click: () => void scaleBy(-1) },
          { label: 'Default board text size', click: () => void host.setDisplay({ fontScale: 1 }) }
        ]
      },
      { role: 'viewMenu' },
      { role: 'windowMenu' }
    ])
  )

  // Flush before quit: hold the quit until the last save is on disk.
  app.on('before-quit', (event) => {
    if (quitting) return
    event.preventDefault()
    quitting = true
    void host.shutdown().finally(() => app.exit(0))
  })
})

app.on('window-all-closed', () => app.quit())
