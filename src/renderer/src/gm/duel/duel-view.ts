import type { Campaign } from '@machines/campaign/model/campaign'
import { actorName as rosterName, actorWords, findActor, servantAbilityName } from '@machines/campaign/model/roster'
import type { Combatant } from '@machines/duel/combatant'
import type { DuelContext } from '@machines/duel/context'
import type { HandCard } from '@machines/duel/rules/hand'
import type { EntryTarget } from '@machines/duel/play-entry'
import type { SealedPlay, SupportPlay } from '@machines/duel/plays'

type Locale = 'ko' | 'en'

/** The GM's name for an actor: a master's name, a servant's class (its true name is shown beside it). */
export function actorName(campaign: Campaign, id: string, locale: Locale): string {
  const actor = findActor(campaign, id)
  return actor ? rosterName(actor)[locale] : id
}

/** What the GM may type to name an actor in a play entry: its id, names, class names and aliases. */
export function entryTarget(campaign: Campaign, id: string): EntryTarget {
  const actor = findActor(campaign, id)
  return { id, names: actor ? actorWords(actor) : [] }
}

/** The fighters still in the duel. */
export function fighting(context: DuelContext): Combatant[] {
  return context.combatants.filter((c) => c.status === 'in')
}

/** The fighters a combatant may present cards to (other sides, still in). */
export function opponentsOf(context: DuelContext, combatant: Combatant): Combatant[] {
  return fighting(context).filter((c) => c.side !== combatant.side)
}

/** The front-row allies a back-row combatant may support (D.41). */
export function alliesOf(context: DuelContext, combatant: Combatant): Combatant[] {
  return fighting(context).filter((c) => c.side === combatant.side && c.id !== combatant.id && c.row === 'front')
}

/** The name of a hand card: the skill or NP it comes from, else its kind's key for the catalog. */
export function cardSource(campaign: Campaign, actor: string, card: Pick<HandCard, 'key'>, locale: Locale): string | null {
  return servantAbilityName(campaign, actor, card.key)?.[locale] ?? null
}

/** A sealed play in the entry syntax, for the GM's tooltip (`s@lancer`, `+ga@saber`). */
export function playText(play: SealedPlay, hand: readonly HandCard[]): string {
  if (play.support) {
    const s = play.support
    return `+${s.type === 'general' ? 'g' : 'k'}${s.mode === 'attack' ? 'a' : 'd'}${s.magic ? 'm' : ''}@${s.ally}`
  }
  if (play.cards.length === 0) return 'w'
  return play.cards
    .map(({ opponent, card }) => {
      const handCard = hand.find((c) => c.key === card)
      return `${handCard ? `#${handCard.key} ${handCard.grade}` : card}@${opponent}`
    })
    .join(' ')
}

/** The team colour of a side, when the side is a team. */
export function sideColor(campaign: Campaign, side: string): string {
  return campaign.teams.find((t) => t.id === side)?.color ?? '#888888'
}

/** A support as the melee grid's select holds it (`ally|type|mode`, `|m` for support magic). */
export function supportValue(support: SupportPlay | undefined): string {
  return support ? `${support.ally}|${support.type}|${support.mode}${support.magic ? '|m' : ''}` : ''
}

/** The support a grid select value stands for (the inverse of `supportValue`). */
export function supportOfValue(value: string): SupportPlay | undefined {
  if (!value) return undefined
  const [ally, type, mode, magic] = value.split('|')
  return { ally, type: type === 'skill' ? 'skill' : 'general', mode: mode === 'defence' ? 'defence' : 'attack', ...(magic === 'm' ? { magic: true } : {}) }
}

/** The card key a sealed play presents to one opponent ('' = wait), as the grid's cell shows it. */
export function sealedCardFor(play: SealedPlay | undefined, opponent: string): string {
  return play?.cards.find((c) => c.opponent === opponent)?.card ?? ''
}
