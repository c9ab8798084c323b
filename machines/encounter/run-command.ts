import type { Campaign } from '../campaign/model/campaign'
import { reason, type Reason } from '../reasons/reason'
import { adjustUnit } from './transitions/adjust'
import { castSpell, declareAttack, movePc, resolveAttack } from './transitions/pc'
import { plotHealedPc, sealPlot, revealPlots } from './transitions/plots'
import { declarePursuit, declinePursuit, endRound, resolvePursuit } from './transitions/round'
import { applyCounterattack, declareScout, resolveScout, stopScouting } from './transitions/scout'
import { finishTableRoll, rollFatalWound, rollOutcome } from './transitions/tables'
import { declareThreatAttack, declareThreatSpell, effectDone, passThreat, resolveDefence, resolveObstruction, rollTarget } from './transitions/threat'
import { orderPcs } from './transitions/order'
import { answerField } from './transitions/field'
import { giftDue, fieldEffect } from './battlefield'
import type { EncounterCommandOf, EncounterEvent } from './events'
import type { EncounterContext } from './context'
import { stepOf, type EncounterState } from './steps'
import { nextStep } from './rules/flow'
import { pickDice } from './transitions/pending-check'
import { ok, refuse, type Result } from './rules/result'
import { withLog } from './units'
import { placeInga } from './rules/wheel'
import { checkWords, positionWord } from './rules/words'
import { writeBack } from './write-back'

type EventType = EncounterEvent['type']

/** Commands any running state accepts: a check's dice, a table's face, the GM's adjustment, the battlefield's question (E.52, E.63, E.71). */
const anyState = ['encounter.pick', 'encounter.fatalWound', 'encounter.effect', 'encounter.adjust', 'encounter.battlefield'] as const

/** What the PCs and the threats do in a melee round or the pursuit round (E.12, E.20–E.32). */
const roundActions = [
  'encounter.plot',
  'encounter.attack',
  'encounter.spell',
  'encounter.order',
  'encounter.effectDone',
  'encounter.move',
  'encounter.targetRoll',
  'encounter.threatAttack',
  'encounter.threatSpell',
  'encounter.threatPass'
] as const

/** The commands each state of the battle accepts (`encounter.cancel` ends the battle in any of them). */
export const commandsOf: Record<EncounterState, readonly EventType[]> = {
  scout: ['encounter.scout', 'encounter.scoutStop', ...anyState],
  counterattack: ['encounter.counterattack', ...anyState],
  plots: ['encounter.plot', 'encounter.revealPlots', ...anyState],
  melee: [...roundActions, ...anyState],
  roundEnd: ['encounter.endRound', ...anyState],
  pursuitCheck: ['encounter.pursuit', 'encounter.pursuitDecline', ...anyState],
  pursuit: [...roundActions, ...anyState],
  over: ['encounter.outcome', 'encounter.finish', ...anyState]
}

/** Whether a state of the battle accepts a command. */
export function acceptsIn(state: EncounterState, type: EventType): boolean {
  return type === 'encounter.cancel' || commandsOf[state].includes(type)
}

