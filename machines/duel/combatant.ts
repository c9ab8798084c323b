import type { Campaign, Master, Servant, SheetCard } from '../campaign/model/campaign'
import { findActor, isServant } from '../campaign/model/roster'
import { parameterNames } from '../campaign/model/settings'
import type { ParameterName, Settings } from '../campaign/model/settings'
import type { Hand, HandCard } from './rules/hand'
import { convictionPoolBonus, handOf, masterHand, servantBasicCards } from './rules/hand'
import type { LifeActor } from './rules/life'
import type { CombatantStatus, Row } from './rules/terms'
import { servantMpFloor } from './rules/life'
import { gradeOfRank } from '../campaign/model/rank-grade'

/** One fighter of a running duel, kept as plain JSON in the duel's context. */
export interface Combatant {
  id: string
  kind: 'servant' | 'master'
  /** Fighters of one side are allies (default: the actor's team). */
  side: string
  row: Row
  status: CombatantStatus
  /** The uses left this duel (D.3, D.42). */
  hand: Hand
  /** The hand it came in with, so D.52 can tell what it spent. */
  fresh: Hand
  /** What its skills and NPs take off a blow it loses (D.47). */
  guard: { skill: number; np: number }
  /** D.21: the master spent a conviction point for this duel. */
  conviction: boolean
  /** D.52: the reorganize skill. */
  reorganize: boolean
  /** D.21: hp and mp it holds on top of its own for this duel, lost first. */
  bonus: number
  /** Hp and mp lost in this duel so far; written into the campaign when the duel is applied. */
  lost: { hp: number; mp: number }
  /** Its hp just before the duel, the D.71 denominator. */
  hpBefore: number
  /** D.61: fate points this master spent on its servant's escapes. */
  fateSpent: number
  /** D.52: the opponent an intruder chose (absent for those who started the duel). */
  opponent?: string
}

/** What the GM chooses for one fighter when a duel starts or an actor intrudes. */
export interface CombatantSpec {
  actor: string
  side?: string
  row: Row
  conviction: boolean
  /** GM-set cards (D.22): a card with the key of a derived one replaces it, any other is added. */
  cards: HandCard[]
}

/** The servant's parameter grades (`+` ignored, glossary). */
export function parameterGrades(servant: Servant, settings: Pick<Settings, 'rankGrades'>): Record<ParameterName, number> {
  return Object.fromEntries(parameterNames.map((name) => [name, gradeOfRank(servant.parameters[name], settings)])) as Record<ParameterName, number>
}

/** D.22 basic cards (with the sheet's overrides), skill cards (D.2), NPs (D.34, D.51) and the sheet's own cards of a servant. */
export function servantCards(servant: Servant, settings: Pick<Settings, 'rankGrades' | 'servantCardsFrom'>): HandCard[] {
  const derived = servantBasicCards(parameterGrades(servant, settings), settings)
  const basics = (['smash', 'counter', 'assault'] as const).flatMap((kind): HandCard[] => {
    const override = servant.cardOverrides[kind]
    if (override) return override.count > 0 ? [{ key: kind, kind, grade: override.grade, count: override.count }] : []
    return derived.filter((card) => card.kind === kind)
  })
  const skills = servant.skills.flatMap((skill): HandCard[] =>
    skill.card
      ? [{ key: skill.id, kind: 'skill', grade: skill.card.grade, count: skill.card.count, weakTo: skill.card.weakTo, ...(skill.card.ranged ? { ranged: true } : {}) }]
      : []
  )
  const nps = servant.noblePhantasms.map((np): HandCard => ({ key: np.id, kind: 'np', grade: np.grade, count: np.count, ...(np.area ? { area: true } : {}) }))
  return [...basics, ...skills, ...nps, ...servant.cards.map(sheetHandCard)].filter((card) => card.count > 0)
}

/** A card of the sheet as the duel holds it, under its own id (D.30–D.34, D.40; D.47 magic steps). */
export function sheetHandCard(card: SheetCard): HandCard {
  return {
    key: card.id,
    kind: card.kind,
    grade: card.grade,
    count: card.count,
    ...(card.ranged ? { ranged: true } : {}),
    ...(card.kind === 'magic' ? { steps: card.steps ?? 2 } : {})
  }
}

