import type { HandCard } from './rules/hand'
import { reason, type Reason } from '../reasons/reason'
import { cardWord } from './rules/words'

/** A card kind as typed: `s` smash, `c` counter, `a` assault, `k` skill, `m` magic, `np`, `cr` critical. */
export type EntryKind = HandCard['kind']

/** One card token of an entry: a kind with an optional grade, or a hand card's key (`#sk-x`); `@target` names the opponent. */
export interface EntryCard {
  kind: EntryKind | null
  grade: number | null
  key: string | null
  /** The opponent as typed (`@lancer`), `*` for every opponent (an area NP, D.51), null when not named. */
  target: string | null
}

/** A support token (`+ga@saber`): general or skill, attack or defence, optionally magic (D.41–D.45). */
export interface EntrySupport {
  type: 'general' | 'skill'
  mode: 'attack' | 'defence'
  magic: boolean
  ally: string | null
}

/** A parsed entry: the cards, or a support, or a plain wait. */
export interface PlayEntry {
  cards: EntryCard[]
  support: EntrySupport | null
}

const kinds: Record<string, EntryKind> = {
  s: 'smash',
  c: 'counter',
  a: 'assault',
  k: 'skill',
  m: 'magic',
  np: 'np',
  cr: 'critical',
  x: 'critical',
  강타: 'smash',
  반격: 'counter',
  맹공: 'assault',
  스킬: 'skill',
  마술: 'magic',
  보구: 'np',
  치명: 'critical'
}
const waits = new Set(['w', 'wait', '대기', '-'])
const cardToken = /^(np|cr|s|c|a|k|m|x|강타|반격|맹공|스킬|마술|보구|치명)(\d{1,2})?(?:@(\*|[\p{L}\p{N}-]+))?$/u
const keyToken = /^#([a-z0-9][a-z0-9-]*)(?:@(\*|[\p{L}\p{N}-]+))?$/u
const supportToken = /^\+(g|k)(a|d)(m)?(?:@([\p{L}\p{N}-]+))?$/u

/**
 * Parses a GM's keyboard entry for one combatant's play, e.g. `s4`, `c3@lancer a2@archer`,
 * `np@*`, `#sk-last-stand`, `+ka@saber`, or `w`. Tokens are separated by spaces or commas.
 */
export function parsePlayEntry(text: string): { ok: true; entry: PlayEntry } | { ok: false; why: Reason } {
  const tokens = text.trim().toLowerCase().split(/[\s,]+/).filter(Boolean)
  if (tokens.length === 0) return { ok: false, why: reason('reason.duel.entryEmpty') }
  if (tokens.length === 1 && waits.has(tokens[0])) return { ok: true, entry: { cards: [], support: null } }
  const cards: EntryCard[] = []
  let support: EntrySupport | null = null
  for (const token of tokens) {
    if (waits.has(token)) return { ok: false, why: reason('reason.duel.entryWaitAlone') }
    const card = cardToken.exec(token)
    if (card) {
      cards.push({ kind: kinds[card[1]], grade: card[2] === undefined ? null : Number(card[2]), key: null, target: card[3] ?? null })
      continue
    }
    const keyed = keyToken.exec(token)
    if (keyed) {
      cards.push({ kind: null, grade: null, key: keyed[1], target: keyed[2] ?? null })
      continue
    }
    const help = supportToken.exec(token)
    if (help) {
      if (support) return { ok: false, why: reason('reason.duel.entryOneSupport') }
      support = { type: help[1] === 'g' ? 'general' : 'skill', mode: help[2] === 'a' ? 'attack' : 'defence', magic: help[3] === 'm', ally: help[4] ?? null }
      continue
    }
    return { ok: false, why: reason('reason.duel.entryUnknownToken', { token }) }
  }
  if (support && cards.length) return { ok: false, why: reason('reason.duel.entrySupportNoCards') }
  return { ok: true, entry: { cards, support } }
}

/** Someone an entry may name: its id and the names the GM may type. */
export interface EntryTarget {
  id: string
  names: string[]
}

