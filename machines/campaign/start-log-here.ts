import type { CampaignDocument } from './document'
import type { CampaignSnapshot } from './machine'
import { reason, type Reason } from '../reasons/reason'

/** A document that starts at the campaign as it is now, and how many logged events it no longer carries. */
export type LogStart = { ok: true; doc: CampaignDocument; dropped: number } | { ok: false; why: Reason }

/**
 * "Start the log here": the campaign at the head becomes the document's initial state, and the
 * event log, the undone tail and the checkpoints before it are dropped. Refused while a phase runs (a war
 * turn, a duel or a battle lives in the machine's phase, which an initial state cannot carry) and when there
 * is nothing to drop.
 */
export function startLogHere(doc: CampaignDocument, snapshot: CampaignSnapshot, at: string): LogStart {
  if (snapshot.value !== 'idle' || snapshot.context.phase !== null) return { ok: false, why: reason('reason.campaign.logStartInPhase') }
  if (doc.events.length === 0) return { ok: false, why: reason('reason.campaign.logStartNothing') }
  return {
    ok: true,
    dropped: doc.events.length,
    doc: {
      ...doc,
      meta: { ...doc.meta, name: snapshot.context.campaign.name, savedAt: at },
      initial: snapshot.context.campaign,
      events: [],
      head: 0,
      checkpoints: []
    }
  }
}
