import { app } from 'electron'
import { isAbsolute, resolve } from 'node:path'
import { z } from 'zod'
import { isCampaignFileName } from '../host/files/file-names'

/** What a second launch hands the running one. */
const launchDataSchema = z.object({ file: z.string().min(1).max(4096).nullable() })

/** Whether the OS may hand the app this file: a campaign file (`.overseer`), or any JSON as before (`.overseer.json`, a GM's own name). */
const isOpenableName = (name: string): boolean => isCampaignFileName(name) || name.toLowerCase().endsWith('.json')

/**
 * The campaign file named on a command line (the OS passes a double-clicked or dropped file this
 * way), resolved against `cwd`; null when there is none. Chromium's and Electron's own switches
 * (`--…`) and the app path (`.` while developing) are skipped.
 */
export function fileArgument(argv: readonly string[], cwd: string, skip = process.defaultApp ? 2 : 1): string | null {
  const file = argv.slice(skip).find((arg) => !arg.startsWith('-') && isOpenableName(arg))
  if (!file) return null
  return isAbsolute(file) ? file : resolve(cwd, file)
}

/**
 * Makes this the only running Overseer. A second launch quits at once after handing the running
 * one its file (if any): `onSecondLaunch` focuses the GM window and opens it — so no two processes
 * ever race for a campaign's lock. Returns false in the second launch.
 */
export function claimSingleInstance(onSecondLaunch: (file: string | null) => void): boolean {
  const file = fileArgument(process.argv, process.cwd())
  if (!app.requestSingleInstanceLock({ file })) {
    app.quit()
    return false
  }
  app.on('second-instance', (_event, argv, workingDirectory, additionalData) => {
    const handed = launchDataSchema.safeParse(additionalData)
    onSecondLaunch(handed.success ? handed.data.file : fileArgument(argv, workingDirectory))
  })
  return true
}

/** The file this launch was given, if any. */
export function launchFile(): string | null {
  return fileArgument(process.argv, process.cwd())
}
