import { failure, type Failure, type Message } from '../../shared/message'

/**
 * What the store tells the UI about saving: `unsaved` from the moment a change is queued (it waits
 * out the debounce window), `saving` while it is written. `warning` is set when the save worked but
 * its backup did not.
 */
export interface SaveStatus {
  state: 'saved' | 'unsaved' | 'saving' | 'error'
  /** Why the last write failed (state `error`). */
  why?: Message
  /** When the last write finished (kept while a newer change waits). */
  savedAt?: number
  warning?: Message
}

/** The outcome of `flush()`: everything pending is on disk, or the reason it is not. */
export type FlushResult = { ok: true; savedAt?: number } | Failure

/** What one write reports back: an optional warning (a failed backup) that does not fail the save. */
export interface WriteOutcome {
  warning?: Message
}

/** How the queue writes a document and reports it. */
export interface SaveQueueOptions<T> {
  write: (doc: T) => Promise<WriteOutcome | void>
  describeError: (error: unknown) => Message
  debounceMs: number
  initialStatus: SaveStatus
  now?: () => number
  /** Told when a status listener throws (the queue goes on writing). */
  onListenerError?: (error: unknown) => void
}

/** A coalescing autosave queue: at most one write in flight and at most one pending after it. */
export interface SaveQueue<T> {
  save(doc: T): void
  flush(): Promise<FlushResult>
  onStatus(listener: (status: SaveStatus) => void): () => void
  readonly status: SaveStatus
}

/**
 * Builds a save queue. A save starts a write at most `debounceMs` after the first unsaved
 * change (the timer is not reset by later saves, so a GM clicking steadily still gets saved).
 * Saves arriving while a write runs replace one another; only the last is written next.
 * A failed write keeps its document and stops; the next `save()` or `flush()` retries.
 */
export function createSaveQueue<T>(options: SaveQueueOptions<T>): SaveQueue<T> {
  const now = options.now ?? Date.now
  const listeners = new Set<(status: SaveStatus) => void>()
  let status = options.initialStatus
  let pending: { doc: T } | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let inFlight: Promise<void> | null = null
  let lastError: Message | null = null

  function setStatus(next: SaveStatus): void {
    status = next
    for (const listener of listeners) {
      // A listener that throws (a push that failed) must not stop the write, nor escape the autosave timer.
      try {
        listener(next)
      } catch (error) {
        options.onListenerError?.(error)
      }
    }
  }

  async function drain(): Promise<void> {
    while (pending) {
      const { doc } = pending
      pending = null
      setStatus({ state: 'saving' })
      try {
        const outcome = await options.write(doc)
        lastError = null
        if (!pending) {
          setStatus({ state: 'saved', savedAt: now(), ...(outcome?.warning ? { warning: outcome.warning } : {}) })
        }
      } catch (error) {
        lastError = options.describeError(error)
        setStatus({ state: 'error', why: lastError })
        // A save that came in during the failed write is a fresh attempt; otherwise keep the
        // failed document for the next save() or flush() rather than spin on a full disk.
        if (!pending) {
          pending = { doc }
          return
        }
      }
    }
  }

  function startWriting(): Promise<void> {
    inFlight ??= drain().finally(() => {
      inFlight = null
    })
    return inFlight
  }

  function cancelTimer(): void {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }

  return {
    save(doc) {
      pending = { doc }
      // The header must not say "saved" while a change waits; a failed save keeps saying so until it is retried.
      if (status.state === 'saved') setStatus({ state: 'unsaved', ...(status.savedAt !== undefined ? { savedAt: status.savedAt } : {}) })
      if (inFlight || timer !== null) return
      timer = setTimeout(() => {
        timer = null
        // drain() catches the write's own errors; nothing else may reach the timer's caller (it would end the process).
        startWriting().catch((error: unknown) => options.onListenerError?.(error))
      }, options.debounceMs)
    },
    async flush() {
      cancelTimer()
      if (inFlight) await inFlight
      if (pending) await startWriting()
      if (lastError !== null) return failure(lastError)
      return { ok: true, ...(status.savedAt !== undefined ? { savedAt: status.savedAt } : {}) }
    },
    onStatus(listener) {
      listeners.add(listener)
      listener(status)
      return () => {
        listeners.delete(listener)
      }
    },
    get status() {
      return status
    }
  }
}
