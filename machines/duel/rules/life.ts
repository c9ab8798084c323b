import type { Settings } from '../../campaign/model/settings'
import type { Pool } from './terms'
import { reason, type Reason } from '../../reasons/reason'
import { poolWord } from './words'

/** A servant's life as V.2–V.5 and V.7 read it; `luck` and `mana` are parameter grades (`+` ignored). */
export interface ServantLife {
  id: string
  kind: 'servant'
  hp: number
  mp: number
  luck: number
  mana: number
}

/** A master's life as V.6 and V.7 read it. */
export interface MasterLife {
  id: string
  kind: 'master'
  hp: number
  mp: number
}

/** Anyone whose life the V rules track. */
export type LifeActor = ServantLife | MasterLife

/** What V proposes for an actor; the GM applies or amends it. */
export type Consequence = 'destroyed' | 'dead' | 'recall' | 'must-rest'

/** One proposal of the life rules. */
export interface LifeProposal {
  actor: string
  consequence: Consequence
  rule: string
  /** V.8: the servant's exit counts as destroyed for the rewards of whoever forced it out. */
  countsAsDestroyed?: boolean
}

/** A refusal with the rule that refuses. */
export interface LifeRefusal {
  ok: false
  why: Reason
  rule: string
}

/** V.4: the lowest mp a servant may reach in a fight, −(⚙ servantMpFloorBase + luck grade × mana grade). */
export function servantMpFloor(servant: Pick<ServantLife, 'luck' | 'mana'>, settings: Pick<Settings, 'servantMpFloorBase'>): number {
  return -(settings.servantMpFloorBase + servant.luck * servant.mana)
}

/** V.2 / V.4: an actor's hp and mp after a blow to the given pool; a servant's mp stops at its floor. */
export function applyDamage<A extends LifeActor>(actor: A, damage: { amount: number; pool: Pool }, settings: Pick<Settings, 'servantMpFloorBase'>): A {
  if (damage.pool === 'hp') return { ...actor, hp: actor.hp - damage.amount }
  const mp = actor.mp - damage.amount
  if (actor.kind === 'servant') return { ...actor, mp: Math.max(mp, servantMpFloor(actor, settings)) }
  return { ...actor, mp }
}

/** The master side of a servant at 0 hp: present in the fight or not, and its V.5 recall. */
export interface MasterStanding {
  present: boolean
  commandSeals: number
  recallUsed: boolean
}

/**
 * V.3: at 0 hp or less a servant whose master is present is destroyed.
 * V.5: with the master absent and its once-per-game recall unused, the proposal is the recall
 * (a command seal, back with 1 hp); V.8: that forced exit counts as destroyed for rewards.
 * Reading: V.3 names the master's presence only because V.5 needs its absence, so a servant at
 * 0 hp that cannot be recalled is destroyed as well.
 */
export function zeroHpProposal(servant: Pick<ServantLife, 'id' | 'hp'>, master: MasterStanding): LifeProposal | undefined {
  if (servant.hp > 0) return undefined
  if (!master.present && canRecall(master)) return { actor: servant.id, consequence: 'recall', rule: 'V.5', countsAsDestroyed: true }
  return { actor: servant.id, consequence: 'destroyed', rule: 'V.3', countsAsDestroyed: true }
}

const canRecall = (master: MasterStanding): boolean => master.commandSeals >= 1 && !master.recallUsed

/** V.5: the recall itself: the servant retreats with 1 hp, the master spends a seal and its once-per-game use. */
export function recall<S extends Pick<ServantLife, 'hp'>>(
  servant: S,
  master: MasterStanding
): { ok: true; servant: S; master: MasterStanding; countsAsDestroyed: true } | LifeRefusal {
  if (servant.hp > 0) return { ok: false, why: reason('reason.duel.notAtZeroHp'), rule: 'V.5' }
  if (master.present) return { ok: false, why: reason('reason.duel.presentMasterCannotRecall'), rule: 'V.5' }
  if (master.recallUsed) return { ok: false, why: reason('reason.duel.recallUsed'), rule: 'V.5' }
  if (master.commandSeals < 1) return { ok: false, why: reason('reason.duel.noCommandSeal'), rule: 'V.5' }
  return {
    ok: true,
    servant: { ...servant, hp: 1 },
    master: { ...master, commandSeals: master.commandSeals - 1, recallUsed: true },
    // rule V.8: forced out at 0 hp, it counts as destroyed for rewards
    countsAsDestroyed: true
  }
}

