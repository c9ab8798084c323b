import { CampaignEngine } from '@machines/campaign/engine'
import { createDocument } from '@machines/campaign/document'
import { replayEntries } from '@machines/campaign/session-log/replay'
import { logEntry, type LogEntry } from '@machines/campaign/session-log/entry'
import type { CampaignContext } from '@machines/campaign/machine'
import type { Campaign } from '@machines/campaign/model/campaign'
import { mulberry32 } from '@machines/dice/random'
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

/** One applied command with the states around it and its log entry. */
export interface Step {
  command: Record<string, unknown>
  before: CampaignContext
  after: CampaignContext
  entry: LogEntry
}

/** Runs commands on a fresh engine (refusals fail the test), keeping the states around each one. */
export function stepsOf(commands: readonly Record<string, unknown>[], campaign: Campaign = demoCampaign()): Step[] {
  const engine = new CampaignEngine(createDocument(campaign, at), mulberry32(7))
  return commands.map((command) => {
    const before = engine.current.context
    const result = engine.dispatch(command, at)
    if (!result.ok) throw new Error(`refused ${JSON.stringify(command)}: ${result.error}`)
    const after = engine.current.context
    return { command, before, after, entry: logEntry(engine.events[engine.head - 1], engine.head - 1, before, after) }
  })
}
