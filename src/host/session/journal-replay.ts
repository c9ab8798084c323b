import { loggedEventSchema, type CampaignDocument, type LoggedEvent } from '@machines/campaign/document'
import type { JournalEntry } from './journal'

/** A document with the journal's entries redone on it, and how many entries changed it. */
export interface Replayed {
  doc: CampaignDocument
  replayed: number
}

/**
 * Redoes a journal's entries on the campaign file they follow. The file may already hold some or all of
 * them (a crash between the save and the journal's compaction): an entry names the index its event goes
 * to and the head after it, so redoing one the file holds changes nothing. An entry that does not fit
 * (its index past the log, an event the schema refuses) ends the replay there.
 */
export function replayJournal(doc: CampaignDocument, entries: readonly JournalEntry[]): Replayed {
  let events: LoggedEvent[] = doc.events
  let head = doc.head
  // The lowest index an entry wrote to: checkpoints past it may describe another history.
  let lowestWritten = Number.POSITIVE_INFINITY
  let applied = 0
  for (const entry of entries) {
    let next = events
    if (entry.event) {
      const { at, value } = entry.event
      if (at > events.length) break
      const parsed = loggedEventSchema.safeParse(value)
      if (!parsed.success) break
      // Compared as written: the journal's line is the event as the host held it, as the file's is.
      const same = at < events.length && JSON.stringify(events[at]) === JSON.stringify(value)
      if (!same) {
        next = [...events.slice(0, at), parsed.data]
        lowestWritten = Math.min(lowestWritten, at)
      }
    }
    if (entry.head > next.length) break
    applied++
    events = next
    head = entry.head
  }
  if (events === doc.events && head === doc.head) return { doc, replayed: 0 }
  const replayed = applied
  const checkpoints = doc.checkpoints.filter((c) => c.head <= lowestWritten && c.head <= events.length)
  return { doc: { ...doc, events, head, checkpoints }, replayed }
}
