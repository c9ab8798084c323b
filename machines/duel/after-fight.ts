import type { ActorKind } from '../campaign/model/roster'

/** An actor who took part in a war-turn fight. */
export interface Fighter {
  id: string
  kind: ActorKind
  team: string
}

/** An emotion exchange two fighters may make after the fight (T.23); signs are the GM's choice. */
export interface AfterFightExchange {
  actors: [string, string]
  positiveOnly: false
  rule: 'T.23'
}

/** Info a servant's team gains on a servant it fought (T.24). */
export interface AfterFightInfo {
  team: string
  servant: string
  by: string
  rule: 'T.24'
}

/** What a war-turn fight leaves behind, proposed to the GM. */
export interface AfterFightProposal {
  emotionExchanges: AfterFightExchange[]
  info: AfterFightInfo[]
}

/**
 * Propose T.23 exchanges (servants with servants, masters with masters, across teams) and T.24 info
 * (servants on each other; masters gain none), in fighter order; a repeated fighter counts once.
 */
export function proposeAfterFight(fighters: readonly Fighter[]): AfterFightProposal {
  const unique = [...new Map(fighters.map((fighter) => [fighter.id, fighter])).values()]
  const emotionExchanges: AfterFightExchange[] = []
  for (let i = 0; i < unique.length; i++) {
    for (let j = i + 1; j < unique.length; j++) {
      const [x, y] = [unique[i], unique[j]]
      if (x.kind !== y.kind || x.team === y.team) continue
      emotionExchanges.push({ actors: [x.id, y.id], positiveOnly: false, rule: 'T.23' })
    }
  }
  const info: AfterFightInfo[] = []
  const known = new Set<string>()
  for (const learner of unique) {
    if (learner.kind !== 'servant') continue
    for (const other of unique) {
      if (other.kind !== 'servant' || other.team === learner.team) continue
      // T.22: info is team-owned, one point per (team, servant) from this source.
      const key = `${learner.team}\u0000${other.id}`
      if (known.has(key)) continue
      known.add(key)
      info.push({ team: learner.team, servant: other.id, by: learner.id, rule: 'T.24' })
    }
  }
  return { emotionExchanges, info }
}
