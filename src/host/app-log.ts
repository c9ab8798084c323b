import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { consoleLog, type HostLog } from './host-log'

/** The desktop app's log: what went wrong (and the few things worth knowing after), one line each. */
export interface AppLog extends HostLog {
  info(line: string): void
  warn(line: string): void
  /** The folder the log files are in (Help ▸ Show logs folder). */
  readonly folder: string
}

/** The current log file's name; older ones are `overseer.1.log` (the newest) to `overseer.<keep>.log`. */
export const logFileName = 'overseer.log'

/** How the log file is kept. */
export interface AppLogOptions {
  /** The logs folder (the data folder's `logs/`). */
  folder: string
  /** A file grows to this many bytes before it is rotated. */
  maxBytes?: number
  /** How many rotated files are kept besides the current one. */
  keep?: number
  now?: () => number
  /** Where each line also goes (stderr by default, as the host's log always went). */
  echo?: HostLog
}

/** A line may not be longer than this (a huge error message must not fill the log). */
const maxLineChars = 4000

/** The rotated file `n` (1 is the newest). */
export function rotatedLogName(n: number): string {
  return `overseer.${n}.log`
}

/**
 * Opens the log in `folder`: each line is appended at once (synchronously, so a crash right after
 * loses nothing), stamped with the time and level. When the file would pass `maxBytes` it is rotated,
 * so the logs never take more than (keep + 1) × maxBytes. Writing never throws: a log that cannot be
 * written only says so on stderr.
 */
export function openAppLog({ folder, maxBytes = 1024 * 1024, keep = 3, now = Date.now, echo = consoleLog }: AppLogOptions): AppLog {
  const current = join(folder, logFileName)
  let size: number | null = null
  const sizeNow = (): number => {
    if (size === null) {
      try {
        size = statSync(current).size
      } catch {
        size = 0
      }
    }
    return size
  }
  const rotate = (): void => {
    rmSync(join(folder, rotatedLogName(keep)), { force: true })
    for (let n = keep - 1; n >= 1; n--) {
      try {
        renameSync(join(folder, rotatedLogName(n)), join(folder, rotatedLogName(n + 1)))
      } catch {
        // No such file yet.
      }
    }
    if (keep > 0) renameSync(current, join(folder, rotatedLogName(1)))
    else rmSync(current, { force: true })
    size = 0
  }
  const write = (level: 'INFO' | 'WARN' | 'ERROR', line: string): void => {
    // One entry, one line: a message's own line breaks are kept as \n.
    const flat = line.replace(/\r?\n/g, '\\n')
    const text = `${new Date(now()).toISOString()} ${level} ${flat.length > maxLineChars ? `${flat.slice(0, maxLineChars)}…` : flat}\n`
    const bytes = Buffer.byteLength(text)
    try {
      mkdirSync(folder, { recursive: true })
      if (sizeNow() > 0 && sizeNow() + bytes > maxBytes) rotate()
      appendFileSync(current, text)
      size = sizeNow() + bytes
    } catch (error) {
      size = null
      echo.error(`the log file ${current} could not be written: ${(error as Error).message}`)
    }
    if (level !== 'INFO') echo.error(line)
  }
  return {
    folder,
    info: (line) => write('INFO', line),
    warn: (line) => write('WARN', line),
    error: (line) => write('ERROR', line)
  }
}
