import { app, shell, type Session, type WebContents, type WebPreferences } from 'electron'
import { join } from 'node:path'
import { isOwnPage } from './pages'

/** The web preferences of every window: sandboxed, isolated, no Node, only our preload. */
export function secureWebPreferences(preload: 'index.cjs' | 'board.cjs'): WebPreferences {
  return {
    preload: join(__dirname, `../preload/${preload}`),
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false
  }
}

/** Denies new windows, navigation and webviews (an https link opens in the GM's browser instead). */
export function lockDown(contents: WebContents): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url)
    return { action: 'deny' }
  })
  contents.on('will-navigate', (event) => event.preventDefault())
  contents.on('will-redirect', (event) => event.preventDefault())
  contents.on('will-attach-webview', (event) => event.preventDefault())
}

/** Locks down every web contents the app ever makes, not only the windows it knows of. */
export function lockDownEveryContents(): void {
  app.on('web-contents-created', (_event, contents) => lockDown(contents))
}

// Our pages only ever write to the clipboard (the GM's "copy this turn's summary").
const grantedPermission = 'clipboard-sanitized-write'

/** Grants our own pages the clipboard write and nothing else, to requests and to checks alike. */
export function restrictPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(permission === grantedPermission && isOwnPage(details.requestingUrl))
  )
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => permission === grantedPermission && isOwnPage(requestingOrigin))
}
