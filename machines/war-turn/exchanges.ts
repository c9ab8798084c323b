import type { EmotionExchange, ExchangeRule } from './resolution'
import { heldEmotion, isPresent, type TurnActor, type TurnIndex } from './turn-index'

interface Permission {
  positiveOnly: boolean
  rule: ExchangeRule
}

interface Best {
  permission: Permission
  first: TurnActor
  second: TurnActor
  region: number
}

// Shared, never mutated: the hot loop allocates nothing for a pair that does not exchange.
const byT7: Permission = { positiveOnly: false, rule: 'T.7' }
const byT8: Permission = { positiveOnly: false, rule: 'T.8' }
const byT9: Permission = { positiveOnly: true, rule: 'T.9' }
const byT18: Permission = { positiveOnly: false, rule: 'T.18' }

/**
 * Daily-life emotion exchanges (T.6–T.9d, T.18): one per pair, ordered by the pair's actors in input
 * order (earlier actor first, then the later); `actors` lists the pair in input order too.
 */
export function resolveExchanges(index: TurnIndex): EmotionExchange[] {
  const best = new Map<number, Best>()
  const daily: TurnActor[] = []
  for (let region = 0; region < index.present.length; region++) {
    // T.6, T.19: only actors daily in the same region exchange; investigators are met on T.10–T.15 terms.
    daily.length = 0
    for (const actor of index.present[region]) if (actor.action === 'daily') daily.push(actor)
    for (let i = 0; i < daily.length; i++) {
      for (let j = i + 1; j < daily.length; j++) {
        const permission = pairPermission(index, daily[i], daily[j], region)
        if (!permission) continue
        // T.9b, T.9d: one exchange per pair per turn, unrestricted if any region allows it unrestricted.
        const key = daily[i].order * index.actorCount + daily[j].order
        const held = best.get(key)
        if (!held) best.set(key, { permission, first: daily[i], second: daily[j], region })
        else if (held.permission.positiveOnly && !permission.positiveOnly) {
          held.permission = permission
          held.region = region
        }
      }
    }
  }
  const keys = [...best.keys()].sort((a, b) => a - b)
  return keys.map((key) => {
    const pair = best.get(key) as Best
    return {
      actors: [pair.first.id, pair.second.id],
      region: index.regionIds[pair.region],
      positiveOnly: pair.permission.positiveOnly,
      rule: pair.permission.rule
    }
  })
}

/** T.9d: permission belongs to the pair, whichever of the two is "meeting" the other. */
function pairPermission(index: TurnIndex, x: TurnActor, y: TurnActor, region: number): Permission | undefined {
  if (x.kind === 'master' && y.kind === 'master') return byT7
  if (x.kind === 'servant' && y.kind === 'servant') return servantsPermission(index, x, y)
  return x.kind === 'master'
    ? masterServantPermission(index, x, y, region)
    : masterServantPermission(index, y, x, region)
}

function masterServantPermission(
  index: TurnIndex,
  master: TurnActor,
  servant: TurnActor,
  region: number
): Permission | undefined {
  // T.9a (T.9d: own master included): a servant negative toward the master is not met.
  if (heldEmotion(index, servant, master) === 'negative') return undefined
  if (servant.team === master.team) return byT7
  const servantsMaster = servant.mate
  // T.8 / T.9: the servant's master counts as present whatever it declared (T.9d).
  if (isPresent(servantsMaster, region)) {
    return servantsMaster && heldEmotion(index, master, servantsMaster) ? byT8 : undefined
  }
  return heldEmotion(index, master, servant) ? byT9 : undefined
}

/**
 * T.18 (second reading): two recovering servants of different teams in one region exchange with no
 * earlier bond (003 §2-3 sets no limit), unless either is negative toward the other (T.9a: they did
 * not meet). A servant's own team has no other servant, so any two here are of different teams.
 */
function servantsPermission(index: TurnIndex, x: TurnActor, y: TurnActor): Permission | undefined {
  if (heldEmotion(index, x, y) === 'negative' || heldEmotion(index, y, x) === 'negative') return undefined
  return x.team === y.team ? undefined : byT18
}
