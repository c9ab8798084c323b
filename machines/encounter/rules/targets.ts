import type { Settings } from '../../campaign/model/settings'
import { isIncapacitated } from './combat'
import { abilityRanks, type Ability, type AbilityName, type TargetPick } from '../../campaign/model/encounter-records'
import { type Combatant, type Paragraph, type ThreatSlot } from './terms'
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

const rankOrder = (ability: Ability | undefined): number => (ability ? (abilityRanks.length - abilityRanks.indexOf(ability.rank)) * 100 + ability.modifier : 0)

/** The PCs a target-table face picks (E.31): `pcs` tied for the GM to choose one, or with `all` every one of them a target. */
export interface TargetPicked {
  pcs: string[]
  all: boolean
}

/**
 * The paragraph faces (E.31, 狡猾 and 単純): a PC in the highest- or lowest-numbered paragraph 1–5 —
 * the margin is no paragraph — and only when every PC stands in the margin, all of them.
 */
function pickByParagraph(highest: boolean, live: readonly TargetCandidate[]): TargetPicked {
  const inParagraphs = live.filter((pc) => typeof pc.position === 'number')
  if (inParagraphs.length === 0) return { pcs: live.map((pc) => pc.id), all: true }
  const numbers = inParagraphs.map((pc) => pc.position as number)
  const best = highest ? Math.max(...numbers) : Math.min(...numbers)
  return { pcs: inParagraphs.filter((pc) => pc.position === best).map((pc) => pc.id), all: false }
}

/** The PCs a target-table face picks (E.31): all tied ones, for the GM to choose among, or every margin PC (`all`). */
export function pickTargets(
  pick: TargetPick,
  pcs: readonly TargetCandidate[],
  settings: Pick<Settings, 'incapacitatedUntargetable'>,
  ability?: AbilityName
): Result<TargetPicked> {
  const live = pcs.filter((pc) => isTargetable(pc, settings))
  if ((pick === 'lowest-rank' || pick === 'highest-rank') && (!ability || live.some((pc) => !pc.abilities))) {
    return refuse('E.31', 'reason.encounter.rankPickNeeds')
  }
  if (live.length === 0) return ok({ pcs: [], all: false })
  if (pick === 'lowest-paragraph' || pick === 'highest-paragraph') return ok(pickByParagraph(pick === 'highest-paragraph', live))
  const score = (pc: TargetCandidate): number => (pick === 'lowest-hp' || pick === 'highest-hp' ? pc.hp : rankOrder(ability ? pc.abilities?.[ability] : undefined))
  const scores = live.map(score)
  const best = pick.startsWith('lowest') ? Math.min(...scores) : Math.max(...scores)
  return ok({ pcs: live.filter((_, i) => scores[i] === best).map((pc) => pc.id), all: false })
}
