import type { Settings } from '../../campaign/model/settings'
import type { DamageType } from './compare'
import type { Hand } from './hand'
import { mustWait } from './hand'
import type { Pool } from './terms'

/** Why a duel ended (D.70). */
export type EndReason = 'destroyed' | 'dead' | 'withdrawal' | 'no-cards' | 'max-exchanges' | 'gm'

/** A participant of a running duel as D.70 looks at it. */
export interface DuelParticipant {
  id: string
  destroyed?: boolean
  dead?: boolean
  withdrew?: boolean
  hand: Hand
}

/** Whether the duel is over, and why (D.70). */
export type DuelEnd = { ended: false } | { ended: true; reason: EndReason; actors: string[]; rule: 'D.70' }

/**
 * D.70: a duel ends when a participant is destroyed or dead, withdraws, when nobody has a card
 * use left, when ⚙ `maxExchanges` exchanges have been played, or when the GM ends it.
 */
export function duelEnd(
  state: { participants: readonly DuelParticipant[]; exchanges: number; gmEnded?: boolean },
  settings: Pick<Settings, 'maxExchanges'>
): DuelEnd {
  const end = (reason: EndReason, actors: string[]): DuelEnd => ({ ended: true, reason, actors, rule: 'D.70' })
  const { participants } = state
  const destroyed = participants.filter((p) => p.destroyed).map((p) => p.id)
  if (destroyed.length) return end('destroyed', destroyed)
  const dead = participants.filter((p) => p.dead).map((p) => p.id)
  if (dead.length) return end('dead', dead)
  const withdrew = participants.filter((p) => p.withdrew).map((p) => p.id)
  if (withdrew.length) return end('withdrawal', withdrew)
  if (participants.every((p) => mustWait(p.hand))) return end('no-cards', participants.map((p) => p.id))
  if (settings.maxExchanges !== null && state.exchanges >= settings.maxExchanges) return end('max-exchanges', [])
  if (state.gmEnded) return end('gm', [])
  return { ended: false }
}

/** Damage per type (D.71). */
export type Tally = Record<DamageType, number>

/** One blow landed in the duel, as the exchanges produced it. */
export interface DamageRecord {
  from: string
  to: string
  amount: number
  type: DamageType
  /** The pool it hit (magic hits mp, V.2; an amendment may say otherwise); older records lack it. */
  pool?: Pool
}

/** The pool a recorded blow hit: as recorded, else magic's mp (V.2). */
export function poolOfBlow(blow: Pick<DamageRecord, 'type' | 'pool'>): Pool {
  return blow.pool ?? (blow.type === 'magic' ? 'mp' : 'hp')
}

/**
 * A fighter of the duel for D.71: its hp (and mp) just before the duel, and whether it died, was
 * destroyed or fled. Fighters with the same `team` score together (a servant and its master); the
 * team defaults to the fighter's own id.
 */
export interface DuelSide {
  id: string
  hpBefore: number
  mpBefore?: number
  out?: boolean
  team?: string
}

/** The D.71 verdict: the winning team (null on a tie), each team's score, and the tally by type per fighter (every pool). */
export interface DuelVerdict {
  winner: string | null
  rule: 'D.70' | 'D.71'
  /** Per team: the damage it dealt, each victim's share counted as damage ÷ that victim's hp before the duel. */
  scores: Record<string, number>
  dealt: Record<string, Tally>
  taken: Record<string, Tally>
}

const emptyTally = (): Tally => ({ general: 0, skill: 0, magic: 0, np: 0, special: 0 })

/**
 * D.71: with nobody dead or fled, the team that dealt more damage wins, measured on each opponent
 * as hp lost ÷ its hp just before the duel ("전투 직전의 생명력과 감소된 생명력의 비율"); with
 * ⚙ `winnerCountsMp` its mp lost ÷ its mp before is added (magic hits mp, V.2). The tally shows
 * every blow by type, whatever pool it hit.
 * When teams are out (one of its fighters dead, destroyed or fled) and exactly one remains, it
 * wins (D.70); with several still standing, D.71 decides among them.
 * Scores are compared exactly (integers over a common denominator), so 1/3 + 1/3 ties 2/3.
 * A pool before the duel below 1 counts as 1. Blows between team mates are not counted.
 */
export function duelWinner(sides: readonly DuelSide[], damage: readonly DamageRecord[], settings: Pick<Settings, 'winnerCountsMp'> = { winnerCountsMp: false }): DuelVerdict {
  const dealt: Record<string, Tally> = {}
  const taken: Record<string, Tally> = {}
  for (const side of sides) {
    dealt[side.id] = emptyTally()
    taken[side.id] = emptyTally()
  }
  const teamOf = new Map(sides.map((side) => [side.id, side.team ?? side.id]))
  const teams = [...new Set(teamOf.values())]
  const whole = (n: number | undefined): bigint => BigInt(Math.max(1, Math.trunc(n ?? 1)))
  const before: Record<Pool, Map<string, bigint>> = {
    hp: new Map(sides.map((side) => [side.id, whole(side.hpBefore)])),
    mp: new Map(sides.map((side) => [side.id, whole(side.mpBefore ?? side.hpBefore)]))
  }
  const counted: Pool[] = settings.winnerCountsMp ? ['hp', 'mp'] : ['hp']
  const common = counted.flatMap((pool) => [...before[pool].values()]).reduce(lcm, 1n)
  const exact = new Map<string, bigint>(teams.map((team) => [team, 0n]))
  for (const blow of damage) {
    const from = teamOf.get(blow.from)
    const to = teamOf.get(blow.to)
    if (from === undefined || to === undefined || from === to) continue
    dealt[blow.from][blow.type] += blow.amount
    taken[blow.to][blow.type] += blow.amount
    const pool = poolOfBlow(blow)
    if (!counted.includes(pool)) continue
    exact.set(from, (exact.get(from) ?? 0n) + BigInt(blow.amount) * (common / (before[pool].get(blow.to) as bigint)))
  }
  const scores = Object.fromEntries([...exact].map(([team, score]) => [team, Number(score) / Number(common)]))

  const outTeams = new Set(sides.filter((side) => side.out).map((side) => teamOf.get(side.id) as string))
  const standing = teams.filter((team) => !outTeams.has(team))
  if (standing.length < teams.length && standing.length <= 1) {
    return { winner: standing.length === 1 ? standing[0] : null, rule: 'D.70', scores, dealt, taken }
  }
  let best: bigint | null = null
  let winner: string | null = null
  for (const team of standing) {
    const score = exact.get(team) as bigint
    if (best === null || score > best) {
      best = score
      winner = team
    } else if (score === best) winner = null
  }
  return { winner, rule: 'D.71', scores, dealt, taken }
}

function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b)
}
