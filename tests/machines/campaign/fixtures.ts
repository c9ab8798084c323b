import type { Campaign } from '@machines/campaign/model/campaign'
import { demoCampaign as bundledDemo } from '../../../src/host/demo'
import { createDocument, type CampaignDocument } from '@machines/campaign/document'
import { CampaignEngine } from '@machines/campaign/engine'
import { mulberry32 } from '@machines/dice/random'

/** A fresh, validated copy of the demo campaign (with the game's own tables). */
export function demoCampaign(): Campaign {
  return bundledDemo()
}

/** A fixed time for events, so documents compare equal. */
export const at = '2026-11-29T12:00:00.000Z'

/** A new document and engine on the demo, with seeded dice. */
export function demoEngine(campaign: Campaign = demoCampaign()): { engine: CampaignEngine; doc: CampaignDocument } {
  const doc = createDocument(campaign, at)
  return { engine: new CampaignEngine(doc, mulberry32(7)), doc }
}

/** Dispatches and fails the test on a refusal. */
export function mustDispatch(engine: CampaignEngine, command: unknown): void {
  const result = engine.dispatch(command, at)
  if (!result.ok) throw new Error(`refused ${JSON.stringify(command)}: ${result.error}`)
}

/** Declarations for the demo's eight actors that produce meetings in several regions. */
export const demoDeclarations = [
  { type: 'turn.declare', actor: 'm-haneul', action: 'daily', regions: ['church', 'port', 'park'] },
  { type: 'turn.declare', actor: 'saber', action: 'daily', regions: ['port'] },
  { type: 'turn.declare', actor: 'm-elias', action: 'investigate', regions: ['market'] },
  { type: 'turn.declare', actor: 'lancer', action: 'investigate', regions: ['port'] },
  { type: 'turn.declare', actor: 'm-sora', action: 'daily', regions: ['church', 'school', 'park'] },
  { type: 'turn.declare', actor: 'archer', action: 'investigate', regions: ['market'] },
  { type: 'turn.declare', actor: 'm-verdant', action: 'investigate', regions: ['market'] },
  { type: 'turn.declare', actor: 'caster', action: 'daily', regions: ['old-town'] }
] as const
