import type { DuelOpportunity, InfoGain, TurnFight } from './resolution'
import type { TeamPresence, TurnActor, TurnIndex } from './turn-index'

/** What investigators find in one war turn. */
export interface InvestigationResults {
  info: InfoGain[]
  fights: TurnFight[]
  duelOpportunities: DuelOpportunity[]
}

/**
 * Investigations (T.10–T.15, T.22), in region order, then investigator in input order, then the
 * opponent teams in the order their first actor appears in the input.
 */
export function resolveInvestigations(index: TurnIndex): InvestigationResults {
  const results = new Collector(index)
  for (const [region, present] of index.present.entries()) {
    for (const investigator of present) {
      if (investigator.action !== 'investigate') continue
      let metOpponent = false
      for (const group of index.teamsPresent[region]) {
        if (group.team === investigator.team) continue
        metOpponent = true
        meetTeam(results, investigator, group, region)
      }
      // T.13: only an investigator who met no opponent finds the traces; T.14 otherwise nothing.
      if (!metOpponent) {
        for (const servant of index.tracesIn[region]) {
          if (servant.team !== investigator.team) results.info(investigator, servant, region, 'trace', 'T.13')
        }
      }
    }
  }
  return results.lists
}

function meetTeam(results: Collector, investigator: TurnActor, group: TeamPresence, region: number): void {
  if (group.servant) {
    const rule = group.master ? 'T.10' : 'T.11'
    results.info(investigator, group.servant, region, 'encounter', rule)
    results.opportunity(investigator, group.servant, region)
    return
  }
  if (!group.master) return
  // T.12: a lone master. T.15: the opportunity is with its own servant, wherever it is, if it takes part.
  const servant = group.master.mate
  if (investigator.kind === 'master') results.fight(investigator, group.master, region)
  else if (servant) results.info(investigator, servant, region, 'encounter', 'T.12')
  if (servant) results.opportunity(investigator, servant, region)
}

/** Appends each outcome once: info per (team, servant, source) (T.22), fight per pair, opportunity per (by, servant). */
class Collector {
  readonly lists: InvestigationResults = { info: [], fights: [], duelOpportunities: [] }
  private readonly seenInfo = new Set<number>()
  private readonly seenFights = new Set<number>()
  private readonly seenOpportunities = new Set<number>()

  constructor(private readonly index: TurnIndex) {}

  info(by: TurnActor, servant: TurnActor, region: number, source: InfoGain['source'], rule: InfoGain['rule']): void {
    // A team is named by the lower order of its declared actors, so keys stay numeric.
    const team = by.mate ? Math.min(by.order, by.mate.order) : by.order
    const key = (team * this.index.actorCount + servant.order) * 2 + (source === 'trace' ? 1 : 0)
    if (this.seenInfo.has(key)) return
    this.seenInfo.add(key)
    const regionId = this.index.regionIds[region]
    this.lists.info.push({ team: by.team, servant: servant.id, by: by.id, region: regionId, source, rule })
  }

  fight(investigator: TurnActor, master: TurnActor, region: number): void {
    const low = Math.min(investigator.order, master.order)
    const high = Math.max(investigator.order, master.order)
    const key = low * this.index.actorCount + high
    if (this.seenFights.has(key)) return
    this.seenFights.add(key)
    this.lists.fights.push({
      kind: 'masters',
      actors: [investigator.id, master.id],
      region: this.index.regionIds[region],
      stake: 'command-seal',
      rule: 'T.12'
    })
  }

  opportunity(by: TurnActor, servant: TurnActor, region: number): void {
    const key = by.order * this.index.actorCount + servant.order
    if (this.seenOpportunities.has(key)) return
    this.seenOpportunities.add(key)
    const regionId = this.index.regionIds[region]
    this.lists.duelOpportunities.push({ by: by.id, servant: servant.id, region: regionId, rule: 'T.15' })
  }
}
