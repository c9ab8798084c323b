import type { CampaignEngine, EngineResult } from '@machines/campaign/engine'
import { korean } from '@machines/reasons/format'
import type { Campaign } from '@machines/campaign/model/campaign'
import { at } from '../fixtures'

/** The campaign at the engine's head. */
export function campaignOf(engine: CampaignEngine): Campaign {
  return engine.current.context.campaign
}

function refused(engine: CampaignEngine, command: unknown): Extract<EngineResult, { ok: false }> {
  const head = engine.head
  const result = engine.dispatch(command, at)
  if (result.ok) throw new Error(`accepted ${JSON.stringify(command)}`)
  if (engine.head !== head) throw new Error('a refused command moved the head')
  return result
}

/** Dispatches a command expected to be refused and returns the reason in English (the head must not move). */
export function refusal(engine: CampaignEngine, command: unknown): string {
  return refused(engine, command).error
}

/** Dispatches a command expected to be refused and returns the reason in Korean. */
export function refusalKo(engine: CampaignEngine, command: unknown): string {
  return korean(refused(engine, command).why)
}