/** D.20 / D.21 for a master, D.22 for a servant, then the GM's own cards by key; support uses follow (D.42). */
export function startingHand(actor: Master | Servant, spec: Pick<CombatantSpec, 'conviction' | 'cards'>, settings: Settings): Hand {
  const derived = isServant(actor) ? servantCards(actor, settings) : masterHand(actor, { conviction: spec.conviction }).cards
  const byKey = new Map(derived.map((card) => [card.key, card]))
  for (const card of spec.cards) byKey.set(card.key, { ...card })
  return handOf([...byKey.values()])
}

/** The guard a servant's skills and NPs give (D.47); masters have none. */
export function guardOf(actor: Master | Servant): { skill: number; np: number } {
  if (!isServant(actor)) return { skill: 0, np: 0 }
  const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0)
  return { skill: sum(actor.skills.map((skill) => skill.guard)), np: sum(actor.noblePhantasms.map((np) => np.guard)) }
}

/** A new combatant from the campaign actor and the GM's choices. */
export function createCombatant(campaign: Campaign, spec: CombatantSpec): Combatant {
  const actor = findActor(campaign, spec.actor)
  if (!actor) throw new Error(`unknown actor "${spec.actor}"`)
  const servant = isServant(actor)
  const hand = startingHand(actor, spec, campaign.settings)
  const bonus = spec.conviction ? convictionPoolBonus : 0
  return {
    id: actor.id,
    kind: servant ? 'servant' : 'master',
    side: spec.side ?? actor.team,
    row: spec.row,
    status: 'in',
    hand,
    fresh: hand,
    guard: guardOf(actor),
    conviction: spec.conviction,
    reorganize: servant && actor.skills.some((skill) => skill.reorganize),
    bonus,
    lost: { hp: 0, mp: 0 },
    // rule D.21: the conviction hp is part of the hp it enters the duel with
    hpBefore: actor.hp + bonus,
    fateSpent: 0
  }
}

/** A combatant's hp and mp now, their maxima for the duel, and the lowest mp it may reach (V.4). */
export interface CombatantPools {
  hp: number
  mp: number
  maxHp: number
  maxMp: number
  /** V.4 for a servant; a master's pools have no floor (V.6). */
  mpFloor: number | null
}

/** The combatant's pools, read from the campaign actor minus what the duel took. */
export function poolsOf(combatant: Combatant, campaign: Campaign): CombatantPools {
  const actor = findActor(campaign, combatant.id)
  if (!actor) throw new Error(`unknown actor "${combatant.id}"`)
  const floor = isServant(actor) ? servantMpFloorOf(actor, campaign.settings) : null
  return {
    hp: actor.hp + combatant.bonus - combatant.lost.hp,
    mp: actor.mp + combatant.bonus - combatant.lost.mp,
    maxHp: actor.maxHp + combatant.bonus,
    maxMp: actor.maxMp + combatant.bonus,
    mpFloor: floor
  }
}

/** V.4 for one servant of the campaign. */
export function servantMpFloorOf(servant: Servant, settings: Settings): number {
  const grades = parameterGrades(servant, settings)
  return servantMpFloor({ luck: grades.luck, mana: grades.mana }, settings)
}

/** The combatant as the life rules read it (V.2–V.6). */
export function lifeOf(combatant: Combatant, campaign: Campaign): LifeActor {
  const { hp, mp } = poolsOf(combatant, campaign)
  const actor = findActor(campaign, combatant.id)
  if (actor && isServant(actor)) {
    const grades = parameterGrades(actor, campaign.settings)
    return { id: combatant.id, kind: 'servant', hp, mp, luck: grades.luck, mana: grades.mana }
  }
  return { id: combatant.id, kind: 'master', hp, mp }
}

/** The combatant after its pools became `life` (what it lost is measured from the campaign actor). */
export function withLife(combatant: Combatant, life: Pick<LifeActor, 'hp' | 'mp'>, campaign: Campaign): Combatant {
  const now = poolsOf(combatant, campaign)
  return { ...combatant, lost: { hp: combatant.lost.hp + (now.hp - life.hp), mp: combatant.lost.mp + (now.mp - life.mp) } }
}
