import { join } from 'node:path'
import type { CampaignDocument } from '@machines/campaign/document'
import type { TableLocale } from '@machines/campaign/board-view'
import type { Campaign } from '@machines/campaign/model/campaign'
import type { BlankCampaignSpec } from '@machines/campaign/blank/blank-campaign'
import type { SentCommand } from '@machines/campaign/commands'
import type {
  BackupsResult,
  BoardPayload,
  Commands,
  CopyableRecordKind,
  DisplayChange,
  Events,
  FileResult,
  HostState,
  Result,
  SessionLogKind,
  RecordChoicesResult,
  TextResult
} from '../shared/contract'
import { message } from '../shared/message'
import type { PlayersJoinChange } from '../shared/players'
import { serializeCampaign } from './store/campaign-reader'
import { nodeFileSystem, type FileSystem } from './store/file-system'
import { cryptoRandom } from './crypto-random'
import { DiceBot } from './dice/dice-bot'
import type { TeamPayload } from './team-payload'
import type { PlayersControl } from './players/players-door'
import { consoleLog, type HostLog } from './host-log'
import { CampaignSession } from './session/campaign-session'
import { Display } from './features/display'
import { TeamPlay } from './features/team-play'
import { CampaignExports } from './features/exports'
import { GmCommands } from './features/gm-commands'
import { RecentCampaigns } from './features/recent-campaigns'
import { CampaignFiles } from './features/campaign-files'
import { NewCampaigns } from './features/new-campaigns'

export { exportDocument } from './features/exports'

/** Where the host keeps campaigns and the recent list, and how it saves. */
export interface HostOptions {
  /** The user-data folder: `campaigns/` and the recent list live here. */
  dataDir: string
  fs?: FileSystem
  debounceMs?: number
  backupIntervalMs?: number
  now?: () => number
  /** Rolls the dice the GM asks the panel to roll; tests pass a seeded one. */
  random?: () => number
  /** BCDice (in its worker, started on the first roll); by default one rolling with `random`. */
  diceBot?: DiceBot
  /** Where errors that must not stop the host (a push listener's, a timer's) are written; stderr by default. */
  log?: HostLog
  /**
   * Whether a change is answered only once it is in the journal beside the campaign file (replayed on
   * open after a crash). On by default with the system's file system; off with an injected one (it
   * writes through node:fs), or for the benchmark's figure without the fsync.
   */
  journal?: boolean
}

/** Serializes a document compactly and sealed (trusted when it is opened again); exports are pretty and unsealed. */
export function serializeDocument(doc: CampaignDocument): string {
  return serializeCampaign(doc)
}

/**
 * The engine host: the open campaign's session and the feature modules around it (display, teams,
 * files, new campaigns, GM commands, exports), composed here. Electron's main process (IPC) and the web
 * host (HTTP + WebSocket) both drive this one class, each through `callChecked`
 * (src/shared/command-args.ts): the arguments arrive here already parsed.
 */
export class OverseerHost implements Commands {
  private readonly session: CampaignSession
  private readonly display: Display
  private readonly teams: TeamPlay
  private readonly recent: RecentCampaigns
  private readonly files: CampaignFiles
  private readonly created: NewCampaigns
  private readonly commands: GmCommands
  private readonly exports: CampaignExports
  private readonly diceBot: DiceBot

  constructor(private readonly options: HostOptions) {
    const fs = options.fs ?? nodeFileSystem
    const now = (): number => (options.now ?? Date.now)()
    const random = options.random ?? cryptoRandom
    const publish = (): void => this.publish()
    this.diceBot = options.diceBot ?? new DiceBot({ random })
    this.session = new CampaignSession({
      fs,
      storeFs: options.fs,
      journaling: options.journal ?? options.fs === undefined,
      random,
      now,
      log: this.log,
      debounceMs: options.debounceMs,
      backupIntervalMs: options.backupIntervalMs,
      storeNow: options.now
    })
    this.display = new Display(options.dataDir, fs, this.log)
    this.teams = new TeamPlay(this.session, () => this.display.locale)
    this.recent = new RecentCampaigns(options.dataDir, fs, options.fs, now)
    this.files = new CampaignFiles(this.session, this.recent, { fs, now, campaignsDir: this.campaignsDir, publish })
    this.created = new NewCampaigns(this.session, this.files, { fs, now, campaignsDir: this.campaignsDir, locale: () => this.display.locale })
    this.commands = new GmCommands(this.session, this.diceBot, random, (result) => this.files.followName(result))
    this.exports = new CampaignExports(this.session, this.teams, now)
    this.session.onChanged((why) => (why === 'saveStatus' ? this.display.pushState(this.snapshot()) : this.publish()))
  }

