import { transition } from 'xstate'
import { campaignMachine, createInitialContext, explainCommand, type CampaignContext, type CampaignSnapshot } from './machine'
import { restoreSnapshot, stateOf, type StoredState } from './stored-state'
import { isParsedCommand, parseCommand, type Command } from './commands'
import type { CampaignDocument, Checkpoint, EventAuthor, LoggedEvent } from './document'
import { rulesOfCommand } from './rules-of-command'
import { fillDiceRequests } from '../dice/requests'
import type { Rng } from '../dice/random'
import { reason, type Reason } from '../reasons/reason'
import { english } from '../reasons/format'
import { gmLogLines } from './gm-view'

/** In-memory checkpoint spacing: undo replays at most this many events. */
export const memoryCheckpointEvery = 50
/**
 * Spacing of the checkpoints kept in the file besides the one at the head (sparse: files stay small
 * and open fast; undoing past them replays, once, from the one before).
 */
export const fileCheckpointEvery = 5000
/**
 * How many of the newest heads keep their state in memory (besides every `memoryCheckpointEvery`-th),
 * so a save finds the state where the GM window's log starts without replaying anything.
 */
const recentStatesKept = gmLogLines + memoryCheckpointEvery

/** The outcome of a dispatch, undo or redo: done, or refused with its reason (`error` is it in English, for logs and the CLI). */
export type EngineResult = { ok: true } | { ok: false; error: string; why: Reason }

// The host's `failure()` builds the same shape, but machines/ may not import from src/.
/** A refusal with its English words alongside. */
function refused(why: Reason): { ok: false; error: string; why: Reason } {
  return { ok: false, error: english(why), why }
}

/**
 * The event-sourced campaign: initial state + event log + head. State = nearest checkpoint + replay.
 * Pure apart from the clock passed in; the host adds files, windows and the network.
 */
export class CampaignEngine {
  private doc: CampaignDocument
  private snapshot: CampaignSnapshot
  private readonly memory = new Map<number, StoredState>()

  /** Opens a validated document and restores the state at its head; `rng` rolls requested dice. */
  constructor(
    doc: CampaignDocument,
    private readonly rng: Rng = Math.random
  ) {
    // Only the sparse checkpoints are carried; the head one is rebuilt on every save.
    this.doc = { ...doc, events: [...doc.events], checkpoints: doc.checkpoints.filter((c) => c.head % fileCheckpointEvery === 0) }
    this.memory.set(0, { value: 'idle', context: createInitialContext(doc.initial) })
    for (const c of doc.checkpoints) this.memory.set(c.head, { value: c.value, context: c.context as CampaignContext })
    this.snapshot = this.stateAt(doc.head)
  }

  /** The machine snapshot at the head. */
  get current(): CampaignSnapshot {
    return this.snapshot
  }

  /** The number of applied events (the head). */
  get head(): number {
    return this.doc.head
  }

  /** The applied events, oldest first (those past the head are undone). */
  get events(): readonly LoggedEvent[] {
    return this.doc.events
  }

  /** Whether undo / redo can move the head. */
  get canUndo(): boolean {
    return this.doc.head > 0
  }
  /** Whether there are undone events to redo. */
  get canRedo(): boolean {
    return this.doc.head < this.doc.events.length
  }

  /**
   * The document to save: sparse checkpoints, one where the GM window's log starts and one
   * at the head, so opening replays only the log's own lines (about 40 events, not up to 600 from the
   * last sparse one). The log's one is the newest state kept in memory at or before `head - gmLogLines`.
   */
  toDocument(savedAt: string): CampaignDocument {
    const head = this.doc.head
    const sparse = this.doc.checkpoints.filter((c) => c.head <= head && c.head !== head)
    const state = stateOf(this.snapshot)
    const checkpoints = head > 0 ? [...sparse, ...this.logStartCheckpoint(sparse), { head, value: state.value, context: state.context } as Checkpoint] : sparse
    return { ...this.doc, checkpoints, meta: { ...this.doc.meta, name: this.snapshot.context.campaign.name, savedAt } }
  }

