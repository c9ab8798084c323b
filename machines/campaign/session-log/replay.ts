import { transition } from 'xstate'
import { campaignMachine, createInitialContext, type CampaignContext, type CampaignSnapshot } from '../machine'
import type { Campaign } from '../model/campaign'
import type { Checkpoint, LoggedEvent } from '../document'
import { logEntry, type LogEntry } from './entry'

/** The parts of a campaign document the log is rebuilt from. */
export interface LogSource {
  initial: Campaign
  events: readonly LoggedEvent[]
  checkpoints: readonly Checkpoint[]
}

interface Start {
  head: number
  value: string
  context: CampaignContext
}

/** The nearest saved state at or before event `index`: a checkpoint, or the initial campaign. */
function nearestStart(source: LogSource, index: number): Start {
  let start: Start = { head: 0, value: 'idle', context: createInitialContext(source.initial) }
  for (const c of source.checkpoints) {
    if (c.head <= index && c.head > start.head) start = { head: c.head, value: c.value, context: c.context as CampaignContext }
  }
  return start
}

/** How many events must be replayed to know the state before event `index`. */
export function replayDistance(source: Pick<LogSource, 'checkpoints'>, index: number): number {
  let head = 0
  for (const c of source.checkpoints) if (c.head <= index && c.head > head) head = c.head
  return index - head
}

/** The machine state before event `index`: the nearest checkpoint at or before it, then replay. */
function stateBefore(source: LogSource, index: number): CampaignSnapshot {
  const start = nearestStart(source, index)
  let snapshot = campaignMachine.resolveState({ value: start.value, context: start.context }) as CampaignSnapshot
  for (let i = start.head; i < index; i++) snapshot = transition(campaignMachine, snapshot, source.events[i].command)[0] as CampaignSnapshot
  return snapshot
}

/** Rebuilds the entries of events `from` (inclusive) to `to` (exclusive) by replaying the log. */
export function replayEntries(source: LogSource, from: number, to: number): LogEntry[] {
  const end = Math.min(to, source.events.length)
  if (from >= end) return []
  const entries: LogEntry[] = []
  let snapshot = stateBefore(source, from)
  for (let i = from; i < end; i++) {
    const event = source.events[i]
    const [next] = transition(campaignMachine, snapshot, event.command) as [CampaignSnapshot, unknown]
    entries.push(logEntry(event, i, snapshot.context, next.context))
    snapshot = next
  }
  return entries
}
