import { CampaignEngine } from '@machines/campaign/engine'
import type { CampaignDocument } from '@machines/campaign/document'
import { boardView } from '@machines/campaign/board-view'
import { gmView, type GmView } from '@machines/campaign/gm-view'
import { SessionLog, windowReplayLimit } from '@machines/campaign/session-log/session-log'
import type { LogEntry } from '@machines/campaign/session-log/entry'
import { fail, type Failure } from '../../shared/message'

/** A campaign restored and rendered once, ready to become the open one. */
export type Prepared = { ok: true; engine: CampaignEngine; log: SessionLog }

/**
 * The session-log entries of events `from`..`to`, replayed only where not yet known. The GM window's
 * few lines replay at most `windowReplayLimit` events; an export (`exact`) replays whatever it needs.
 */
export function logEntriesOf(engine: CampaignEngine, log: SessionLog, from: number, to: number, exact: boolean, iso: () => string): LogEntry[] {
  return log.range(engine.events, from, to, {
    load: () => engine.toDocument(iso()),
    newest: engine.current.context,
    maxReplay: exact ? Number.POSITIVE_INFINITY : windowReplayLimit
  })
}

/** The GM window's view of a campaign, its log lines read through `log`. */
export function gmViewOf(engine: CampaignEngine, log: SessionLog, iso: () => string): GmView {
  return gmView(engine.current, engine.events, engine.head, boardView(engine.current), (from, to) => logEntriesOf(engine, log, from, to, false, iso))
}

/**
 * Restores an engine from a validated document and renders it once (GM view, board, log lines, as
 * JSON). A campaign becomes the open one only after both worked: a file that cannot restore or render
 * is refused while the campaign open before it stays open.
 */
export function prepareCampaign(file: string, doc: CampaignDocument, random: () => number, iso: () => string): Prepared | Failure {
  try {
    const engine = new CampaignEngine(doc, random)
    const log = new SessionLog()
    JSON.stringify({ gm: gmViewOf(engine, log, iso), board: boardView(engine.current) })
    return { ok: true, engine, log }
  } catch (error) {
    return fail('host.cannotRestore', { file, detail: error instanceof Error ? error.message : String(error) })
  }
}
