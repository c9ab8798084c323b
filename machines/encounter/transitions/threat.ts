import type { Campaign } from '../../campaign/model/campaign'
import type { CheckResult } from '../rules/check'
import type { EncounterCommandOf } from '../events'
import { damagePc, slotThreatCheck, threatAttackDamage, threatAttackHit } from '../rules/combat'
import type { EncounterContext, PendingCheck } from '../context'
import { obstruct } from '../rules/obstruct'
import { loggedCheck, pendingCheck } from './pending-check'
import { pursuitDieFor, type DamageDice } from './pc'
import { ok, refuse, type Result } from '../rules/result'
import { canDefendAgainst, isAntiAir } from '../rules/conditions'
import { campaignTables } from '../start'
import {faceFor } from '../rules/tables'
import { tableReading } from '../rules/table-reading'
import { isTargetable, pickTargets, threatTargets } from '../rules/targets'
import { checkThreatTurn } from './whose-turn'
import { findAblePc, findPc, findThreat, knownThreat, updatePc, updateSlot, withLog } from '../units'
import { ruinStage } from '../rules/wheel'
import { oneDieRollWords, threatKindWords } from '../rules/words'
import { fieldDieFor, fieldEffect } from '../battlefield'

/** A threat whose turn it is, with its card; refused otherwise (E.30). */
function actingThreat(context: EncounterContext, threat: string, kind?: 'attack' | 'spell') {
  const found = findThreat(context, threat)
  if (!found.ok) return found
  const turn = checkThreatTurn(context, threat)
  if (!turn.ok) return turn
  if (kind && found.value.card.kind !== kind) return refuse(kind === 'attack' ? 'E.31' : 'E.32', 'reason.encounter.threatIsKind', { threat, kind: threatKindWords[found.value.card.kind] })
  return found
}

/**
 * Whom a threat attack may target (E.31): any able PC when its effect names the target (the GM
 * reads it), else the PCs in its paragraph, else those the target-table roll picked.
 */
export function threatCandidates(context: EncounterContext, campaign: Campaign, threat: string): { candidates: string[]; needsTable: boolean } {
  const { slot, card } = knownThreat(context, threat)
  if (card.target) return { candidates: context.pcs.filter((pc) => isTargetable(pc, campaign.settings)).map((pc) => pc.id), needsTable: false }
  const here = threatTargets(slot.paragraph, context.pcs, campaign.settings)
  if (!here.useTargetTable) return { candidates: here.candidates, needsTable: false }
  const rolled = context.targetRoll?.threat === threat ? context.targetRoll.candidates : []
  return { candidates: rolled, needsTable: true }
}

/** The able PCs with their sheets' abilities, as a target pick reads them (E.31). */
function pickable(context: EncounterContext, campaign: Campaign) {
  return context.pcs.filter((pc) => isTargetable(pc, campaign.settings)).map((pc) => ({ ...pc, abilities: campaign.pcs.find((p) => p.id === pc.id)?.abilities }))
}

/**
 * The PC a threat attack aims at unless the GM picks another (E.31): the PC its card names, when the
 * card says how to pick it (ties: one in its paragraph first), else a PC in its paragraph, else the
 * target table's pick once rolled; null when nobody is proposed (the GM reads the card, or the table is still to roll).
 */
export function defaultThreatTarget(context: EncounterContext, campaign: Campaign, threat: string): string | null {
  const { slot, card } = knownThreat(context, threat)
  if (!card.target) return threatCandidates(context, campaign, threat).candidates[0] ?? null
  const here = threatTargets(slot.paragraph, context.pcs, campaign.settings).candidates
  const named = card.targetPick ? pickTargets(card.targetPick.pick, pickable(context, campaign), campaign.settings, card.targetPick.ability) : null
  if (named?.ok && named.value.pcs.length) return named.value.pcs.find((id) => here.includes(id)) ?? named.value.pcs[0]!
  return here[0] ?? null
}

