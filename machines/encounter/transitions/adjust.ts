import type { Campaign } from '../../campaign/model/campaign'
import type { EncounterCommandOf } from '../events'
import type { EncounterContext } from '../context'
import type { BattleState } from '../../campaign/model/encounter-records'
import type { Position } from '../rules/terms'
import { ok, refuse, type Result } from '../rules/result'
import { pursuitDieFor } from './pc'
import { findPc, findThreat, updatePc, updateSlot, withLog } from '../units'
import { placeInga } from '../rules/wheel'
import { fieldDieFor, fieldEffect } from '../battlefield'

const toggle = (states: readonly BattleState[], state: BattleState | undefined, on: boolean): BattleState[] => {
  if (!state) return [...states]
  const without = states.filter((s) => s !== state)
  return on ? [...without, state] : without
}

const stateRules: Record<BattleState, string> = { bound: 'E.60', flying: 'E.61', diving: 'E.62' }

const clamp = (value: number, max: number): number => Math.max(0, Math.min(max, value))

/**
 * A GM adjustment: hp, a battle state (E.60–E.62) or inga (E.73) of a PC, the body or a threat.
 * Effects written as text (threat spells, gifts, the battlefield) are applied this way.
 */
export function adjustUnit(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.adjust'>): Result<EncounterContext> {
  const { unit, state, on, inga } = command
  const broke = command.break === true
  if (command.hp === undefined && state === undefined && inga === undefined && !broke) return refuse('GM', 'reason.encounter.nothingToChange')
  if (broke && unit.kind !== 'threat') return refuse('E.21', 'reason.encounter.breakThreatOnly')
  // rule E.50: in the pursuit round every damage is +1D6, the damage entered by hand too
  const damage = command.hp !== undefined && command.hp < 0 && unit.kind !== 'threat'
  const extra = pursuitDieFor(context.round, damage ? command.pursuitDie : undefined, damage)
  if (!extra.ok) return extra
  // rule E.63: the battlefield's 1D6 on every damage, the damage entered by hand too (never below 0)
  const field = fieldDieFor(fieldEffect(context), damage ? command.fieldDie : undefined, damage)
  if (!field.ok) return field
  const hp = command.hp === undefined ? undefined : damage ? -Math.max(0, -command.hp + (extra.value ?? 0) + (field.value ?? 0)) : command.hp
  let next = context
  /** The hp before and after, when it changed by hand: the log says a change stopped at the maximum or 0. */
  let hpChange: { from: number; to: number } | undefined
  if (unit.kind === 'pc') {
    const found = findPc(context, campaign, unit.pc)
    if (!found.ok) return found
    const { sheet } = found.value
    next = updatePc(context, unit.pc, (pc) => {
      const healed = hp === undefined ? pc.hp : clamp(pc.hp + hp, sheet.maxHp)
      if (hp !== undefined) hpChange = { from: pc.hp, to: healed }
      // rule E.72: healed above 0, it acts again — from where it fell, or its plot if it fell before the reveal
      const plot = context.plots[pc.id]
      const position = pc.position === null && healed > 0 && context.plotsRevealed && plot !== undefined ? (plot === 6 ? 'margin' : (plot as Position)) : pc.position
      return { ...pc, hp: healed, position, states: toggle(pc.states, state, on) }
    })
    // rule E.73: inga a PC gains or pays goes to or from the party's one wheel
    if (inga) next = { ...next, wheel: placeInga(next.wheel, inga.domain, inga.change) }
  } else if (unit.kind === 'body') {
    if (inga) return refuse('E.73', 'reason.encounter.onlyPcWheel')
    const body = context.body
    const after = hp === undefined ? body.hp : clamp(body.hp + hp, body.maxHp)
    if (hp !== undefined) hpChange = { from: body.hp, to: after }
    next = { ...context, body: { ...body, hp: after, states: toggle(body.states, state, on) } }
  } else {
    const found = findThreat(context, unit.threat)
    if (!found.ok) return found
    if (hp !== undefined) return refuse('E.21', 'reason.encounter.threatNoHp')
    if (inga) return refuse('E.73', 'reason.encounter.onlyPcWheel')
    if (broke && found.value.slot.broken) return refuse('E.21', 'reason.encounter.threatAlreadyBroken', { threat: unit.threat })
    next = updateSlot(context, unit.threat, (slot) => ({ ...slot, states: toggle(slot.states, state, on), ...(broke ? { acted: true, broken: true } : {}) }))
    if (broke) {
      // rule E.21: a broken threat turns acted and the body loses hp equal to its durability
      const loss = Math.min(next.body.hp, found.value.card.durability)
      next = { ...next, body: { ...next.body, hp: next.body.hp - loss } }
      return ok(withLog(next, { kind: 'adjust', rule: 'E.21', unit, hp: null, state: state ?? null, on, inga: null, reason: command.reason ?? null, broken: true, bodyLoss: loss }))
    }
  }
  return ok(
    withLog(next, {
      kind: 'adjust',
      rule: state ? stateRules[state] : 'GM',
      unit,
      hp: hp ?? null,
      state: state ?? null,
      on,
      inga: inga ?? null,
      reason: command.reason ?? null,
      ...(hpChange ? { hpChange } : {}),
      ...(extra.value !== undefined ? { pursuitDie: extra.value } : {}),
      ...(field.value !== undefined ? { fieldDie: field.value } : {})
    })
  )
}
