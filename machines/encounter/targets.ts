import type { Settings } from '../campaign/model/settings'
import { isIncapacitated } from './combat'
import { abilityRanks, type Ability, type AbilityName, type TargetPick } from '../campaign/model/encounter-records'
import { type Combatant, type Paragraph, type Position, type ThreatSlot } from './battle'
import { ok, refuse, type Result } from './result'

/** What a PC's attack or gift may aim at: the body or a threat (by card id). */
export type AttackTarget = { kind: 'body' } | { kind: 'threat'; threat: string }

/** Gift permissions that widen E.20: aim at unrevealed or at acted threats. */
export interface TargetPermissions {
  unrevealed?: boolean
  acted?: boolean
}

/** A PC as the target table reads it. */
export type TargetCandidate = Pick<Combatant, 'id' | 'hp' | 'position'> & { abilities?: Record<AbilityName, Ability> }

/** Whether a PC attack may aim here: the body, or an un-acted revealed threat unless a gift permits more (E.20). */
export function checkAttackTarget(target: AttackTarget, slots: readonly ThreatSlot[], permissions: TargetPermissions = {}): Result<null> {
  if (target.kind === 'body') return ok(null)
  const slot = slots.find((s) => s.threat === target.threat)
  if (!slot) return refuse('E.20', 'reason.encounter.noThreatOnBoard', { threat: target.threat })
  if (slot.placedIn === null && !permissions.unrevealed) return refuse('E.20', 'reason.encounter.threatNotRevealed', { threat: target.threat })
  if (slot.acted && !permissions.acted) return refuse('E.20', 'reason.encounter.threatActed', { threat: target.threat })
  return ok(null)
}

/** Every target a PC attack may aim at now (E.20). */
export function attackTargets(slots: readonly ThreatSlot[], permissions: TargetPermissions = {}): AttackTarget[] {
  const threats = slots.filter((slot) => checkAttackTarget({ kind: 'threat', threat: slot.threat }, slots, permissions).ok)
  return [{ kind: 'body' }, ...threats.map((slot): AttackTarget => ({ kind: 'threat', threat: slot.threat }))]
}

/** Whether a PC may be targeted: an incapacitated one may not, by ⚙ `incapacitatedUntargetable` (E.72). */
export function isTargetable(pc: Pick<Combatant, 'hp'>, settings: Pick<Settings, 'incapacitatedUntargetable'>): boolean {
  return !(settings.incapacitatedUntargetable && isIncapacitated(pc.hp))
}

/** Whom a threat attack may target: PCs in its paragraph (GM's choice), or, with none there, the target table decides (E.31). */
export function threatTargets(
  paragraph: Paragraph,
  pcs: readonly Pick<Combatant, 'id' | 'hp' | 'position'>[],
  settings: Pick<Settings, 'incapacitatedUntargetable'>
): { candidates: string[]; useTargetTable: boolean } {
  const here = pcs.filter((pc) => pc.position === paragraph && isTargetable(pc, settings)).map((pc) => pc.id)
  return { candidates: here, useTargetTable: here.length === 0 }
}

const positionOrder = (position: Position | null): number => (position === 'margin' || position === null ? 6 : position)
const rankOrder = (ability: Ability | undefined): number => (ability ? (abilityRanks.length - abilityRanks.indexOf(ability.rank)) * 100 + ability.modifier : 0)

/** The PCs a target-table face picks (E.31): all tied ones, for the GM to choose among; the margin counts as 6. */
export function pickTargets(
  pick: TargetPick,
  pcs: readonly TargetCandidate[],
  settings: Pick<Settings, 'incapacitatedUntargetable'>,
  ability?: AbilityName
): Result<string[]> {
  const live = pcs.filter((pc) => isTargetable(pc, settings))
  const score = (pc: TargetCandidate): number => {
    switch (pick) {
      case 'lowest-hp':
      case 'highest-hp':
        return pc.hp
      case 'lowest-paragraph':
      case 'highest-paragraph':
        return positionOrder(pc.position)
      case 'lowest-rank':
      case 'highest-rank':
        return rankOrder(ability ? pc.abilities?.[ability] : undefined)
    }
  }
  if ((pick === 'lowest-rank' || pick === 'highest-rank') && (!ability || live.some((pc) => !pc.abilities))) {
    return refuse('E.31', 'reason.encounter.rankPickNeeds')
  }
  if (live.length === 0) return ok([])
  const scores = live.map(score)
  const best = pick.startsWith('lowest') ? Math.min(...scores) : Math.max(...scores)
  return ok(live.filter((_, i) => scores[i] === best).map((pc) => pc.id))
}
