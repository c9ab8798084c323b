import type { BattleResult, EncounterContext } from './context'
import { afterRound, battleEnd, nextStep, placeThreat, refresh } from './rules/flow'
import type { Round } from './rules/terms'
import { outcomeRolls } from './rules/tables'
import { ablePcs, updateSlot, withLog } from './units'
import { battleEndDue } from './battlefield'

/** Starts a melee round: refresh (E.10); round 1 also opens the sealed plots (E.11). */
export function beginRound(context: EncounterContext, round: Exclude<Round, 'scout'>): EncounterContext {
  const { pcs, slots } = refresh(context.pcs, context.slots)
  const next: EncounterContext = {
    ...context,
    round,
    pcs,
    slots: slots.map((slot) => ({ ...slot, broken: false })),
    plots: round === 1 ? {} : context.plots,
    plotsRevealed: round === 1 ? false : context.plotsRevealed,
    roundOver: false,
    targetRoll: null,
    order: null
  }
  return withLog(next, { kind: 'round', rule: round === 3 ? 'E.50' : 'E.10' })
}

/** Ends the battle: the result, and the table rolls it owes (E.51, E.52). */
export function endBattle(context: EncounterContext, result: BattleResult): EncounterContext {
  const due = outcomeRolls(result.pcsWin, context.monster.body.level, context.pcs.map((pc) => pc.id)).map((roll) =>
    roll.table === 'spoils' ? { table: 'spoils', pc: null } : { table: 'damage', pc: roll.pc }
  )
  // rule E.63: in the air, the body still standing, those who never flew lose hp; the GM is asked first
  const ended: EncounterContext = { ...context, result, due, check: null, targetRoll: null, fieldDue: context.fieldDue ?? battleEndDue(context) }
  return withLog(ended, { kind: 'end', rule: 'E.51', reason: result.reason, pcsWin: result.pcsWin })
}

/** The battle's end by E.51, if it has come. */
export function endNow(context: EncounterContext): BattleResult | null {
  const status = {
    round: context.round,
    roundOver: context.roundOver,
    pursuit: context.pursuit,
    bodyHp: context.body.hp,
    pcHp: context.pcs.map((pc) => pc.hp)
  }
  const end = battleEnd(status)
  return end.over ? { reason: end.reason, pcsWin: end.pcsWin } : null
}

/** Places the threats of the paragraph the processing has reached, face up and un-acted (E.30). */
export function placeReached(context: EncounterContext): EncounterContext {
  const step = nextStep(context.pcs, context.slots)
  if (step.kind !== 'monster' || step.place.length === 0) return context
  let next = context
  for (const threat of step.place) {
    next = updateSlot(next, threat, (slot) => ({ ...slot, ...placeThreat(slot, next.round), states: slot.states, broken: false }))
    next = withLog(next, { kind: 'place', rule: 'E.30', threat, paragraph: step.paragraph })
  }
  return next
}

/** Whether anyone may still scout: an able PC who has not, and a hidden paragraph (E.1, E.2). */
function scoutingPossible(context: EncounterContext): boolean {
  const hidden = context.slots.some((slot) => slot.placedIn === null)
  return hidden && ablePcs(context).some((pc) => !context.scout.scouted.includes(pc.id))
}

// The rules' automatic moves, as the machine's `always` transitions ask them: each guard below
// holds only while no check or table roll waits for the GM (a move waits for the dice it follows).

/** Whether a check or a table roll waits for the GM: the rules move on only after it (E.52, E.71). */
function waiting(context: EncounterContext): boolean {
  return context.check !== null || context.table !== null
}

/** E.51: the body is destroyed or every PC is down, whatever the step. */
export function battleDecided(context: EncounterContext): boolean {
  if (waiting(context)) return false
  const end = endNow(context)
  return end !== null && (end.reason === 'body-destroyed' || end.reason === 'all-incapacitated')
}

