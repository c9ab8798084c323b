import type { Campaign } from '../campaign/model/campaign'
import type { EncounterCommandOf } from './events'
import type { EncounterContext } from './context'
import type { BattleState } from '../campaign/model/encounter-records'
import { ok, refuse, type Result } from './result'
import { findPc, findThreat, updatePc, updateSlot, withLog } from './units'
import { placeInga } from './wheel'

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
  const { unit, hp, state, on, inga } = command
  if (hp === undefined && state === undefined && inga === undefined) return refuse('GM', 'reason.encounter.nothingToChange')
  let next = context
  if (unit.kind === 'pc') {
    const found = findPc(context, campaign, unit.pc)
    if (!found.ok) return found
    const { sheet } = found.value
    next = updatePc(context, unit.pc, (pc) => ({
      ...pc,
      hp: hp === undefined ? pc.hp : clamp(pc.hp + hp, sheet.maxHp),
      states: toggle(pc.states, state, on),
      wheel: inga ? placeInga(pc.wheel, inga.domain, inga.change) : pc.wheel
    }))
  } else if (unit.kind === 'body') {
    if (inga) return refuse('E.73', 'reason.encounter.onlyPcWheel')
    const body = context.body
    next = { ...context, body: { ...body, hp: hp === undefined ? body.hp : clamp(body.hp + hp, body.maxHp), states: toggle(body.states, state, on) } }
  } else {
    const found = findThreat(context, unit.threat)
    if (!found.ok) return found
    if (hp !== undefined) return refuse('E.21', 'reason.encounter.threatNoHp')
    if (inga) return refuse('E.73', 'reason.encounter.onlyPcWheel')
    next = updateSlot(context, unit.threat, (slot) => ({ ...slot, states: toggle(slot.states, state, on) }))
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
      reason: command.reason ?? null
    })
  )
}
