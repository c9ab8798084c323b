import { describe, expect, it } from 'vitest'
import type { WebContents } from 'electron'
import { contentSecurityPolicy } from '../../src/shared/content-security-policy'
import { app, BrowserWindow, protocol, session, shell } from './stand-in/electron'
import { useDesktopApp, windowsOf } from './helpers'

describe('the desktop app’s windows', () => {
  const desktop = useDesktopApp()

  it('opens the GM window and the board, each sandboxed and isolated with its own preload', async () => {
    const { gm, board } = windowsOf(await desktop.start())
    expect(BrowserWindow.getAllWindows()).toHaveLength(2)
    for (const [window, preload] of [
      [gm, 'index.cjs'],
      [board, 'board.cjs']
    ] as const) {
      const prefs = window.options.webPreferences!
      expect(prefs).toMatchObject({
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false
      })
      expect(prefs.preload).toMatch(new RegExp(`preload[\\\\/]${preload.replace('.', '\\.')}$`))
    }
  })

  it('loads the pages from the app:// protocol, never file://', async () => {
    const { gm, board } = windowsOf(await desktop.start())
    expect(gm.url).toBe('app://overseer/index.html')
    expect(board.url).toBe('app://overseer/board.html')
    expect(protocol.privileged).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }])
    expect([...protocol.handlers.keys()]).toEqual(['app'])
  })

  it('serves every page with the one CSP as a response header', async () => {
    await desktop.start()
    // The app serves out/renderer beside its main bundle; under test that folder is src/renderer.
    const page = await protocol.fetch('app://overseer/index.html')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await page.text()).toContain('<div id="app"></div>')
    const missing = await protocol.fetch('app://overseer/nothing-here.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-security-policy')).toBe(contentSecurityPolicy)
  })

  it('denies new windows and sends an https link to the browser instead', async () => {
    for (const window of Object.values(windowsOf(await desktop.start()))) {
      expect(window.webContents.openWindow('app://overseer/index.html')).toEqual({ action: 'deny' })
      expect(window.webContents.openWindow('https://example.org/rules')).toEqual({ action: 'deny' })
      expect(window.webContents.openWindow('file:///etc/passwd')).toEqual({ action: 'deny' })
    }
    expect(shell.external).toEqual(['https://example.org/rules', 'https://example.org/rules'])
  })

  it('denies navigation, redirects and webviews in every window', async () => {
    for (const window of Object.values(windowsOf(await desktop.start()))) {
      expect(window.webContents.navigate('https://example.org/')).toBe(false)
      expect(window.webContents.navigate('app://overseer/board.html')).toBe(false)
      expect(window.webContents.navigate('https://example.org/', 'will-redirect')).toBe(false)
      expect(window.webContents.attachWebview('https://example.org/')).toBe(false)
    }
  })

  it('grants our pages the clipboard write and nothing else, to requests and to checks', async () => {
    const { gm } = windowsOf(await desktop.start())
    const { permissionRequestHandler: request, permissionCheckHandler: check } = session.defaultSession
    if (!request || !check) throw new Error('the app set no permission handlers')
    const contents = gm.webContents as unknown as WebContents
    const asked = (permission: Parameters<typeof request>[1], requestingUrl: string): Promise<boolean> =>
      new Promise((resolve) => request(contents, permission, resolve, { requestingUrl, isMainFrame: true }))
    expect(await asked('clipboard-sanitized-write', 'app://overseer/index.html')).toBe(true)
    expect(await asked('clipboard-sanitized-write', 'https://example.org/')).toBe(false)
    for (const permission of ['clipboard-read', 'media', 'geolocation', 'notifications', 'openExternal', 'fullscreen'] as const) {
      expect(await asked(permission, 'app://overseer/index.html')).toBe(false)
    }
    expect(check(contents, 'clipboard-sanitized-write', 'app://overseer', { isMainFrame: true })).toBe(true)
    expect(check(contents, 'clipboard-sanitized-write', 'https://example.org', { isMainFrame: true })).toBe(false)
    expect(check(contents, 'clipboard-read', 'app://overseer', { isMainFrame: true })).toBe(false)
    expect(check(null, 'media', 'app://overseer', { isMainFrame: true })).toBe(false)
  })

  it('keeps the window titles it gives (the board’s follows the table’s language), not the pages’', async () => {
    const { gm, board } = windowsOf(await desktop.start())
    expect(gm.pageTitle('Overseer — GM')).toBe(false)
    expect(board.getTitle()).toBe('오버시어 — 보드')
  })

  it('makes no window before the app is ready', async () => {
    let early = -1
    await desktop.start({ beforeReady: () => (early = BrowserWindow.getAllWindows().length) })
    expect(early).toBe(0)
    expect(app.quitRequests).toBe(0)
  })
})
