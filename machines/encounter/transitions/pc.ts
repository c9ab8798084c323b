import type { Campaign } from '../../campaign/model/campaign'
import { parseNotation, rollFromDice } from '../../dice/notation'
import type { CheckResult } from '../rules/check'
import type { EncounterCommandOf } from '../events'
import { damageBody, hitThreat, pcAttackDamage, pcAttackHit } from '../rules/combat'
import type { EncounterContext, PendingCheck } from '../context'
import { checkMove, checkSpell, pursuitBonusApplies } from '../rules/flow'
import type { AbilityName, BattleState, Weapon } from '../../campaign/model/encounter-records'
import type { Round } from '../rules/terms'
import { loggedCheck, pendingCheck } from './pending-check'
import { ok, refuse, refuseWith, type Result } from '../rules/result'
import { divingAutoHit, effectiveValue, isAntiAir, threatStates } from '../rules/conditions'
import { checkAttackTarget, type AttackTarget } from '../rules/targets'
import { checkPcTurn } from './whose-turn'
import { findAblePc, updatePc, updateSlot, withLog } from '../units'
import { ruinStage } from '../rules/wheel'
import { fieldDieFor, fieldEffect } from '../battlefield'

/** Damage dice a hit may need besides the hit check (E.23, E.50, E.63). */
export interface DamageDice {
  ruinDice?: readonly number[]
  weaponDice?: readonly number[]
  pursuitDie?: readonly number[]
  /** The battlefield's 1D6 on the damage (E.63). */
  fieldDie?: readonly number[]
}

/** The pursuit round's +1D6 on a damage, required there and nowhere else (E.50); `damage` false: no damage dealt, no die. */
export function pursuitDieFor(round: Round, dice: readonly number[] | undefined, damage = true): Result<number | undefined> {
  if (!pursuitBonusApplies(round) || !damage) return ok(undefined)
  if (!dice || dice.length !== 1) return refuse('E.50', 'reason.encounter.pursuitDieNeeded')
  if (!Number.isInteger(dice[0]) || dice[0]! < 1 || dice[0]! > 6) return refuse('E.50', 'reason.encounter.notAFace', { face: dice[0]!, sides: 6 })
  return ok(dice[0]!)
}

function weaponStrikeBonus(weapon: Weapon, strike: boolean, stage: number, dice: readonly number[] | undefined): Result<number | undefined> {
  if (!strike || !weapon.strikeBonus) return ok(undefined)
  const notation = parseNotation(weapon.strikeBonus)
  if (!notation.ok) return refuseWith('E.23', notation.why)
  const rolled = rollFromDice(notation.value, dice ?? [], { stage })
  if (!rolled.ok) return refuse('E.23', 'reason.encounter.strikeBonusDice', { bonus: weapon.strikeBonus, detail: rolled.why })
  return ok(rolled.value.total)
}

/** A PC's hit check is a valor check (E.20). */
export const attackAbility: AbilityName = 'valor'

/** The states of what an attack aims at: the body's, or the threat's. */
function targetStates(context: EncounterContext, target: AttackTarget): BattleState[] {
  if (target.kind === 'body') return context.body.states
  return threatStates(context.slots.find((slot) => slot.threat === target.threat)?.states ?? [], context.body.states)
}

/**
 * The hit check's target value: the body's defence (E.20). A threat card has no defence of its
 * own, so an attack on a threat checks against the body's defence; a bound target — or a threat of
 * a bound body — has −1 (E.60).
 */
export function attackDefence(context: EncounterContext, target: AttackTarget): number {
  return effectiveValue(context.monster.body.defence, targetStates(context, target))
}

