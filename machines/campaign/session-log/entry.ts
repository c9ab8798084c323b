import type { CampaignContext } from '../machine'
import type { LoggedEvent } from '../document'
import type { Bilingual } from '../../text/bilingual'
import { gmLine } from './gm-line'
import { publicLines } from './public-lines'
import { publicPicture, turnOfPicture } from './public-view'

/** One applied event as the session log keeps it: the GM's line, the public lines, and where it belongs. */
export interface LogEntry {
  index: number
  at: string
  type: string
  rules: string[]
  /** The turn and scene after the event (the running war turn, else the last completed one); null when not rebuilt. */
  turn: number | null
  scene: number | null
  /** The GM's line (everything, hidden values included). */
  gm: Bilingual
  /** What the board showed change; empty when the players saw nothing. */
  public: Bilingual[]
  /** True for a line written from the command alone, before the log was replayed. */
  approximate: boolean
}

/** Builds the log entry of the event at `index` from the campaign states around it. */
export function logEntry(event: LoggedEvent, index: number, before: CampaignContext, after: CampaignContext): LogEntry {
  const shown = publicPicture(after)
  return {
    index,
    at: event.at,
    type: event.command.type,
    rules: [...event.rules],
    turn: turnOfPicture(shown),
    scene: shown.board.scene,
    gm: gmLine(event.command, { before, after }),
    public: publicLines(publicPicture(before), shown),
    approximate: false
  }
}

/**
 * The entry of an event whose surrounding states are not at hand: the GM's line from the command
 * (names from the newest state), no public lines and no turn. Replaying makes it exact.
 */
export function approximateEntry(event: LoggedEvent, index: number, newest: CampaignContext): LogEntry {
  return {
    index,
    at: event.at,
    type: event.command.type,
    rules: [...event.rules],
    turn: null,
    scene: null,
    gm: gmLine(event.command, { before: null, after: newest }),
    public: [],
    approximate: true
  }
}