  /** How the open campaign was read: trusted by its seal, verified by replay, or just created here. */
  get openedAs(): 'trusted' | 'verified' | 'created' | null {
    const store = this.session.store
    if (!store) return null
    if (store.trusted) return 'trusted'
    return this.session.createdHere ? 'created' : 'verified'
  }

  /** The table's language as the GM last chose it (the web host's own pages speak it too). */
  get tableLocale(): TableLocale {
    return this.display.locale
  }

  /** The folder new campaigns are created in. */
  get campaignsDir(): string {
    return join(this.options.dataDir, 'campaigns')
  }

  /** Where the host writes the errors it survives. */
  get log(): HostLog {
    return this.options.log ?? consoleLog
  }

  /** Opens the most recent campaign that opens cleanly, or a fresh copy of the demo when there is none. */
  async start(): Promise<void> {
    await this.display.load()
    const entries = await this.recent.load()
    for (const entry of entries) {
      if ((await this.open(entry.path)).ok) return
      // A failed open leaves its message and backups on screen; don't silently move on.
      if (this.files.openFailure) return
    }
    // A full or read-only disk must not leave an empty window: the picker says what went wrong.
    const created = await this.newFromDemo()
    if (!created.ok) {
      this.session.tell(message('host.notice.startFailed', { detail: created.why }))
    } else if (entries.length === 0) {
      // The demo opens so there is something to look at; the GM's own campaign is one form away.
      const welcome = message('host.notice.firstStart')
      const notice = this.session.notice
      this.session.tell(notice ? message('host.notice.pair', { first: welcome, second: notice }) : welcome)
    }
  }

  /** Registers a listener for a push; returns the unsubscribe function. */
  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void {
    return this.display.on(event, listener)
  }

  /** The GM window's whole state. */
  async state(): Promise<HostState> {
    return this.snapshot()
  }

  private snapshot(): HostState {
    return {
      path: this.session.path,
      campaignsFolder: this.campaignsDir,
      gm: this.session.gmView(),
      save: this.session.saveState,
      display: this.display.controls,
      frozenBoard: this.display.frozenBoard,
      recent: this.recent.entries,
      openFailure: this.files.openFailure,
      notice: this.session.notice,
      players: this.teams.status()
    }
  }

  /** Recomputes the views and pushes them (the door's links follow the open campaign first). */
  private publish(): void {
    this.teams.follow()
    this.display.publish(this.snapshot(), this.session.engine)
  }

  /** What the board shows now (the last pushed picture while frozen). */
  async board(): Promise<BoardPayload> {
    return this.display.board()
  }

  /** Validates and applies a GM command; what it asks of the dice bot is rolled first (E.71). */
  dispatch(command: SentCommand): Promise<Result> {
    return this.commands.dispatch(command)
  }

  /** Applies a command a team sent from its own page (see `TeamPlay.teamDispatch`). */
  teamDispatch(team: string, command: unknown, allowed?: () => boolean): Promise<Result> {
    return this.teams.teamDispatch(team, command, allowed)
  }

  /** What one team's page shows now: its own whitelist view and the table's language. */
  team(team: string): TeamPayload {
    return this.teams.team(team)
  }

  /** What one team's page shows, for the GM window's preview of it (the same payload its phone gets). */
  async teamPreview(team: string): Promise<TeamPayload> {
    return this.teams.team(team)
  }

  /** A team's private log of this turn as Markdown, to paste into a direct message (play-by-post). */
  async teamDigest(team: string, locale: TableLocale): Promise<TextResult> {
    return this.exports.teamDigest(team, locale)
  }

  /** The same digest as a Markdown file named in the GM's local time. */
  async exportTeamDigest(team: string, locale: TableLocale): Promise<FileResult> {
    return this.exports.exportTeamDigest(team, locale)
  }

  /** The open campaign's file, or null (team links are bound to it). */
  campaignPath(): string | null {
    return this.session.path
  }

  /** The open campaign's team ids (none while no campaign is open). */
  teamIds(): string[] {
    return this.teams.teamIds()
  }

