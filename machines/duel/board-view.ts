import type { Campaign } from '../campaign/model/campaign'
import type { CombatantStatus, Row, Pool, FightKind, CardKind } from './rules/terms'
import { poolsOf } from './combatant'
import type { DamageType } from './rules/compare'
import type { DuelContext } from './context'
import type { EndReason, Tally } from './rules/outcome'
import { duelWinner } from './rules/outcome'
import type { RevealedExchange } from './reveal'
import { effectiveDamage } from './reveal'

/** A fighter as the players see it: its public name, row, pools, and whether it has played (never what). */
export interface DuelBoardCombatant {
  id: string
  kind: 'servant' | 'master'
  side: string
  /** The side's team colour, when the side is a team. */
  color: string | null
  /** Master: its name. Servant: its class, or class · true name once revealed. */
  label: { ko: string; en: string }
  row: Row
  status: CombatantStatus
  hp: number
  maxHp: number
  mp: number
  maxMp: number
  /** It has entered its play for this exchange. */
  sealed: boolean
}

/** A revealed card: its kind and grade only (never the skill or NP it comes from). */
export interface DuelBoardCard {
  kind: CardKind
  grade: number | null
}

/** One revealed pairing, the two cards side by side with what each side took. */
export interface DuelBoardPairing {
  a: { id: string; card: DuelBoardCard; took: { amount: number; pool: Pool } }
  b: { id: string; card: DuelBoardCard; took: { amount: number; pool: Pool } }
  winner: 'a' | 'b' | null
}

/** A revealed exchange as the board shows it. */
export interface DuelBoardExchange {
  number: number
  pairings: DuelBoardPairing[]
  /** `voided`: D.35 cancelled it (its ally fought only NP exchanges), so it was not applied. */
  supports: { from: string; to: string; mode: 'attack' | 'defence'; voided: boolean }[]
}

/** What the players see of a running duel. */
export interface DuelBoardView {
  kind: 'duel'
  fight: FightKind
  step: 'collecting' | 'revealed' | 'over'
  /** The exchange being played (collecting) or shown (revealed). */
  exchange: number
  /** Exchanges accepted so far. */
  played: number
  combatants: DuelBoardCombatant[]
  /** The revealed exchange, or the last accepted one while the next plays are sealed. */
  shown: DuelBoardExchange | null
  retreats: { actor: string; opponent: string; escaped: boolean; fateSpent: boolean; damage: number; cards: DuelBoardCard[] }[]
  /** Damage taken so far by each fighter, by type (D.71). */
  tally: { id: string; taken: Tally }[]
  result: { winner: string | null; rule: 'D.70' | 'D.71'; reason: EndReason } | null
}

const publicCard = (card: { kind: CardKind; grade?: number }): DuelBoardCard => ({ kind: card.kind, grade: card.kind === 'wait' ? null : (card.grade ?? null) })

function publicExchange(exchange: RevealedExchange): DuelBoardExchange {
  const took = (pairing: RevealedExchange['pairings'][number], side: 'a' | 'b') => {
    const damage = effectiveDamage(pairing, side)
    return { amount: damage.amount, pool: damage.pool }
  }
  return {
    number: exchange.number,
    pairings: exchange.pairings.map((pairing) => ({
      a: { id: pairing.a.id, card: publicCard(pairing.a.card), took: took(pairing, 'a') },
      b: { id: pairing.b.id, card: publicCard(pairing.b.card), took: took(pairing, 'b') },
      winner: pairing.result.winner
    })),
    supports: exchange.supports.map((s) => ({ from: s.from, to: s.ally, mode: s.mode, voided: s.voided === true }))
  }
}

/** Builds the public picture of a duel, field by field: no sealed play, card count, card name or hidden true name. */
export function duelBoardView(value: string, context: DuelContext, campaign: Campaign): DuelBoardView {
  const sealed = new Set(context.plays.map((p) => p.actor))
  const colorOf = new Map(campaign.teams.map((t) => [t.id, t.color]))
  const combatants = context.combatants.map((c): DuelBoardCombatant => {
    const pools = poolsOf(c, campaign)
    const master = campaign.masters.find((m) => m.id === c.id)
    const servant = campaign.servants.find((s) => s.id === c.id)
    const label = master
      ? { ko: master.name.ko, en: master.name.en }
      : servant!.trueNameRevealed
        ? { ko: `${servant!.className.ko} · ${servant!.trueName}`, en: `${servant!.className.en} · ${servant!.trueName}` }
        : { ko: servant!.className.ko, en: servant!.className.en }
    return {
      id: c.id,
      kind: c.kind,
      side: c.side,
      color: colorOf.get(c.side) ?? null,
      label,
      row: c.row,
      status: c.status,
      hp: pools.hp,
      maxHp: pools.maxHp,
      mp: pools.mp,
      maxMp: pools.maxMp,
      sealed: value === 'collecting' && sealed.has(c.id)
    }
  })
  const last = context.revealed ?? context.history.at(-1) ?? null
  const verdict = duelWinner(context.combatants.map((c) => ({ id: c.id, hpBefore: c.hpBefore, team: c.side })), context.damage)
  const step = value === 'revealed' || value === 'over' ? value : 'collecting'
  return {
    kind: 'duel',
    fight: context.fight,
    step,
    exchange: context.revealed ? context.revealed.number : context.exchanges + 1,
    played: context.exchanges,
    combatants,
    shown: last ? publicExchange(last) : null,
    retreats: context.retreats.map((r) => ({
      actor: r.actor,
      opponent: r.opponent,
      escaped: r.escaped,
      fateSpent: r.fateSpent,
      damage: r.damage,
      cards: r.presented.map((card) => publicCard(card))
    })),
    tally: context.combatants.map((c) => ({ id: c.id, taken: { ...verdict.taken[c.id] } })),
    result: context.over ? { winner: context.over.verdict.winner, rule: context.over.verdict.rule, reason: context.over.reason } : null
  }
}

/** The damage types in the order the board lists them (D.71). */
export const damageTypes: readonly DamageType[] = ['general', 'skill', 'magic', 'np', 'special']
