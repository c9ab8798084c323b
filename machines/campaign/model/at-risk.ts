import type { Actor, AtRisk, Campaign, LifeProposal } from './campaign'
import { isServant } from './roster'

// V.4, V.6, V.9 and V.10 on the campaign: who stands at 0 or below, by the end of which scene it
// must be back above 0, and what the end of a scene proposes. Every phase and the campaign layer
// read these; the campaign machine runs `acrossScenes` after every command.

/** The pools a life rule watches (V.4: a servant's mp; V.6: a master's hp and mp). */
export type LifePool = 'hp' | 'mp'

/** The scene being played now: `campaign.scene` counts the scenes that have ended (V.9). */
export function openScene(campaign: Pick<Campaign, 'scene'>): number {
  return campaign.scene + 1
}

/** The pools of an actor that the life rules watch, with the rule that watches each (V.4, V.6). */
export function watchedPools(actor: Actor): { pool: LifePool; rule: 'V.4' | 'V.6' }[] {
  return isServant(actor) ? [{ pool: 'mp', rule: 'V.4' }] : [{ pool: 'hp', rule: 'V.6' }, { pool: 'mp', rule: 'V.6' }]
}

/** Whether a pool is at risk: 0 or below ("0 이하", V.4, V.6 — second reading). */
export function atOrBelowZero(value: number): boolean {
  return value <= 0
}

const key = (actor: string, pool: LifePool): string => `${actor}:${pool}`

function actorsById(campaign: Campaign): Map<string, Actor> {
  return new Map<string, Actor>([...campaign.masters, ...campaign.servants].map((a) => [a.id, a]))
}

/**
 * V.10: the at-risk list after a change. A watched pool that fell to 0 or below in this change (or
 * was already there and fell further) and is not yet listed is added: it fell in `fell` and must be
 * back above 0 by the end of the scene after it (never a scene that has already ended). Entries of
 * actors no longer active (destroyed, dead, removed) go; an entry whose value climbed back above 0
 * stays until its scene ends (V.10 drops the recovered at a scene's end).
 */
export function trackFalls(before: Campaign | null, after: Campaign, fell: number): AtRisk[] {
  const was = before ? actorsById(before) : new Map<string, Actor>()
  const now = actorsById(after)
  const kept = after.atRisk.filter((entry) => now.get(entry.actor)?.status === 'active')
  const listed = new Set(kept.map((entry) => key(entry.actor, entry.pool)))
  const added: AtRisk[] = []
  for (const actor of now.values()) {
    if (actor.status !== 'active') continue
    for (const { pool, rule } of watchedPools(actor)) {
      const value = actor[pool]
      if (!atOrBelowZero(value) || listed.has(key(actor.id, pool))) continue
      const previous = was.get(actor.id)?.[pool]
      // "wherever its value fell": a pool that did not move is not a new fall (a sheet built at 0).
      if (previous !== undefined && previous <= value) continue
      added.push({ actor: actor.id, pool, rule, fell, by: Math.max(fell + 1, openScene(after)) })
    }
  }
  return [...kept, ...added]
}

/** What the end of a scene does to the at-risk list (V.10). */
export interface SceneEnd {
  /** Entries still at risk and not yet due. */
  atRisk: AtRisk[]
  /** Entries whose value was back above 0 when the scene ended: dropped. */
  recovered: AtRisk[]
  /** New proposals: an actor past its deadline and still at 0 or below is destroyed (V.4) or dead (V.6). */
  proposals: LifeProposal[]
}

/**
 * V.10 when scene `ended` ends: each listed pool back above 0 is dropped; each actor with a pool
 * past its deadline and still at 0 or below is proposed destroyed (servant, V.4) or dead (master,
 * V.6), once per actor, unless a proposal for it already waits for the GM. Its entries stay listed
 * until the GM decides.
 */
export function endOfScene(campaign: Campaign, ended: number): SceneEnd {
  const actors = actorsById(campaign)
  const waiting = new Set(campaign.lifeProposals.map((p) => p.actor))
  const atRisk: AtRisk[] = []
  const recovered: AtRisk[] = []
  const due = new Map<string, AtRisk[]>()
  for (const entry of campaign.atRisk) {
    const actor = actors.get(entry.actor)
    if (!actor || actor.status !== 'active') continue
    if (!atOrBelowZero(actor[entry.pool])) {
      recovered.push(entry)
      continue
    }
    atRisk.push(entry)
    if (entry.by <= ended && !waiting.has(entry.actor)) due.set(entry.actor, [...(due.get(entry.actor) ?? []), entry])
  }
  const proposals: LifeProposal[] = [...due].map(([id, entries]) => {
    const actor = actors.get(id)!
    return {
      actor: id,
      consequence: isServant(actor) ? 'destroyed' : 'dead',
      rule: entries[0].rule,
      scene: ended,
      pools: entries.map((entry) => ({ pool: entry.pool, value: actor[entry.pool] }))
    }
  })
  return { atRisk, recovered, proposals }
}

/**
 * V.6: a master at 0 or below can only rest in the scene after the one it fell in (and may rest
 * outside its base); the restriction ends when it recovers, or with that scene (the death proposal).
 */
export function mustOnlyRest(campaign: Campaign, master: string): boolean {
  const actor = campaign.masters.find((m) => m.id === master)
  if (!actor || actor.status !== 'active') return false
  const scene = openScene(campaign)
  return campaign.atRisk.some((entry) => entry.actor === master && entry.rule === 'V.6' && entry.by === scene && atOrBelowZero(actor[entry.pool]))
}

/** Whether the end of a scene proposed this actor's destruction or death and the GM has not decided yet (V.10). */
export function lifeDecisionPending(campaign: Campaign, actor: string): LifeProposal | undefined {
  return campaign.lifeProposals.find((p) => p.actor === actor)
}
