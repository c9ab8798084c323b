import type { Campaign } from '../campaign/model/campaign'
import type { CheckResult } from './rules/check'
import type { Damage } from './rules/combat'
import type { AbilityName, AbilityRank, BattleState, BattlefieldEffect, Domain, Monster, Wheel } from '../campaign/model/encounter-records'
import type { BattleEndReason, Combatant, Paragraph, Position, Round, ThreatSlot } from './rules/terms'
import type { AttackTarget } from './rules/targets'
import type { TableReading } from './rules/table-reading'

/** What the battlefield asks of the GM now (E.63): a gift's inga as it is used, or the loss in the air at the battle's end. */
export type FieldDue =
  | { kind: 'gift'; pc: string; domain: Domain; count: number }
  | { kind: 'battle-end'; rounds: number; d6: number; spares: BattleState; units: string[]; preset: string[] }

/** A PC in the battle: token, acted flag, hp and states (a plain-JSON `Combatant`); the wheel is the party's. */
export type EncounterPc = Combatant & { states: BattleState[] }

/** A paragraph's threat in play; `broken` marks a threat broken this round (E.21), cleared by the refresh (E.10). */
export type EncounterSlot = ThreatSlot & { states: BattleState[]; broken: boolean }

/** What every pending check holds: who rolls what against what, and the dice as rolled (E.70, E.71). */
interface CheckBase {
  pc: string
  ability: AbilityName
  rank: AbilityRank
  modifier: number
  target: number
  dice: number[]
}

/** A check waiting for the GM to pick the action and mood dice (E.71), with what it is for. */
export type PendingCheck =
  | (CheckBase & { purpose: 'scout'; paragraph: Paragraph })
  | (CheckBase & { purpose: 'attack'; weapon: number; attack: AttackTarget; gift?: boolean })
  | (CheckBase & { purpose: 'defence'; threat: string })
  | (CheckBase & { purpose: 'obstruct'; threat: string })
  | (CheckBase & { purpose: 'pursuit' })

/** The purpose of a check. */
export type CheckPurpose = PendingCheck['purpose']

/**
 * A target-table roll made for a threat whose paragraph holds no PC (E.31): the PCs it allows, or
 * with `all` the PCs it still attacks, one after another (every PC in the margin).
 */
export interface TargetRoll extends TableReading {
  threat: string
  roll: number
  candidates: string[]
  all: boolean
}

/** Why a table is rolled outside the target table. */
export type TablePurpose = 'outcome' | 'fatal-wound'

/** A table roll whose face still needs its own dice, a domain or a PC before it is read (E.52, E.72). */
export interface PendingTable {
  purpose: TablePurpose
  table: string
  roll: number
  /** What the face says, read when it was rolled (BCDice's words came with that command). */
  reading: TableReading
  pc: string | null
  effectDice: number
  needsDomain: boolean
  needsPc: boolean
}

/** A roll the end of the battle still owes (E.52): spoils, random item, or a PC's damage. */
export interface DueRoll {
  table: string
  pc: string | null
}

/** Why the battle ended and who won (E.51). */
export interface BattleResult {
  reason: BattleEndReason
  pcsWin: boolean
}

/** A check as the log keeps it. */
export type LoggedCheck = Pick<CheckResult, 'dice' | 'action' | 'actionFace' | 'modifier' | 'achieved' | 'target' | 'success' | 'special' | 'fumble' | 'mood' | 'inga'>

/** Who an adjustment or a round-end loss touched. */
export type Unit = { kind: 'pc'; pc: string } | { kind: 'body' } | { kind: 'threat'; threat: string }

