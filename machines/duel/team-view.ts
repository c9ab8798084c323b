import type { Campaign } from '../campaign/model/campaign'
import type { Bilingual } from '../text/bilingual'
import type { Row, CombatantStatus } from './rules/terms'
import type { HandCard } from './rules/hand'
import { masterHand } from './rules/hand'
import { poolsOf, servantCards } from './combatant'
import type { DuelContext } from './context'
import type { SealedPlay } from './plays'
import { playOptions } from './play-options'
import type { Reason } from '../reasons/reason'

/** One card as its own team sees it: uses left (D.3), grade, and the skill's or NP's name. */
export interface TeamCard {
  key: string
  kind: HandCard['kind']
  grade: number
  count: number
  /** A skill card's or NP's own name; null for a basic card (named by its kind). */
  name: Bilingual | null
}

/** One of the team's own fighters in the running duel. */
export interface DuelTeamFighter {
  actor: string
  row: Row
  status: CombatantStatus
  hp: number
  mp: number
  maxHp: number
  maxMp: number
  /** D.3, D.42: what it can still play this duel. */
  cards: TeamCard[]
  generalSupport: number
  skillSupport: number
  /** D.3, D.17, D.40: each card the engine accepts from it now, or refuses with the rule's reason (`playOptions`). */
  offers: { key: string; allowed: boolean; why?: Reason }[]
  /** D.17: no card use left, so it waits. */
  mustWait: boolean
  /** D.50: its own sealed play this exchange, null until sealed. */
  play: SealedPlay | null
}

/** What a team sees of a running duel beyond the board: only its own fighters' hands and plays. */
export interface DuelTeamView {
  kind: 'duel'
  /** D.50: plays are sealed while the exchange collects them. */
  collecting: boolean
  fighters: DuelTeamFighter[]
}

/** The cards a team's own actors bring to any duel (D.20, D.22, D.2, D.34), with their full counts. */
export interface DuelTeamSheet {
  kind: 'duel'
  actors: { actor: string; cards: TeamCard[] }[]
}

function namedCards(campaign: Campaign, actor: string, cards: readonly HandCard[]): TeamCard[] {
  const servant = campaign.servants.find((s) => s.id === actor)
  const nameOf = (key: string): Bilingual | null => {
    const named = servant?.skills.find((k) => k.id === key) ?? servant?.noblePhantasms.find((n) => n.id === key) ?? servant?.cards.find((c) => c.id === key)
    return named ? { ko: named.name.ko, en: named.name.en } : null
  }
  return cards.map((card) => ({ key: card.key, kind: card.kind, grade: card.grade, count: card.count, name: nameOf(card.key) }))
}

/** One team's picture of a running duel: its own combatants only (D.50: nobody else's plays or counts). */
export function duelTeamView(value: string, context: DuelContext, campaign: Campaign, team: string): DuelTeamView {
  const teamOf = new Map([...campaign.masters, ...campaign.servants].map((a) => [a.id, a.team]))
  const fighters = context.combatants
    .filter((c) => teamOf.get(c.id) === team)
    .map((c): DuelTeamFighter => {
      const { hp, mp, maxHp, maxMp } = poolsOf(c, campaign)
      const play = context.plays.find((p) => p.actor === c.id)
      const options = playOptions(context.combatants, c.id)
      return {
        actor: c.id,
        row: c.row,
        status: c.status,
        hp,
        mp,
        maxHp,
        maxMp,
        cards: namedCards(campaign, c.id, c.hand.cards),
        generalSupport: c.hand.generalSupport,
        skillSupport: c.hand.skillSupport,
        offers: options.cards.map((card) => ({ key: card.key, allowed: card.allowed, ...(card.why ? { why: card.why } : {}) })),
        mustWait: options.mustWait,
        play: play ? structuredClone(play) : null
      }
    })
  return { kind: 'duel', collecting: value === 'collecting', fighters }
}

/** The cards one team's master and servant bring to a duel, from their sheets. */
export function duelTeamSheet(campaign: Campaign, team: string): DuelTeamSheet {
  const own = campaign.teams.find((t) => t.id === team)
  const master = campaign.masters.find((m) => m.id === own?.master)
  const servant = campaign.servants.find((s) => s.id === own?.servant)
  return {
    kind: 'duel',
    actors: [
      ...(master ? [{ actor: master.id, cards: namedCards(campaign, master.id, masterHand(master).cards) }] : []),
      ...(servant ? [{ actor: servant.id, cards: namedCards(campaign, servant.id, servantCards(servant, campaign.settings)) }] : [])
    ]
  }
}
