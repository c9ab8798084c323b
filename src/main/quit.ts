import { app, dialog, type BrowserWindow } from 'electron'
import type { OverseerHost } from '../host/host'
import type { HostState } from '../shared/contract'
import { inEnglish, inKorean, type Message } from '../shared/message'
import type { TableLocale } from '@machines/campaign/board-view'
import { shellWords } from './words'

/** What the quit handshake needs of the host. */
export type QuittingHost = Pick<OverseerHost, 'flush' | 'shutdown' | 'on'>

/** What the quit handshake needs of the shell. */
export interface QuitOptions {
  gmWindow: () => BrowserWindow | null
  /** The table's language, for the question. */
  locale: () => TableLocale
}

/** Follows the open campaign's saves: its name, and when it last reached the disk (null: not since it was opened). */
function followSaves(host: QuittingHost): () => { campaign: string; savedAt: number | null } {
  let path: string | null = null
  let campaign = ''
  let savedAt: number | null = null
  host.on('state', (state: HostState) => {
    if (state.path !== path) {
      path = state.path
      savedAt = null
    }
    campaign = state.gm?.context.campaign.name ?? campaign
    if (state.save.state === 'saved' && state.save.savedAt !== undefined) savedAt = state.save.savedAt
  })
  return () => ({ campaign, savedAt })
}

/** The quit handshake, once installed. */
export interface QuitHandshake {
  /** Wires the GM window: closing it quits through the handshake; a Windows session end flushes. */
  guardGmWindow(window: BrowserWindow): void
}

/**
 * Holds every quit until the last save is on disk. When it cannot be written, the GM is asked
 * "quit anyway / cancel" with what would be lost; Cancel keeps everything open. Closing the GM
 * window quits the same way, and a Windows shutdown or log-off flushes too.
 */
export function flushBeforeQuit(host: QuittingHost, options: QuitOptions): QuitHandshake {
  let phase: 'running' | 'flushing' | 'done' = 'running'
  const lastSave = followSaves(host)

  const askToQuitAnyway = async (why: Message): Promise<boolean> => {
    const locale = options.locale()
    const say = shellWords(locale)
    const { campaign, savedAt } = lastSave()
    const reason = locale === 'ko' ? inKorean(why) : inEnglish(why)
    const lost =
      savedAt === null
        ? say('shell.quit.lostAll', { campaign, why: reason })
        : say('shell.quit.lostSince', { campaign, why: reason, since: new Date(savedAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) })
    const box = {
      type: 'warning' as const,
      title: say('shell.app'),
      message: say('shell.quit.title'),
      detail: `${lost}\n\n${say('shell.quit.howToKeep')}`,
      buttons: [say('shell.quit.anyway'), say('shell.quit.cancel')],
      defaultId: 1,
      cancelId: 1,
      noLink: true
    }
    const window = options.gmWindow()
    const answer = window && !window.isDestroyed() ? await dialog.showMessageBox(window, box) : await dialog.showMessageBox(box)
    return answer.response === 0
  }

  app.on('before-quit', (event) => {
    if (phase === 'done') return
    event.preventDefault()
    if (phase === 'flushing') return
    phase = 'flushing'
    void (async () => {
      const flushed = await host.flush()
      if (!flushed.ok && !(await askToQuitAnyway(flushed.why))) {
        phase = 'running'
        return
      }
      phase = 'done'
      // Releases the campaign lock; after "quit anyway" its last write fails again, as the GM accepted.
      await host.shutdown()
      app.quit()
    })()
  })

  return {
    guardGmWindow(window) {
      window.on('close', (event) => {
        if (phase === 'done') return
        event.preventDefault()
        app.quit()
      })
      // Windows asks before it ends the session: start writing now; at the end, write and let go of the lock.
      window.on('query-session-end', () => void host.flush())
      window.on('session-end', () => void host.shutdown())
    }
  }
}
