// The `electron` module the packed main process gets when `npm run pack:check` loads it under plain
// node (scripts/packed-start.ts): the only module stood in, everything else is the packed app's own.
// Each part records what the start-up asks of it; app.whenReady never settles, so the start-up
// stops there, and the probe is told it got that far.

/** What the app asked of Electron, in order (`app.requestSingleInstanceLock`, `app.on:open-file`…). */
export const standInCalls = []

let reached = () => undefined
/** Settles when the start-up asks for app.whenReady. */
export const reachedWhenReady = new Promise((resolve) => (reached = resolve))

const paths = new Map([['appData', process.env.OVERSEER_STAND_IN_APP_DATA ?? '/nonexistent']])

/** A part of Electron: its own members where given, and any other method a recorded no-op. */
function part(name, own = {}) {
  return new Proxy(own, {
    get(target, key) {
      if (typeof key === 'symbol' || key === 'then') return undefined
      if (key in target) {
        const value = target[key]
        return typeof value === 'function'
          ? (...args) => {
              standInCalls.push(`${name}.${key}`)
              return value(...args)
            }
          : value
      }
      return (...args) => {
        standInCalls.push(key === 'on' || key === 'once' ? `${name}.${key}:${String(args[0])}` : `${name}.${key}`)
        return undefined
      }
    }
  })
}

export const app = part('app', {
  isPackaged: true,
  getPath: (name) => {
    const path = paths.get(name)
    if (!path) throw new Error(`the stand-in app has no path "${name}"`)
    return path
  },
  setPath: (name, path) => void paths.set(name, path),
  getVersion: () => '0.0.0',
  getName: () => 'Overseer',
  getLocale: () => 'en-US',
  getPreferredSystemLanguages: () => ['en-US'],
  requestSingleInstanceLock: () => true,
  whenReady: () => {
    reached()
    return new Promise(() => undefined)
  },
  isReady: () => false
})

// The rest of Electron's main-process and preload modules, recorded by name.
export const BrowserWindow = part('BrowserWindow', { getAllWindows: () => [], getFocusedWindow: () => null })
export const Menu = part('Menu')
export const MenuItem = part('MenuItem')
export const dialog = part('dialog')
export const ipcMain = part('ipcMain')
export const protocol = part('protocol')
export const screen = part('screen')
export const session = part('session')
export const shell = part('shell')
export const crashReporter = part('crashReporter')
export const nativeTheme = part('nativeTheme')
export const nativeImage = part('nativeImage')
export const powerMonitor = part('powerMonitor')
export const systemPreferences = part('systemPreferences')
export const webContents = part('webContents')
export const clipboard = part('clipboard')
export const contextBridge = part('contextBridge')
export const ipcRenderer = part('ipcRenderer')
export const net = part('net')
export const utilityProcess = part('utilityProcess')
export const Notification = part('Notification')
export const Tray = part('Tray')
export const globalShortcut = part('globalShortcut')
export const autoUpdater = part('autoUpdater')
export const safeStorage = part('safeStorage')
export const powerSaveBlocker = part('powerSaveBlocker')

export default {
  app, BrowserWindow, Menu, MenuItem, dialog, ipcMain, protocol, screen, session, shell, crashReporter, nativeTheme, nativeImage,
  powerMonitor, systemPreferences, webContents, clipboard, contextBridge, ipcRenderer, net, utilityProcess, Notification, Tray,
  globalShortcut, autoUpdater, safeStorage, powerSaveBlocker
}
