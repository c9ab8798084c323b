import type { Combatant, Paragraph, Round, ThreatSlot } from '../../../machines/encounter/model'
import { emptyWheel } from '../../../machines/encounter/wheel'

/** A paragraph slot for tests: hidden and un-acted unless told. */
export function slot(paragraph: Paragraph, threat: string, placedIn: Round | null = null, acted = false): ThreatSlot {
  return { paragraph, threat, placedIn, acted, states: [] }
}

/** A PC in battle for tests. */
export function combatant(id: string, fields: Partial<Combatant> = {}): Combatant {
  return { id, position: null, acted: false, hp: 20, wheel: emptyWheel, states: [], ...fields }
}
