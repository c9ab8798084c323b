import { app, dialog, shell, type BrowserWindow } from 'electron'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Say } from './words'

/** The files the Help menu opens: the rules reference, the project's licence, and the third-party notices the pack writes. */
export type HelpFile = 'rules.md' | 'LICENSE' | 'THIRD-PARTY-NOTICES.txt'

// Where each lies in the repository, from out/main (the build) or src/main (the tests): the same depth.
const inRepository: Record<HelpFile, string> = {
  'rules.md': 'docs/rules.md',
  LICENSE: 'LICENSE',
  // Written by the pack (scripts/third-party-notices.ts): a build run from the repository has none.
  'THIRD-PARTY-NOTICES.txt': 'dist/THIRD-PARTY-NOTICES.txt'
}

/**
 * Where a Help file is: beside the app.asar in the installed app (electron-builder's extraResources,
 * where the OS can open it; nothing inside the asar can be), else in the repository.
 */
export function helpFilePath(file: HelpFile, resourcesPath: string | undefined = app.isPackaged ? process.resourcesPath : undefined): string {
  return resourcesPath ? join(resourcesPath, file) : join(__dirname, '..', '..', inRepository[file])
}

/** What the Help menu needs of the shell. */
export interface HelpContext {
  say: Say
  window: BrowserWindow | null
  logsFolder: string
}

async function open(path: string, say: Say): Promise<void> {
  const problem = await shell.openPath(path)
  if (problem) dialog.showErrorBox(say('shell.app'), `${path}: ${problem}`)
}

/** Help ▸ Rules reference: docs/rules.md, the text the GM window's rule help shows, in the OS's viewer. */
export function openRulesReference({ say }: HelpContext): Promise<void> {
  return open(helpFilePath('rules.md'), say)
}

/** Help ▸ Show logs folder. */
export function showLogsFolder({ say, logsFolder }: HelpContext): Promise<void> {
  return open(logsFolder, say)
}

/** The versions About names: the app's, and Electron's, Chromium's and Node's that run it. */
export function aboutVersions(versions: NodeJS.ProcessVersions = process.versions): { version: string; electron: string; chrome: string; node: string } {
  return { version: app.getVersion(), electron: versions.electron ?? '?', chrome: versions.chrome ?? '?', node: versions.node }
}

/**
 * Help ▸ About Overseer (the app menu's About on a Mac): the versions and the licence, the licence's
 * text on request, and the third-party notices where the installed app has them.
 */
export async function showAbout({ say, window }: HelpContext): Promise<void> {
  const notices = helpFilePath('THIRD-PARTY-NOTICES.txt')
  const hasNotices = existsSync(notices)
  const box = {
    type: 'info' as const,
    title: say('shell.menu.about'),
    message: say('shell.app'),
    detail: say('shell.about.detail', aboutVersions()),
    buttons: [say('shell.about.ok'), say('shell.about.licence'), ...(hasNotices ? [say('shell.about.notices')] : [])],
    defaultId: 0,
    cancelId: 0,
    noLink: true
  }
  const { response } = window && !window.isDestroyed() ? await dialog.showMessageBox(window, box) : await dialog.showMessageBox(box)
  if (response === 1) await open(helpFilePath('LICENSE'), say)
  if (response === 2 && hasNotices) await open(notices, say)
}