/** Ends the battle that E.51 decided (the body destroyed or every PC down). */
export function endDecided(context: EncounterContext): EncounterContext {
  return endBattle(context, endNow(context)!)
}

/** E.2: nobody may scout any more (every able PC has, or nothing is hidden), so the scouting stops. */
export function scoutingExhausted(context: EncounterContext): boolean {
  return !waiting(context) && !context.scout.over && !scoutingPossible(context)
}

/** Closes the scouting (E.2). */
export function closeScouting(context: EncounterContext): EncounterContext {
  return { ...context, scout: { ...context.scout, over: true } }
}

/** E.3: the scouting is over with a fumble among its checks, and the monster's counterattack is still owed. */
export function counterattackOwed(context: EncounterContext): boolean {
  return !waiting(context) && context.scout.over && context.scout.fumbled && !context.scout.counterattackDone
}

/** E.2, E.3: the scout round is over (its counterattack made, if one was owed): melee round 1 begins. */
export function scoutRoundOver(context: EncounterContext): boolean {
  return !waiting(context) && context.scout.over && (!context.scout.fumbled || context.scout.counterattackDone)
}

/** E.11: every plot is revealed, the round's actions begin. */
export function plotsRevealed(context: EncounterContext): boolean {
  return !waiting(context) && context.plotsRevealed
}

/** E.30: the processing has reached a paragraph whose threats are not yet placed. */
export function threatsToPlace(context: EncounterContext): boolean {
  if (waiting(context)) return false
  const step = nextStep(context.pcs, context.slots)
  return step.kind === 'monster' && step.place.length > 0
}

/** E.12, E.30, E.40: every PC and every threat has acted or cannot: the round is at its end. */
export function roundActionsDone(context: EncounterContext): boolean {
  return !waiting(context) && nextStep(context.pcs, context.slots).kind === 'round-end'
}

/** What the end of the round now leads to, once the GM has ended it (E.40, E.50), or null before. */
function afterRoundEnd(context: EncounterContext): ReturnType<typeof afterRound> | null {
  return !waiting(context) && context.roundOver ? afterRound(context.round, context.body.hp) : null
}

/** E.40: melee round 1 has ended: melee round 2 follows. */
export function nextMeleeRoundFollows(context: EncounterContext): boolean {
  return afterRoundEnd(context) === 'melee'
}

/** Begins the melee round after the one that ended (E.10). */
export function beginNextMeleeRound(context: EncounterContext): EncounterContext {
  return beginRound(context, context.round === 'scout' ? 1 : ((context.round + 1) as 2 | 3))
}

/** E.50: melee round 2 has ended with the body standing: the PCs may try the pursuit check. */
export function pursuitCheckFollows(context: EncounterContext): boolean {
  return afterRoundEnd(context) === 'pursuit-check'
}

/** E.51: the pursuit round has ended (or the body fell at a round's end): the battle is over. */
export function lastRoundEnded(context: EncounterContext): boolean {
  return afterRoundEnd(context) === 'end'
}

/** Ends the battle after its last round (E.51). */
export function endAfterLastRound(context: EncounterContext): EncounterContext {
  return endBattle(context, endNow(context) ?? { reason: 'pursuit-ended', pcsWin: false })
}

/** E.50: the pursuit check succeeded: the pursuit round follows. */
export function pursuitGranted(context: EncounterContext): boolean {
  return !waiting(context) && context.pursuit === 'granted'
}

/** E.50, E.51: the pursuit check failed or was declined: the battle is over. */
export function pursuitRefused(context: EncounterContext): boolean {
  return !waiting(context) && context.pursuit === 'refused'
}

/** Ends the battle without a pursuit (E.51). */
export function endWithoutPursuit(context: EncounterContext): EncounterContext {
  return endBattle(context, endNow({ ...context, roundOver: true }) ?? { reason: 'no-pursuit', pcsWin: false })
}