/** V.8: a servant that left a fight at 0 hp or less counts as destroyed for rewards, recalled or not. */
export function countsAsDestroyed(exit: { hpWhenForcedOut: number }): boolean {
  return exit.hpWhenForcedOut <= 0
}

/** Whether an actor is at 0 or below in a way V.4 (servant mp) or V.6 (master hp or mp) watches ("0 이하"). */
export function atRisk(actor: LifeActor): 'V.4' | 'V.6' | undefined {
  if (actor.kind === 'servant') return actor.mp <= 0 ? 'V.4' : undefined
  return actor.hp <= 0 || actor.mp <= 0 ? 'V.6' : undefined
}

/** V.6: a master at 0 or below hp or mp can only rest in the next scene (and may rest outside its base). */
export function mustRestProposal(actor: LifeActor): LifeProposal | undefined {
  return actor.kind === 'master' && atRisk(actor) ? { actor: actor.id, consequence: 'must-rest', rule: 'V.6' } : undefined
}

/** A conversion between hp and mp, 1:1 (V.7). */
export interface Conversion {
  from: Pool
  amount: number
}

/**
 * V.7: rest restores ⚙ restHp / restMp (capped at the maxima when given); only a resting
 * servant may then convert hp↔mp 1:1, never more than the pool it converts from holds.
 */
export function rest<A extends LifeActor>(
  actor: A,
  settings: Pick<Settings, 'restHp' | 'restMp'>,
  options: { maxHp?: number; maxMp?: number; convert?: Conversion } = {}
): { ok: true; actor: A } | LifeRefusal {
  const cap = (value: number, max: number | undefined): number => (max === undefined ? value : Math.min(value, Math.max(max, 0)))
  const rested = { ...actor, hp: cap(actor.hp + settings.restHp, options.maxHp), mp: cap(actor.mp + settings.restMp, options.maxMp) }
  if (!options.convert) return { ok: true, actor: rested }
  if (actor.kind !== 'servant') return { ok: false, why: reason('reason.duel.onlyServantConverts'), rule: 'V.7' }
  return convert(rested, options.convert, options)
}

/**
 * V.7: outside rest a servant may convert only mp→hp, and only after eating humans or with an
 * extra mana-line supply.
 */
export function convertOutsideRest<S extends ServantLife>(
  servant: S,
  conversion: Conversion,
  options: { ateHumans?: boolean; extraSupply?: boolean; maxHp?: number; maxMp?: number } = {}
): { ok: true; actor: S } | LifeRefusal {
  if (conversion.from !== 'mp') return { ok: false, why: reason('reason.duel.hpToMpOnlyResting'), rule: 'V.7' }
  if (!options.ateHumans && !options.extraSupply) {
    return { ok: false, why: reason('reason.duel.mpToHpNeedsSupply'), rule: 'V.7' }
  }
  return convert(servant, conversion, options)
}

function convert<A extends LifeActor>(actor: A, conversion: Conversion, max: { maxHp?: number; maxMp?: number }): { ok: true; actor: A } | LifeRefusal {
  const { from, amount } = conversion
  if (!Number.isInteger(amount) || amount < 1) return { ok: false, why: reason('reason.duel.convertWholePoints'), rule: 'V.7' }
  if (actor[from] < amount) return { ok: false, why: reason('reason.duel.notEnoughToConvert', { n: Math.max(actor[from], 0), pool: poolWord(from) }), rule: 'V.7' }
  const to: Pool = from === 'hp' ? 'mp' : 'hp'
  const ceiling = to === 'hp' ? max.maxHp : max.maxMp
  if (ceiling !== undefined && actor[to] + amount > ceiling) return { ok: false, why: reason('reason.duel.wouldExceedMax', { pool: poolWord(to), max: ceiling }), rule: 'V.7' }
  return { ok: true, actor: { ...actor, [from]: actor[from] - amount, [to]: actor[to] + amount } }
}
