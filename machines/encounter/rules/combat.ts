import type { Settings } from '../../campaign/model/settings'
import type { CheckResult } from './check'
import type { AbilityName, BattleState, Threat } from '../../campaign/model/encounter-records'
import type { Position } from './terms'
import { ok, refuse, type Result } from './result'
import { canDefendAgainst, divingAchieved, divingAutoHit, effectiveValue, flyingReduction, threatStates } from './conditions'

/** One term of a damage sum, with the rule that adds it. */
export interface DamageLine {
  rule: string
  label: string
  value: number
}

/** A damage proposal: the total (never below 0) and how it was reached. */
export interface Damage {
  total: number
  lines: DamageLine[]
}

/** A PC's attack that hit, with every die its damage needs already rolled. */
export interface PcAttackDamageInput {
  weaponPower: number
  position: Position
  /** The attacker's black awakening stage (E.73). */
  ruinStage: number
  /** The hit check was a special (strike, 強擊). */
  strike: boolean
  /** [stage]D6 for the color of ruin on a strike (E.23). */
  ruinDice?: readonly number[]
  /** The weapon's own strike bonus, already totalled (E.23 "some weapons add more"). */
  weaponStrikeBonus?: number
  /** The 1D6 every damage gains in the pursuit round (E.50). */
  pursuitDie?: number
  /** The battlefield's 1D6, signed: + in the city streets, − in the forest (E.63). */
  fieldDie?: number
  antiAir: boolean
  targetStates: readonly BattleState[]
}

/** A threat's attack that hit a PC. */
export interface ThreatAttackDamageInput {
  power: number
  /** The target PC's black awakening stage (E.73). */
  targetRuinStage: number
  pursuitDie?: number
  fieldDie?: number
  antiAir: boolean
  targetStates: readonly BattleState[]
}

/** Whether an attack hit, and whether it was a strike. */
export interface Hit {
  hit: boolean
  strike: boolean
  achieved: number
  automatic: boolean
}

/** What breaking a threat does (E.21). */
export interface ThreatHit {
  broken: boolean
  bodyHpLoss: number
}

const isD6 = (die: number): boolean => Number.isInteger(die) && die >= 1 && die <= 6

/** The damage value of where the attacker stands: the paragraph number, or ⚙ `marginValue` (E.20). */
export function positionValue(position: Position, settings: Pick<Settings, 'marginValue'>): number {
  return position === 'margin' ? settings.marginValue : position
}

function total(lines: DamageLine[]): Damage {
  return { total: Math.max(0, lines.reduce((sum, line) => sum + line.value, 0)), lines }
}

function pursuitLine(die: number | undefined): Result<DamageLine[]> {
  if (die === undefined) return ok([])
  if (!isD6(die)) return refuse('E.50', 'reason.encounter.notAFace', { face: die, sides: 6 })
  return ok([{ rule: 'E.50', label: 'pursuit', value: die }])
}

/** The battlefield's signed 1D6 on a damage (E.63). */
export function fieldLine(die: number | undefined): DamageLine[] {
  return die === undefined ? [] : [{ rule: 'E.63', label: 'battlefield', value: die }]
}

function flyingLine(antiAir: boolean, targetStates: readonly BattleState[]): DamageLine[] {
  return targetStates.includes('flying') && !antiAir ? [{ rule: 'E.61', label: 'flying target', value: -flyingReduction }] : []
}

/** Whether a PC's attack hits: a diving attacker hits a non-diving target at once (E.62), else the hit check decides (E.20). */
export function pcAttackHit(check: CheckResult | null, attackerStates: readonly BattleState[], targetStates: readonly BattleState[]): Result<Hit> {
  if (divingAutoHit(attackerStates, targetStates)) return ok({ hit: true, strike: false, achieved: divingAchieved, automatic: true })
  if (!check) return refuse('E.20', 'reason.encounter.attackNeedsCheck')
  return ok({ hit: check.success, strike: check.special, achieved: check.achieved, automatic: false })
}

/** Whether a threat's attack hits: automatically, unless the target's defence check succeeds (E.31); no check against a diver (E.62). */
export function threatAttackHit(defence: CheckResult | null, threatStates: readonly BattleState[], bodyStates: readonly BattleState[] = []): Result<boolean> {
  if (!canDefendAgainst(threatStates, bodyStates)) return ok(true)
  if (!defence) return refuse('E.31', 'reason.encounter.targetNeedsDefence')
  return ok(!defence.success)
}

