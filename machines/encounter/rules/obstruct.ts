import { isIncapacitated } from './combat'
import { roundIndex } from './flow'
import type { Threat, Wheel } from '../../campaign/model/encounter-records'
import type { Combatant, Round, ThreatSlot } from './terms'
import { refuse, type Result } from './result'
import { nonBlackDomains, spendInga } from './wheel'

/** An attempt to obstruct a threat spell. */
export interface ObstructionAttempt {
  pc: Pick<Combatant, 'position' | 'hp'>
  /** The party's wheel, which pays (E.73). */
  wheel: Wheel
  threat: Pick<Threat, 'kind'>
  slot: Pick<ThreatSlot, 'paragraph' | 'placedIn'>
  round: Round
}

/** Whether a PC may obstruct a threat spell, and the party's wheel after paying one inga from each non-black domain (E.32, E.73). */
export function obstruct({ pc, wheel, threat, slot, round }: ObstructionAttempt): Result<Wheel> {
  if (threat.kind !== 'spell') return refuse('E.32', 'reason.encounter.onlySpellObstructed')
  if (isIncapacitated(pc.hp)) return refuse('E.72', 'reason.encounter.incapacitatedNoActions')
  if (pc.position !== slot.paragraph) return refuse('E.32', 'reason.encounter.mustStandIn', { paragraph: slot.paragraph })
  if (slot.placedIn === null || roundIndex(slot.placedIn) >= roundIndex(round)) {
    return refuse('E.32', 'reason.encounter.placedThisRound')
  }
  return spendInga(wheel, nonBlackDomains, 'E.32')
}
