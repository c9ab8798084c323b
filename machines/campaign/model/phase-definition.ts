import type { AnyStateMachine } from 'xstate'
import type { z } from 'zod'
import type { Campaign } from './campaign'
import type { NameOf } from './roster'
import type { ReasonWordsOfPart } from '../../reasons/catalog'
import type { Reason } from '../../reasons/reason'
import type { Bilingual } from '../../text/bilingual'

/**
 * Everything a phase (war turn, duel, encounter, or a new one) gives the campaign: one bundle, as
 * boardgame.io's `PhaseConfig`. The campaign layer looks phases up by kind or
 * by command prefix and never imports their insides.
 *
 * The phase's own XState machine runs as a child kept as data — `{ value, context }` — so it
 * persists in checkpoints and replays without live actors. The child receives each command with
 * `campaign` attached and ends in a final state whose output `{ campaign }` (null when cancelled)
 * is written back.
 */
export interface PhaseDefinition<Context = unknown, Command extends { type: string } = { type: string }, BoardView = unknown, PublicRecord = never> {
  /** The phase's name and words: `전투` / `duel` in refusals ("a duel is running") and in the public log. */
  words: PhaseWords
  /** Its refusal words, keys `reason.<kind>.…` only (a phase borrows no other part's): registered with the phase. */
  reasons: ReasonWordsOfPart
  /** Commands of this phase start with this prefix (`turn.`, `duel.`, `encounter.`). */
  prefix: string
  /** The zod schema of each of the phase's commands (one `type` literal each); the edge validates with them. */
  commands: readonly z.ZodType<Command>[]
  /** The command that starts the phase (`turn.start`). */
  startType: Command['type']
  machine: AnyStateMachine
  /** The child's first context, or the reason it cannot start. */
  start(campaign: Campaign, command: Command): { ok: true; context: Context } | { ok: false; why: Reason }
  /** Why the child refuses an event in a step (undefined: accepted). The child's guards ask the same. */
  explain(value: string, context: Context, event: Command & { campaign: Campaign }): Reason | undefined
  /** Validates a checkpointed child context read from a file. */
  contextSchema: z.ZodType<unknown>
  /** The child's steps that may be stored in a checkpoint (not the final ones). */
  steps: readonly string[]
  /**
   * Keys of the child context holding append-only records that carry `rule` / `rules` (a duel's
   * accepted exchanges, a battle's log): the rule ids of what a command appends are logged with it.
   */
  ruleRecords?: readonly string[]
  /**
   * The rule ids behind a command this phase accounts for itself, from its context before the
   * command (the war turn's `turn.apply` cites the outcomes the GM kept); undefined: use `ruleRecords`.
   */
  rulesOf?(command: { type: string }, before: Context): string[] | undefined
  /**
   * The table a command rolls on and its dice, so the host can ask the dice bot for the table's own
   * words before the command becomes an event (E.71); `context` is null when the phase is not
   * running (its start command). Undefined: the phase rolls no tables.
   */
  tableRoll?(command: Command, context: Context | null, campaign: Campaign): TableRoll | null
  /**
   * The scene the campaign changes this phase writes back belong to (V.9: a duel belongs to the scene
   * of the war turn it arose in); undefined: the scene being played.
   */
  sceneOf?(context: Context, campaign: Campaign): number
  /**
   * The hp and mp of the actors this phase holds apart from the campaign until it is applied (a
   * duel's combatants), so the at-risk list the GM sees follows the fight as it goes (V.10).
   */
  lives?(context: Context, campaign: Campaign): readonly PhaseLife[]
  /** The public picture of the running phase, built field by field (a whitelist: docs/architecture.md). */
  board(value: string, context: Context, campaign: Campaign): BoardView
  /** The war turn the running phase is playing, when it plays one of its own (1-based); else the campaign's finished count stands. */
  playingTurn?(context: Context): number
  /** The phase's lines in the session log. */
  log: PhaseLog<Context, Command, BoardView, PublicRecord>
  /** What one team may see of this phase (its own actors and prompt only) and may send; absent: nothing beyond the board. */
  team?: PhaseTeamView<Context, Command>
}

/**
 * A phase's part of a team's own view, built field by field like `board`: the team's own
 * actors and what the rules ask it now, never another team's choices, counts or secrets.
 */
