import { app, crashReporter, session } from 'electron'
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
import { openAppLog, type AppLog } from '../host/app-log'
import { consoleLog } from '../host/host-log'
import { logHostEvents } from './host-events-log'
import { aboutVersions } from './help'

/** The seams of the start-up; the app itself passes none. */
export interface StartOptions {
  /** Makes the engine host on the data folder, writing to the app's log. */
  createHost?: (dataDir: string, log: AppLog) => OverseerHost
}

/** The running app, for tests to reach into. */
export interface Started {
  host: OverseerHost
  desktop: Desktop
  dataDir: string
  log: AppLog
}

/** Starts the host until it starts or the GM gives up (false). */
async function startHost(host: OverseerHost, dataDir: string, log: AppLog): Promise<boolean> {
  for (;;) {
    try {
      await host.start()
      return true
    } catch (error) {
      log.error(`the host could not start: ${describe(error)}`)
      if (!(await askAfterFailedStart(error, dataDir))) return false
    }
  }
}

const describe = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error))

/** The logs folder inside the data folder. */
export const logsFolderName = 'logs'

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
  const log = openAppLog({ folder: join(dataDir, logsFolderName) })
  const versions = aboutVersions()
  log.info(`Overseer ${versions.version} starts (Electron ${versions.electron}, Chromium ${versions.chrome}, Node ${versions.node}, ${process.platform} ${process.arch})`)
  // Crash reports stay on this machine, beside the log: nothing is ever uploaded.
  app.setPath('crashDumps', join(dataDir, 'crashes'))
  crashReporter.start({ uploadToServer: false })
  app.on('child-process-gone', (_event, details) => {
    if (details.reason !== 'clean-exit') log.error(`a ${details.type} process is gone: ${details.reason} (exit code ${details.exitCode})`)
  })
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

  const host = (options.createHost ?? ((folder, hostLog) => new OverseerHost({ dataDir: folder, log: hostLog })))(dataDir, log)
  if (!(await startHost(host, dataDir, log))) {
    app.quit()
    return null
  }
  logHostEvents(host, log)
  // The players' door serves the same built pages as the windows; it stays closed until the GM opens it.
  const door = new PlayersDoor({ host, staticDir: join(__dirname, '../renderer'), log, keeping: { dataDir } })
  host.attachPlayers(door)
  // The door comes back as the last run left it, so the players' phones reconnect on their own links.
  void door.restore()
  const quit = flushBeforeQuit(host, { gmWindow: () => desktop?.gmWindow ?? null, locale: () => desktop?.tableLocale ?? 'ko' })
  registerIpc(host, { gm: () => desktop?.gmWindow ?? null, board: () => desktop?.boardWindow ?? null }, log)
  desktop = await Desktop.open({ host, dataDir, guardGmWindow: quit.guardGmWindow, log })
  for (const file of [launchFile(), ...handed]) if (file) await desktop.openGiven(file)
  log.info(`started on ${dataDir}`)
  return { host, desktop, dataDir, log }
}

/**
 * The Electron entry's start-up: startOverseer, and whatever it throws goes to the log and to the
 * start-up error window (try again relaunches, quit quits) — never an unhandled rejection, which
 * would leave the GM with no window and no word.
 */
export async function runOverseer(options: StartOptions = {}): Promise<Started | null> {
  try {
    return await startOverseer(options)
  } catch (error) {
    let folder = ''
    try {
      folder = app.getPath('userData')
      openAppLog({ folder: join(folder, logsFolderName) }).error(`Overseer could not start: ${describe(error)}`)
    } catch {
      consoleLog.error(`Overseer could not start: ${describe(error)}`)
    }
    try {
      await app.whenReady()
      if (await askAfterFailedStart(error, folder)) app.relaunch()
    } catch (shown) {
      consoleLog.error(`the start-up error could not be shown: ${describe(shown)}`)
    }
    app.exit(1)
    return null
  }
}
