import type { CampaignContext, CampaignSnapshot } from '../machine'
import { boardView, openRolls, type BoardRoll, type BoardView } from '../board-view'
import { definitionOf } from '../phases'

/** One public news line as the board shows it. */
export interface PublicAnnouncement {
  turn: number
  scene: number
  text: string
}

/**
 * What the players could see at one moment: the board's own whitelist (`boardView`), plus every
 * announcement and open dice-box roll (the board shows only the newest few, but all of them were
 * public when shown).
 */
export interface PublicPicture {
  board: BoardView
  announcements: PublicAnnouncement[]
  /** Every dice-box roll made in the open (the board shows the newest few); never a secret one. */
  rolls: BoardRoll[]
  /**
   * The running phase's whole public record through the board's own filter (a battle's log lines,
   * with the threats the board shows face up): the board keeps only the newest few, but each was
   * public when shown. Empty for a phase without one.
   */
  phaseRecord: readonly unknown[]
}

/** The public picture of a campaign state; nothing outside the board's whitelist is read. */
export function publicPicture(context: CampaignContext): PublicPicture {
  // boardView reads only the snapshot's context.
  const board = boardView({ context } as CampaignSnapshot)
  const announcements = context.campaign.announcements.map((a) => ({ turn: a.turn, scene: a.scene, text: a.text }))
  return { board, announcements, rolls: openRolls(context.campaign), phaseRecord: phaseRecordOf(context, board) }
}

/** The turn a picture belongs to: the one its running phase is playing (a war turn), else the last completed one (0 before the first). */
export function turnOfPicture(picture: PublicPicture): number {
  const { board } = picture
  if (board.phase === 'idle' || !board.phaseView) return board.turn
  return definitionOf(board.phase).log.turnOf?.(board.phaseView) ?? board.turn
}

function phaseRecordOf(context: CampaignContext, board: BoardView): readonly unknown[] {
  const phase = context.phase
  if (!phase || !board.phaseView) return []
  return definitionOf(phase.kind).log.publicRecord?.(phase.context, board.phaseView) ?? []
}
