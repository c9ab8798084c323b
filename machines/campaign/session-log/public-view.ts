import type { CampaignContext, CampaignSnapshot } from '../machine'
import { boardView, type BoardView } from '../board-view'
import { boardLine, type BoardLine } from '../../encounter/board-view'

/** One public news line as the board shows it. */
export interface PublicAnnouncement {
  turn: number
  scene: number
  text: string
}

/**
 * What the players could see at one moment: the board's own whitelist (`boardView`), plus every
 * announcement (the board shows only the newest few, but all of them were public when shown).
 */
export interface PublicPicture {
  board: BoardView
  announcements: PublicAnnouncement[]
  /**
   * The running battle's whole log as the board shows its lines (`boardLine`, with the threats
   * the board shows face up): the board keeps only the newest few, but each was public when shown.
   */
  battleLog: BoardLine[]
}

/** The public picture of a campaign state; nothing outside the board's whitelist is read. */
export function publicPicture(context: CampaignContext): PublicPicture {
  // boardView reads only the snapshot's context.
  const board = boardView({ context } as CampaignSnapshot)
  const announcements = context.campaign.announcements.map((a) => ({ turn: a.turn, scene: a.scene, text: a.text }))
  return { board, announcements, battleLog: battleLogOf(context, board) }
}

/** The turn a picture belongs to: the running war turn, else the last completed one (0 before the first). */
export function turnOfPicture(picture: PublicPicture): number {
  const { board } = picture
  return board.phaseView?.kind === 'warTurn' ? board.phaseView.turn : board.turn
}

/** Every line of the running battle's log through the board's own filter; face-down threats stay unnamed. */
function battleLogOf(context: CampaignContext, board: BoardView): BoardLine[] {
  const view = board.phaseView
  if (context.phase?.kind !== 'encounter' || view?.kind !== 'encounter') return []
  const faceUp = new Set(view.paragraphs.flatMap((p) => (p.threat ? [p.threat.id] : [])))
  return context.phase.context.log.map((entry) => boardLine(entry, faceUp))
}