/** Damage of a PC's hit: weapon power + position value, color of ruin, pursuit, battlefield, flying (E.20, E.23, E.50, E.61, E.63). */
export function pcAttackDamage(input: PcAttackDamageInput, settings: Pick<Settings, 'marginValue'>): Result<Damage> {
  const lines: DamageLine[] = [
    { rule: 'E.20', label: 'weapon', value: input.weaponPower },
    { rule: 'E.20', label: input.position === 'margin' ? 'margin' : `paragraph ${input.position}`, value: positionValue(input.position, settings) }
  ]
  if (input.ruinStage > 0) {
    if (input.strike) {
      const dice = input.ruinDice ?? []
      if (dice.length !== input.ruinStage) return refuse('E.23', 'reason.encounter.ruinDiceCount', { stage: input.ruinStage, count: dice.length })
      if (!dice.every(isD6)) return refuse('E.23', 'reason.encounter.ruinDieFace')
      lines.push({ rule: 'E.23', label: `color of ruin ${input.ruinStage}D6 (strike)`, value: dice.reduce((sum, die) => sum + die, 0) })
    } else {
      lines.push({ rule: 'E.23', label: 'color of ruin', value: input.ruinStage })
    }
  }
  if (input.weaponStrikeBonus !== undefined) {
    if (!input.strike) return refuse('E.23', 'reason.encounter.strikeBonusNeedsStrike')
    lines.push({ rule: 'E.23', label: 'weapon strike bonus', value: input.weaponStrikeBonus })
  }
  const pursuit = pursuitLine(input.pursuitDie)
  if (!pursuit.ok) return pursuit
  return ok(total([...lines, ...pursuit.value, ...fieldLine(input.fieldDie), ...flyingLine(input.antiAir, input.targetStates)]))
}

/** Damage of a threat's hit on a PC: power, no position value, the target's color of ruin doubled (E.31, E.50, E.61, E.63). */
export function threatAttackDamage(input: ThreatAttackDamageInput): Result<Damage> {
  const lines: DamageLine[] = [{ rule: 'E.31', label: 'threat power', value: input.power }]
  if (input.targetRuinStage > 0) lines.push({ rule: 'E.31', label: 'color of ruin ×2', value: 2 * input.targetRuinStage })
  const pursuit = pursuitLine(input.pursuitDie)
  if (!pursuit.ok) return pursuit
  return ok(total([...lines, ...pursuit.value, ...fieldLine(input.fieldDie), ...flyingLine(input.antiAir, input.targetStates)]))
}

/** A hit on a threat: it breaks only if this one damage reaches its durability, and then the body loses that durability (E.21). */
export function hitThreat(durability: number, damage: number): ThreatHit {
  const broken = damage >= durability
  return { broken, bodyHpLoss: broken ? durability : 0 }
}

/** The body's hp after damage (E.22), never below 0. */
export function damageBody(hp: number, damage: number): number {
  return Math.max(0, hp - damage)
}

/** A PC's hp after damage, never below 0; at 0 it is incapacitated (E.72). */
export function damagePc(hp: number, damage: number): number {
  return Math.max(0, hp - damage)
}

/** Whether a PC is incapacitated (行動不能): at 0 hp (E.72). */
export function isIncapacitated(hp: number): boolean {
  return hp <= 0
}

/** The check a threat calls for, defence (E.31) or obstruction (E.32): its `check` ability against its attack value after states (E.60). */
export function threatCheck(threat: Pick<Threat, 'check' | 'attack'>, states: readonly BattleState[]): { ability: AbilityName; target: number } {
  return { ability: threat.check, target: effectiveValue(threat.attack, states) }
}

/** The check a threat on the board calls for now: its own states and its body's (E.60). */
export function slotThreatCheck(context: { body: { states: readonly BattleState[] } }, slot: { states: readonly BattleState[] }, threat: Pick<Threat, 'check' | 'attack'>): { ability: AbilityName; target: number } {
  return threatCheck(threat, threatStates(slot.states, context.body.states))
}
