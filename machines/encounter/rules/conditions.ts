import type { BattleState } from '../../campaign/model/encounter-records'

/** Check modifier from a PC's states: bound −1 on every check (E.60). */
export function stateCheckModifier(states: readonly BattleState[]): number {
  return states.includes('bound') ? -1 : 0
}

/** A body's or threat's attack or defence value after its states: bound −1 (E.60). */
export function effectiveValue(value: number, states: readonly BattleState[]): number {
  return states.includes('bound') ? value - 1 : value
}

/**
 * The states a threat acts and defends under: its own, plus a bound body's — a bound body lowers
 * the attack and defence of its threats too, as a diving body makes them undefendable (E.60, E.62).
 */
export function threatStates(slotStates: readonly BattleState[], bodyStates: readonly BattleState[]): BattleState[] {
  return bodyStates.includes('bound') && !slotStates.includes('bound') ? [...slotStates, 'bound'] : [...slotStates]
}

/** Whether a bound PC may move: it may not (E.60). */
export function canMove(states: readonly BattleState[]): boolean {
  return !states.includes('bound')
}

/** Whether an attack counts as anti-air: its weapon says so, or the attacker flies (E.61). */
export function isAntiAir(weaponAntiAir: boolean, attackerStates: readonly BattleState[]): boolean {
  return weaponAntiAir || attackerStates.includes('flying')
}

/** Damage reduction a flying target gets from a non-anti-air attack (E.61). */
export const flyingReduction = 5

/** Whether a diving PC hits automatically: only against a non-diving target (E.62). */
export function divingAutoHit(attackerStates: readonly BattleState[], targetStates: readonly BattleState[]): boolean {
  return attackerStates.includes('diving') && !targetStates.includes('diving')
}

/** The achieved value an automatic diving hit counts as (E.62). */
export const divingAchieved = 6

/** Whether a PC may make a defence check against a threat: not when the threat or its monster dives (E.62). */
export function canDefendAgainst(threatStates: readonly BattleState[], bodyStates: readonly BattleState[] = []): boolean {
  return !threatStates.includes('diving') && !bodyStates.includes('diving')
}
