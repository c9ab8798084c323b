import { createActor } from 'xstate'
import { campaignMachine, createInitialContext, explainCommand, type CampaignSnapshot } from './machine'
import { rulesOfCommand } from './rules-of-command'
import { restoreSnapshot, stateOf, type StoredState } from './stored-state'
import { firstDifference } from './state-difference'
import type { CampaignDocument, Checkpoint } from './document'
import { reason, type Reason } from '../reasons/reason'

/** A document proven by replay: the same document with a checkpoint at its head, so opening it replays nothing more. */
export type VerifyResult = { ok: true; doc: CampaignDocument } | { ok: false; why: Reason }

/**
 * Verifies a campaign file Overseer did not seal (imported, hand-edited, older, damaged) by
 * replaying it: every event is run through the machines from the initial state, in order, and must
 * be one they accept then, with the rule ids they give it; every checkpoint must equal the state
 * replayed to its head. The first event or checkpoint that fails is named by its index.
 */
export function verifyDocument(doc: CampaignDocument): VerifyResult {
  const checkpointsAt = new Map<number, { checkpoint: Checkpoint; index: number }[]>()
  doc.checkpoints.forEach((checkpoint, index) => {
    const list = checkpointsAt.get(checkpoint.head) ?? []
    list.push({ checkpoint, index })
    checkpointsAt.set(checkpoint.head, list)
  })
  const initial = createInitialContext(doc.initial)
  // One running actor rather than `transition()` per event: the pure API builds an actor system for
  // every call, which costs more than most events themselves.
  const actor = createActor(campaignMachine, { snapshot: restoreSnapshot({ value: 'idle', context: initial }), input: initial })
  // An action that throws stops the actor with an error; handled here so it is never reported as unhandled.
  actor.subscribe({ error: () => undefined })
  actor.start()
  let snapshot: CampaignSnapshot = actor.getSnapshot()
  let atHead: StoredState = stateOf(snapshot)
  const compare = (head: number): Reason | undefined => {
    for (const { checkpoint, index } of checkpointsAt.get(head) ?? []) {
      const state = stateOf(snapshot)
      const where = checkpoint.value !== state.value ? 'value' : firstDifference(checkpoint.context, state.context)
      if (where) return reason('reason.campaign.checkpointDiffers', { index, count: head, where })
    }
    return undefined
  }
  try {
    const atStart = compare(0)
    if (atStart) return { ok: false, why: atStart }
    for (let i = 0; i < doc.events.length; i++) {
      const { command, rules } = doc.events[i]
      actor.send(command)
      const next = actor.getSnapshot()
      // No transition taken leaves the very same snapshot: the machines refuse the event here, and
      // only then is the refusal explained (the guards run once per event, not twice).
      if (next === snapshot || next.status !== 'active') {
        const refusal = explainCommand(snapshot.context, command) ?? reason('reason.campaign.notAllowedInStep')
        return { ok: false, why: reason('reason.campaign.eventRefused', { index: i, type: command.type, detail: refusal }) }
      }
      const expected = rulesOfCommand(snapshot.context, command, next.context)
      if (expected.length !== rules.length || expected.some((id, k) => id !== rules[k])) {
        return { ok: false, why: reason('reason.campaign.eventRulesDiffer', { index: i, type: command.type, rules: rules.join(', ') || '—', expected: expected.join(', ') || '—' }) }
      }
      snapshot = next
      const mismatch = compare(i + 1)
      if (mismatch) return { ok: false, why: mismatch }
      if (i + 1 === doc.head) atHead = stateOf(snapshot)
    }
  } finally {
    actor.stop()
  }
  if (doc.head === 0 || doc.checkpoints.some((c) => c.head === doc.head)) return { ok: true, doc }
  const headCheckpoint = { head: doc.head, value: atHead.value, context: atHead.context } as Checkpoint
  return { ok: true, doc: { ...doc, checkpoints: [...doc.checkpoints, headCheckpoint] } }
}
