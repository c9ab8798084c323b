import type { PhaseLife } from './model/phase-definition'
import type { EditContext } from './editing/edit-context'
import { allPhases } from './phases'

/** The hp and mp of the actors the running phase holds apart from the campaign (a duel's fighters), if any. */
export function phaseLives(context: EditContext): readonly PhaseLife[] {
  const phase = context.phase
  if (!phase) return []
  // The GM window reads this too, and a plug-in phase may be registered with the host only: a
  // phase this realm does not know holds no lives it can read.
  const definition = allPhases().find((registered) => registered.kind === phase.kind)?.definition
  return definition?.lives?.(phase.context, context.campaign) ?? []
}
