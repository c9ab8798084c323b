import { app, session } from 'electron'
import { join } from 'node:path'
import { OverseerHost } from '../host/host'
import { defaultDataFolder } from '../host/data-folder'
import { contentSecurityPolicy } from '../shared/content-security-policy'
import { Desktop } from './desktop'
import { registerIpc } from './ipc'
import { registerPageScheme, servePages } from './pages'
import { flushBeforeQuit } from './quit'
import { lockDownEveryContents, restrictPermissions } from './security'
import { claimSingleInstance, launchFile } from './single-instance'
import { askAfterFailedStart } from './startup-error'
import { PlayersDoor } from '../host/players/players-door'

/** The seams of the start-up; the app itself passes none. */
export interface StartOptions {
  /** Makes the engine host on the data folder. */
  createHost?: (dataDir: string) => OverseerHost
}

/** The running app, for tests to reach into. */
export interface Started {
  host: OverseerHost
  desktop: Desktop
  dataDir: string
}

/** Starts the host until it starts or the GM gives up (false). */
async function startHost(host: OverseerHost, dataDir: string): Promise<boolean> {
  for (;;) {
    try {
      await host.start()
      return true
    } catch (error) {
      if (!(await askAfterFailedStart(error, dataDir))) return false
    }
  }
}

/**
 * The desktop app's start-up, in the order Electron requires: the data folder and the single
 * instance lock first, the page scheme before ready, then the session's rules, the host, the
 * quit handshake, the IPC gateway and the windows. Resolves to null when this launch hands over
 * to a running Overseer or the GM quits after a failed start.
 */
export async function startOverseer(options: StartOptions = {}): Promise<Started | null> {
  let desktop: Desktop | null = null
  const handed: string[] = []
  const hand = (file: string | null): void => {
    if (!desktop) return void (file && handed.push(file))
    if (file) void desktop.openGiven(file)
    else desktop.focusGm()
  }

  // The instance lock lives in the user-data folder: set it first, so one folder has one Overseer.
  const dataDir = defaultDataFolder({ appData: app.getPath('appData') })
  app.setPath('userData', dataDir)
  if (!claimSingleInstance(hand)) return null
  // macOS hands a double-clicked file over this way, even before the app is ready.
  app.on('open-file', (event, path) => {
    event.preventDefault()
    hand(path)
  })
  registerPageScheme()
  lockDownEveryContents()
  app.on('window-all-closed', () => app.quit())
  await app.whenReady()

  restrictPermissions(session.defaultSession)
  if (process.env.ELECTRON_RENDERER_URL) {
    // While developing, pages come from the dev server: give its answers the same policy.
    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [contentSecurityPolicy] } })
    })
  } else {
    servePages(join(__dirname, '../renderer'))
  }

  const host = (options.createHost ?? ((folder) => new OverseerHost({ dataDir: folder })))(dataDir)
  if (!(await startHost(host, dataDir))) {
    app.quit()
    return null
  }
  // The players' door serves the same built pages as the windows; it stays closed until the GM opens it (issue 18).
  host.attachPlayers(new PlayersDoor({ host, staticDir: join(__dirname, '../renderer') }))
  const quit = flushBeforeQuit(host, { gmWindow: () => desktop?.gmWindow ?? null, locale: () => desktop?.tableLocale ?? 'ko' })
  registerIpc(host, { gm: () => desktop?.gmWindow ?? null, board: () => desktop?.boardWindow ?? null })
  desktop = await Desktop.open({ host, dataDir, guardGmWindow: quit.guardGmWindow })
  for (const file of [launchFile(), ...handed]) if (file) await desktop.openGiven(file)
  return { host, desktop, dataDir }
}
