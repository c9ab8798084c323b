import { app, dialog, shell } from 'electron'
import { shellWords, systemLocale } from './words'

/**
 * Shows why the host could not start, in a window of its own instead of no window at all, until
 * the GM tries again (true) or quits (false). "Show the campaigns folder" opens it and asks again.
 */
export async function askAfterFailedStart(error: unknown, dataDir: string): Promise<boolean> {
  const say = shellWords(systemLocale(app.getPreferredSystemLanguages()))
  const detail = error instanceof Error ? error.message : String(error)
  for (;;) {
    const { response } = await dialog.showMessageBox({
      type: 'error',
      title: say('shell.app'),
      message: say('shell.start.title'),
      detail: say('shell.start.detail', { detail, folder: dataDir }),
      buttons: [say('shell.start.retry'), say('shell.start.showFolder'), say('shell.start.quit')],
      defaultId: 0,
      cancelId: 2,
      noLink: true
    })
    if (response === 0) return true
    if (response !== 1) return false
    await shell.openPath(dataDir)
  }
}