/** Why a command does not belong to the battle's current state, in the words of its step. */
export function wrongState(type: EventType, state: EncounterState, context: EncounterContext): Result<never> {
  const step = stepOf(state)
  if (step === 'over' && type !== 'encounter.outcome' && type !== 'encounter.finish') return refuse('E.51', 'reason.encounter.battleOver')
  switch (type) {
    case 'encounter.scout':
    case 'encounter.scoutStop':
      return context.ambush ? refuse('E.4', 'reason.encounter.ambushNoScout') : refuse('E.2', 'reason.encounter.scoutRoundOver')
    case 'encounter.counterattack':
      return refuse('E.3', 'reason.encounter.counterattackAfterFumble')
    case 'encounter.plot':
    case 'encounter.revealPlots':
      if (step === 'scouting' || step === 'counterattack') return refuse('E.11', 'reason.encounter.plotsAfterScout')
      return refuse('E.11', 'reason.encounter.plotsRoundOneOnly')
    case 'encounter.endRound': {
      if (step !== 'acting') break
      const next = nextStep(context.pcs, context.slots)
      const who =
        next.kind === 'pcs'
          ? reason('reason.encounter.whoPcs', { pcs: next.pcs.join(', '), where: positionWord(next.position) })
          : next.kind === 'monster'
            ? reason('reason.encounter.whoThreats', { paragraph: next.paragraph })
            : reason('reason.encounter.whoNobody')
      return refuse('E.12', 'reason.encounter.roundGoesOn', { who })
    }
    case 'encounter.pursuit':
    case 'encounter.pursuitDecline':
      return refuse('E.50', 'reason.encounter.pursuitAfterRoundTwo')
    case 'encounter.outcome':
    case 'encounter.finish':
      return refuse('E.51', 'reason.encounter.battleNotOver')
    default:
      break
  }
  if (step === 'plotting') return refuse('E.11', 'reason.encounter.plotsFirst')
  if (step === 'scouting' || step === 'counterattack') return refuse('E.12', 'reason.encounter.meleeNotBegun')
  if (step === 'roundEnd') return refuse('E.40', 'reason.encounter.endTheRound')
  if (step === 'pursuitCheck') return refuse('E.50', 'reason.encounter.pursuitCheckNow')
  return refuse('E.12', 'reason.encounter.notInThisStep')
}

/** A check's dice picked: inga goes onto the wheel by colour (E.70), then the check does what it was for. */
function pick(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.pick'>): Result<EncounterContext> {
  const check = context.check
  if (!check) return refuse('E.71', 'reason.encounter.noCheckWaiting')
  const picked = pickDice(check, command)
  if (!picked.ok) return picked
  const { result, inga } = picked.value
  let next: EncounterContext = { ...context, check: null }
  if (inga) {
    // rule E.73: every PC's mood die banks onto the party's one wheel
    next = { ...next, wheel: placeInga(next.wheel, inga) }
    next = withLog(next, { kind: 'inga', rule: 'E.70', pc: check.pc, domain: inga })
  }
  switch (check.purpose) {
    case 'scout':
      return ok(resolveScout(next, check, result))
    case 'attack':
      return resolveAttack(next, campaign, check, result, command)
    case 'defence':
      return resolveDefence(next, campaign, check, result, command)
    case 'obstruct':
      return ok(resolveObstruction(next, check, result))
    case 'pursuit':
      return ok(resolvePursuit(next, check, result))
  }
}

function finish(context: EncounterContext, campaign: Campaign): Result<EncounterContext> {
  const owed = context.due.length
  if (owed > 0) return refuse('E.52', 'reason.encounter.rollsOwed', { count: owed, table: context.due[0]!.table })
  return ok({ ...context, finished: writeBack(campaign, context) })
}

function run(state: EncounterState, context: EncounterContext, event: EncounterEvent): Result<EncounterContext> {
  const { campaign } = event
  switch (event.type) {
    case 'encounter.scout':
      return declareScout(context, campaign, event)
    case 'encounter.scoutStop':
      return ok(stopScouting(context))
    case 'encounter.counterattack':
      return applyCounterattack(context, event)
    case 'encounter.plot':
      return state === 'plots' ? sealPlot(context, campaign, event) : plotHealedPc(context, campaign, event)
    case 'encounter.revealPlots':
      return revealPlots(context)
    case 'encounter.attack':
      return declareAttack(context, campaign, event)
    case 'encounter.spell':
      return castSpell(context, campaign, event)
    case 'encounter.order':
      return orderPcs(context, campaign, event)
    case 'encounter.effectDone':
      return effectDone(context, event)
    case 'encounter.move':
      return movePc(context, campaign, event)
    case 'encounter.targetRoll':
      return rollTarget(context, campaign, event)
    case 'encounter.threatAttack':
      return declareThreatAttack(context, campaign, event)
    case 'encounter.threatSpell':
      return declareThreatSpell(context, campaign, event)
    case 'encounter.threatPass':
      return passThreat(context, event)
    case 'encounter.pick':
      return pick(context, campaign, event)
    case 'encounter.endRound':
      return endRound(context, event)
    case 'encounter.pursuit':
      return declarePursuit(context, campaign, event)
    case 'encounter.pursuitDecline':
      return ok(declinePursuit(context))
    case 'encounter.outcome':
      return rollOutcome(context, campaign, event)
    case 'encounter.fatalWound':
      return rollFatalWound(context, campaign, event)
    case 'encounter.effect':
      return finishTableRoll(context, campaign, event)
    case 'encounter.adjust':
      return adjustUnit(context, campaign, event)
    case 'encounter.battlefield':
      return answerField(context, event)
    case 'encounter.finish':
      return finish(context, campaign)
    case 'encounter.cancel':
      return ok(context)
  }
}

