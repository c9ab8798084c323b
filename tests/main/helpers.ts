import { afterEach, beforeEach, vi } from 'vitest'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MenuItemConstructorOptions } from 'electron'
import { startOverseer, type StartOptions, type Started } from '../../src/main/app'
import { OverseerHost } from '../../src/host/host'
import { plainLabel } from '../../src/main/access-keys'
import { app, BrowserWindow, contextBridge, ipcRenderer, Menu, resetStandIn } from './stand-in/electron'

/** The app's data folder under a stand-in application-data folder (the production default). */
export interface AppUnderTest extends Started {
  appData: string
}

/**
 * Starts the desktop app against the stand-in electron for each test that calls `start()`, with
 * the OS's application-data folder in a fresh temp folder, and shuts it down and forgets it after
 * the test (registers the hooks).
 */
/** How a test starts the app: the start-up's seams, a step before the app is ready, an application-data folder of an earlier session. */
export type TestStart = StartOptions & { beforeReady?: () => void; appData?: string }

export function useDesktopApp(): { start: (options?: TestStart) => Promise<AppUnderTest>; stop: (started: AppUnderTest) => Promise<void> } {
  const running: AppUnderTest[] = []
  const folders: string[] = []
  beforeEach(() => {
    resetStandIn()
    // The production paths: the default data folder, pages from the app:// protocol.
    vi.stubEnv('OVERSEER_DATA', '')
    vi.stubEnv('ELECTRON_RENDERER_URL', '')
  })
  afterEach(async () => {
    for (const started of running.splice(0)) await started.host.shutdown()
    resetStandIn()
    vi.unstubAllEnvs()
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
  })
  return {
    async start(options = {}) {
      const appData = options.appData ?? (await mkdtemp(join(tmpdir(), 'overseer-main-')))
      if (!folders.includes(appData)) folders.push(appData)
      app.setPath('appData', appData)
      const starting = startOverseer(options)
      options.beforeReady?.()
      app.becomeReady()
      const started = await starting
      if (!started) throw new Error('the app did not start')
      const under = { ...started, appData }
      running.push(under)
      return under
    },
    /** Ends a session as the OS would end the process: the host lets go of its files, the stand-in forgets the app. */
    async stop(started) {
      running.splice(running.indexOf(started), 1)
      await started.host.shutdown()
      resetStandIn()
    }
  }
}

/** The GM window and the board window of a started app (throws when one is missing). */
export function windowsOf(started: Started): { gm: BrowserWindow; board: BrowserWindow } {
  const gm = started.desktop.gmWindow
  const board = started.desktop.boardWindow
  if (!gm || !board) throw new Error('the app has no GM window or no board window')
  return { gm: gm as unknown as BrowserWindow, board: board as unknown as BrowserWindow }
}

/** Every item of a menu template, submenus included, depth first, each label as the GM reads it (access keys' marks taken out; see menu.test.ts for them). */
export function menuItems(items: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [
    typeof item.label === 'string' ? { ...item, label: plainLabel(item.label) } : item,
    ...(Array.isArray(item.submenu) ? menuItems(item.submenu) : [])
  ])
}

/** The items of the application menu the app set last. */
export function applicationMenu(): MenuItemConstructorOptions[] {
  if (!Menu.applicationMenu) throw new Error('no application menu is set')
  return menuItems(Menu.applicationMenu.items)
}

let preloadLoads = 0

/**
 * Runs a preload in `window`'s page as Electron would when the page loads, and returns what it
 * exposed to the page, by key. Each call runs the preload afresh.
 */
export async function loadPreload(window: BrowserWindow, preload: 'index' | 'board'): Promise<Map<string, unknown>> {
  preloadLoads += 1
  const file = `../../src/preload/${preload}.ts?page=${preloadLoads}`
  await ipcRenderer.loadingIn({ contents: window.webContents }, () => import(/* @vite-ignore */ file))
  return contextBridge.worldOf(window.webContents)
}

/** Calls a preload's API as the page of `window` does. */
export function fromPage<T>(window: BrowserWindow, call: () => T): T {
  return ipcRenderer.asRenderer({ contents: window.webContents }, call)
}

/** Runs `act` with this process's command line set to `argv` (what the OS launched the app with). */
export async function withArgv<T>(argv: string[], act: () => Promise<T>): Promise<T> {
  const saved = process.argv
  process.argv = argv
  try {
    return await act()
  } finally {
    process.argv = saved
  }
}

/** A campaign file made by another host in a fresh folder (pushed on `folders`, for the test to remove) and released, as a GM's file on disk is. */
export async function releasedCampaign(folders: string[]): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'overseer-given-'))
  folders.push(folder)
  const host = new OverseerHost({ dataDir: folder })
  await host.start()
  const path = (await host.state()).path!
  await host.shutdown()
  return path
}