  /** Lets players join through `door`; the GM window then shows its switch and links. */
  attachPlayers(door: PlayersControl): void {
    this.teams.attach(door, () => this.display.pushState(this.snapshot()))
  }

  /** Turns players joining on or off. */
  setPlayersJoin(change: PlayersJoinChange): Promise<Result> {
    return this.teams.setPlayersJoin(change)
  }

  /** Gives a team a new link. */
  issueTeamLink(team: string): Promise<Result> {
    return this.teams.issueTeamLink(team)
  }

  /** Revokes a team's link. */
  revokeTeamLink(team: string): Promise<Result> {
    return this.teams.revokeTeamLink(team)
  }

  /** Moves the head one event back. */
  undo(): Promise<Result> {
    return this.commands.undo()
  }

  /** Re-applies the next undone event. */
  redo(): Promise<Result> {
    return this.commands.redo()
  }

  /** Blanks or freezes the board, sets its look or the table's language (GM display controls, outside the campaign's undo history). */
  setDisplay(change: DisplayChange): Promise<Result> {
    return this.display.change(change, () => this.publish())
  }

  /** Creates a new campaign file from the bundled demo and opens it. */
  newFromDemo(): Promise<Result> {
    return this.created.newFromDemo()
  }

  /** Creates a new campaign file from the blank-campaign wizard's answers and opens it. */
  newBlank(spec: BlankCampaignSpec): Promise<Result> {
    return this.created.newBlank(spec)
  }

  /** Creates a new campaign file in the campaigns folder from a campaign and opens it. */
  create(campaign: Campaign, stem: string): Promise<Result> {
    return this.created.create(campaign, stem)
  }

  /** The open campaign as a pretty JSON document and a suggested file name. */
  async exportCampaign(): Promise<FileResult> {
    return this.exports.exportCampaign()
  }

  /** Imports a campaign file's text as a new file and opens it; a bad text changes nothing. */
  importCampaign(text: string): Promise<Result> {
    return this.created.importCampaign(text)
  }

  /** "Start the log here": the campaign as it is now becomes the file's initial state (a full copy is kept beside it). */
  startLogHere(): Promise<Result> {
    return this.files.startLogHere()
  }

  /** The backups of the open campaign, newest first, with time and size. */
  listBackups(): Promise<BackupsResult> {
    return this.files.listBackups()
  }

  /** What another campaign file's text offers to copy in (servants, monsters, tables). */
  async recordsInFile(text: string): Promise<RecordChoicesResult> {
    return this.commands.recordsInFile(text)
  }

  /** Copies one monster or table from another campaign file (an undoable edit; the same id is replaced). */
  importRecord(text: string, kind: CopyableRecordKind, id: string): Promise<Result> {
    return this.commands.importRecord(text, kind, id)
  }

  /** Copies one servant and its team's master from another campaign file as a new team (an undoable event). */
  importServant(text: string, servantId: string): Promise<Result> {
    return this.commands.importServant(text, servantId)
  }

  /** The session log as Markdown: the public one (board data only) or the GM's full one. */
  async exportSessionLog(kind: SessionLogKind, locale: TableLocale): Promise<FileResult> {
    return this.exports.exportSessionLog(kind, locale)
  }

  /** The public summary of the current turn (the running war turn, else the last one played). */
  async turnSummary(locale: TableLocale): Promise<TextResult> {
    return this.exports.turnSummary(locale)
  }

  /** Lets `open` and `restoreBackup` take a file the GM picked in a file dialog (Electron's main process, after its Open dialog). */
  allowPickedFile(path: string): void {
    this.files.allowPickedFile(path)
  }

  /** Opens a campaign file; a broken one is refused, left untouched, and its backups offered. */
  open(path: string): Promise<Result> {
    return this.files.open(path)
  }

  /** Restores a backup in place of a broken (or unwanted) file, setting the old file aside. */
  restoreBackup(path: string, name: string): Promise<Result> {
    return this.files.restoreBackup(path, name)
  }

  /** Saves and closes the open campaign; the GM sees the picker. */
  close(): Promise<Result> {
    return this.files.close()
  }

  /** Writes everything pending (before quit). */
  flush(): Promise<Result> {
    return this.session.flush()
  }

  /** Flushes and releases the open campaign and stops the dice bot; call before the process exits. */
  async shutdown(): Promise<Result> {
    await this.display.settled()
    await this.diceBot.close()
    await this.teams.close()
    return this.files.shutdown()
  }
}
