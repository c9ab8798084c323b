import type { Campaign } from '@machines/campaign/model/campaign'
import type { Combatant } from '@machines/duel/combatant'
import type { DuelContext } from '@machines/duel/context'
import type { HandCard } from '@machines/duel/rules/hand'
import type { EntryTarget } from '@machines/duel/play-entry'
import type { SealedPlay } from '@machines/duel/plays'

type Locale = 'ko' | 'en'

/** The GM's name for an actor: a master's name, a servant's class (its true name is shown beside it). */
export function actorName(campaign: Campaign, id: string, locale: Locale): string {
  const master = campaign.masters.find((m) => m.id === id)
  if (master) return master.name[locale]
  const servant = campaign.servants.find((s) => s.id === id)
  return servant ? servant.className[locale] : id
}

/** What the GM may type to name an actor in a play entry: its id, names, class names and aliases. */
export function entryTarget(campaign: Campaign, id: string): EntryTarget {
  const master = campaign.masters.find((m) => m.id === id)
  const servant = campaign.servants.find((s) => s.id === id)
  const names = master ? [master.name.ko, master.name.en, ...master.aliases] : servant ? [servant.className.ko, servant.className.en, servant.trueName, ...servant.aliases] : []
  return { id, names }
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
  const servant = campaign.servants.find((s) => s.id === actor)
  const skill = servant?.skills.find((s) => s.id === card.key)
  if (skill) return skill.name[locale]
  const np = servant?.noblePhantasms.find((n) => n.id === card.key)
  return np ? np.name[locale] : null
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
