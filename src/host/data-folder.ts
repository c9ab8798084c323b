import { homedir } from 'node:os'
import { posix, win32 } from 'node:path'

/** The name of Overseer's folder inside the OS's per-user application-data folder. */
export const dataFolderName = 'Overseer'

/** What the default data folder depends on; the defaults are this process's. */
export interface DataFolderContext {
  /** The application-data folder as the caller knows it (Electron's `app.getPath('appData')`). */
  appData?: string
  platform?: NodeJS.Platform
  env?: NodeJS.ProcessEnv
  home?: string
}

/**
 * The OS's per-user application-data folder, by the rule Electron's `app.getPath('appData')`
 * follows: `%APPDATA%` on Windows, `~/Library/Application Support` on macOS, `$XDG_CONFIG_HOME`
 * (or `~/.config`) elsewhere.
 */
export function appDataFolder({ platform = process.platform, env = process.env, home = homedir() }: DataFolderContext = {}): string {
  if (platform === 'win32') return env.APPDATA || win32.join(home, 'AppData', 'Roaming')
  if (platform === 'darwin') return posix.join(home, 'Library', 'Application Support')
  return env.XDG_CONFIG_HOME || posix.join(home, '.config')
}

/**
 * Where campaigns, the recent list and the board's look are kept — the same folder for the desktop
 * app and the web host, so either opens the other's campaigns (the campaign lock keeps them from
 * writing one file at once). `OVERSEER_DATA` overrides it.
 */
export function defaultDataFolder(context: DataFolderContext = {}): string {
  const env = context.env ?? process.env
  if (env.OVERSEER_DATA) return env.OVERSEER_DATA
  const platform = context.platform ?? process.platform
  return (platform === 'win32' ? win32 : posix).join(context.appData ?? appDataFolder(context), dataFolderName)
}
