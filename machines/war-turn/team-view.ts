import type { Campaign } from '../campaign/model/campaign'
import { activeTeams } from '../campaign/model/roster'
import type { Declaration } from './campaign-input'
import type { WarTurnContext } from './machine'
import { declarationOptions } from './declaration-options'
import type { DeclarationOptions } from './declaration-offer'

/** One living actor of the team and what it has sealed this turn. */
export interface WarTurnTeamSlot {
  actor: string
  kind: 'master' | 'servant'
  /** V.6: a master at 0 or below since the scene before can only rest (the war turn refuses anything else). */
  mustRest: boolean
  /** What the engine accepts from it now: the page offers these and nothing else. */
  options: DeclarationOptions
  /** The team's own sealed declaration, null until one is made. */
  declaration: Omit<Declaration, 'actor'> | null
}

/** What a team sees of a running war turn: its own living actors' declarations and whether it may still seal them. */
export interface WarTurnTeamView {
  kind: 'warTurn'
  turn: number
  /** T.1: declarations are collected until the GM resolves the turn. */
  open: boolean
  slots: WarTurnTeamSlot[]
  /** The city's regions to declare over (public: the map every player has). */
  regions: { id: string; name: { ko: string; en: string } }[]
}

/** Builds one team's picture of a war turn: only its own actors' declarations, never another team's (or their count). */
export function warTurnTeamView(value: string, context: WarTurnContext, campaign: Campaign, team: string): WarTurnTeamView {
  const own = activeTeams(campaign).find((t) => t.team.id === team)
  const slot = (actor: string, kind: WarTurnTeamSlot['kind']): WarTurnTeamSlot[] => {
    const declared = context.declarations.find((d) => d.actor === actor)
    const options = declarationOptions(campaign, actor)
    if (!options) return []
    return [{ actor, kind, mustRest: options.mustRest, options, declaration: declared ? { action: declared.action, regions: [...declared.regions] } : null }]
  }
  const slots = own ? [...(own.master ? slot(own.master.id, 'master') : []), ...(own.servant ? slot(own.servant.id, 'servant') : [])] : []
  const regions = campaign.regions.map((r) => ({ id: r.id, name: { ko: r.name.ko, en: r.name.en } }))
  return { kind: 'warTurn', turn: context.turn, open: value === 'collecting', slots, regions }
}
