import type { Actor, Campaign, Master, Servant, Team } from './campaign'
import { both, type Bilingual } from '../../text/bilingual'

// The campaign's lookups by id, in one place: the rules, the session log and the panels all ask
// here, so an actor, its team and its name are found one way everywhere.

/** A master or a servant: a team is one of each. */
export type ActorKind = 'master' | 'servant'

/** Bilingual display names of a campaign's actors, teams, regions and PCs; unknown ids show as themselves. */
export type NameOf = (id: string) => Bilingual

/** Finds a master or servant by id. */
export function findActor(campaign: Campaign, id: string): Actor | undefined {
  return campaign.masters.find((m) => m.id === id) ?? campaign.servants.find((s) => s.id === id)
}

/** Whether an actor is a servant (servants carry a class; masters a name). */
export function isServant(actor: Actor): actor is Servant {
  return 'className' in actor
}

/** Whether an actor is a master. */
export function isMaster(actor: Actor): actor is Master {
  return !isServant(actor)
}

/** Master or servant, by the actor's record. */
export function kindOf(actor: Actor): ActorKind {
  return isServant(actor) ? 'servant' : 'master'
}

/** The team of an actor by id, or undefined for an unknown id. */
export function teamOf(campaign: Campaign, id: string): string | undefined {
  return findActor(campaign, id)?.team
}

/** The team whose servant this is. */
export function teamOfServant(campaign: Campaign, servant: string): Team | undefined {
  return campaign.teams.find((t) => t.servant === servant)
}

/** The master of a servant (through their team), or undefined. */
export function masterOf(campaign: Campaign, servant: string): Master | undefined {
  const team = teamOfServant(campaign, servant)
  return team && campaign.masters.find((m) => m.id === team.master)
}

/** A team with those of its pair still in the war (null: dead, destroyed or missing). */
export interface ActiveTeam {
  team: Team
  master: Master | null
  servant: Servant | null
}

/** Every team, in order, with its master and servant that may still declare, fight or be waited for. */
export function activeTeams(campaign: Campaign): ActiveTeam[] {
  return campaign.teams.map((team) => {
    const master = campaign.masters.find((m) => m.id === team.master)
    const servant = campaign.servants.find((s) => s.id === team.servant)
    return { team, master: master?.status === 'active' ? master : null, servant: servant?.status === 'active' ? servant : null }
  })
}

/** The GM's name of an actor: a master's name, a servant's class (its true name is a secret shown apart). */
export function actorName(actor: Actor): Bilingual {
  return isServant(actor) ? actor.className : actor.name
}

/** The words the GM may type for an actor in a pasted or typed entry: names, class, true name, aliases. */
export function actorWords(actor: Actor): string[] {
  return isServant(actor) ? [actor.className.ko, actor.className.en, actor.trueName, ...actor.aliases] : [actor.name.ko, actor.name.en, ...actor.aliases]
}

/** The name of a servant's skill or noble phantasm by its id (a hand card's key), or undefined. */
export function servantAbilityName(campaign: Campaign, servant: string, key: string): Bilingual | undefined {
  const sheet = campaign.servants.find((s) => s.id === servant)
  return sheet?.skills.find((s) => s.id === key)?.name ?? sheet?.noblePhantasms.find((n) => n.id === key)?.name ?? sheet?.cards.find((c) => c.id === key)?.name
}

/**
 * The GM's names: a servant is its class (the true name is added only where a line is about it).
 * Later states win, so a team imported by the event is named by the state after it.
 */
export function namesOf(...campaigns: Campaign[]): NameOf {
  const names = new Map<string, Bilingual>()
  for (const campaign of campaigns) {
    // PCs first: should a PC share an id with a master or servant, the war's actor keeps it.
    for (const p of campaign.pcs) names.set(p.id, p.name)
    for (const r of campaign.regions) names.set(r.id, r.name)
    for (const t of campaign.teams) names.set(t.id, t.name)
    for (const m of campaign.masters) names.set(m.id, actorName(m))
    for (const s of campaign.servants) names.set(s.id, actorName(s))
  }
  return (id) => names.get(id) ?? both(id)
}
