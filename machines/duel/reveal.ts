import type { Settings } from '../campaign/model/settings'
import type { Combatant } from './combatant'
import { damageTypeOf } from './rules/compare'
import type { DamageType } from './rules/compare'
import type { Pool } from './rules/terms'
import type { Damage, DamageStep, ExchangeResult } from './rules/exchange'
import { explainExchange } from './rules/exchange'
import { cardOf } from './rules/hand'
import type { Card, Support } from './rules/input'
import { parseExchangeInput } from './rules/input'
import { expandMelee } from './rules/melee'
import type { SealedPlay, SupportPlay } from './plays'
import { hasNothingToPlay, spendPlay } from './plays'
import { reason, type Reason } from '../reasons/reason'
import { byRule } from './words'

/** One side of a revealed pairing: the card it presented (null key: wait) and the help it had. */
export interface RevealedSide {
  id: string
  /** The hand card's key (GM only; the board shows the card's kind and grade). */
  key: string | null
  card: Card
  supports: Support[]
}

/** A damage the GM set in place of the rules' figure for one side of a pairing. */
export interface Amendment {
  amount: number
  pool: Pool
}

/** One pairing of a revealed exchange, resolved by `explainExchange`, with the GM's amendments. */
export interface RevealedPairing {
  a: RevealedSide
  b: RevealedSide
  result: ExchangeResult
  steps: DamageStep[]
  amended: { a?: Amendment; b?: Amendment }
}

/** A support given this exchange (D.41); `voided` when D.35 cancelled it in every pairing of its ally (no use spent). */
export interface SupportRecord extends SupportPlay {
  from: string
  voided?: boolean
}

/** An exchange once every play is revealed (D.50): its pairings and supports. */
export interface RevealedExchange {
  /** 1-based number of the exchange in the duel. */
  number: number
  pairings: RevealedPairing[]
  supports: SupportRecord[]
}

/** Who still has to enter a play before the exchange can be revealed. */
export function missingPlays(combatants: readonly Combatant[], plays: readonly SealedPlay[]): string[] {
  const played = new Set(plays.map((play) => play.actor))
  return combatants.filter((c) => c.status === 'in' && !played.has(c.id) && !hasNothingToPlay(c)).map((c) => c.id)
}

/**
 * Reveals the sealed plays: D.50 pairings (an opponent named nothing gets wait), each resolved as
 * its own exchange by D.1–D.47 with the supports given to its sides (D.41–D.46); hands pay for the
 * cards and supports presented (D.3, D.42, D.51).
 */
export function revealExchange(
  combatants: readonly Combatant[],
  plays: readonly SealedPlay[],
  number: number,
  settings: Settings
): { ok: true; exchange: RevealedExchange; combatants: Combatant[] } | { ok: false; why: Reason } {
  const fighting = combatants.filter((c) => c.status === 'in')
  const byId = new Map(fighting.map((c) => [c.id, c]))
  const playOf = new Map(plays.map((play) => [play.actor, play]))
  const keyOf = (actor: string, opponent: string): string | null => playOf.get(actor)?.cards.find((c) => c.opponent === opponent)?.card ?? null

  const declarations = plays
    .filter((play) => byId.has(play.actor))
    .map((play) => {
      const hand = byId.get(play.actor)!.hand
      return { actor: play.actor, plays: play.cards.map(({ opponent, card }) => ({ opponent, card: cardOf(hand.cards.find((c) => c.key === card)!) })) }
    })
  const melee = expandMelee(fighting.map((c) => ({ id: c.id, team: c.side })), declarations)
  if (!melee.ok) return { ok: false, why: byRule(melee.rule, melee.why) }

  const supports: SupportRecord[] = plays.flatMap((play) => (play.support && byId.has(play.actor) ? [{ from: play.actor, ...play.support }] : []))
  const helpFor = (id: string): Support[] =>
    supports.filter((s) => s.ally === id).map((s) => ({ type: s.type, mode: s.mode, ...(s.magic ? { magic: true } : {}) }))

  const pairings: RevealedPairing[] = []
  for (const pairing of melee.pairings) {
    const side = (entry: { id: string; card: Card }) => {
      const combatant = byId.get(entry.id)!
      const help = helpFor(entry.id)
      return {
        id: entry.id,
        kind: combatant.kind,
        row: combatant.row,
        card: entry.card,
        ...(help.length ? { supports: help } : {}),
        guard: combatant.guard,
        ...(combatant.conviction ? { conviction: true } : {})
      }
    }
    const input = parseExchangeInput({ a: side(pairing.a), b: side(pairing.b), settings: {} })
    if (!input.ok) return { ok: false, why: input.why }
    const { result, steps } = explainExchange(input.value, settings)
    const { a, b } = input.value
    pairings.push({
      a: { id: a.id, key: keyOf(a.id, b.id), card: a.card, supports: a.supports ?? [] },
      b: { id: b.id, key: keyOf(b.id, a.id), card: b.card, supports: b.supports ?? [] },
      result,
      steps,
      amended: {}
    })
  }

  // rule D.35: a support whose ally fights only NP exchanges helped nothing, so it spends no use
  const involvesNp = (p: RevealedPairing): boolean => p.a.card.kind === 'np' || p.b.card.kind === 'np'
  const voided = (ally: string): boolean => {
    const own = pairings.filter((p) => p.a.id === ally || p.b.id === ally)
    return own.length > 0 && own.every(involvesNp)
  }
  const recorded = supports.map((s) => (voided(s.ally) ? { ...s, voided: true } : s))
  const paid: Combatant[] = []
  for (const combatant of combatants) {
    const play = playOf.get(combatant.id)
    if (!play || combatant.status !== 'in') {
      paid.push(combatant)
      continue
    }
    const spent = spendPlay(combatant.hand, play, { supportVoided: play.support ? voided(play.support.ally) : false })
    if (!spent.ok) return { ok: false, why: reason('reason.duel.ofActor', { actor: combatant.id, detail: byRule(spent.rule, spent.why) }) }
    paid.push({ ...combatant, hand: spent.hand })
  }
  return { ok: true, exchange: { number, pairings, supports: recorded }, combatants: paid }
}

/** The damage a side of a pairing takes: the GM's amendment, else the rules' figure. */
export function effectiveDamage(pairing: RevealedPairing, side: 'a' | 'b'): Damage {
  const amended = pairing.amended[side]
  const ruled = pairing.result.damage[side]
  if (!amended) return ruled
  const other = pairing[side === 'a' ? 'b' : 'a'].card
  const type: DamageType = ruled.type ?? (other.kind === 'wait' ? 'general' : damageTypeOf(other))
  return { amount: amended.amount, pool: amended.pool, type }
}

