import type { Campaign } from '../../campaign/model/campaign'
import type { CheckResult } from '../rules/check'
import type { EncounterCommandOf } from '../events'
import { damagePc } from '../rules/combat'
import type { EncounterContext, PendingCheck } from '../context'
import type { Paragraph } from '../rules/terms'
import { loggedCheck, pendingCheck } from './pending-check'
import { ok, refuse, type Result } from '../rules/result'
import { checkScoutTarget, counterattackDamage, scoutAbility, scoutOutcome, scoutTarget } from '../rules/scout'
import { findAblePc, updateSlot, withLog } from '../units'
import { oneDieRollWords } from '../rules/words'
import { fieldDieFor, fieldEffect } from '../battlefield'

/** A scout check declared and rolled (E.1); one scout per PC, while nobody has failed (E.2). */
export function declareScout(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.scout'>): Result<EncounterContext> {
  const found = findAblePc(context, campaign, command.pc)
  if (!found.ok) return found
  if (context.scout.scouted.includes(command.pc)) return refuse('E.2', 'reason.encounter.alreadyScouted', { pc: command.pc })
  const slot = checkScoutTarget(context.slots, command.paragraph as Paragraph)
  if (!slot.ok) return slot
  const check = pendingCheck(found.value.pc, found.value.sheet, scoutAbility, scoutTarget(campaign.settings), command.dice, { purpose: 'scout', paragraph: command.paragraph as Paragraph }, fieldEffect(context))
  if (!check.ok) return check
  return ok({ ...context, check: check.value })
}

/** A scout check's outcome: success reveals the paragraph's threat; a failure ends the round; a fumble calls the counterattack (E.1–E.3). */
export function resolveScout(context: EncounterContext, check: Extract<PendingCheck, { purpose: 'scout' }>, result: CheckResult): EncounterContext {
  const slot = context.slots.find((s) => s.paragraph === check.paragraph)!
  const revealed = updateSlot(context, slot.threat, (s) => ({ ...s, ...scoutOutcome(s, result), states: s.states, broken: s.broken }))
  const scout = {
    ...context.scout,
    scouted: [...context.scout.scouted, check.pc],
    over: !result.success,
    fumbled: context.scout.fumbled || result.fumble
  }
  return withLog(
    { ...revealed, scout },
    { kind: 'scout', rule: result.fumble ? 'E.3' : result.success ? 'E.1' : 'E.2', pc: check.pc, paragraph: check.paragraph, check: loggedCheck(result), threat: result.success ? slot.threat : null }
  )
}

/** The PCs want no more scouting: the round ends (E.2). */
export function stopScouting(context: EncounterContext): EncounterContext {
  return withLog({ ...context, scout: { ...context.scout, over: true } }, { kind: 'scoutStop', rule: 'E.2' })
}

/** The counterattack after a scout fumble: every PC in the battle takes 1D6 + body level (E.3). */
export function applyCounterattack(context: EncounterContext, command: EncounterCommandOf<'encounter.counterattack'>): Result<EncounterContext> {
  if (command.die.length !== 1) return refuse('E.3', 'reason.encounter.rollsOneDie', { roll: oneDieRollWords.counterattack, count: command.die.length })
  const base = counterattackDamage(context.monster.body.level, command.die[0]!)
  if (!base.ok) return base
  // rule E.63: the battlefield's 1D6 counts on the counterattack's damage too
  const field = fieldDieFor(fieldEffect(context), command.fieldDie)
  if (!field.ok) return field
  const damage = Math.max(0, base.value + (field.value ?? 0))
  const pcs = context.pcs.map((pc) => ({ ...pc, hp: damagePc(pc.hp, damage) }))
  const next = { ...context, pcs, scout: { ...context.scout, counterattackDone: true } }
  return ok(withLog(next, { kind: 'counterattack', rule: 'E.3', die: command.die[0]!, damage, ...(field.value !== undefined ? { fieldDie: field.value } : {}) }))
}
