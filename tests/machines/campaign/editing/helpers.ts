import type { CampaignEngine } from '../../../../machines/campaign/engine'
import type { Campaign } from '../../../../machines/campaign/model'
import { at } from '../fixtures'

/** The campaign at the engine's head. */
export function campaignOf(engine: CampaignEngine): Campaign {
  return engine.current.context.campaign
}

/** Dispatches a command expected to be refused and returns the reason (the head must not move). */
export function refusal(engine: CampaignEngine, command: unknown): string {
  const head = engine.head
  const result = engine.dispatch(command, at)
  if (result.ok) throw new Error(`accepted ${JSON.stringify(command)}`)
  if (engine.head !== head) throw new Error('a refused command moved the head')
  return result.error
}