/** A PC's attack landed or missed: damage, breaking (E.21) or body hp (E.22), and the PC has acted (E.12). */
export function landAttack(
  context: EncounterContext,
  campaign: Campaign,
  attack: { pc: string; weapon: number; target: AttackTarget; gift?: boolean },
  check: CheckResult | null,
  dice: DamageDice
): Result<EncounterContext> {
  const pc = context.pcs.find((p) => p.id === attack.pc)!
  const weapon = campaign.pcs.find((p) => p.id === attack.pc)!.weapons[attack.weapon]!
  const states = targetStates(context, attack.target)
  const hit = pcAttackHit(check, pc.states, states)
  if (!hit.ok) return hit
  const acted = updatePc(context, pc.id, (p) => ({ ...p, acted: true }))
  const base = { kind: 'attack' as const, pc: pc.id, weapon: attack.weapon, attack: attack.target, check: check ? loggedCheck(check) : null, ...(attack.gift ? { gift: true } : {}) }
  if (!hit.value.hit) return ok(withLog(acted, { ...base, rule: 'E.20', hit: false, damage: null, broken: false, bodyLoss: 0 }))
  const stage = ruinStage(context.wheel, campaign.settings) // E.73: the party's black stage
  const pursuitDie = pursuitDieFor(context.round, dice.pursuitDie)
  if (!pursuitDie.ok) return pursuitDie
  const fieldDie = fieldDieFor(fieldEffect(context), dice.fieldDie)
  if (!fieldDie.ok) return fieldDie
  const bonus = weaponStrikeBonus(weapon, hit.value.strike, stage, dice.weaponDice)
  if (!bonus.ok) return bonus
  const damage = pcAttackDamage(
    {
      weaponPower: weapon.power,
      position: pc.position!,
      ruinStage: stage,
      strike: hit.value.strike,
      ruinDice: hit.value.strike && stage > 0 ? (dice.ruinDice ?? []) : undefined,
      weaponStrikeBonus: bonus.value,
      pursuitDie: pursuitDie.value,
      fieldDie: fieldDie.value,
      antiAir: isAntiAir(weapon.traits.includes('anti-air'), pc.states),
      targetStates: states
    },
    campaign.settings
  )
  if (!damage.ok) return damage
  const total = damage.value.total
  if (attack.target.kind === 'body') {
    const next = { ...acted, body: { ...acted.body, hp: damageBody(acted.body.hp, total) } }
    return ok(withLog(next, { ...base, rule: 'E.22', hit: true, damage: damage.value, broken: false, bodyLoss: Math.min(acted.body.hp, total) }))
  }
  const threat = attack.target.threat
  const card = context.monster.threats.find((t) => t.id === threat)!
  // E.21: one hit must reach the durability; nothing carries over to the next hit.
  const broken = hitThreat(card.durability, total)
  let next = acted
  if (broken.broken) {
    next = updateSlot(next, threat, (slot) => ({ ...slot, acted: true, broken: true }))
    next = { ...next, body: { ...next.body, hp: damageBody(next.body.hp, broken.bodyHpLoss) } }
  }
  return ok(withLog(next, { ...base, rule: 'E.21', hit: true, damage: damage.value, broken: broken.broken, bodyLoss: Math.min(acted.body.hp, broken.bodyHpLoss) }))
}

/** A PC attacks (E.20): weapon, then target, then the hit check — or an automatic hit when diving (E.62). */
export function declareAttack(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.attack'>): Result<EncounterContext> {
  const turn = checkPcTurn(context, command.pc)
  if (!turn.ok) return turn
  const found = findAblePc(context, campaign, command.pc)
  if (!found.ok) return found
  const { pc, sheet } = found.value
  const weapon = sheet.weapons[command.weapon]
  if (!weapon) return refuse('E.20', 'reason.encounter.noWeapon', { pc: pc.id, number: command.weapon + 1 })
  // rule E.20: an unrevealed or acted threat only when a gift says so (the GM marks it; the log says so)
  const target = checkAttackTarget(command.target, context.slots, command.giftPermits ? { unrevealed: true, acted: true } : {})
  if (!target.ok) return target
  const attack = { pc: pc.id, weapon: command.weapon, target: command.target, gift: command.giftPermits }
  if (divingAutoHit(pc.states, targetStates(context, command.target))) {
    if (command.dice) return refuse('E.62', 'reason.encounter.divingAutoHit')
    return landAttack(context, campaign, attack, null, { pursuitDie: command.pursuitDie, fieldDie: command.fieldDie })
  }
  if (!command.dice) return refuse('E.20', 'reason.encounter.attackNeedsDice')
  const check = pendingCheck(pc, sheet, attackAbility, attackDefence(context, command.target), command.dice, { purpose: 'attack', weapon: command.weapon, attack: command.target, ...(command.giftPermits ? { gift: true } : {}) }, fieldEffect(context))
  if (!check.ok) return check
  return ok({ ...context, check: check.value })
}

/** The attack's hit check resolved: it lands or misses (E.20). */
export function resolveAttack(context: EncounterContext, campaign: Campaign, check: Extract<PendingCheck, { purpose: 'attack' }>, result: CheckResult, dice: DamageDice): Result<EncounterContext> {
  return landAttack(context, campaign, { pc: check.pc, weapon: check.weapon, target: check.attack, gift: check.gift }, result, dice)
}

/** A PC uses a spell gift (E.25); its effect is the GM's to apply. */
export function castSpell(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.spell'>): Result<EncounterContext> {
  const turn = checkPcTurn(context, command.pc)
  if (!turn.ok) return turn
  const found = findAblePc(context, campaign, command.pc)
  if (!found.ok) return found
  const gift = found.value.sheet.gifts[command.gift]
  if (!gift) return refuse('E.25', 'reason.encounter.noGift', { pc: command.pc, number: command.gift + 1 })
  const spell = checkSpell(gift)
  if (!spell.ok) return spell
  const next = updatePc(context, command.pc, (pc) => ({ ...pc, acted: true }))
  return ok(withLog(next, { kind: 'spell', rule: 'E.25', pc: command.pc, gift: command.gift }))
}

/** A PC moves to any paragraph or the margin (E.24); not when bound (E.60). */
export function movePc(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.move'>): Result<EncounterContext> {
  const turn = checkPcTurn(context, command.pc)
  if (!turn.ok) return turn
  const found = findAblePc(context, campaign, command.pc)
  if (!found.ok) return found
  const from = found.value.pc.position
  const to = checkMove(found.value.pc, command.to)
  if (!to.ok) return to
  const next = updatePc(context, command.pc, (pc) => ({ ...pc, position: to.value, acted: true }))
  return ok(withLog(next, { kind: 'move', rule: 'E.24', pc: command.pc, from, to: to.value }))
}