/** A target-table roll for a threat with no PC in its paragraph (E.31). */
export function rollTarget(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.targetRoll'>): Result<EncounterContext> {
  const found = actingThreat(context, command.threat, 'attack')
  if (!found.ok) return found
  if (found.value.card.target) return refuse('E.31', 'reason.encounter.effectNamesTarget', { threat: command.threat })
  if (!threatCandidates(context, campaign, command.threat).needsTable) return refuse('E.31', 'reason.encounter.pcInParagraph', { paragraph: found.value.slot.paragraph })
  if (command.dice.length !== 1) return refuse('E.31', 'reason.encounter.rollsOneDie', { roll: oneDieRollWords.target, count: command.dice.length })
  const tables = campaignTables(campaign)
  if (!tables.ok) return tables
  const table = tables.value.find((t) => t.id === 'target')!
  const face = faceFor(table, command.dice[0]!)
  if (!face.ok) return face
  const live = pickable(context, campaign)
  let picked = { pcs: live.map((pc) => pc.id), all: false }
  const effect = face.value.effect
  if (effect?.kind === 'target') {
    const byFace = pickTargets(effect.pick, live, campaign.settings, effect.ability)
    if (!byFace.ok) return byFace
    picked = byFace.value
  }
  const targetRoll = { threat: command.threat, roll: face.value.roll, ...tableReading(table, face.value, command.bot?.text), candidates: picked.pcs, all: picked.all }
  return ok(withLog({ ...context, targetRoll }, { kind: 'targetRoll', rule: 'E.31', ...targetRoll }))
}

/** A threat attack that hit or was defended: damage = power, color of ruin doubled (E.31); the threat has acted. */
function landThreatAttack(context: EncounterContext, campaign: Campaign, threat: string, target: string, check: CheckResult | null, extra: Pick<DamageDice, 'pursuitDie' | 'fieldDie'>): Result<EncounterContext> {
  const { slot, card } = knownThreat(context, threat)
  const pc = context.pcs.find((p) => p.id === target)!
  const hit = threatAttackHit(check, slot.states, context.body.states)
  if (!hit.ok) return hit
  // E.31: a face that targets every PC in the margin attacks each in turn; the threat has acted after the last
  const rolled = context.targetRoll?.threat === threat ? context.targetRoll : null
  const still = rolled?.all ? rolled.candidates.filter((id) => id !== target) : []
  let next = still.length && rolled ? { ...context, targetRoll: { ...rolled, candidates: still } } : updateSlot({ ...context, targetRoll: null }, threat, (s) => ({ ...s, acted: true }))
  const base = { kind: 'threatAttack' as const, threat, pc: target, check: check ? loggedCheck(check) : null }
  if (!hit.value) return ok(withLog(next, { ...base, rule: 'E.31', hit: false, damage: null }))
  const pursuitDie = pursuitDieFor(context.round, extra.pursuitDie)
  if (!pursuitDie.ok) return pursuitDie
  const fieldDie = fieldDieFor(fieldEffect(context), extra.fieldDie)
  if (!fieldDie.ok) return fieldDie
  const damage = threatAttackDamage({
    power: card.power,
    targetRuinStage: ruinStage(context.wheel, campaign.settings), // E.73: the party's black stage, for every PC
    pursuitDie: pursuitDie.value,
    fieldDie: fieldDie.value,
    antiAir: isAntiAir(card.traits.includes('anti-air'), slot.states),
    targetStates: pc.states
  })
  if (!damage.ok) return damage
  next = updatePc(next, target, (p) => ({ ...p, hp: damagePc(p.hp, damage.value.total) }))
  return ok(withLog(next, { ...base, rule: 'E.31', hit: true, damage: damage.value }))
}

/** A threat attacks a PC (E.31): the target makes a defence check, unless the threat or body dives (E.62). */
export function declareThreatAttack(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.threatAttack'>): Result<EncounterContext> {
  const found = actingThreat(context, command.threat, 'attack')
  if (!found.ok) return found
  const { slot, card } = found.value
  const { candidates, needsTable } = threatCandidates(context, campaign, command.threat)
  if (needsTable && candidates.length === 0) return refuse('E.31', 'reason.encounter.rollTargetTableFirst', { paragraph: slot.paragraph })
  if (!candidates.includes(command.target)) return refuse('E.31', 'reason.encounter.targetMustBeOneOf', { pcs: candidates.join(', ') })
  if (!canDefendAgainst(slot.states, context.body.states)) {
    if (command.dice) return refuse('E.62', 'reason.encounter.divingMonster')
    return landThreatAttack(context, campaign, command.threat, command.target, null, command)
  }
  if (!command.dice) return refuse('E.31', 'reason.encounter.defenceNeedsDice')
  // A defence check is no action, so E.72 does not stop it.
  const pc = findPc(context, campaign, command.target)
  if (!pc.ok) return pc
  const { ability, target } = slotThreatCheck(context, slot, card)
  const check = pendingCheck(pc.value.pc, pc.value.sheet, ability, target, command.dice, { purpose: 'defence', threat: command.threat }, fieldEffect(context))
  if (!check.ok) return check
  return ok({ ...context, check: check.value })
}

/** The defence check resolved: failure lets the threat's attack hit (E.31). */
export function resolveDefence(context: EncounterContext, campaign: Campaign, check: Extract<PendingCheck, { purpose: 'defence' }>, result: CheckResult, extra: Pick<DamageDice, 'pursuitDie' | 'fieldDie'>): Result<EncounterContext> {
  return landThreatAttack(context, campaign, check.threat, check.pc, result, extra)
}

