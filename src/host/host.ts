import { join } from 'node:path'
import type { CampaignDocument } from '@machines/campaign/document'
import type { TableLocale } from '@machines/campaign/board-view'
import type { BoardPayload, Commands, Events, HostState, Result } from '../shared/contract'
import { message } from '../shared/message'
import { serializeCampaign } from './store/campaign-reader'
import { nodeFileSystem, type FileSystem } from './store/file-system'
import { cryptoRandom } from './crypto-random'
import { DiceBot } from './dice/dice-bot'
import { diceListFor } from './dice/dice-list'
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
// The commands are the modules' slices of the command map, put on the host in its constructor.
export interface OverseerHost extends Commands {}

export class OverseerHost {
  private readonly session: CampaignSession
  private readonly display: Display
  private readonly teams: TeamPlay
  private readonly recent: RecentCampaigns
  private readonly files: CampaignFiles
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
    const created = new NewCampaigns(this.session, this.files, { fs, now, campaignsDir: this.campaignsDir, locale: () => this.display.locale })
    const gm = new GmCommands(this.session, this.diceBot, random, (result) => this.files.followName(result))
    const exports = new CampaignExports(this.session, this.teams, now)
    // Every command, each from the module that owns it (the slices are disjoint); one missing is a compile error here.
    const commands: Commands = {
      state: async () => this.snapshot(),
      setDisplay: (change) => this.display.change(change, publish),
      ...gm.commands(),
      ...this.files.commands(),
      ...created.commands(),
      ...this.teams.commands(),
      ...exports.commands(),
      diceList: () => diceListFor(this.session, this.diceBot)
    }
    Object.assign(this, commands)
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

  /** Applies a command a team sent from its own page (see `TeamPlay.teamDispatch`). */
  teamDispatch(team: string, command: unknown, allowed?: () => boolean): Promise<Result> {
    return this.teams.teamDispatch(team, command, allowed)
  }

  /** What one team's page shows now: its own whitelist view and the table's language. */
  team(team: string): TeamPayload {
    return this.teams.team(team)
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


  /** Lets `open` and `restoreBackup` take a file the GM picked in a file dialog (Electron's main process, after its Open dialog). */
  allowPickedFile(path: string): void {
    this.files.allowPickedFile(path)
  }

  /** Drops a campaign from the recent list (its file is gone), or all but the open one when no path is given (Open recent ▸ Clear). */
  async forgetRecent(path?: string): Promise<void> {
    await this.recent.forget(path, this.session.path)
    this.publish()
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
