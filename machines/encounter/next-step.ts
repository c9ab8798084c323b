import type { Settings } from '../campaign/model/settings'
import { unitKey, boundUnits } from './transitions/round'
import type { CheckPurpose, EncounterContext } from './context'
import { nextStep } from './rules/flow'
import { stepOf } from './steps'
import type { Paragraph, Position } from './rules/terms'
import { threatTargets } from './rules/targets'
import { ablePcs } from './units'
import { obstructors } from './transitions/threat'
import { scoutTarget } from './rules/scout'
import { fieldEffect, fieldLossDice, fieldLossUnits, type FieldDue } from './battlefield'

/** The round's end: the bound ones' dice (E.60) and the battlefield's (E.63). */
function roundEnd(context: EncounterContext): Extract<EncounterNext, { kind: 'roundEnd' }> {
  return { kind: 'roundEnd', rule: 'E.40', bound: boundUnits(context).map(unitKey), field: fieldLossUnits(context), fieldDice: fieldLossDice(fieldEffect(context), context.round) }
}

/** What the rules do next and who acts: the GM's "next step" line. */
export type EncounterNext =
  | { kind: 'pick'; rule: 'E.71'; purpose: CheckPurpose; pc: string }
  | { kind: 'table'; rule: 'E.52'; table: string; pc: string | null; effectDice: number; needsDomain: boolean; needsPc: boolean }
  | { kind: 'scout'; rule: 'E.1'; pcs: string[]; target: number }
  | { kind: 'counterattack'; rule: 'E.3' }
  | { kind: 'plots'; rule: 'E.11'; waiting: string[] }
  | { kind: 'pcs'; rule: 'E.12'; position: Position; pcs: string[]; order: string[] | null }
  | { kind: 'obstruct'; rule: 'E.32'; threat: string; pcs: string[] }
  | { kind: 'effect'; rule: 'E.32'; threat: string }
  | { kind: 'monster'; rule: 'E.30'; paragraph: Paragraph; threat: string; action: 'attack' | 'spell'; targetTable: boolean }
  | { kind: 'roundEnd'; rule: 'E.40'; bound: string[]; field: string[]; fieldDice: number }
  | { kind: 'field'; rule: 'E.63'; due: FieldDue }
  | { kind: 'pursuit'; rule: 'E.50' }
  | { kind: 'outcome'; rule: 'E.52'; table: string; pc: string | null; remaining: number }
  | { kind: 'finish'; rule: 'E.51'; pcsWin: boolean }

/** The next thing the battle waits for in a state of its machine (E.1–E.52), from `flow.ts`'s `nextStep` inside a round. */
export function encounterNext(state: string, context: EncounterContext, settings: Pick<Settings, 'incapacitatedUntargetable' | 'scoutTarget'>): EncounterNext {
  // E.63: a gift's extra inga is asked as the gift is used, before its check is read
  if (context.fieldDue) return { kind: 'field', rule: 'E.63', due: context.fieldDue }
  if (context.check) return { kind: 'pick', rule: 'E.71', purpose: context.check.purpose, pc: context.check.pc }
  if (context.table) {
    const { table, pc, effectDice, needsDomain, needsPc } = context.table
    return { kind: 'table', rule: 'E.52', table, pc, effectDice, needsDomain, needsPc }
  }
  if (context.spell) return { kind: 'obstruct', rule: 'E.32', threat: context.spell.threat, pcs: obstructors(context, context.spell.threat) }
  if (context.effectDue) return { kind: 'effect', rule: 'E.32', threat: context.effectDue }
  switch (stepOf(state)) {
    case 'scouting':
      return { kind: 'scout', rule: 'E.1', pcs: ablePcs(context).filter((pc) => !context.scout.scouted.includes(pc.id)).map((pc) => pc.id), target: scoutTarget(settings) }
    case 'counterattack':
      return { kind: 'counterattack', rule: 'E.3' }
    case 'plotting':
      return { kind: 'plots', rule: 'E.11', waiting: ablePcs(context).filter((pc) => context.plots[pc.id] === undefined).map((pc) => pc.id) }
    case 'acting': {
      const step = nextStep(context.pcs, context.slots)
      if (step.kind === 'pcs') {
        const order = context.order?.position === step.position ? context.order.pcs.filter((id) => step.pcs.includes(id)) : null
        return { kind: 'pcs', rule: 'E.12', position: step.position, pcs: step.pcs, order }
      }
      if (step.kind === 'monster') {
        const threat = step.threats[0]!
        const card = context.monster.threats.find((t) => t.id === threat)!
        const table = card.kind === 'attack' && !card.target && threatTargets(step.paragraph, context.pcs, settings).useTargetTable
        return { kind: 'monster', rule: 'E.30', paragraph: step.paragraph, threat, action: card.kind, targetTable: table && context.targetRoll?.threat !== threat }
      }
      return roundEnd(context)
    }
    case 'roundEnd':
      return roundEnd(context)
    case 'pursuitCheck':
      return { kind: 'pursuit', rule: 'E.50' }
    case 'over': {
      const due = context.due[0]
      if (due) return { kind: 'outcome', rule: 'E.52', table: due.table, pc: due.pc, remaining: context.due.length }
      return { kind: 'finish', rule: 'E.51', pcsWin: context.result?.pcsWin ?? false }
    }
  }
}
