import type { CampaignContext } from '../machine'
import { teamOfAuthor, type LoggedEvent } from '../document'
import type { Bilingual } from '../../text/bilingual'
import { gmLine } from './gm-line'
import { publicLines } from './public-lines'
import { publicPicture, turnOfPicture } from './public-view'
import { learnedAt, type LearnedAt } from '../team-log'

/** The GM's line of a command a team sent from its own page says which team sent it. */
function sentBy(line: Bilingual, event: LoggedEvent, context: CampaignContext): Bilingual {
  const id = teamOfAuthor(event.author)
  if (id === null) return line
  const name = context.campaign.teams.find((t) => t.id === id)?.name ?? { ko: id, en: id }
  return { ko: `${line.ko} (${name.ko} 페이지에서 제출)`, en: `${line.en} (sent from ${name.en}'s page)` }
}

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
  /** What each team learned when this event closed a phase (the teams' private logs); null for other events. */
  learned: LearnedAt | null
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
    gm: sentBy(gmLine(event.command, { before, after }), event, after),
    public: publicLines(publicPicture(before), shown),
    learned: learnedAt(event.command, before, after),
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
    gm: sentBy(gmLine(event.command, { before: null, after: newest }), event, newest),
    public: [],
    learned: null,
    approximate: true
  }
}
