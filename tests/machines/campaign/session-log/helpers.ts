import { CampaignEngine } from '../../../../machines/campaign/engine'
import { createDocument } from '../../../../machines/campaign/document'
import { replayEntries } from '../../../../machines/campaign/session-log/replay'
import type { LogEntry } from '../../../../machines/campaign/session-log/entry'
import type { Campaign } from '../../../../machines/campaign/model'
import { mulberry32 } from '../../../../machines/dice/random'
import { at, demoCampaign, demoDeclarations } from '../fixtures'

/** Runs commands on a fresh engine (refusals fail the test) and returns it. */
export function played(commands: readonly unknown[], campaign: Campaign = demoCampaign()): CampaignEngine {
  const engine = new CampaignEngine(createDocument(campaign, at), mulberry32(7))
  for (const command of commands) {
    const result = engine.dispatch(command, at)
    if (!result.ok) throw new Error(`refused ${JSON.stringify(command)}: ${result.error}`)
  }
  return engine
}

/** The session-log entries of every applied event of an engine, rebuilt by replay. */
export function entriesOf(engine: CampaignEngine): LogEntry[] {
  return replayEntries(engine.toDocument(at), 0, engine.head)
}

/** A whole war turn on the demo: start, all eight declarations, resolve, apply. */
export const wholeTurn: readonly unknown[] = [{ type: 'turn.start' }, ...demoDeclarations, { type: 'turn.resolve' }, { type: 'turn.apply' }]
