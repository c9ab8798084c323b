/**
 * The stand-in `electron` module: what the main process and the preloads import under vitest
 * (tests/main only; see vitest.config.ts). Each part has the members the app uses, each with the
 * type Electron's own electron.d.ts gives it — the check at the bottom fails to compile when the
 * stand-in drifts from the real API — and records what the app did with it.
 */
import type * as Electron from 'electron'
import { app, type AppPart } from './app'
import { contextBridge, ipcMain, ipcRenderer, type ContextBridgePart, type IpcMainPart, type IpcRendererPart } from './ipc'
import { dialog, type DialogPart } from './dialog'
import { crashReporter, type CrashReporterPart } from './crash-reporter'
import { Menu } from './menu'
import { screen, type ScreenPart } from './screen'
import { protocol, session, type ProtocolPart, type SessionPart } from './session'
import { shell, type ShellPart } from './shell'
import { BrowserWindow, type ContentsShape, type WindowPart } from './windows'

export { app, BrowserWindow, contextBridge, crashReporter, dialog, ipcMain, ipcRenderer, Menu, protocol, screen, session, shell }

/** A stand-in window as Electron types one: its members, its page's and its main frame's. */
type WindowShape = WindowPart & { webContents: ContentsShape }

/** The parts of `electron` the app uses, as Electron declares them (a menu is checked by what it is built from). */
interface ElectronParts {
  app: AppPart
  BrowserWindow: { new (options?: Electron.BrowserWindowConstructorOptions): WindowShape; getAllWindows(): WindowShape[] }
  ipcMain: IpcMainPart
  ipcRenderer: IpcRendererPart
  contextBridge: ContextBridgePart
  screen: ScreenPart
  dialog: DialogPart
  crashReporter: CrashReporterPart
  shell: ShellPart
  protocol: ProtocolPart
  session: { defaultSession: SessionPart }
  Menu: {
    buildFromTemplate(template: Parameters<typeof Electron.Menu.buildFromTemplate>[0]): unknown
    setApplicationMenu(menu: ReturnType<typeof Menu.buildFromTemplate> | null): void
  }
}

// The drift check: a compile error here names the member whose type no longer matches Electron's.
// Events are checked where they are declared (appListenersChecked, windowListenersChecked, …).
const parts = { app, BrowserWindow, ipcMain, ipcRenderer, contextBridge, screen, dialog, crashReporter, shell, protocol, session, Menu } satisfies ElectronParts

/** Puts every part back as it was before the app started: no windows, handlers, menus or listeners. */
export function resetStandIn(): void {
  parts.app.reset()
  BrowserWindow.reset()
  ipcMain.handlers.clear()
  ipcRenderer.reset()
  contextBridge.reset()
  screen.reset()
  dialog.reset()
  crashReporter.reset()
  shell.reset()
  protocol.reset()
  session.defaultSession.reset()
  Menu.reset()
}

export default parts
