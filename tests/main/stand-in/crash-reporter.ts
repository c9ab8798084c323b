import type { CrashReporter, CrashReporterStartOptions } from 'electron'

/** The members of `crashReporter` the stand-in has, with Electron's types. */
export type CrashReporterPart = Pick<CrashReporter, 'start'>

/** `crashReporter`: how the app started it (null: not started). */
class StandInCrashReporter implements CrashReporterPart {
  started: CrashReporterStartOptions | null = null

  start(options: CrashReporterStartOptions): void {
    this.started = options
  }

  reset(): void {
    this.started = null
  }
}

/** `crashReporter`. */
export const crashReporter = new StandInCrashReporter()
