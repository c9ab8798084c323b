/** Where the host writes what went wrong without stopping it (a socket's error, a timer's, the OS refusing a file). */
export interface HostLog {
  error(line: string): void
}

/** The default: one line on stderr, where `npm run serve` and the desktop app's log keep it. */
export const consoleLog: HostLog = {
  error: (line) => console.error(`Overseer: ${line}`)
}

/** Runs `work` and logs what it throws instead of letting it stop the host (timers, pushes, socket callbacks). */
export function logged(log: HostLog, where: string, work: () => void): void {
  try {
    work()
  } catch (error) {
    log.error(`${where}: ${error instanceof Error ? error.message : String(error)}`)
  }
}