/** One line of the battle log, with the rule that produced it. Every field is public once logged. */
export type LogEntry = { rule: string; round: Round } & (
  | ({ kind: 'battlefield'; roll: number } & TableReading)
  | { kind: 'scout'; pc: string; paragraph: Paragraph; check: LoggedCheck; threat: string | null }
  | { kind: 'scoutStop' }
  | { kind: 'counterattack'; die: number; damage: number; fieldDie?: number }
  | { kind: 'round' }
  | { kind: 'plots'; positions: Record<string, Position> }
  | { kind: 'place'; threat: string; paragraph: Paragraph }
  | { kind: 'attack'; pc: string; weapon: number; attack: AttackTarget; check: LoggedCheck | null; hit: boolean; damage: Damage | null; broken: boolean; bodyLoss: number; gift?: boolean }
  | { kind: 'spell'; pc: string; gift: number }
  | { kind: 'move'; pc: string; from: Position | null; to: Position }
  | ({ kind: 'targetRoll'; threat: string; roll: number; candidates: string[]; all?: boolean } & TableReading)
  | { kind: 'threatAttack'; threat: string; pc: string; check: LoggedCheck | null; hit: boolean; damage: Damage | null }
  | { kind: 'threatSpell'; threat: string; obstructedBy: string | null; check: LoggedCheck | null; cancelled: boolean }
  | { kind: 'threatPass'; threat: string }
  | { kind: 'effectDone'; threat: string }
  | { kind: 'order'; position: Position; pcs: string[]; rolls: Record<string, number>; rerolls?: Record<string, number[]> }
  | { kind: 'inga'; pc: string; domain: Domain }
  | { kind: 'bound'; unit: Unit; loss: number }
  /** The battlefield's round-end loss (E.63). */
  | { kind: 'fieldLoss'; unit: Unit; loss: number }
  /** The battlefield's extra inga for a gift a PC used: the GM counted it (applied) or not (E.63). */
  | { kind: 'fieldGift'; pc: string; domain: Domain; count: number; applied: boolean }
  /** The battle's end in the air: who lost what, who flew (E.63); dismissed: nobody lost anything. */
  | { kind: 'fieldEnd'; rounds: number; losses: { unit: Unit; loss: number }[]; flew: Unit[]; applied: boolean }
  | { kind: 'pursuit'; pc: string; ability: AbilityName; check: LoggedCheck }
  | { kind: 'pursuitDecline' }
  | { kind: 'end'; reason: BattleResult['reason']; pcsWin: boolean }
  | ({ kind: 'table'; table: string; roll: number; pc: string | null; dice: number[]; applied: boolean } & TableReading)
  | {
      kind: 'adjust'
      unit: Unit
      hp: number | null
      state: BattleState | null
      on: boolean
      inga: { domain: Domain; change: number } | null
      reason: string | null
      /** A threat the GM broke by hand (E.21), and what the body lost with it. */
      broken?: boolean
      bodyLoss?: number
      /** The hp before and after a change by hand (absent in older files). */
      hpChange?: { from: number; to: number }
      /** The pursuit round's +1D6 on damage entered by hand (E.50). */
      pursuitDie?: number
      /** The battlefield's signed 1D6 on damage entered by hand (E.63). */
      fieldDie?: number
    }
)

/** Everything the encounter machine holds while a battle runs; plain JSON (checkpointed). */
export interface EncounterContext {
  /** The monster as it stood when the battle started. */
  monster: Monster
  ambush: boolean
  /** The battlefield (E.63): its face's words and, when the face has one, its effect. */
  battlefield: ({ roll: number; effect?: BattlefieldEffect } & TableReading) | null
  round: Round
  body: { hp: number; maxHp: number; states: BattleState[] }
  slots: EncounterSlot[]
  pcs: EncounterPc[]
  /** The party's one wheel of fate (E.73), taken from the campaign at the start and written back at the end. */
  wheel: Wheel
  scout: { scouted: string[]; over: boolean; fumbled: boolean; counterattackDone: boolean }
  /** Sealed plots until revealed (E.11). */
  plots: Record<string, number>
  plotsRevealed: boolean
  roundOver: boolean
  pursuit: 'undecided' | 'granted' | 'refused'
  check: PendingCheck | null
  /** A threat spell whose effect waits while the PCs who may obstruct it try, one at a time (E.32). */
  spell: { threat: string; tried: string[] } | null
  /** A threat spell that took effect: the GM applies its text by hand, then says it is done (E.32). */
  effectDue: string | null
  /** What the battlefield asks the GM now: a gift's extra inga, or the loss at the end of a battle in the air (E.63). */
  fieldDue: FieldDue | null
  /** The order the PCs of one position act in this round: agreed, or by the higher 1D6, with the rerolls ties took (E.12). */
  order: { position: Position; pcs: string[]; rolls: Record<string, number>; rerolls?: Record<string, number[]> } | null
  targetRoll: TargetRoll | null
  table: PendingTable | null
  result: BattleResult | null
  due: DueRoll[]
  log: LogEntry[]
  /** The campaign with the battle written in, set on finish: the machine's output. */
  finished: Campaign | null
}
