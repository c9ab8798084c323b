import type { CampaignContext } from '../machine'
import type { LoggedEvent } from '../document'
import { approximateEntry, logEntry, type LogEntry } from './entry'
import { replayDistance, replayEntries, type LogSource } from './replay'

/** How to fill entries that are not yet known. */
export interface RangeOptions {
  /** Builds the document to replay (called only when a replay is needed). */
  load: () => LogSource
  /** The newest state, for approximate lines. */
  newest: CampaignContext
  /**
   * The most events a replay may cost; past it the missing entries are approximate (command-only)
   * and not remembered. A just-opened long log would otherwise replay thousands of events.
   */
  maxReplay: number
}

/** The events a GM window may replay on its own to show exact lines (about 0.2 s). */
export const windowReplayLimit = 600

/**
 * The GM window's session log: entries remembered per event (an undone event keeps its entry for
 * redo) so a push after each command costs one entry, not a replay.
 */
export class SessionLog {
  private readonly known = new WeakMap<LoggedEvent, LogEntry>()
  /** Approximate entries already written, so a long log just opened costs nothing per push. */
  private readonly rough = new WeakMap<LoggedEvent, LogEntry>()

  /** Remembers the entry of an event just applied, from the states the host saw around it. */
  record(event: LoggedEvent, index: number, before: CampaignContext, after: CampaignContext): LogEntry {
    const entry = logEntry(event, index, before, after)
    this.known.set(event, entry)
    return entry
  }

  private exact(event: LoggedEvent, index: number): LogEntry | undefined {
    const entry = this.known.get(event)
    return entry && entry.index === index ? entry : undefined
  }

  /** The entries of `events` from `from` to `to` (exclusive); the unknown ones replayed, or approximate past the limit. */
  range(events: readonly LoggedEvent[], from: number, to: number, options: RangeOptions): LogEntry[] {
    const end = Math.min(to, events.length)
    let missing = -1
    for (let i = from; i < end && missing < 0; i++) {
      if (this.exact(events[i], i)) continue
      const rough = this.rough.get(events[i])
      // An approximate entry stands until a caller allows a longer replay than the one that made it.
      if (!rough || rough.index !== i || options.maxReplay > windowReplayLimit) missing = i
    }
    if (missing >= 0) {
      const source = options.load()
      if (replayDistance(source, missing) <= options.maxReplay) {
        for (const entry of replayEntries(source, missing, end)) this.known.set(events[entry.index], entry)
      }
    }
    const entries: LogEntry[] = []
    for (let i = from; i < end; i++) {
      let entry = this.exact(events[i], i) ?? this.rough.get(events[i])
      if (!entry || entry.index !== i) {
        entry = approximateEntry(events[i], i, options.newest)
        this.rough.set(events[i], entry)
      }
      entries.push(entry)
    }
    return entries
  }
}
