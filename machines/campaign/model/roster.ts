import type { Campaign } from './campaign'
import { both, type Bilingual } from '../../text/bilingual'

/** Bilingual display names of a campaign's actors, teams, regions and PCs; unknown ids show as themselves. */
export type NameOf = (id: string) => Bilingual

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
    for (const m of campaign.masters) names.set(m.id, m.name)
    for (const s of campaign.servants) names.set(s.id, s.className)
  }
  return (id) => names.get(id) ?? both(id)
}
