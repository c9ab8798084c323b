/** The views of the GM window: today's play layout, the campaign editors, the ⚙ settings. */
export const gmViews = ['play', 'editors', 'settings', 'files'] as const
/** One view of the GM window. */
export type GmViewName = (typeof gmViews)[number]

/** Asked before the view on screen is left; calls `go` to move on (or never, if the GM stays). */
export type LeaveGuard = (go: () => void) => void

/** Which view the GM window shows; kept outside components so any of them may switch it. */
class GmViewChoice {
  current = $state<GmViewName>('play')
  private guard: LeaveGuard | null = null

  /** Shows another view, asking the view on screen first (the editors ask when their form holds unsaved changes). */
  show(view: GmViewName): void {
    if (view === this.current) return
    const go = (): void => void (this.current = view)
    if (this.guard) this.guard(go)
    else go()
  }

  /** Lets the view on screen ask before it is left; returns what removes the guard (when that view goes). */
  guardLeaving(guard: LeaveGuard): () => void {
    this.guard = guard
    return () => {
      if (this.guard === guard) this.guard = null
    }
  }
}

/** The GM window's view switch. */
export const gmViewChoice = new GmViewChoice()
