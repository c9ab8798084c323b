import { app, BrowserWindow, Menu, session } from 'electron'
import { OverseerHost } from '../host/host'
import { createBoardWindow, createGmWindow, followDisplays } from './windows'
import { registerIpc } from './ipc'

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
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false))

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

  Menu.setApplicationMenu(
    Menu.buildFromTemplate([
      { role: 'fileMenu' },
      { role: 'editMenu' },
      {
        label: 'Board',
        submenu: [
          { label: 'Show board window', click: () => (board && !board.isDestroyed() ? board.show() : (board = createBoardWindow())) },
          { label: 'Full screen', accelerator: 'F11', click: () => board?.setFullScreen(!board.isFullScreen()) },
          { label: 'Blank', accelerator: 'CmdOrCtrl+B', click: async () => void host.setDisplay({ blank: !(await host.state()).display.blank }) },
          { label: 'Freeze', accelerator: 'CmdOrCtrl+Shift+F', click: async () => void host.setDisplay({ frozen: !(await host.state()).display.frozen }) }
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
