import type { CampaignSnapshot, CampaignContext } from './machine'
import type { LoggedEvent } from './document'
import type { BoardView } from './board-view'
import type { LogEntry } from './session-log/entry'
import type { Bilingual } from '../text/bilingual'
import { answersSubmittedByTeams } from './team-submissions'

/** One line of the GM's event log. */
export interface LogLine {
  index: number
  at: string
  type: string
  /** The line in both languages; the window shows the current locale's. */
  text: Bilingual
  rules: string[]
  undone: boolean
  /** Where the event happened; null for a line not yet rebuilt by replay (then `approximate`). */
  turn: number | null
  scene: number | null
  approximate: boolean
}

/** Everything the GM window shows: the full state, the log, undo/redo, and the board preview. */
export interface GmView {
  step: string
  context: CampaignContext
  head: number
  canUndo: boolean
  canRedo: boolean
  /** What the next undo would revert and the next redo would do again: that event's own log line, or null. */
  undoes: Bilingual | null
  redoes: Bilingual | null
  /** How many events the file's log holds, undone ones included (what "start the log here" would drop). */
  loggedEvents: number
  log: LogLine[]
  board: BoardView
  /** War-turn declarations a team sealed from its own page, not overridden since: actor id → team id. */
  submittedByTeam: Record<string, string>
}

/** How many of the newest log lines the GM view carries (the full log is exported). */
export const gmLogLines = 40

/**
 * What undo and redo would act on, in the words the event log shows for those events (one rule for both):
 * the event just before the head and the one at it. The log lines always span both (see `gmView`).
 */
export function undoRedoLines(log: readonly LogLine[], head: number): { undoes: Bilingual | null; redoes: Bilingual | null } {
  const textAt = (index: number): Bilingual | null => log.find((line) => line.index === index)?.text ?? null
  return { undoes: head > 0 ? textAt(head - 1) : null, redoes: textAt(head) }
}

/** Builds the GM view of the engine's state. */
export function gmView(
  snapshot: CampaignSnapshot,
  events: readonly LoggedEvent[],
  head: number,
  board: BoardView,
  entries: (from: number, to: number) => readonly LogEntry[]
): GmView {
  const from = Math.max(0, Math.min(head, events.length) - gmLogLines)
  const to = Math.min(events.length, from + gmLogLines + 10)
  const log: LogLine[] = entries(from, to).map((e) => ({
    index: e.index,
    at: e.at,
    type: e.type,
    text: e.gm,
    rules: e.rules,
    undone: e.index >= head,
    turn: e.turn,
    scene: e.scene,
    approximate: e.approximate
  }))
  return {
    step: typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value),
    context: snapshot.context,
    head,
    canUndo: head > 0,
    canRedo: head < events.length,
    ...undoRedoLines(log, head),
    loggedEvents: events.length,
    log,
    board,
    submittedByTeam: answersSubmittedByTeams(snapshot.context, events, head)
  }
}
