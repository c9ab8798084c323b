// The messages between the host and its BCDice worker (bcdice-worker.ts). Types only: the worker
// imports nothing of ours at run time, so it bundles alone.

/** A roll for the worker: the faces to use first (typed, or rolled before), then uniform numbers in [0, 1). */
export interface RollRequest {
  id: number
  kind: 'roll'
  system: string
  command: string
  faces: number[]
  randoms: number[]
  /** The roll's dice budget: a command rolling more dice than this is stopped where it passes it. */
  maxDice: number
}

/** A request for a system's help text and the list of its own tables (their commands and names, in the system's language). */
export interface TablesRequest {
  id: number
  kind: 'tables'
  system: string
}

/** What the host asks the worker. */
export type WorkerRequest = RollRequest | TablesRequest

/** BCDice's answer to one command, as its own `Result` gives it, with the faces it rolled in order. */
export interface BotAnswer {
  text: string
  secret: boolean
  success: boolean
  failure: boolean
  critical: boolean
  fumble: boolean
  /** Each die rolled, in order: its face and its number of sides. */
  rolls: { face: number; sides: number }[]
}

/** One table a game system carries: the command that rolls it and its name. */
export interface BotTable {
  command: string
  name: string
}

/** Why the worker could not answer. `exhausted`: the roll needed more numbers than it was sent; `budget`: more dice than its budget. */
export type WorkerProblem = 'exhausted' | 'budget' | 'faces' | 'system' | 'error'

/** What the worker answers; `answer: null` means the system does not know the command. */
export type WorkerReply =
  | { id: number; ok: true; kind: 'roll'; answer: BotAnswer | null; used: number }
  | { id: number; ok: true; kind: 'tables'; name: string; help: string; tables: BotTable[] }
  | { id: number; ok: false; problem: WorkerProblem; detail: string }