/** The `duel.play` fields an entry stands for. */
export interface EntryPlay {
  cards: { opponent: string; card: string }[]
  support?: { ally: string; type: 'general' | 'skill'; mode: 'attack' | 'defence'; magic?: boolean }
}

/** Finds whom a typed name means: an id or a name, exactly or as the only one it starts. */
export function matchTarget(typed: string, targets: readonly EntryTarget[]): EntryTarget | undefined {
  const lower = typed.toLowerCase()
  const exact = targets.find((t) => t.id === lower || t.names.some((name) => name.toLowerCase() === lower))
  if (exact) return exact
  const starting = targets.filter((t) => t.id.startsWith(lower) || t.names.some((name) => name.toLowerCase().startsWith(lower)))
  return starting.length === 1 ? starting[0] : undefined
}

/** Picks the hand card a token means: by key, else by kind (and grade when typed); one with uses left first. */
function matchCard(token: EntryCard, cards: readonly HandCard[]): { ok: true; card: HandCard } | { ok: false; why: Reason } {
  if (token.key) {
    const card = cards.find((c) => c.key === token.key)
    return card ? { ok: true, card } : { ok: false, why: reason('reason.duel.entryNoKey', { key: token.key }) }
  }
  // a token without a key always has a kind (parsePlayEntry)
  const kind = cardWord(token.kind!)
  const ofKind = cards.filter((c) => c.kind === token.kind && (token.grade === null || c.grade === token.grade))
  if (ofKind.length === 0) {
    const why = token.grade === null ? reason('reason.duel.entryNoKind', { card: kind }) : reason('reason.duel.entryNoKindOfGrade', { card: kind, grade: token.grade })
    return { ok: false, why }
  }
  const usable = ofKind.filter((c) => c.count > 0)
  const pool = usable.length ? usable : ofKind
  if (new Set(pool.map((c) => c.key)).size > 1) {
    return { ok: false, why: reason('reason.duel.entryWhichCard', { card: kind, choices: pool.map((c) => `#${c.key} ${c.grade}`).join(', ') }) }
  }
  return { ok: true, card: pool[0] }
}

/**
 * Turns a parsed entry into a `duel.play` for one combatant: cards matched against its hand,
 * opponents and allies matched by name. An unnamed opponent is the only one, or the one an
 * intruder chose (`preferred`); `@*` presents the card to every opponent (area NP, D.51).
 */
export function entryToPlay(
  entry: PlayEntry,
  hand: readonly HandCard[],
  opponents: readonly EntryTarget[],
  allies: readonly EntryTarget[],
  preferred?: string
): { ok: true; play: EntryPlay } | { ok: false; why: Reason } {
  if (entry.support) {
    const { ally, ...rest } = entry.support
    const chosen = ally === null ? (allies.length === 1 ? allies[0] : undefined) : matchTarget(ally, allies)
    if (!chosen) return { ok: false, why: ally === null ? reason('reason.duel.entryNameAlly') : reason('reason.duel.entryNoAlly', { ally }) }
    return { ok: true, play: { cards: [], support: { ally: chosen.id, type: rest.type, mode: rest.mode, ...(rest.magic ? { magic: true } : {}) } } }
  }
  const cards: EntryPlay['cards'] = []
  for (const token of entry.cards) {
    const matched = matchCard(token, hand)
    if (!matched.ok) return matched
    const { card } = matched
    let targets: EntryTarget[]
    if (token.target === '*') targets = [...opponents]
    else if (token.target !== null) {
      const target = matchTarget(token.target, opponents)
      if (!target) return { ok: false, why: reason('reason.duel.entryNoOpponent', { opponent: token.target }) }
      targets = [target]
    } else {
      const only = opponents.length === 1 ? opponents[0] : opponents.find((o) => o.id === preferred)
      if (!only) return { ok: false, why: reason('reason.duel.entryNameOpponent', { card: token.key ? `#${token.key}` : cardWord(token.kind!) }) }
      targets = [only]
    }
    for (const target of targets) cards.push({ opponent: target.id, card: card.key })
  }
  return { ok: true, play: { cards } }
}
