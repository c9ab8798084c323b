import type { CampaignSnapshot } from './machine'
import { definitionOf, phaseBoardView, type PhaseBoardView, type PhaseKind } from './phases'
import type { Bilingual } from '../text/bilingual'
import { botRollShown } from './model/bot-table-words'

/** One actor as the players may see it. */
export interface BoardActor {
  id: string
  kind: 'master' | 'servant'
  /** Master: its name. Servant: its class, or its true name once the GM revealed it. */
  label: { ko: string; en: string }
  status: 'active' | 'dead' | 'destroyed'
}

/** One team as the players may see it. */
export interface BoardTeam {
  id: string
  name: { ko: string; en: string }
  color: string
  master: BoardActor
  servant: BoardActor
}

/** What the projected board shows: built field by field (a whitelist), never by copying state. */
export interface BoardView {
  campaign: string
  turn: number
  scene: number
  phase: 'idle' | PhaseKind
  /** The running phase's name (its definition's words), for a board that has no view of its own for it. */
  phaseName: Bilingual | null
  teams: BoardTeam[]
  /** The running phase's public picture (each phase's own whitelist). */
  phaseView: PhaseBoardView | null
  /** Public news lines the GM chose to show, newest last. */
  announcements: { turn: number; scene: number; text: string }[]
  /** The newest dice-box rolls made in the open in the scene being played, newest last; secret ones (`S` prefix) never (E.71, V.9). */
  rolls: BoardRoll[]
}

/** A dice-box roll as the players see it: the command and BCDice's words. */
export interface BoardRoll {
  turn: number
  scene: number
  command: string
  text: string
  /** A roll of one of the campaign's own tables: its name, the roll and the face's words. */
  table?: { name: Bilingual; roll: number; words: Bilingual }
}

/** How many of the newest open dice-box rolls the board shows. */
export const boardRollCount = 3

/** The open (not secret) dice-box rolls of a campaign, field by field, oldest first. */
export function openRolls(campaign: CampaignSnapshot['context']['campaign']): BoardRoll[] {
  return campaign.rolls
    .filter((roll) => !roll.secret)
    .map((roll) => ({
      turn: roll.turn,
      scene: roll.scene,
      command: roll.command,
      // The GM's Korean words for a Japanese-only table's face are what the room reads.
      text: botRollShown(roll, campaign.botTableWords),
      ...(roll.table ? { table: { name: roll.table.name, roll: roll.table.roll, words: roll.table.words } } : {})
    }))
}

/** The board's colour schemes: dark for a dim room, light for a bright room or a weak projector. */
export const boardThemes = ['dark', 'light'] as const
/** A board colour scheme. */
export type BoardTheme = (typeof boardThemes)[number]

/** How far the GM may scale the board's type (1 = the default size). */
export const boardFontScale = { min: 0.6, max: 2, step: 0.1 } as const

/** The languages the table plays in: the GM's panel, the board and the menus share one. */
export const tableLocales = ['ko', 'en'] as const
/** The table's language. */
export type TableLocale = (typeof tableLocales)[number]

/** How the projection looks and speaks (comfort settings, not content): colours, type size, language. */
export interface BoardStyle {
  theme: BoardTheme
  fontScale: number
  /** The GM's language: the board follows the panel so the whole table reads one language. */
  locale: TableLocale
}

/** Display controls of the board that the GM holds outside the campaign (not undoable). */
export interface BoardDisplay extends BoardStyle {
  blank: boolean
  frozen: boolean
}

/** Pictures already built, per state: one publish hands the same state to the GM view's preview and to the board. */
const built = new WeakMap<CampaignSnapshot, BoardView>()

/** Builds the public picture of a campaign state, once per state. Every field here is public by the rules. */
export function boardView(snapshot: CampaignSnapshot): BoardView {
  let view = built.get(snapshot)
  if (!view) {
    view = buildBoardView(snapshot)
    built.set(snapshot, view)
  }
  return view
}

function buildBoardView(snapshot: CampaignSnapshot): BoardView {
  const { campaign, phase } = snapshot.context
  const masters = new Map(campaign.masters.map((m) => [m.id, m]))
  const servants = new Map(campaign.servants.map((s) => [s.id, s]))
  const teams: BoardTeam[] = campaign.teams.map((t) => {
    const m = masters.get(t.master)!
    const s = servants.get(t.servant)!
    return {
      id: t.id,
      name: { ko: t.name.ko, en: t.name.en },
      color: t.color,
      master: { id: m.id, kind: 'master', label: { ko: m.name.ko, en: m.name.en }, status: m.status },
      servant: {
        id: s.id,
        kind: 'servant',
        label: s.trueNameRevealed
          ? { ko: `${s.className.ko} · ${s.trueName}`, en: `${s.className.en} · ${s.trueName}` }
          : { ko: s.className.ko, en: s.className.en },
        status: s.status
      }
    }
  })
  return {
    campaign: campaign.name,
    turn: campaign.turn,
    scene: campaign.scene,
    phase: phase ? phase.kind : 'idle',
    phaseName: phase ? { ...definitionOf(phase.kind).words.name } : null,
    teams,
    phaseView: phase ? phaseBoardView(phase, campaign) : null,
    announcements: campaign.announcements.slice(-8).map((a) => ({ turn: a.turn, scene: a.scene, text: a.text })),
    // V.9: a roll belongs to its scene; the next scene's board starts without it (the log keeps it).
    rolls: openRolls(campaign)
      .filter((roll) => roll.scene === campaign.scene)
      .slice(-boardRollCount)
  }
}
