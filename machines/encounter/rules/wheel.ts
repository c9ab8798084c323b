import type { Settings } from '../../campaign/model/settings'
import type { Domain, Wheel } from '../../campaign/model/encounter-records'
import { ok, refuse, type Result } from './result'
import { domainList } from './words'

/** The four domains an obstruction draws on: all but black (E.32). */
export const nonBlackDomains = ['red', 'blue', 'green', 'white'] as const satisfies readonly Domain[]

/** An empty wheel of fate. */
export const emptyWheel: Wheel = { black: 0, red: 0, blue: 0, green: 0, white: 0 }

/** The awakening stage 0–4 of a domain holding `count` inga: how many ⚙ thresholds it reaches (E.73). */
export function awakeningStage(count: number, thresholds: readonly number[]): number {
  return thresholds.filter((threshold) => count >= threshold).length
}

/** The black domain's awakening stage, which drives the color of ruin (E.73, E.23). */
export function ruinStage(wheel: Wheel, settings: Pick<Settings, 'awakeningThresholds'>): number {
  return awakeningStage(wheel.black, settings.awakeningThresholds)
}

/** The wheel with inga added to (or, negative, removed from) a domain; never below 0 (E.73). */
export function placeInga(wheel: Wheel, domain: Domain, change = 1): Wheel {
  return { ...wheel, [domain]: Math.max(0, wheel[domain] + change) }
}

/** The wheel with one inga removed from each listed domain, refused if any of them is empty. */
export function spendInga(wheel: Wheel, from: readonly Domain[], rule: string): Result<Wheel> {
  const empty = from.filter((domain) => wheel[domain] < 1)
  if (empty.length > 0) return refuse(rule, 'reason.encounter.noIngaIn', { domains: domainList(empty) })
  return ok(from.reduce((next, domain) => placeInga(next, domain, -1), wheel))
}
