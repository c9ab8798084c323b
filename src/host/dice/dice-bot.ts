import { createRequire } from 'node:module'
import { extname } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Rng } from '@machines/dice/random'
import { mostRecordedFaces } from '@machines/campaign/model/dice-rolls'
import type { BotAnswer, BotTable, WorkerProblem, WorkerReply, WorkerRequest } from './bcdice-protocol'

/** How the host reaches BCDice: the worker script and the dice source every roll draws from. */
export interface DiceBotOptions {
  /** Uniform numbers in [0, 1): the host's dice source. */
  random: Rng
  /** The worker script; by default `bcdice-worker` beside this module (or the bundle it was built into). */
  workerUrl?: URL
  /** How long one answer may take before the worker is stopped (a runaway command): the roll's time budget. */
  timeoutMs?: number
  /** How many dice one command may roll before BCDice is stopped: the roll's dice budget. */
  maxDice?: number
  /** How long a fresh worker's first answer may take: it loads BCDice first (seconds on a busy laptop). */
  startTimeoutMs?: number
}

/** A system's own tables, as BCDice names them, and its help text (the commands it reads). */
export interface BotTables {
  name: string
  help: string
  tables: BotTable[]
}

/** Why BCDice gave no answer, for the host to word; `limit` is the budget a `timeout` or `budget` passed. */
export class DiceBotError extends Error {
  constructor(
    readonly problem: 'timeout' | 'budget' | 'crashed' | 'faces' | 'system' | 'error',
    detail: string,
    readonly limit?: number
  ) {
    super(detail)
  }
}

/**
 * What one roll may cost the GM's queue, which waits for it: the dice it may roll (the most a
 * recorded roll keeps, so a command that could never be recorded is stopped as soon as it passes
 * them) and how long a loaded BCDice may take to answer.
 */
export const defaultRollBudget = { maxDice: mostRecordedFaces, timeoutMs: 5000 } as const

// Numbers sent with a roll: most commands use a handful; one that needs more is asked again with
// more, up to its dice budget (and never past BCDice's own limit of 10,000 dice per command).
const firstBatch = 32
const mostNumbers = 10_000

/** The error of a reply that is not the answer asked for. */
function botError(reply: WorkerReply): DiceBotError {
  if (reply.ok) return new DiceBotError('error', 'unexpected answer')
  const problem: Exclude<WorkerProblem, 'exhausted'> | 'error' = reply.problem === 'exhausted' ? 'error' : reply.problem
  return new DiceBotError(problem, reply.detail)
}

type Pending = { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }

/** The default worker script: `bcdice-worker.ts` beside this source under tsx and vitest, `.js` / `.mjs` beside a bundle. */
export function defaultWorkerUrl(): URL {
  const here = import.meta.url
  // A variable, not a literal: bundlers must not treat the worker as an asset of the importing bundle.
  const file = `./bcdice-worker${extname(fileURLToPath(here))}`
  return new URL(file, here)
}

