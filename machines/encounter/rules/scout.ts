import type { CheckResult } from './check'
import type { Settings } from '../../campaign/model/settings'
import type { AbilityName } from '../../campaign/model/encounter-records'
import type { Paragraph, ThreatSlot } from './terms'
import { ok, refuse, type Result } from './result'

/** The ability a scout check uses (E.1). */
export const scoutAbility: AbilityName = 'mind'

/** The scout check's target value, ⚙ `scoutTarget` (default 4, the game's usual target value; E.1, E.70). */
export function scoutTarget(settings: Pick<Settings, 'scoutTarget'>): number {
  return settings.scoutTarget
}

/** Whether a paragraph may be scouted: its threat must still be hidden (E.1). */
export function checkScoutTarget(slots: readonly ThreatSlot[], paragraph: Paragraph): Result<ThreatSlot> {
  const slot = slots.find((s) => s.paragraph === paragraph)
  if (!slot) return refuse('E.1', 'reason.encounter.noPlannedThreat', { paragraph })
  if (slot.placedIn !== null) return refuse('E.1', 'reason.encounter.alreadyRevealed', { paragraph })
  return ok(slot)
}

/** A scouted paragraph after the check: success reveals its threat, placed face up in the scout round (E.1). */
export function scoutOutcome(slot: ThreatSlot, check: Pick<CheckResult, 'success'>): ThreatSlot {
  return check.success ? { ...slot, placedIn: 'scout', acted: false } : slot
}

/** Whether scouting goes on: nobody has failed and the PCs want more (E.2). */
export function scoutContinues(results: readonly Pick<CheckResult, 'success'>[], wantMore: boolean): boolean {
  return wantMore && results.every((result) => result.success)
}

/** Whether a scout fumble calls for the counterattack before the round ends (E.3). */
export function counterattackDue(results: readonly Pick<CheckResult, 'fumble'>[]): boolean {
  return results.some((result) => result.fumble)
}

/** The counterattack damage every PC in the battle takes: 1D6 + body level (E.3). */
export function counterattackDamage(bodyLevel: number, die: number): Result<number> {
  if (!Number.isInteger(die) || die < 1 || die > 6) return refuse('E.3', 'reason.encounter.notAFace', { face: die, sides: 6 })
  return ok(die + bodyLevel)
}
