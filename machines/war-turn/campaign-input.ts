import type { Campaign } from '../campaign/model/campaign'
import type { TurnInput } from './input'
import { mustOnlyRest } from '../campaign/model/at-risk'

/** A declaration as the war turn collects it. */
export interface Declaration {
  actor: string
  action: 'daily' | 'investigate' | 'rest'
  regions: string[]
}

/** Builds the `resolve-turn` input (the headless contract) from the campaign and the declarations. */
export function turnInputFromCampaign(campaign: Campaign, declarations: readonly Declaration[]): TurnInput {
  const baseOf = new Map(campaign.teams.map((t) => [t.id, t.base]))
  return {
    regions: campaign.regions.map((r) => ({ id: r.id })),
    actors: [
      ...campaign.masters.map((m) => ({
        id: m.id,
        kind: 'master' as const,
        team: m.team,
        base: baseOf.get(m.team),
        status: m.status === 'dead' ? ('dead' as const) : ('active' as const),
        // rule V.6: in the scene after its fall a master at 0 or below can only rest (anywhere)
        mustRest: mustOnlyRest(campaign, m.id)
      })),
      ...campaign.servants.map((s) => ({
        id: s.id,
        kind: 'servant' as const,
        team: s.team,
        base: baseOf.get(s.team),
        status: s.status === 'destroyed' ? ('destroyed' as const) : ('active' as const)
      }))
    ],
    declarations: declarations.map((d) => ({ actor: d.actor, action: d.action, regions: [...d.regions] })),
    emotions: campaign.emotions.map((e) => ({ from: e.from, to: e.to, sign: e.sign })),
    traces: campaign.traces.map((t) => ({ servant: t.servant, region: t.region })),
    settings: { restLeavesTrace: campaign.settings.restLeavesTrace }
  }
}