  /** The checkpoint the log's replay starts from, unless it is the start or a sparse one already. */
  private logStartCheckpoint(sparse: readonly Checkpoint[]): Checkpoint[] {
    const logStart = this.doc.head - gmLogLines
    let best = 0
    for (const at of this.memory.keys()) if (at <= logStart && at > best) best = at
    if (best === 0 || sparse.some((c) => c.head === best)) return []
    const state = this.memory.get(best)!
    return [{ head: best, value: state.value, context: state.context } as Checkpoint]
  }

  /** Validates and applies a command; an illegal one is refused with a reason and changes nothing. `author` is who sent it. */
  dispatch(raw: unknown, at: string, author: EventAuthor = 'gm'): EngineResult {
    // A command the host already validated (its dice filled in) is taken as it is: one parse per command.
    const parsed = isParsedCommand(raw) ? { ok: true as const, value: raw } : parseCommand(fillDiceRequests(raw, this.rng))
    if (!parsed.ok) return refused(parsed.why)
    const command: Command = parsed.value
    const rejection = explainCommand(this.snapshot.context, command)
    if (rejection) return refused(rejection)
    const [next] = transition(campaignMachine, this.snapshot, command)
    const event: LoggedEvent = { at, author, command, rules: rulesOfCommand(this.snapshot.context, command, next.context) }
    // A new command after undo discards the undone tail (and checkpoints past it).
    const head = this.doc.head
    const events = this.doc.events.length > head ? this.doc.events.slice(0, head) : this.doc.events
    events.push(event)
    this.forgetPast(head)
    this.doc = { ...this.doc, events, head: head + 1 }
    this.snapshot = next as CampaignSnapshot
    this.remember(head + 1)
    return { ok: true }
  }

  /** Moves the head one event back. */
  undo(): EngineResult {
    if (!this.canUndo) return refused(reason('reason.campaign.nothingToUndo'))
    this.moveHead(this.doc.head - 1)
    return { ok: true }
  }

  /** Re-applies the next undone event. */
  redo(): EngineResult {
    if (!this.canRedo) return refused(reason('reason.campaign.nothingToRedo'))
    const event = this.doc.events[this.doc.head]
    const [next] = transition(campaignMachine, this.snapshot, event.command)
    this.doc = { ...this.doc, head: this.doc.head + 1 }
    this.snapshot = next as CampaignSnapshot
    this.remember(this.doc.head)
    return { ok: true }
  }

  private moveHead(head: number): void {
    this.snapshot = this.stateAt(head)
    this.doc = { ...this.doc, head }
  }

  /** Replays from the nearest checkpoint at or before `head`. */
  private stateAt(head: number): CampaignSnapshot {
    let from = 0
    for (const at of this.memory.keys()) if (at <= head && at > from) from = at
    let snapshot = restoreSnapshot(this.memory.get(from)!)
    for (let i = from; i < head; i++) {
      ;[snapshot] = transition(campaignMachine, snapshot, this.doc.events[i].command) as [CampaignSnapshot, unknown]
      if ((i + 1) % memoryCheckpointEvery === 0) this.memory.set(i + 1, stateOf(snapshot))
    }
    return snapshot
  }

  private remember(head: number): void {
    // Every recent head keeps its state (a reference, no copy) for the log's checkpoint; older ones only every 50th.
    this.memory.set(head, stateOf(this.snapshot))
    const old = head - recentStatesKept
    if (old > 0 && old % memoryCheckpointEvery !== 0) this.memory.delete(old)
    if (head % fileCheckpointEvery === 0 && !this.doc.checkpoints.some((c) => c.head === head)) {
      const state = stateOf(this.snapshot)
      const checkpoint = { head, value: state.value, context: state.context } as Checkpoint
      this.doc = { ...this.doc, checkpoints: [...this.doc.checkpoints, checkpoint] }
    }
  }

  private forgetPast(head: number): void {
    for (const at of [...this.memory.keys()]) if (at > head) this.memory.delete(at)
    if (this.doc.checkpoints.some((c) => c.head > head)) {
      this.doc = { ...this.doc, checkpoints: this.doc.checkpoints.filter((c) => c.head <= head) }
    }
  }
}
