import type { PhaseLife } from './model/phase-definition'
import type { EditContext } from './editing/edit-context'
import { definitionOf } from './phases'

/** The hp and mp of the actors the running phase holds apart from the campaign (a duel's fighters), if any. */
export function phaseLives(context: EditContext): readonly PhaseLife[] {
  const phase = context.phase
  if (!phase) return []
  return definitionOf(phase.kind).lives?.(phase.context, context.campaign) ?? []
}