/** The PCs who may still try to obstruct a threat's spell: in its paragraph, placed before this round, able, not yet tried, the wheel able to pay (E.32). */
export function obstructors(context: EncounterContext, threat: string): string[] {
  const { slot, card } = knownThreat(context, threat)
  const tried = context.spell?.threat === threat ? context.spell.tried : []
  return context.pcs
    .filter((pc) => !tried.includes(pc.id) && obstruct({ pc, wheel: context.wheel, threat: card, slot, round: context.round }).ok)
    .map((pc) => pc.id)
}

/** The spell takes effect: the threat has acted and the GM applies its text by hand (E.32). */
function takeEffect(context: EncounterContext, threat: string): EncounterContext {
  const next = updateSlot({ ...context, spell: null }, threat, (s) => ({ ...s, acted: true }))
  const effect = knownThreat(context, threat).card.effect
  return withLog({ ...next, effectDue: effect.ko.trim() || effect.en.trim() ? threat : null }, { kind: 'threatSpell', rule: 'E.32', threat, obstructedBy: null, check: null, cancelled: false })
}

/**
 * A threat spell (E.32): its effect happens at once, unless a PC obstructs it — one who stands in
 * its paragraph, the threat placed in an earlier round, paying one inga from each non-black domain
 * of the party's wheel (E.73). Every such PC may try once; the effect stands unless one succeeds.
 * Without `obstruct` the GM lets it take effect (nobody tries, or nobody else will).
 */
export function declareThreatSpell(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.threatSpell'>): Result<EncounterContext> {
  const found = actingThreat(context, command.threat, 'spell')
  if (!found.ok) return found
  const { slot, card } = found.value
  if (!command.obstruct) return ok(takeEffect(context, command.threat))
  const tried = context.spell?.threat === command.threat ? context.spell.tried : []
  if (tried.includes(command.obstruct.pc)) return refuse('E.32', 'reason.encounter.alreadyObstructed', { pc: command.obstruct.pc })
  const pc = findAblePc(context, campaign, command.obstruct.pc)
  if (!pc.ok) return pc
  const paid = obstruct({ pc: pc.value.pc, wheel: context.wheel, threat: card, slot, round: context.round })
  if (!paid.ok) return paid
  const { ability, target } = slotThreatCheck(context, slot, card)
  const check = pendingCheck(pc.value.pc, pc.value.sheet, ability, target, command.obstruct.dice, { purpose: 'obstruct', threat: command.threat }, fieldEffect(context))
  if (!check.ok) return check
  return ok({ ...context, wheel: paid.value, spell: { threat: command.threat, tried }, check: check.value })
}

/**
 * The obstruction check resolved (E.32): success cancels the spell and the threat has acted; a
 * failure leaves it to the next PC who may try, and when nobody else may, it takes effect.
 */
export function resolveObstruction(context: EncounterContext, check: Extract<PendingCheck, { purpose: 'obstruct' }>, result: CheckResult): EncounterContext {
  const logged = { kind: 'threatSpell' as const, rule: 'E.32', threat: check.threat, obstructedBy: check.pc, check: loggedCheck(result), cancelled: result.success }
  if (result.success) return withLog(updateSlot({ ...context, spell: null }, check.threat, (s) => ({ ...s, acted: true })), logged)
  const tried = [...(context.spell?.threat === check.threat ? context.spell.tried : []), check.pc]
  const waiting = withLog({ ...context, spell: { threat: check.threat, tried } }, logged)
  return obstructors(waiting, check.threat).length ? waiting : takeEffect(waiting, check.threat)
}

/** The GM has applied a spell's effect by hand (E.32); the battle goes on. */
export function effectDone(context: EncounterContext, command: EncounterCommandOf<'encounter.effectDone'>): Result<EncounterContext> {
  if (context.effectDue !== command.threat) return refuse('E.32', 'reason.encounter.noEffectDue', { threat: command.threat })
  return ok(withLog({ ...context, effectDue: null }, { kind: 'effectDone', rule: 'E.32', threat: command.threat }))
}

/** The GM lets a threat pass its action (a GM override, e.g. an effect that stops it). */
export function passThreat(context: EncounterContext, command: EncounterCommandOf<'encounter.threatPass'>): Result<EncounterContext> {
  const found = actingThreat(context, command.threat)
  if (!found.ok) return found
  const next = updateSlot(context, command.threat, (s) => ({ ...s, acted: true }))
  return ok(withLog(next, { kind: 'threatPass', rule: 'E.30', threat: command.threat }))
}
