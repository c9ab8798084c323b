import { dialog, type BrowserWindow, type RenderProcessGoneDetails } from 'electron'
import type { AppLog } from '../host/app-log'
import type { Say } from './words'

/** Which of the app's windows is watched, as the dialogs and the log name it. */
export type WatchedWindow = 'gm' | 'board'

/** What watching a window needs: the log, and the words of the table's language at the moment. */
export interface WindowWatchOptions {
  log: AppLog
  say: () => Say
}

// Chromium's net error for a load that another load replaced: nothing failed.
const loadAborted = -3

/**
 * Watches a window's page for the three ways it can leave the GM with nothing: its renderer gone
 * (crashed, killed, out of memory), hung, or its page not loaded. Each is a line in the log and a
 * dialog in the table's language offering to reload (the host owns the state, so a reload loses
 * nothing). One dialog at a time per window; a clean exit of the renderer is no failure.
 */
export function watchWindow(window: BrowserWindow, which: WatchedWindow, { log, say }: WindowWatchOptions): void {
  let asking = false
  const name = (): string => say()(which === 'gm' ? 'shell.window.gm' : 'shell.window.board')

  const offerReload = async (message: string, otherwise: 'wait' | 'later'): Promise<void> => {
    if (asking || window.isDestroyed()) return
    asking = true
    try {
      const words = say()
      const { response } = await dialog.showMessageBox(window, {
        type: 'error',
        title: words('shell.app'),
        message,
        detail: words('shell.crash.detail', { folder: log.folder }),
        buttons: [words('shell.crash.reload'), words(otherwise === 'wait' ? 'shell.crash.wait' : 'shell.crash.later')],
        defaultId: 0,
        cancelId: 1,
        noLink: true
      })
      if (response === 0 && !window.isDestroyed()) {
        log.info(`the ${which} window is reloaded`)
        window.webContents.reload()
      }
    } finally {
      asking = false
    }
  }

  window.webContents.on('render-process-gone', (_event, details: RenderProcessGoneDetails) => {
    if (details.reason === 'clean-exit') return
    log.error(`the ${which} window's page is gone: ${details.reason} (exit code ${details.exitCode})`)
    void offerReload(say()('shell.crash.gone', { window: name(), reason: details.reason }), 'later')
  })
  window.on('unresponsive', () => {
    log.warn(`the ${which} window is not responding`)
    void offerReload(say()('shell.crash.unresponsive', { window: name() }), 'wait')
  })
  window.on('responsive', () => log.info(`the ${which} window responds again`))
  window.webContents.on('did-fail-load', (_event, errorCode, errorDescription, validatedURL, isMainFrame) => {
    if (!isMainFrame || errorCode === loadAborted) return
    log.error(`the ${which} window could not load ${validatedURL}: ${errorDescription} (${errorCode})`)
    void offerReload(say()('shell.crash.failedLoad', { window: name(), error: errorDescription }), 'later')
  })
}
