import { EventEmitter } from 'node:events'
import type { Event as ElectronEvent } from 'electron'

/** An event a listener may cancel, as Electron passes it (`preventDefault`, `defaultPrevented`). */
export function preventable<P extends object = object>(params?: P): ElectronEvent<P> {
  let prevented = false
  return Object.assign(
    {
      preventDefault: () => void (prevented = true),
      get defaultPrevented() {
        return prevented
      }
    },
    params
  ) as ElectronEvent<P>
}

/** The events a stand-in emits, each with the arguments its listeners get. */
export type EventMap = Record<string, unknown[]>

/**
 * For each event of `M`, a call of the real object's `on` with a listener taking exactly those
 * arguments: it compiles only while Electron still has the event and passes what the stand-in does.
 */
export type ListenersChecked<Real, M extends EventMap> = { [E in keyof M]: (real: Real) => unknown }

/** An EventEmitter that emits only the events of `M`, with their arguments (see ListenersChecked). */
export class StandInEmitter<M extends EventMap> extends EventEmitter {
  /** Emits `event` to the app's listeners; returns whether any listened. */
  fire<E extends keyof M & string>(event: E, ...args: M[E]): boolean {
    return this.emit(event, ...args)
  }
}
