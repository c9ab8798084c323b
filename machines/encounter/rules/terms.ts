import type { BattleState } from '../../campaign/model/encounter-records'

/** Paragraph numbers of the board (14.01). */
export const paragraphs = [1, 2, 3, 4, 5] as const
/** A paragraph 1–5. */
export type Paragraph = (typeof paragraphs)[number]
/** Where a PC token stands: a paragraph or the margin (欄外). */
export type Position = Paragraph | 'margin'
/** A round of the battle: scout, melee 1 and 2, pursuit as melee 3 (E.50). */
export type Round = 'scout' | 1 | 2 | 3

/** A paragraph in play: its planned threat, the round that threat was placed in (null: not yet), and whether it acted. */
export interface ThreatSlot {
  paragraph: Paragraph
  threat: string
  placedIn: Round | null
  acted: boolean
  states: readonly BattleState[]
}

/** A PC as the battle tracks it. */
export interface Combatant {
  id: string
  position: Position | null
  acted: boolean
  hp: number
  states: readonly BattleState[]
}

/** Why a battle ends (E.51): the body destroyed, every PC down, no pursuit after round 2, the pursuit round over. */
export type BattleEndReason = 'body-destroyed' | 'all-incapacitated' | 'no-pursuit' | 'pursuit-ended'

/** What a check is for: scouting, an attack, a defence, an obstruction, the pursuit (E.1, E.20, E.31, E.32, E.50). */
export type CheckFor = 'scout' | 'attack' | 'defence' | 'obstruct' | 'pursuit'