/** Commands that may interrupt a pending check or table roll. */
const alwaysAllowed: readonly EventType[] = ['encounter.adjust', 'encounter.cancel']

/** The last event applied, and what it gave: a command is asked of the battle by the engine, its guard and its action. */
let last: { state: EncounterState; context: EncounterContext; event: EncounterEvent; result: Result<EncounterContext> } | null = null

/** Whether two events carry the same values, field by field (the campaign passes each command on in a fresh object). */
function sameEvent(a: EncounterEvent, b: EncounterEvent): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key])
}

/**
 * One command run in a state of the battle: refused with the rule and reason (a command of another
 * state with that step's reason), or the next context. The rules' automatic moves that follow
 * (placements, round changes, the end) are the machine's `always` transitions. The engine's
 * explanation, the machine's guard and its action all call this, so a rule is checked in one place.
 */
export function runEncounterCommand(state: EncounterState, context: EncounterContext, event: EncounterEvent): Result<EncounterContext> {
  // The three ask the same question of the same (immutable) context: it is answered once. Both
  // are compared by identity, so a hit is the same answer.
  if (last && last.state === state && last.context === context && sameEvent(last.event, event)) return last.result
  const result = runOnce(state, context, event)
  last = { state, context, event, result }
  return result
}

function runOnce(state: EncounterState, context: EncounterContext, event: EncounterEvent): Result<EncounterContext> {
  if (!acceptsIn(state, event.type)) return wrongState(event.type, state, context)
  if (!alwaysAllowed.includes(event.type)) {
    // rule E.63: what the battlefield asks is answered first (a gift's inga before its check is read)
    if (context.fieldDue && event.type !== 'encounter.battlefield') return refuse('E.63', context.fieldDue.kind === 'gift' ? 'reason.encounter.fieldGiftDue' : 'reason.encounter.fieldEndDue')
    if (context.check && event.type !== 'encounter.pick') {
      return refuse('E.71', 'reason.encounter.pickDiceFirst', { pc: context.check.pc, check: checkWords[context.check.purpose] })
    }
    if (context.table && event.type !== 'encounter.effect') return refuse('E.52', 'reason.encounter.finishTableFirst', { table: context.table.table })
    // rule E.32: while PCs try to obstruct a spell, or its effect waits for the GM, nothing else acts
    if (context.spell && !(event.type === 'encounter.threatSpell' && event.threat === context.spell.threat) && event.type !== 'encounter.pick') {
      return refuse('E.32', 'reason.encounter.spellPending', { threat: context.spell.threat })
    }
    if (context.effectDue && event.type !== 'encounter.effectDone') return refuse('E.32', 'reason.encounter.effectDue', { threat: context.effectDue })
  }
  const next = run(state, context, event)
  return next.ok ? ok(askField(context, next.value, event)) : next
}

/** A gift used just now (a spell gift, or an attack a gift permits) on a field that counts extra inga: the GM is asked (E.63). */
function askField(before: EncounterContext, after: EncounterContext, event: EncounterEvent): EncounterContext {
  const usesGift = event.type === 'encounter.spell' || (event.type === 'encounter.attack' && event.giftPermits)
  if (!usesGift || before.fieldDue) return after
  const due = giftDue(fieldEffect(after), event.pc)
  return due ? { ...after, fieldDue: due } : after
}

/** A refusal as the GM reads it: the reason, then the rule (a rule id only, not `GM` or `tables`). */
export function refusalReason(result: Result<unknown>): Reason | undefined {
  if (result.ok) return undefined
  return /^(?:[A-Z]\.\d+|\d)/.test(result.rule) ? reason('reason.encounter.withRule', { reason: result.why, rule: result.rule }) : result.why
}
