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
    step: round === 1 ? 'plotting' : 'acting',
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
  const ended: EncounterContext = { ...context, step: 'over', result, due, check: null, targetRoll: null, fieldDue: context.fieldDue ?? battleEndDue(context) }
  return withLog(ended, { kind: 'end', rule: 'E.51', reason: result.reason, pcsWin: result.pcsWin })
}

/** The battle's end by E.51, if it has come. */
function endNow(context: EncounterContext): BattleResult | null {
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
function placeReached(context: EncounterContext): EncounterContext {
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

/** One automatic move of the rules, or null when the battle waits for the GM. */
function advance(context: EncounterContext): EncounterContext | null {
  if (context.step === 'over' || context.check || context.table) return null
  const end = endNow(context)
  if (end && (end.reason === 'body-destroyed' || end.reason === 'all-incapacitated')) return endBattle(context, end)
  switch (context.step) {
    case 'scouting':
      if (!context.scout.over && !scoutingPossible(context)) return { ...context, scout: { ...context.scout, over: true } }
      if (!context.scout.over) return null
      // E.3: the counterattack comes before the scout round ends.
      if (context.scout.fumbled && !context.scout.counterattackDone) return { ...context, step: 'counterattack' }
      return beginRound(context, 1)
    case 'counterattack':
      return context.scout.counterattackDone ? beginRound(context, 1) : null
    case 'plotting':
      return context.plotsRevealed ? { ...context, step: 'acting' } : null
    case 'acting': {
      const placed = placeReached(context)
      if (placed !== context) return placed
      return nextStep(context.pcs, context.slots).kind === 'round-end' ? { ...context, step: 'roundEnd' } : null
    }
    case 'roundEnd': {
      if (!context.roundOver) return null
      const after = afterRound(context.round, context.body.hp)
      if (after === 'melee') return beginRound(context, context.round === 'scout' ? 1 : ((context.round + 1) as 2 | 3))
      if (after === 'pursuit-check') return { ...context, step: 'pursuitCheck' }
      return endBattle(context, endNow(context) ?? { reason: 'pursuit-ended', pcsWin: false })
    }
    case 'pursuitCheck':
      if (context.pursuit === 'granted') return beginRound(context, 3)
      if (context.pursuit === 'refused') return endBattle(context, endNow({ ...context, roundOver: true }) ?? { reason: 'no-pursuit', pcsWin: false })
      return null
  }
}

/** Runs the rules' automatic moves until the battle waits for the GM (E.3, E.10, E.11, E.30, E.40, E.50, E.51). */
export function settle(context: EncounterContext): EncounterContext {
  let current = context
  for (let guard = 0; guard < 100; guard++) {
    const next = advance(current)
    if (!next) return current
    current = next
  }
  throw new Error('the encounter did not settle')
}