export interface PhaseTeamView<Context, Command extends { type: string } = { type: string }> {
  /** The team's picture of the running phase: its prompt and its own sealed choices (null: nothing asked of it). */
  running(value: string, context: Context, campaign: Campaign, team: string): unknown
  /** What this phase shows a team of its own actors at any time (the duel: its cards and their counts). */
  sheet?(campaign: Campaign, team: string): unknown
  /** What a team may send from its page while this phase runs; absent: its teams only watch. */
  sends?: PhaseTeamSends<Context, Command>
}

/**
 * The answers a team may send to its prompt, and how the phase tells them apart from the GM's. The
 * campaign layer only routes: it refuses a command not listed here or an actor not in `actors`, and
 * the phase's own rules (its `explain`) follow when the engine applies it, as for the GM.
 */
export interface PhaseTeamSends<Context, Command extends { type: string }> {
  /** The command types a team may send (each names one actor or PC it answers for). */
  commands: readonly Command['type'][]
  /** The actors (or PCs) the team may answer for now; a reason when its prompt is closed; null when nothing is asked of it. */
  actors(value: string, context: Context, campaign: Campaign, team: string): readonly string[] | Reason | null
  /** The actor (or PC) one of `commands` answers for. */
  actorOf(command: Command): string
  /**
   * What counts as submitted: the answers standing now that a team sealed and the GM has not
   * overridden since, actor (or PC) → team id, from the events since the phase started.
   */
  submitted(value: string, context: Context, since: readonly AuthoredCommand[]): Record<string, string>
}

/** A logged command and the team that sent it from its page (null: the GM, the CLI or a replay). */
export interface AuthoredCommand {
  command: { type: string }
  team: string | null
}

/** A roll on one of the campaign's tables that a command makes: the table's id and the faces rolled. */
export interface TableRoll {
  table: string
  dice: readonly number[]
}

/** An actor's hp and mp as a running phase holds them (see `PhaseDefinition.lives`). */
export interface PhaseLife {
  actor: string
  hp: number
  mp: number
}

/** A phase's name in both languages, as refusals and the public log say it. */
export interface PhaseWords {
  name: Bilingual
}

/**
 * The campaign around one logged command, as a phase's GM line reads it. `before` null means the
 * states around the event are not at hand (a long log just opened): the line then says only what
 * the command itself says, and `after` is the newest state, for names and records that never
 * change once made.
 */
export interface PhaseLineStates<Context> {
  before: Campaign | null
  after: Campaign
  /** This phase's context before the command; null when it was not running or `before` is not at hand. */
  phaseBefore: Context | null
  /** This phase's context after the command (with `before` null: in the newest state); null when not running. */
  phaseAfter: Context | null
}

/** What the players saw of this phase before and after one command: built only from board data. */
export interface PublicChange<BoardView, PublicRecord = never> {
  /** This phase's board before the command; null when it was not running. */
  was: BoardView | null
  /** This phase's board after the command; null when it is not running any more. */
  now: BoardView | null
  /** The public records (`PhaseLog.publicRecord`) the command added, oldest first. */
  added: readonly PublicRecord[]
  /** Actors by their board labels (a servant by its class until its true name is shown). */
  actor: NameOf
  /** Teams by their names. */
  team: NameOf
}

/** How a phase writes the session log: the GM's line of each command, and what the players saw change. */
export interface PhaseLog<Context, Command, BoardView, PublicRecord = never> {
  /** The GM's line for one of this phase's commands (hidden values included), in both languages. */
  gmLine(command: Command, states: PhaseLineStates<Context>, name: NameOf): Bilingual
  /** The lines the players saw on this phase's board between two public pictures (not its start and end). */
  publicLines(change: PublicChange<BoardView, PublicRecord>): Bilingual[]
  /**
   * The phase's append-only public record through the board's own filter (a battle's log lines):
   * the board shows only the newest few, but each was public when shown, so the log keeps them all.
   */
  publicRecord?(context: Context, view: BoardView): readonly PublicRecord[]
  /** The public line when the phase starts; without it, `A duel begins` from the phase's name. */
  startLine?(view: BoardView): Bilingual
  /** The public line when the phase ends; `turn` is the board's turn after it. Without it, `The duel is over`. */
  endLine?(view: BoardView, turn: number): Bilingual
  /** The turn the log files this phase's lines under, when it plays one of its own (a war turn); else the last completed one. */
  turnOf?(view: BoardView): number
}
