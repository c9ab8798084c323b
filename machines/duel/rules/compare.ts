import type { Settings } from '../../campaign/model/settings'
import type { Card } from './input'
import type { Pool } from './terms'

/** Which kind of damage a blow deals, tallied per type for D.71. */
export type DamageType = 'general' | 'skill' | 'magic' | 'np' | 'special'

/** The bare result of comparing two cards: who won and the card damage before any bonus (D.47 step 1). */
export type Comparison =
  | { winner: null; amount: 0; rules: string[] }
  | { winner: 'x' | 'y'; card: PlayedCard; amount: number; rules: string[] }

/** A card that presents something (every card but wait). */
export type PlayedCard = Exclude<Card, { kind: 'wait' }>

/** The damage type a card deals: basic → general, critical → special (D.71's five types). */
export function damageTypeOf(card: PlayedCard): DamageType {
  switch (card.kind) {
    case 'smash':
    case 'counter':
    case 'assault':
      return 'general'
    case 'critical':
      return 'special'
    default:
      return card.kind
  }
}

/** The pool a card's damage goes to: magic always hits mp (D.30, V.2). */
export function poolOf(card: PlayedCard): Pool {
  return card.kind === 'magic' ? 'mp' : 'hp'
}

const won = (winner: 'x' | 'y', card: PlayedCard, amount: number, rules: string[]): Comparison => ({ winner, card, amount, rules })
const isSpecial = (card: PlayedCard): boolean => card.kind === 'np' || card.kind === 'critical'

/** Compares the two cards of a pairing by grades alone, as D.47 requires; bonuses come after. */
export function compareCards(x: Card, y: Card, settings: Settings): Comparison {
  // rule D.16: waiting presents nothing; the other card lands in full, wait vs wait does nothing
  if (x.kind === 'wait') return y.kind === 'wait' ? { winner: null, amount: 0, rules: ['D.16'] } : won('y', y, y.grade, ['D.16'])
  if (y.kind === 'wait') return won('x', x, x.grade, ['D.16'])

  // rule D.34: NP and critical beat every other card; against each other per ⚙ specialVsSpecial
  if (isSpecial(x) && isSpecial(y)) {
    return settings.specialVsSpecial === 'difference' ? difference(x, y, ['D.34', 'D.15']) : higherInFull(x, y, ['D.34'])
  }
  if (isSpecial(x)) return won('x', x, x.grade, ['D.34'])
  if (isSpecial(y)) return won('y', y, y.grade, ['D.34'])

  // rule D.31: magic against magic cancels, whatever the steps; the larger deals the difference
  if (x.kind === 'magic' && y.kind === 'magic') return difference(x, y, ['D.31'])
  if (x.kind === 'magic' || y.kind === 'magic') {
    const magic = x.kind === 'magic' ? x : (y as PlayedCard & { kind: 'magic' })
    // rule D.32: a single-step magic is an equal card: the higher damage wins in full
    if (magic.steps === 1) return higherInFull(x, y, ['D.32'])
    // rules D.30, D.33: multi-step magic beats a basic or skill card, which does not cancel it
    return won(magic === x ? 'x' : 'y', magic, magic.grade, ['D.30', 'D.33'])
  }

  // rule D.2: skill cards are equal to each other, so they compare like D.15
  if (x.kind === 'skill' && y.kind === 'skill') return difference(x, y, ['D.2', 'D.15'])
  if (x.kind === 'skill' || y.kind === 'skill') {
    const skillIsX = x.kind === 'skill'
    const skill = (skillIsX ? x : y) as PlayedCard & { kind: 'skill' }
    const basic = skillIsX ? y : x
    // rule D.2: a skill card beats two basic cards and loses to its weakTo
    const skillWins = skill.weakTo !== basic.kind
    const card = skillWins ? skill : basic
    return won(skillWins === skillIsX ? 'x' : 'y', card, card.grade, ['D.2', 'D.14'])
  }

  // rule D.15: the same basic card on both sides
  if (x.kind === y.kind) return difference(x, y, ['D.15'])
  // rules D.1, D.14: the ⚙ cardCycle decides, the winner deals its grade
  const xBeatsY = settings.cardCycle[x.kind as keyof Settings['cardCycle']] === y.kind
  return xBeatsY ? won('x', x, x.grade, ['D.1', 'D.14']) : won('y', y, y.grade, ['D.1', 'D.14'])
}

/** D.15: the higher grade wins and deals only the difference; equal grades do nothing. */
function difference(x: PlayedCard, y: PlayedCard, rules: string[]): Comparison {
  if (x.grade === y.grade) return { winner: null, amount: 0, rules }
  return x.grade > y.grade ? won('x', x, x.grade - y.grade, rules) : won('y', y, y.grade - x.grade, rules)
}

/** D.32 (and D.34 with ⚙ specialVsSpecial `full`): the higher grade wins and deals it in full. */
function higherInFull(x: PlayedCard, y: PlayedCard, rules: string[]): Comparison {
  if (x.grade === y.grade) return { winner: null, amount: 0, rules }
  return x.grade > y.grade ? won('x', x, x.grade, rules) : won('y', y, y.grade, rules)
}
