import demo from '../data/demo-campaign.json'
import { campaignSchema } from '../machines/campaign/model'
import { createDocument, type CampaignDocument } from '../machines/campaign/document'
import { CampaignEngine } from '../machines/campaign/engine'
import { mulberry32 } from '../machines/dice/random'

/** The size of a synthetic campaign, in phases played. */
export interface SyntheticSize {
  warTurns: number
  /** GM adjustments between turns, to reach the target event count. */
  adjustmentsPerTurn: number
}

/** The long campaign: 100 war turns and enough GM edits for about 20,000 events. */
export const longCampaign: SyntheticSize = { warTurns: 100, adjustmentsPerTurn: 180 }

const actors = ['m-haneul', 'saber', 'm-elias', 'lancer', 'm-sora', 'archer', 'm-verdant', 'caster'] as const
const regions = ['church', 'port', 'park', 'school', 'station', 'old-town', 'hospital', 'market', 'mansion'] as const

/** Plays a synthetic campaign through the real machines and returns the engine (seeded, repeatable). */
export function playSyntheticCampaign(size: SyntheticSize, seed = 1): CampaignEngine {
  const random = mulberry32(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString()
  const engine = new CampaignEngine(createDocument(campaignSchema.parse(structuredClone(demo)), at(0)), random)
  let clock = 0
  const send = (command: unknown): void => {
    const result = engine.dispatch(command, at(++clock))
    if (!result.ok) throw new Error(`synthetic campaign: ${JSON.stringify(command)} refused: ${result.error}`)
  }
  for (let turn = 0; turn < size.warTurns; turn++) {
    send({ type: 'turn.start' })
    for (const actor of actors) {
      const isMaster = actor.startsWith('m-')
      const action = random() < 0.5 ? 'daily' : 'investigate'
      const count = isMaster && action === 'daily' ? 3 : 1
      const chosen = new Set<string>()
      while (chosen.size < count) chosen.add(pick(regions))
      send({ type: 'turn.declare', actor, action, regions: [...chosen] })
    }
    send({ type: 'turn.resolve' })
    send({ type: 'turn.publish', text: `Turn ${turn + 1}: something stirred in the city` })
    send({ type: 'turn.apply' })
    // Damage then healing on the same actor, so nobody drifts into V.6's forced rest.
    for (let i = 0; i < size.adjustmentsPerTurn; i += 2) {
      const actor = pick(actors)
      send({ type: 'actor.adjust', actor, hp: -1, mp: -1 })
      send({ type: 'actor.adjust', actor, hp: 1, mp: 1 })
    }
  }
  return engine
}

/** The synthetic campaign as a saved document. */
export function syntheticDocument(size: SyntheticSize = longCampaign, seed = 1): CampaignDocument {
  return playSyntheticCampaign(size, seed).toDocument(new Date(Date.UTC(2026, 5, 1)).toISOString())
}
