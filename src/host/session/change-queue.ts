/**
 * One queue for every read-then-change of the open campaign: a change runs only after the one before it
 * has finished (awaits included), so a change that waits for BCDice or a file is never overtaken.
 * Each change is given the session it was queued for; `isCurrent` tells whether that session is still
 * the open one when the change runs or after it awaited.
 */
export class ChangeQueue {
  private tail: Promise<unknown> = Promise.resolve()
  private session = 0

  /** The open session's number: it changes whenever another campaign (or none) becomes the open one. */
  get current(): number {
    return this.session
  }

  /** Marks that another campaign (or none) is open now: changes queued for the one before are refused. */
  replaced(): void {
    this.session++
  }

  /** Whether `session` is still the open one. */
  isCurrent(session: number): boolean {
    return session === this.session
  }

  /** Runs `change` after every change queued before it, with the session it was queued for; a throw fails only this change. */
  run<T>(change: (session: number) => Promise<T>): Promise<T> {
    const session = this.session
    const start = (): Promise<T> => change(session)
    const next = this.tail.then(start, start)
    this.tail = next.catch(() => undefined)
    return next
  }
}