/** From sources (tests, `npm run cli`) the worker is TypeScript: tsx loads it as it loads the host. */
function typeScriptWorker(url: URL): Worker {
  // require.resolve finds tsx's CommonJS entry; its ES module twin sits beside it.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href
  const start = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(url.href)}, ${JSON.stringify(url.href)}))`
  return new Worker(start, { eval: true })
}

/**
 * BCDice, run in a worker thread started on the first roll (docs/architecture.md: the host rolls, the renderer
 * never loads the dice bot). Every die comes from `random` or from faces given with the roll.
 */
export class DiceBot {
  private worker: Worker | null = null
  private nextId = 1
  private readonly pending = new Map<number, Pending>()
  // Workers that have answered once: BCDice is loaded there, so the short allowance applies.
  private readonly answered = new WeakSet<Worker>()
  private spare: number[] = []

  constructor(private readonly options: DiceBotOptions) {}

  /** Whether the worker is running (it starts on the first roll, not before). */
  get running(): boolean {
    return this.worker !== null
  }

  /**
   * Rolls one command in a game system. `faces` are used first (dice already rolled or typed);
   * then the host's dice source. Null when the system does not know the command.
   */
  async roll(system: string, command: string, faces: readonly number[] = []): Promise<BotAnswer | null> {
    // The numbers a roll leaves unused wait for the next one, and a second ask sends the same numbers
    // and more: the dice are the source's numbers, in the order it gave them.
    const randoms = this.spare
    this.spare = []
    const maxDice = this.maxDice
    const most = Math.min(mostNumbers, Math.max(0, maxDice - faces.length))
    let count = Math.min(firstBatch, most)
    for (;;) {
      while (randoms.length < count) randoms.push(this.options.random())
      const reply = await this.ask({ id: 0, kind: 'roll', system, command, faces: [...faces], randoms, maxDice })
      if (reply.ok && reply.kind === 'roll') {
        this.spare = randoms.slice(Math.max(0, reply.used - faces.length))
        return reply.answer
      }
      if (!reply.ok && reply.problem === 'exhausted' && count < most) {
        count = Math.min(most, count * 8)
        continue
      }
      if (!reply.ok && reply.problem === 'budget') throw new DiceBotError('budget', reply.detail, maxDice)
      throw botError(reply)
    }
  }

  /** The dice one command may roll (its dice budget). */
  get maxDice(): number {
    return this.options.maxDice ?? defaultRollBudget.maxDice
  }

  /** The tables a game system carries (its commands and names) and its help text, for the dice box's list. */
  async tables(system: string): Promise<BotTables> {
    const reply = await this.ask({ id: 0, kind: 'tables', system })
    if (reply.ok && reply.kind === 'tables') return { name: reply.name, help: reply.help, tables: reply.tables }
    throw botError(reply)
  }

  /** Stops the worker (it starts again on the next roll). */
  async close(): Promise<void> {
    const worker = this.worker
    this.worker = null
    this.failAll(new DiceBotError('crashed', 'the dice bot was closed'))
    if (worker) await worker.terminate()
  }

  private ask(request: WorkerRequest): Promise<WorkerReply> {
    const worker = this.started()
    const id = this.nextId++
    const allowed = this.answered.has(worker) ? this.timeoutMs : this.startTimeoutMs
    return new Promise<WorkerReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id)
        // A command that runs away takes its worker with it; the next roll starts a fresh one.
        void this.restart(new DiceBotError('timeout', `no answer within ${allowed} ms`, allowed))
        reject(new DiceBotError('timeout', `no answer within ${allowed} ms`, allowed))
      }, allowed)
      this.pending.set(id, { resolve, reject, timer })
      worker.ref()
      worker.postMessage({ ...request, id })
    })
  }

  /** How long a loaded BCDice may take to answer one roll (its time budget). */
  get timeoutMs(): number {
    return this.options.timeoutMs ?? defaultRollBudget.timeoutMs
  }

  private get startTimeoutMs(): number {
    return Math.max(this.options.startTimeoutMs ?? 60_000, this.timeoutMs)
  }

  private started(): Worker {
    if (this.worker) return this.worker
    const url = this.options.workerUrl ?? defaultWorkerUrl()
    const worker = url.pathname.endsWith('.ts') ? typeScriptWorker(url) : new Worker(url)
    worker.unref()
    worker.on('message', (reply: WorkerReply) => {
      this.answered.add(worker)
      const waiting = this.pending.get(reply.id)
      if (!waiting) return
      this.pending.delete(reply.id)
      clearTimeout(waiting.timer)
      if (this.pending.size === 0) worker.unref()
      waiting.resolve(reply)
    })
    // Only the current worker's end fails the rolls waiting: a worker replaced already (its error came
    // first, then its exit) must not fail the rolls of the fresh one started since.
    worker.on('error', (error) => {
      if (this.worker !== worker) return
      this.worker = null
      this.failAll(new DiceBotError('crashed', error.message))
    })
    worker.on('exit', (code) => {
      if (this.worker !== worker) return
      this.worker = null
      this.failAll(new DiceBotError('crashed', `the dice bot stopped (exit code ${code})`))
    })
    this.worker = worker
    return worker
  }

  private async restart(why: Error): Promise<void> {
    const worker = this.worker
    this.worker = null
    this.failAll(why)
    if (worker) await worker.terminate()
  }

  private failAll(why: Error): void {
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer)
      this.pending.delete(id)
      waiting.reject(why)
    }
  }
}
