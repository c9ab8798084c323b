import { isIncapacitated } from './combat'
import type { AbilityName, BattleState, Gift } from '../../campaign/model/encounter-records'
import type { BattleEndReason, Combatant, Paragraph, Position, Round, ThreatSlot } from './terms'
import { processingOrder } from './order'
import { ok, refuse, type Result } from './result'
import { canMove } from './conditions'
import { giftKindWords } from './words'

/** Rounds in time order, for comparisons: scout 0, then melee 1, 2 and pursuit 3. */
export function roundIndex(round: Round): number {
  return round === 'scout' ? 0 : round
}

/** The battle's first round: the scout round, skipped on an ambush (E.4). */
export function firstRound(ambush: boolean): Round {
  return ambush ? 1 : 'scout'
}

/** Whether PCs choose plots at this round's start: melee round 1 only (E.11). */
export function roundUsesPlots(round: Round): boolean {
  return round === 1
}

/** Round-start refresh: every PC and every threat becomes un-acted (E.10). */
export function refresh<P extends { acted: boolean }, S extends { acted: boolean }>(pcs: readonly P[], slots: readonly S[]): { pcs: P[]; slots: S[] } {
  return { pcs: pcs.map((pc) => ({ ...pc, acted: false })), slots: slots.map((slot) => ({ ...slot, acted: false })) }
}

/** What happens next in a melee round (E.12, E.30). */
export type Step =
  | { kind: 'pcs'; position: Position; pcs: string[] }
  | { kind: 'monster'; paragraph: Paragraph; threats: string[]; place: string[] }
  | { kind: 'round-end' }

/**
 * The next step of a melee round: at the first position (1 → 5, margin) with work left, its
 * un-acted, able PCs act first (E.12, E.72); then, in a paragraph, its un-acted threats, placing
 * any not yet placed (E.30).
 */
export function nextStep(pcs: readonly Pick<Combatant, 'id' | 'position' | 'acted' | 'hp'>[], slots: readonly ThreatSlot[]): Step {
  for (const position of processingOrder) {
    const ready = pcs.filter((pc) => pc.position === position && !pc.acted && !isIncapacitated(pc.hp)).map((pc) => pc.id)
    if (ready.length > 0) return { kind: 'pcs', position, pcs: ready }
    if (position === 'margin') continue
    const threats = slots.filter((slot) => slot.paragraph === position && !slot.acted)
    if (threats.length > 0) {
      return { kind: 'monster', paragraph: position, threats: threats.map((s) => s.threat), place: threats.filter((s) => s.placedIn === null).map((s) => s.threat) }
    }
  }
  return { kind: 'round-end' }
}

/** A threat put on its paragraph now, face up and un-acted, if it was not yet placed (E.30). */
export function placeThreat(slot: ThreatSlot, round: Round): ThreatSlot {
  return slot.placedIn === null ? { ...slot, placedIn: round, acted: false } : slot
}

/** A move to any paragraph or the margin; refused for a bound or incapacitated PC (E.24, E.60, E.72). */
export function checkMove(pc: Pick<Combatant, 'states' | 'hp' | 'position'>, to: Position): Result<Position> {
  if (isIncapacitated(pc.hp)) return refuse('E.72', 'reason.encounter.incapacitatedNoActions')
  if (!canMove(pc.states)) return refuse('E.60', 'reason.encounter.boundCannotMove')
  if (pc.position === to) return refuse('E.24', 'reason.encounter.alreadyThere')
  return ok(to)
}

/** Whether a gift can be used as the spell action: it must be of type spell (E.25). */
export function checkSpell(gift: Pick<Gift, 'kind'>): Result<null> {
  return gift.kind === 'spell' ? ok(null) : refuse('E.25', 'reason.encounter.giftNotSpell', { kind: giftKindWords[gift.kind] })
}

/** Round-end hp losses: each bound one loses its 1D6 (E.40, E.60). Dice are given by id. */
export function boundLosses(
  entities: readonly { id: string; states: readonly BattleState[] }[],
  dice: Readonly<Record<string, number>>
): Result<{ id: string; loss: number }[]> {
  const bound = entities.filter((e) => e.states.includes('bound'))
  const losses: { id: string; loss: number }[] = []
  for (const { id } of bound) {
    const die = dice[id]
    if (die === undefined || !Number.isInteger(die) || die < 1 || die > 6) return refuse('E.60', 'reason.encounter.boundNeedsDie', { unit: id })
    losses.push({ id, loss: die })
  }
  return ok(losses)
}

/** What follows the end of a round (E.40, E.50): the next melee round, the pursuit check, or the end. */
export function afterRound(round: Round, bodyHp: number): 'melee' | 'pursuit-check' | 'end' {
  if (round === 'scout' || round === 1) return 'melee'
  if (round === 2 && bodyHp >= 1) return 'pursuit-check'
  return 'end'
}

/** Abilities a pursuit check may use, against the body's defence (E.50). */
export const pursuitAbilities: readonly AbilityName[] = ['mind', 'skill']

/** Whether the pursuit round gives every damage +1D6 (E.50). */
export function pursuitBonusApplies(round: Round): boolean {
  return round === 3
}

/** Where a battle stands, as E.51 reads it. */
export interface BattleStatus {
  round: Round
  roundOver: boolean
  /** The pursuit check after round 2: not yet made, granted (success) or refused (failed or declined). */
  pursuit: 'undecided' | 'granted' | 'refused'
  bodyHp: number
  pcHp: readonly number[]
}

/** Whether the battle is over, why, and whether the PCs won (E.51). */
export type BattleEnd =
  | { over: false }
  | { over: true; reason: BattleEndReason; pcsWin: boolean }

/** The battle ends when the body is at 0, every PC is down, round 2 ends without pursuit, or the pursuit round ends (E.51). */
export function battleEnd(status: BattleStatus): BattleEnd {
  if (status.bodyHp <= 0) return { over: true, reason: 'body-destroyed', pcsWin: true }
  if (status.pcHp.length > 0 && status.pcHp.every(isIncapacitated)) return { over: true, reason: 'all-incapacitated', pcsWin: false }
  if (status.round === 3 && status.roundOver) return { over: true, reason: 'pursuit-ended', pcsWin: false }
  if (status.round === 2 && status.roundOver && status.pursuit === 'refused') return { over: true, reason: 'no-pursuit', pcsWin: false }
  return { over: false }
}
