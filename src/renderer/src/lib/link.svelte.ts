/**
 * How a window reaches the host: `up`; `down` since a time, retrying (`attempt` counts the tries,
 * `wrongToken` when the host answers again but refuses this page's token); `back` for a few seconds
 * after it reconnected, so the GM and the players see that it did.
 */
export type LinkStatus =
  | { kind: 'up' }
  | { kind: 'down'; since: number; attempt: number; wrongToken: boolean }
  | { kind: 'back'; at: number }

/** How long "connected again" stays on screen. */
export const backNoticeMs = 4000

/**
 * The window's link to the host as reactive state. Electron's windows talk over IPC and stay `up`;
 * the web host's socket client reports every drop and return here.
 */
export class Link {
  status = $state.raw<LinkStatus>({ kind: 'up' })
  private backTimer: ReturnType<typeof setTimeout> | null = null

  /** The socket closed, or another try to reopen it failed. */
  down(attempt: number, wrongToken = false): void {
    this.clearBack()
    const since = this.status.kind === 'down' ? this.status.since : Date.now()
    this.status = { kind: 'down', since, attempt, wrongToken }
  }

  /** The socket opened; after a drop, say so for a moment. */
  up(): void {
    if (this.status.kind !== 'down') return
    this.clearBack()
    this.status = { kind: 'back', at: Date.now() }
    this.backTimer = setTimeout(() => {
      this.backTimer = null
      this.status = { kind: 'up' }
    }, backNoticeMs)
  }

  private clearBack(): void {
    if (this.backTimer !== null) clearTimeout(this.backTimer)
    this.backTimer = null
  }
}

/** This window's link (one host per window). */
export const link = new Link()
