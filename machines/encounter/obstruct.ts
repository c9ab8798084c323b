import { isIncapacitated } from './combat'
import { roundIndex } from './flow'
import type { Combatant, Round, Threat, ThreatSlot, Wheel } from './model'
import { refuse, type Result } from './result'
import { nonBlackDomains, spendInga } from './wheel'

/** An attempt to obstruct a threat spell. */
export interface ObstructionAttempt {
  pc: Pick<Combatant, 'position' | 'wheel' | 'hp'>
  threat: Pick<Threat, 'kind'>
  slot: Pick<ThreatSlot, 'paragraph' | 'placedIn'>
  round: Round
}

/** Whether a PC may obstruct a threat spell, and its wheel after paying one inga from each non-black domain (E.32). */
export function obstruct({ pc, threat, slot, round }: ObstructionAttempt): Result<Wheel> {
  if (threat.kind !== 'spell') return refuse('E.32', 'only a threat spell can be obstructed')
  if (isIncapacitated(pc.hp)) return refuse('E.72', 'an incapacitated PC takes no actions')
  if (pc.position !== slot.paragraph) return refuse('E.32', `the PC must stand in paragraph ${slot.paragraph}`)
  if (slot.placedIn === null || roundIndex(slot.placedIn) >= roundIndex(round)) {
    return refuse('E.32', 'a threat placed this round cannot be obstructed')
  }
  return spendInga(pc.wheel, nonBlackDomains, 'E.32')
}
