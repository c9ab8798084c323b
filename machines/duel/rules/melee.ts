import type { Hand, HandCard } from './hand'
import type { Card } from './input'
import { reason, type Reason } from '../../reasons/reason'

/** An actor in a melee; actors of different teams are opponents. */
export interface MeleeActor {
  id: string
  team: string
}

/** One actor's declaration for an exchange: the card it presents to each opponent it names (D.50). */
export interface MeleeDeclaration {
  actor: string
  plays: { opponent: string; card: Card }[]
}

/** One pairing of a melee exchange, to be resolved as its own exchange (D.50). */
export interface MeleePairing {
  a: { id: string; card: Card }
  b: { id: string; card: Card }
}

/** A refusal with the rule that refuses. */
export interface MeleeRefusal {
  ok: false
  why: Reason
  rule: string
}

const wait: Card = { kind: 'wait' }

/**
 * D.50: expands per-opponent declarations into pairings; an opponent named nothing gets wait.
 * D.51: an actor presenting an NP presents wait to everyone else, and only an area NP may go
 * to several opponents. Pairs where both sides wait are left out: nothing happens there (D.16).
 */
export function expandMelee(actors: readonly MeleeActor[], declarations: readonly MeleeDeclaration[]): { ok: true; pairings: MeleePairing[] } | MeleeRefusal {
  const teamOf = new Map(actors.map((actor) => [actor.id, actor.team]))
  const presented = new Map<string, Map<string, Card>>()
  for (const declaration of declarations) {
    const refusal = checkDeclaration(declaration, teamOf, presented.has(declaration.actor))
    if (refusal) return refusal
    presented.set(declaration.actor, new Map(declaration.plays.map((play) => [play.opponent, play.card])))
  }
  const pairings: MeleePairing[] = []
  actors.forEach((first, i) => {
    for (const second of actors.slice(i + 1)) {
      if (first.team === second.team) continue
      const a = presented.get(first.id)?.get(second.id) ?? wait
      const b = presented.get(second.id)?.get(first.id) ?? wait
      if (a.kind === 'wait' && b.kind === 'wait') continue
      pairings.push({ a: { id: first.id, card: a }, b: { id: second.id, card: b } })
    }
  })
  return { ok: true, pairings }
}

function checkDeclaration(declaration: MeleeDeclaration, teamOf: ReadonlyMap<string, string>, declaredBefore: boolean): MeleeRefusal | undefined {
  const { actor, plays } = declaration
  if (!teamOf.has(actor)) return { ok: false, why: reason('reason.duel.notInMelee', { actor }), rule: 'D.50' }
  if (declaredBefore) return { ok: false, why: reason('reason.duel.declaredTwice', { actor }), rule: 'D.50' }
  const named = new Set<string>()
  for (const { opponent } of plays) {
    if (!teamOf.has(opponent)) return { ok: false, why: reason('reason.duel.namesOutsider', { actor, opponent }), rule: 'D.50' }
    if (teamOf.get(opponent) === teamOf.get(actor)) return { ok: false, why: reason('reason.duel.namesNonOpponent', { actor, opponent }), rule: 'D.50' }
    if (named.has(opponent)) return { ok: false, why: reason('reason.duel.namesTwice', { actor, opponent }), rule: 'D.50' }
    named.add(opponent)
  }
  const nps = plays.flatMap((play) => (play.card.kind === 'np' ? [play.card] : []))
  if (nps.length === 0) return undefined
  if (plays.some((play) => play.card.kind !== 'np' && play.card.kind !== 'wait')) {
    return { ok: false, why: reason('reason.duel.npWaitsElsewhere', { actor }), rule: 'D.51' }
  }
  if (nps.length > 1) {
    const [first] = nps
    if (!nps.every((np) => np.area)) return { ok: false, why: reason('reason.duel.nonAreaNp', { actor }), rule: 'D.51' }
    if (!nps.every((np) => np.grade === first.grade)) return { ok: false, why: reason('reason.duel.differentNps', { actor }), rule: 'D.51' }
  }
  return undefined
}

/** Card and support uses already spent, keyed by card key (D.52). */
export interface UsedCounts {
  cards: Record<string, number>
  generalSupport: number
  skillSupport: number
}

/** What was spent between a fresh hand and the hand now. */
export function usedCounts(fresh: Hand, now: Hand): UsedCounts {
  const left = new Map(now.cards.map((card) => [card.key, card.count]))
  const cards: Record<string, number> = {}
  for (const card of fresh.cards) cards[card.key] = Math.max(0, card.count - (left.get(card.key) ?? 0))
  return {
    cards,
    generalSupport: Math.max(0, fresh.generalSupport - now.generalSupport),
    skillSupport: Math.max(0, fresh.skillSupport - now.skillSupport)
  }
}

/**
 * D.52: the hand an intruder joins a running duel with, against the opponent it chooses.
 * Without the reorganize skill, uses spent earlier in the same scene stay spent; support uses
 * are uses per duel too (D.42), so they carry over the same way.
 */
export function resolveIntrusion(options: {
  intruder: string
  opponent: string
  duelists: readonly string[]
  fresh: Hand
  usedThisScene: UsedCounts
  reorganize: boolean
}): { ok: true; hand: Hand; opponent: string } | MeleeRefusal {
  const { intruder, opponent, duelists, fresh, usedThisScene, reorganize } = options
  if (duelists.includes(intruder)) return { ok: false, why: reason('reason.duel.alreadyInDuel', { actor: intruder }), rule: 'D.52' }
  if (!duelists.includes(opponent)) return { ok: false, why: reason('reason.duel.notInDuel', { actor: opponent }), rule: 'D.52' }
  if (reorganize) return { ok: true, hand: fresh, opponent }
  const cards = fresh.cards.map((card): HandCard => ({ ...card, count: Math.max(0, card.count - (usedThisScene.cards[card.key] ?? 0)) }))
  const hand: Hand = {
    cards,
    generalSupport: Math.max(0, fresh.generalSupport - usedThisScene.generalSupport),
    skillSupport: Math.max(0, fresh.skillSupport - usedThisScene.skillSupport)
  }
  return { ok: true, hand, opponent }
}
