import { basename, isAbsolute, join, resolve } from 'node:path'
import { CampaignEngine } from '@machines/campaign/engine'
import { createDocument, migrationNotes, type CampaignDocument } from '@machines/campaign/document'
import { boardView, type BoardDisplay, type BoardStyle, type TableLocale } from '@machines/campaign/board-view'
import { gmView, type GmView } from '@machines/campaign/gm-view'
import { SessionLog, windowReplayLimit } from '@machines/campaign/session-log/session-log'
import { sessionMarkdown, turnSummary } from '@machines/campaign/session-log/markdown'
import { publicPicture, turnOfPicture } from '@machines/campaign/session-log/public-view'
import type { LogEntry } from '@machines/campaign/session-log/entry'
import type { Campaign } from '@machines/campaign/model/campaign'
import { blankCampaign, type BlankCampaignSpec } from '@machines/campaign/blank/blank-campaign'
import {
  openCampaignFile,
  createCampaignFile,
  restoreBackup,
  openBackup,
  type CampaignStore,
  type StoreOptions
} from './store/campaign-store'
import { listBackups } from './store/backups'
import { readCampaign, serializeCampaign } from './store/campaign-reader'
import { openRecentList, type RecentList } from './store/recent'
import { describeFileError, errorCode, nodeFileSystem, type FileSystem } from './store/file-system'
import { demoCampaign } from './demo'
import { cryptoRandom } from './crypto-random'
import { DiceBot } from './dice/dice-bot'
import { withDiceBotAnswers } from './dice/dice-bot-answers'
import { readImportedCampaign } from './files/read-import'
import { exportFileName, fileStem, logFileName, teamDigestFileName } from './files/file-names'
import { moveToName } from './files/follow-name'
import { copyBeforeLogStart } from './files/copy-before-log-start'
import { startLogHere } from '@machines/campaign/start-log-here'
import { campaignAtHead, servantChoices, teamImportCommand } from './files/servant-import'
import { recordChoices, recordImportCommand, recordIn } from './files/record-import'
import { defaultBoardStyle, loadBoardStyle, saveBoardStyle } from './files/display-prefs'
import type {
  BackupsResult,
  BoardPayload,
  Commands,
  CopyableRecordKind,
  DisplayChange,
  Events,
  FileResult,
  HostState,
  OpenFailure,
  RecentEntry,
  Result,
  SaveState,
  SessionLogKind,
  RecordChoicesResult,
  TextResult
} from '../shared/contract'
import { fail, failure, message, type Failure, type Message } from '../shared/message'
import type { SentCommand } from '@machines/campaign/commands'
import { teamView } from '@machines/campaign/team-view'
import { teamLogOf, type TeamLogEntry } from '@machines/campaign/team-log'
import { digestTurn, teamDigest } from '@machines/campaign/team-digest'
import { checkTeamCommand } from '@machines/campaign/team-commands'
import type { TeamPayload } from './team-payload'
import { closedPlayers, type PlayersJoinChange } from '../shared/players'
import type { PlayersControl } from './players/players-door'
import { consoleLog, logged, type HostLog } from './host-log'
import { ChangeQueue } from './session/change-queue'
import { Journal, journalPathOf, readJournal, type JournalEntry } from './session/journal'
import { replayJournal } from './session/journal-replay'

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

type Listener<E extends keyof Events> = (payload: Events[E]) => void

/** Why a new file's name was taken: it exists, or another opener holds it. */
const nameTaken = new Set<string>(['store.create.exists', 'store.lock.inUse', 'store.lock.inUseOnHost', 'store.lock.beingOpened', 'store.lock.contended'])

/** A campaign restored and rendered once, ready to become the open one. */
type Prepared = { ok: true; engine: CampaignEngine; log: SessionLog }

/** Serializes a document compactly and sealed (trusted when it is opened again); exports are pretty and unsealed. */
export function serializeDocument(doc: CampaignDocument): string {
  return serializeCampaign(doc)
}

/** Serializes a document for people: indented, with a final newline. */
export function exportDocument(doc: CampaignDocument): string {
  return `${JSON.stringify(doc, null, 2)}\n`
}

/**
 * The engine host: one open campaign, dispatch, undo/redo, views and autosave. Electron's main
 * process (IPC) and the web host (HTTP + WebSocket) both drive this one class, each through
 * `callChecked` (src/shared/command-args.ts): the arguments arrive here already parsed.
 */
export class OverseerHost implements Commands {
  private engine: CampaignEngine | null = null
  private store: CampaignStore<CampaignDocument> | null = null
  private path: string | null = null
  private saveState: SaveState = { state: 'none' }
  private display: BoardDisplay = { blank: false, frozen: false, ...defaultBoardStyle }
  /** The last write of the remembered board look; shutdown waits for it so a look chosen just before quitting is kept. */
  private boardStyleWrite: Promise<void> = Promise.resolve()
  private sessionLog = new SessionLog()
  private openFailure: OpenFailure | null = null
  private notice: Message | null = null
  private recentEntries: HostState['recent'] = []
  private lastBoard: BoardPayload = { blank: false, view: null }
  private readonly recent: RecentList
  private readonly listeners: { [E in keyof Events]: Set<Listener<E>> } = { state: new Set(), board: new Set() }
  private unsubscribeStatus: (() => void) | null = null
  /** New campaign files being written now, so two made at once never pick the same name. */
  private readonly creating = new Set<string>()
  /** Whether the open campaign's file was created by this host (not read back from disk). */
  private createdHere = false
  /** The open campaign's name when it was opened: a file follows a rename made since (`detach`). */
  private openedName: string | null = null
  /** Files the GM picked in a file dialog this session (resolved paths). */
  private readonly picked = new Set<string>()
  private readonly diceBot: DiceBot
  /** The players' door, when the app embedding the host offers one (the web host and the desktop app do). */
  private players: PlayersControl | null = null
  /** The campaign the door's links were issued for. */
  private playersPath: string | null = null
  /**
   * Every read-then-change of the open campaign runs on this one queue: one may wait for BCDice or a
   * file, and the next must see its result. A change sent before another campaign became the open one
   * is refused rather than applied to the new one.
   */
  private readonly changes = new ChangeQueue()
  /** The open campaign's journal (null when journaling is off or it could not be opened). */
  private journal: Journal | null = null
  /** What the change running now appended to the journal: its answer waits for it. */
  private appended: Promise<void> | undefined
  /** The journal entry each saved document holds up to: once it is written, the journal drops those. */
  private readonly journalMarks = new WeakMap<CampaignDocument, { journal: Journal; seq: number }>()

  constructor(private readonly options: HostOptions) {
    this.recent = openRecentList(options.dataDir, { fs: options.fs })
    this.diceBot = options.diceBot ?? new DiceBot({ random: this.random })
  }

  private get random(): () => number {
    return this.options.random ?? cryptoRandom
  }

  /** Runs a change of the open campaign on the queue; refused when another campaign became the open one since it was sent. */
  private change(change: (session: number) => Promise<Result>): Promise<Result> {
    return this.changes.run((session) => (this.changes.isCurrent(session) ? change(session) : Promise.resolve(fail('host.campaignChanged'))))
  }

  /**
   * Runs a change that may make another campaign (or none) the open one (open, close, new, import,
   * restore). When it did, every change sent before it ended — queued behind it or sent while it awaited
   * a file — is refused: none lands in the campaign it was not sent to.
   */
  /**
   * Runs a change of the open campaign and answers once what it committed is in the journal (one fsync
   * for every change committed meanwhile): an acknowledged change survives a kill.
   */
  private async durableChange(change: (session: number) => Promise<Result>): Promise<Result> {
    let durable: Promise<void> | undefined
    const result = await this.change(async (session) => {
      const answer = await change(session)
      // Set by afterChange inside this change; the queue runs nothing else in between.
      durable = this.appended
      this.appended = undefined
      return answer
    })
    if (!durable) return result
    try {
      await durable
      return result
    } catch (error) {
      return fail('host.notDurable', { detail: describeFileError(error) })
    }
  }

  private get journaling(): boolean {
    return this.options.journal ?? this.options.fs === undefined
  }

  private switchCampaign<T>(change: () => Promise<T>): Promise<T> {
    return this.changes.run(async () => {
      const before = this.engine
      try {
        return await change()
      } finally {
        if (this.engine !== before) this.changes.replaced()
      }
    })
  }

  private get fs(): FileSystem {
    return this.options.fs ?? nodeFileSystem
  }

  private now(): number {
    return (this.options.now ?? Date.now)()
  }

  private iso(): string {
    return new Date(this.now()).toISOString()
  }

  private storeOptions(): StoreOptions<CampaignDocument> & { parse: typeof readCampaign } {
    return {
      serialize: serializeDocument,
      parse: readCampaign,
      fs: this.options.fs,
      debounceMs: this.options.debounceMs,
      backupIntervalMs: this.options.backupIntervalMs,
      now: this.options.now,
      onWritten: (doc) => {
        const mark = this.journalMarks.get(doc)
        if (mark) mark.journal.compact(mark.seq).catch((error: unknown) => this.log.error(`the journal could not be compacted: ${describeFileError(error)}`))
      }
    }
  }

  /** How the open campaign was read: trusted by its seal, verified by replay, or just created here. */
  get openedAs(): 'trusted' | 'verified' | 'created' | null {
    if (!this.store) return null
    if (this.store.trusted) return 'trusted'
    return this.createdHere ? 'created' : 'verified'
  }

  /** The table's language as the GM last chose it (the web host's own pages speak it too). */
  get tableLocale(): TableLocale {
    return this.display.locale
  }

  /** The folder new campaigns are created in. */
  get campaignsDir(): string {
    return join(this.options.dataDir, 'campaigns')
  }

  /** Opens the most recent campaign that opens cleanly, or a fresh copy of the demo when there is none. */
  async start(): Promise<void> {
    this.display = { ...this.display, ...(await loadBoardStyle(this.options.dataDir, this.fs)) }
    this.recentEntries = await this.withSaveTimes(await this.recent.list())
    for (const entry of this.recentEntries) {
      if ((await this.open(entry.path)).ok) return
      // A failed open leaves its message and backups on screen; don't silently move on.
      if (this.openFailure) return
    }
    // A full or read-only disk must not leave an empty window: the picker says what went wrong.
    const firstStart = this.recentEntries.length === 0
    const created = await this.newFromDemo()
    if (!created.ok) {
      this.notice = message('host.notice.startFailed', { detail: created.why })
      this.publish()
    } else if (firstStart) {
      // The demo opens so there is something to look at; the GM's own campaign is one form away.
      const welcome = message('host.notice.firstStart')
      this.notice = this.notice ? message('host.notice.pair', { first: welcome, second: this.notice }) : welcome
      this.publish()
    }
  }

  /** Registers a listener for a push; returns the unsubscribe function. */
  on<E extends keyof Events>(event: E, listener: Listener<E>): () => void {
    const set = this.listeners[event] as Set<Listener<E>>
    set.add(listener)
    return () => set.delete(listener)
  }

  /** Where the host writes the errors it survives. */
  get log(): HostLog {
    return this.options.log ?? consoleLog
  }

  private emit<E extends keyof Events>(event: E, payload: Events[E]): void {
    // One listener failing (a socket gone bad mid-push) must neither stop the others nor the change that pushed.
    for (const listener of this.listeners[event] as Set<Listener<E>>) logged(this.log, `the ${event} push`, () => listener(payload))
  }

  /** The GM window's whole state. */
  async state(): Promise<HostState> {
    return this.snapshot()
  }

  private snapshot(): HostState {
    const engine = this.engine
    return {
      path: this.path,
      campaignsFolder: this.campaignsDir,
      gm: engine ? this.gmViewOf(engine, this.sessionLog) : null,
      save: this.saveState,
      display: this.display,
      frozenBoard: this.display.frozen ? this.lastBoard : null,
      recent: this.recentEntries,
      openFailure: this.openFailure,
      notice: this.notice,
      players: this.players?.status() ?? closedPlayers(false)
    }
  }

  private gmViewOf(engine: CampaignEngine, log: SessionLog): GmView {
    return gmView(engine.current, engine.events, engine.head, boardView(engine.current), (from, to) => this.logEntries(from, to, false, engine, log))
  }

  /** What the board shows now (the last pushed picture while frozen). */
  async board(): Promise<BoardPayload> {
    return this.lastBoard
  }

  private get boardStyle(): BoardStyle {
    return { theme: this.display.theme, fontScale: this.display.fontScale, locale: this.display.locale }
  }

  private boardPayload(): BoardPayload {
    if (this.display.blank) return { blank: true, view: null }
    return { blank: false, view: this.engine ? boardView(this.engine.current) : null, style: this.boardStyle }
  }

  /** Recomputes the views and pushes them; a frozen board keeps its last picture but takes a new look. */
  private publish(): void {
    if (this.players && this.path !== this.playersPath) {
      this.playersPath = this.path
      this.players.campaignChanged()
    }
    this.emit('state', this.snapshot())
    if (!this.display.frozen || this.display.blank) {
      this.lastBoard = this.boardPayload()
      this.emit('board', this.lastBoard)
    } else if (!this.lastBoard.blank && JSON.stringify(this.lastBoard.style) !== JSON.stringify(this.boardStyle)) {
      this.lastBoard = { ...this.lastBoard, style: this.boardStyle }
      this.emit('board', this.lastBoard)
    }
  }

  /**
   * The session-log entries of events `from`..`to`, replayed only where not yet known. The GM
   * window's few lines replay at most `windowReplayLimit` events; an export replays whatever it needs.
   */
  private logEntries(from: number, to: number, exact = false, engine = this.engine, log = this.sessionLog): LogEntry[] {
    if (!engine) return []
    return log.range(engine.events, from, to, {
      load: () => engine.toDocument(this.iso()),
      newest: engine.current.context,
      maxReplay: exact ? Number.POSITIVE_INFINITY : windowReplayLimit
    })
  }

  /** Applies an engine step and, when it applied an event, writes that event's session-log entry. */
  private step(apply: (engine: CampaignEngine) => Result): Result {
    const engine = this.engine!
    const before = engine.current.context
    const result = apply(engine)
    if (result.ok && engine.head > 0) this.sessionLog.record(engine.events[engine.head - 1], engine.head - 1, before, engine.current.context)
    return result
  }

  /** Runs a request that needs an open campaign; without one, the GM reads that none is open. */
  /** Schedules the save of the open campaign, marked with the last journal entry it holds. */
  private saveMarked(engine: CampaignEngine): void {
    const doc = engine.toDocument(this.iso())
    if (this.journal) this.journalMarks.set(doc, { journal: this.journal, seq: this.journal.lastSeq })
    this.store?.save(doc)
  }

  /**
   * The journal beside a campaign file just opened, redone on top of it: what was acknowledged after the
   * file's last save (a crash). A journal that cannot be read or redone is set aside, never replayed twice.
   */
  private async withJournal(path: string, doc: CampaignDocument): Promise<{ prepared: Prepared | Failure; entries: JournalEntry[]; replayed: number }> {
    const file = basename(path)
    if (!this.journaling) return { prepared: this.prepare(file, doc), entries: [], replayed: 0 }
    const journalPath = journalPathOf(path)
    let entries: JournalEntry[] = []
    try {
      entries = await readJournal(journalPath)
    } catch (error) {
      this.log.error(`the journal of ${file} could not be read: ${describeFileError(error)}`)
    }
    const { doc: replayedDoc, replayed } = replayJournal(doc, entries)
    const prepared = this.prepare(file, replayedDoc)
    if (prepared.ok || replayed === 0) return { prepared, entries, replayed }
    this.log.error(`the journal of ${file} does not fit the file; it is kept as ${basename(journalPath)}.unused`)
    await this.fs.rename(journalPath, `${journalPath}.unused`).catch(() => undefined)
    return { prepared: this.prepare(file, doc), entries: [], replayed: 0 }
  }

  private withEngine<T>(run: (engine: CampaignEngine) => T): T | Failure {
    return this.engine ? run(this.engine) : fail('host.noCampaign')
  }

  /** After a change: journals it (`logged` says whether it logged an event or only moved the head), schedules the save, pushes the views. */
  private afterChange(result: Result, logged: 'event' | 'head'): Result {
    const engine = this.engine
    if (result.ok && engine && this.store) {
      if (this.journal) {
        const head = engine.head
        this.appended = this.journal.append(logged === 'event' ? { head, event: { at: head - 1, value: engine.events[head - 1] } } : { head })
      }
      this.saveMarked(engine)
    }
    if (result.ok) this.notice = null
    this.publish()
    return result
  }

  /** Validates and applies a GM command; what it asks of the dice bot is rolled first (E.71). */
  async dispatch(command: SentCommand): Promise<Result> {
    return this.durableChange((session) => this.applyCommand(command, session))
  }

  /** Dispatch's change, on the queue already (a copy from another file runs it inside its own change). */
  private async applyCommand(command: SentCommand, session: number): Promise<Result> {
    const engine = this.engine
    if (!engine) return fail('host.noCampaign')
    const answered = await withDiceBotAnswers(command, engine.current.context, this.diceBot, this.random)
    // BCDice answered after an await: the answer is committed only into the campaign it was rolled for.
    if (!this.changes.isCurrent(session) || this.engine !== engine) return fail('host.campaignChanged')
    if (!answered.ok) return answered
    const result = this.afterChange(this.step((e) => e.dispatch(answered.command, this.iso())), 'event')
    if (result.ok && answered.notice) {
      this.notice = answered.notice
      this.publish()
    }
    return this.followName(result)
  }

  /**
   * Applies a command a team sent from its own page: only what its prompt asks now, for
   * its own living actors, validated with the command schemas. A refusal changes nothing.
   */
  async teamDispatch(team: string, command: unknown, allowed: () => boolean = () => true): Promise<Result> {
    return this.durableChange(async () =>
      this.withEngine((engine) => {
        // The link is asked again on the queue, right before the change: a link that died while this waited changes nothing.
        if (!allowed()) return fail('players.linkRevoked')
        const checked = checkTeamCommand(engine.current, team, command)
        if (!checked.ok) return failure(checked.why)
        return this.afterChange(this.step((e) => e.dispatch(checked.command, this.iso(), `team:${team}`)), 'event')
      })
    )
  }

  /** What one team's page shows now: its own whitelist view (null without a campaign or such a team) and the table's language. */
  team(team: string): TeamPayload {
    const engine = this.engine
    const view = engine ? teamView(engine.current, team) : null
    return { view, locale: this.display.locale, log: engine && view ? this.teamLog(engine, team) : [] }
  }

  /** What one team's page shows, for the GM window's preview of it (the same payload its phone gets). */
  async teamPreview(team: string): Promise<TeamPayload> {
    return this.team(team)
  }

  /** A team's private log up to the head: replayed once where not yet known, then read from the session log's entries. */
  private teamLog(engine: CampaignEngine, team: string): TeamLogEntry[] {
    return teamLogOf(this.logEntries(0, engine.head, true, engine), team)
  }

  /** A team's digest of the current turn (the last one it learned something in) as Markdown, or why there is none. */
  private digestOf(team: string, locale: TableLocale): { ok: true; text: string; turn: number; team: string } | Failure {
    return this.withEngine((engine) => {
      const record = engine.current.context.campaign.teams.find((t) => t.id === team)
      if (!record) return fail('players.noSuchTeam', { team })
      const log = this.teamLog(engine, team)
      const turn = digestTurn(log, turnOfPicture(publicPicture(engine.current.context)))
      const text = teamDigest(log, turn, { locale, campaign: engine.current.context.campaign.name, team: record.name })
      return { ok: true, text, turn, team: record.name[locale] }
    })
  }

  /** A team's private log of this turn as Markdown, to paste into a direct message (play-by-post). */
  async teamDigest(team: string, locale: TableLocale): Promise<TextResult> {
    const digest = this.digestOf(team, locale)
    return digest.ok ? { ok: true, text: digest.text } : digest
  }

  /** The same digest as a Markdown file named in the GM's local time. */
  async exportTeamDigest(team: string, locale: TableLocale): Promise<FileResult> {
    const digest = this.digestOf(team, locale)
    if (!digest.ok) return digest
    const campaign = this.engine!.current.context.campaign.name
    return { ok: true, fileName: teamDigestFileName(campaign, digest.team, digest.turn, locale, this.now()), text: digest.text }
  }

  /** The open campaign's file, or null (team links are bound to it). */
  campaignPath(): string | null {
    return this.path
  }

  /** The open campaign's team ids (none while no campaign is open). */
  teamIds(): string[] {
    return this.engine ? this.engine.current.context.campaign.teams.map((t) => t.id) : []
  }

  /** Lets players join through `door`; the GM window then shows its switch and links. */
  attachPlayers(door: PlayersControl): void {
    this.players = door
    this.playersPath = this.path
    door.subscribe(() => this.emit('state', this.snapshot()))
  }

  /** Turns players joining on or off. */
  async setPlayersJoin(change: PlayersJoinChange): Promise<Result> {
    return this.players ? this.players.setPlayersJoin(change) : fail('players.unavailable')
  }

  /** Gives a team a new link. */
  async issueTeamLink(team: string): Promise<Result> {
    return this.players ? this.players.issueTeamLink(team) : fail('players.unavailable')
  }

  /** Revokes a team's link. */
  async revokeTeamLink(team: string): Promise<Result> {
    return this.players ? this.players.revokeTeamLink(team) : fail('players.unavailable')
  }

  /** Moves the head one event back. */
  async undo(): Promise<Result> {
    return this.durableChange(async () => this.followName(this.withEngine((engine) => this.afterChange(engine.undo(), 'head'))))
  }

  /** Re-applies the next undone event. */
  async redo(): Promise<Result> {
    return this.durableChange(async () => this.followName(this.withEngine(() => this.afterChange(this.step((engine) => engine.redo()), 'head'))))
  }

  /**
   * After a change, gives the open campaign's recent-list entry its current name (a rename, or the
   * undo of one), so the picker lists it as the header and the board call it.
   */
  private async followName(result: Result): Promise<Result> {
    const engine = this.engine
    const path = this.path
    if (!result.ok || !engine || !path) return result
    const name = engine.current.context.campaign.name
    const entry = this.recentEntries.find((e) => resolve(e.path) === resolve(path))
    if (!entry || entry.title === name) return result
    try {
      this.recentEntries = await this.recent.add(path, name)
    } catch {
      // The list is a convenience: the name is right on screen now, and is written the next time it can be.
      this.recentEntries = this.recentEntries.map((e) => (e === entry ? { ...e, title: name } : e))
    }
    this.publish()
    return result
  }

  /** Blanks or freezes the board, sets its look or the table's language (GM display controls, outside the campaign's undo history). */
  async setDisplay(change: DisplayChange): Promise<Result> {
    const before = this.boardStyle
    this.display = { ...this.display, ...change }
    this.publish()
    if (JSON.stringify(before) !== JSON.stringify(this.boardStyle)) {
      // Chained so two quick changes land in order, and so shutdown can wait for the last one.
      const style = this.boardStyle
      this.boardStyleWrite = this.boardStyleWrite.then(() => saveBoardStyle(this.options.dataDir, style, this.fs))
      await this.boardStyleWrite
    }
    return { ok: true }
  }

  /** Creates a new campaign file from the bundled demo and opens it. */
  async newFromDemo(): Promise<Result> {
    return this.switchCampaign(() => this.createFile(createDocument(demoCampaign(this.display.locale), this.iso()), 'demo'))
  }

  /** Creates a new campaign file from the blank-campaign wizard's answers and opens it; the notice says what was made. */
  async newBlank(spec: BlankCampaignSpec): Promise<Result> {
    return this.switchCampaign(() => this.newBlankNow(spec))
  }

  private async newBlankNow(spec: BlankCampaignSpec): Promise<Result> {
    const built = blankCampaign(spec)
    if (!built.ok) return failure(built.why)
    const { campaign } = built
    const created = await this.createFile(createDocument(campaign, this.iso()), fileStem(campaign.name), (path) =>
      message('host.notice.blankCreated', {
        name: campaign.name,
        teams: message('host.count.placeholderTeams', { count: campaign.teams.length }),
        regions: message('host.count.regions', { count: campaign.regions.length }),
        file: basename(path)
      })
    )
    return created.ok ? { ok: true } : created
  }

  /** Creates a new campaign file in the campaigns folder from a campaign and opens it. */
  async create(campaign: Campaign, stem: string): Promise<Result> {
    return this.switchCampaign(() => this.createFile(createDocument(campaign, this.iso()), stem))
  }

  /**
   * Writes a document as a new file `<stem>-<time>.overseer.json` in the campaigns folder and opens it,
   * once it is known to restore and render. A name already taken (two campaigns made in the same
   * millisecond, a clock set back) gets a counter: `<stem>-<time>-2.overseer.json`.
   */
  private async createFile(doc: CampaignDocument, stem: string, noticeFor?: (path: string) => Message): Promise<Result & { path?: string }> {
    const prepared = this.prepare(`${stem}.overseer.json`, doc)
    if (!prepared.ok) return prepared
    try {
      await this.fs.mkdir(this.campaignsDir)
    } catch (error) {
      return fail('host.campaignsFolder', { detail: describeFileError(error) })
    }
    const stamp = new Date(this.now()).toISOString().replace(/[:.]/g, '-')
    let created: Awaited<ReturnType<typeof createCampaignFile<CampaignDocument>>> = fail('host.campaignsFolder', { detail: stamp })
    let path = ''
    for (let n = 1; n <= 20; n++) {
      path = join(this.campaignsDir, `${stem}-${stamp}${n > 1 ? `-${n}` : ''}.overseer.json`)
      if (this.creating.has(path)) continue
      this.creating.add(path)
      try {
        created = await createCampaignFile(path, doc, this.storeOptions())
      } finally {
        this.creating.delete(path)
      }
      if (created.ok || !nameTaken.has(created.why.key)) break
    }
    if (!created.ok) return created
    const attached = await this.attach(path, created.store, prepared, noticeFor?.(path) ?? null)
    if (!attached.ok) return attached
    this.createdHere = true
    return { ok: true, path }
  }

  /** The open campaign as a pretty JSON document and a suggested file name. */
  async exportCampaign(): Promise<FileResult> {
    return this.withEngine((engine) => {
      const doc = engine.toDocument(this.iso())
      return { ok: true, fileName: exportFileName(doc.meta.name, this.now()), text: exportDocument(doc) }
    })
  }

  /** Imports a campaign file's text as a new file and opens it; a bad text changes nothing. */
  async importCampaign(text: string): Promise<Result> {
    return this.switchCampaign(() => this.importCampaignNow(text))
  }

  private async importCampaignNow(text: string): Promise<Result> {
    const read = readImportedCampaign(text)
    if (!read.ok) return read
    const created = await this.createFile(read.doc, fileStem(read.doc.meta.name || read.doc.initial.name), (path) => {
      const imported = { name: read.doc.meta.name, file: basename(path) }
      if (read.migratedFrom === undefined) return message('host.notice.imported', imported)
      // What the migration changed (the second reading's shared wheel, E.73) is said with it.
      const [changes] = migrationNotes(read.migratedFrom, read.doc)
      return changes
        ? message('host.notice.importedMigratedChanges', { ...imported, format: read.migratedFrom, changes })
        : message('host.notice.importedMigrated', { ...imported, format: read.migratedFrom })
    })
    return created.ok ? { ok: true } : created
  }

  /**
   * "Start the log here": the campaign as it is now becomes the file's initial state; its logged
   * events and undo history are dropped. The whole file is first copied beside it and put on the recent list,
   * where no backup rotation removes it: nothing is lost, only moved out of the way.
   */
  async startLogHere(): Promise<Result> {
    return this.change(async () => {
      const { engine, store, path } = this
      if (!engine || !store || !path) return fail('host.noCampaign')
      const started = startLogHere(engine.toDocument(this.iso()), engine.current, this.iso())
      if (!started.ok) return failure(started.why)
      const prepared = this.prepare(basename(path), started.doc)
      if (!prepared.ok) return prepared
      const flushed = await store.flush()
      if (!flushed.ok) return failure(flushed.why)
      // The file holds every journaled change now; the journal's indices would not fit the log that starts here.
      if (this.journal) await this.journal.compact(this.journal.lastSeq)
      const name = engine.current.context.campaign.name
      const kept = await copyBeforeLogStart(this.fs, path, name, this.now())
      if (!kept.ok) return kept
      try {
        // The copy is listed under the open campaign, so the next start still opens the open one.
        await this.recent.add(kept.path, name)
        this.recentEntries = await this.withSaveTimes(await this.recent.add(path, name))
      } catch {
        // The copy is on disk and named in the notice; the recent list is a convenience.
      }
      this.engine = prepared.engine
      this.sessionLog = prepared.log
      store.save(prepared.engine.toDocument(this.iso()))
      const saved = await store.flush()
      this.notice = message('host.notice.logStarted', { events: message('host.count.events', { count: started.dropped }), copy: basename(kept.path) })
      this.publish()
      return saved.ok ? { ok: true } : failure(saved.why)
    })
  }

  /** The backups of the open campaign, newest first, with time and size. */
  async listBackups(): Promise<BackupsResult> {
    if (!this.store) return fail('host.noCampaign')
    const backups = await this.store.listBackups()
    return { ok: true, backups: backups.map((b) => ({ name: b.name, time: b.time, size: b.size })) }
  }

  /** What another campaign file's text offers to copy in (servants, monsters, tables), each with the reason it cannot be, if any. */
  async recordsInFile(text: string): Promise<RecordChoicesResult> {
    return this.withEngine((engine) => {
      const read = readImportedCampaign(text)
      if (!read.ok) return read
      const source = campaignAtHead(read.doc)
      const target = engine.current.context
      return {
        ok: true,
        campaign: source.name,
        servants: servantChoices(source, target),
        monsters: recordChoices(source, 'monster', target),
        tables: recordChoices(source, 'table', target)
      }
    })
  }

  /** Copies one monster or table from another campaign file (an undoable edit; the same id is replaced). */
  async importRecord(text: string, kind: CopyableRecordKind, id: string): Promise<Result> {
    return this.durableChange((session) => this.importRecordNow(text, kind, id, session))
  }

  private async importRecordNow(text: string, kind: CopyableRecordKind, id: string, session: number): Promise<Result> {
    if (!this.engine) return fail('host.noCampaign')
    const read = readImportedCampaign(text)
    if (!read.ok) return read
    const source = campaignAtHead(read.doc)
    const built = recordImportCommand(source, kind, id, this.engine.current.context.campaign)
    if (!built.ok) return built
    const replaced = recordIn(this.engine.current.context.campaign, kind, id) !== undefined
    const result = await this.applyCommand(built.command, session)
    if (!result.ok) return result
    const copied = built.command.type === 'edit.monster.upsert' ? built.command.monster : built.command.table
    this.notice = message(replaced ? 'host.notice.recordReplaced' : 'host.notice.recordCopied', { name: copied.name, source: source.name })
    this.publish()
    return { ok: true }
  }

  /** Copies one servant and its team's master from another campaign file as a new team (an undoable event). */
  async importServant(text: string, servantId: string): Promise<Result> {
    return this.durableChange((session) => this.importServantNow(text, servantId, session))
  }

  private async importServantNow(text: string, servantId: string, session: number): Promise<Result> {
    if (!this.engine) return fail('host.noCampaign')
    const read = readImportedCampaign(text)
    if (!read.ok) return read
    const source = campaignAtHead(read.doc)
    const built = teamImportCommand(source, servantId, this.engine.current.context.campaign)
    if (!built.ok) return built
    const result = await this.applyCommand(built.command, session)
    if (!result.ok || !this.engine) return result
    const { team, servant, master } = built.command
    const base = this.engine.current.context.campaign.regions.find((r) => r.id === team.base)
    const copied = { className: servant.className, trueName: servant.trueName, master: master.name, source: source.name, team: team.name }
    this.notice = built.movedBase
      ? message('host.notice.servantCopiedMovedBase', { ...copied, base: base?.name ?? team.base })
      : message('host.notice.servantCopied', copied)
    this.publish()
    return { ok: true }
  }

  /** The session log as Markdown: the public one (board data only) or the GM's full one. */
  async exportSessionLog(kind: SessionLogKind, locale: TableLocale): Promise<FileResult> {
    return this.withEngine((engine) => {
      const title = engine.current.context.campaign.name
      const text = sessionMarkdown(this.logEntries(0, engine.head, true), { kind, locale, title })
      return { ok: true, fileName: logFileName(title, kind, locale, this.now()), text }
    })
  }

  /** The public summary of the current turn (the running war turn, else the last one played). */
  async turnSummary(locale: TableLocale): Promise<TextResult> {
    return this.withEngine((engine) => {
      const turn = turnOfPicture(publicPicture(engine.current.context))
      const title = engine.current.context.campaign.name
      return { ok: true, text: turnSummary(this.logEntries(0, engine.head, true), turn, { locale, title }) }
    })
  }

  /**
   * Lets `open` and `restoreBackup` take a file the GM picked in a file dialog. Electron's main process
   * calls it after its Open dialog; nothing a window sends can add a path.
   */
  allowPickedFile(path: string): void {
    this.picked.add(resolve(path))
  }

  /**
   * Whether a path names a file the GM chose: one picked in a dialog, one in the recent list, the open
   * one or the one that just failed to open. Any other path is refused before anything touches the
   * disk beside it (a lock file, pruned backups).
   */
  private async mayOpen(path: string): Promise<boolean> {
    if (!isAbsolute(path)) return false
    const key = resolve(path)
    const same = (other: string | null | undefined): boolean => !!other && resolve(other) === key
    if (this.picked.has(key) || same(this.path) || same(this.openFailure?.path)) return true
    if (this.recentEntries.some((entry) => same(entry.path))) return true
    return (await this.recent.list()).some((entry) => same(entry.path))
  }

  /** Opens a campaign file; a broken one is refused, left untouched, and its backups offered. */
  async open(path: string): Promise<Result> {
    return this.switchCampaign(() => this.openNow(path))
  }

  private async openNow(path: string): Promise<Result> {
    if (path === this.path) return { ok: true }
    if (!(await this.mayOpen(path))) return fail('host.pathNotChosen', { file: basename(path) })
    const opened = await openCampaignFile(path, this.storeOptions())
    if (!opened.ok) {
      if (!this.engine) this.openFailure = { path, why: opened.why, backups: opened.backups.map((b) => ({ name: b.name, time: b.time, size: b.size })) }
      this.publish()
      return failure(opened.why)
    }
    const { prepared, entries, replayed } = await this.withJournal(path, opened.store.doc)
    if (!prepared.ok) {
      await opened.store.close()
      return this.refuseFile(path, prepared.why)
    }
    const [changes] = opened.store.migratedFrom !== undefined ? migrationNotes(opened.store.migratedFrom, opened.store.doc) : []
    const notice =
      replayed > 0
        ? message('host.notice.recoveredJournal', { changes: message('host.count.changes', { count: replayed }) })
        : opened.store.migratedFrom !== undefined
        ? changes
          ? message('host.notice.migratedChanges', { format: opened.store.migratedFrom, changes })
          : message('host.notice.migrated', { format: opened.store.migratedFrom })
        : opened.store.tookOverLockFrom
          ? message('host.notice.recovered')
          : null
    const attached = await this.attach(path, opened.store, prepared, notice, entries)
    // The file catches up with what the journal redid (and the journal then drops it).
    if (attached.ok && replayed > 0 && this.engine) this.saveMarked(this.engine)
    return attached
  }

  /**
   * Restores a backup in place of a broken (or unwanted) file, setting the old file aside. The backup
   * is read and rendered first: one that would not open leaves the open campaign as it was.
   */
  async restoreBackup(path: string, name: string): Promise<Result> {
    return this.switchCampaign(() => this.restoreBackupNow(path, name))
  }

  private async restoreBackupNow(path: string, name: string): Promise<Result> {
    if (!(await this.mayOpen(path))) return fail('host.pathNotChosen', { file: basename(path) })
    const backup = (await listBackups(path, this.fs).catch(() => [])).find((b) => b.name === name)
    if (!backup) return fail('host.noBackup', { name })
    const chosen = await openBackup(backup, { parse: readCampaign, fs: this.fs })
    if (!chosen.ok) return this.refuseFile(path, message('store.restore.backupUnusable', { backup: backup.name, detail: chosen.why }))
    const check = this.prepare(backup.name, chosen.value)
    if (!check.ok) return this.refuseFile(path, check.why)
    if (this.path === path) await this.detach()
    // A journal left beside the file (a crash) followed the file being replaced, not the backup: kept aside, never redone on it.
    if (this.journaling) await this.fs.rename(journalPathOf(path), `${journalPathOf(path)}.unused`).catch(() => undefined)
    const restored = await restoreBackup(path, backup, this.storeOptions())
    if (!restored.ok) {
      this.openFailure = { path, why: restored.why, backups: restored.backups.map((b) => ({ name: b.name, time: b.time, size: b.size })) }
      this.publish()
      return failure(restored.why)
    }
    const prepared = this.prepare(basename(path), restored.store.doc)
    if (!prepared.ok) {
      await restored.store.close()
      return this.refuseFile(path, prepared.why)
    }
    const notice = restored.setAside
      ? message('host.notice.restoredSetAside', { name: backup.name, setAside: restored.setAside })
      : message('host.notice.restored', { name: backup.name })
    return this.attach(path, restored.store, prepared, notice)
  }

  /** Saves and closes the open campaign; the GM sees the picker. */
  async close(): Promise<Result> {
    return this.switchCampaign(async () => {
      const result = await this.detach(true)
      this.recentEntries = await this.withSaveTimes(this.recentEntries)
      this.publish()
      return result
    })
  }

  /**
   * The recent entries with the time each file was last written, so two campaigns of the same name
   * tell apart on the picker; a file that is gone is marked rather than dropped (the GM decides).
   */
  private async withSaveTimes(entries: readonly RecentEntry[]): Promise<RecentEntry[]> {
    return Promise.all(
      entries.map(async ({ savedAt: _was, missing: _gone, ...entry }) => {
        try {
          return { ...entry, savedAt: (await this.fs.stat(entry.path)).mtimeMs }
        } catch (error) {
          return errorCode(error) === 'ENOENT' ? { ...entry, missing: true } : entry
        }
      })
    )
  }

  /** Writes everything pending (before quit). */
  async flush(): Promise<Result> {
    if (!this.store) return { ok: true }
    const result = await this.store.flush()
    return result.ok ? { ok: true } : failure(result.why)
  }

  /** Flushes and releases the open campaign and stops the dice bot; call before the process exits. */
  async shutdown(): Promise<Result> {
    await this.boardStyleWrite
    await this.diceBot.close()
    await this.players?.close()
    // After the changes already queued: a command the GM was answered ok for is saved with the rest.
    return this.switchCampaign(() => this.detach(true))
  }

  /**
   * Restores an engine from a validated document and renders it once (GM view, board, log lines,
   * as JSON). A campaign becomes the open one only after both worked: a file that cannot restore or
   * render is refused while the campaign open before it stays open.
   */
  private prepare(file: string, doc: CampaignDocument): Prepared | Failure {
    try {
      const engine = new CampaignEngine(doc, this.options.random ?? cryptoRandom)
      const log = new SessionLog()
      JSON.stringify({ gm: this.gmViewOf(engine, log), board: boardView(engine.current) })
      return { ok: true, engine, log }
    } catch (error) {
      return fail('host.cannotRestore', { file, detail: error instanceof Error ? error.message : String(error) })
    }
  }

  /** Shows why a file did not open: on the picker when no campaign is open, else only as the answer (the open campaign stays). */
  private async refuseFile(path: string, why: Message): Promise<Failure> {
    if (!this.engine) {
      this.openFailure = { path, why, backups: (await listBackups(path, this.fs).catch(() => [])).map((b) => ({ name: b.name, time: b.time, size: b.size })) }
      this.publish()
    }
    return failure(why)
  }

  /** Makes a prepared campaign the open one (closing the one before); the notice says what else the GM should know. */
  private async attach(
    path: string,
    store: CampaignStore<CampaignDocument>,
    prepared: Prepared,
    notice: Message | null = null,
    journaled: readonly JournalEntry[] = []
  ): Promise<Result> {
    await this.detach(true)
    if (this.journaling) {
      try {
        this.journal = await Journal.open(journalPathOf(path), journaled)
      } catch (error) {
        // The campaign still opens; its changes are then as safe as the autosave makes them.
        this.log.error(`the journal of ${basename(path)} could not be opened: ${describeFileError(error)}`)
      }
    }
    this.createdHere = false
    this.engine = prepared.engine
    this.openedName = prepared.engine.current.context.campaign.name
    this.sessionLog = prepared.log
    this.store = store
    this.path = path
    this.openFailure = null
    this.unsubscribeStatus = store.onStatus((status) =>
      // Called from the autosave timer: whatever fails here is logged, never thrown out of the timer.
      logged(this.log, 'the save status push', () => {
        this.saveState = { ...status }
        // `unsaved` comes from the save() a change makes, and the publish after that change carries it.
        if (status.state !== 'unsaved') this.emit('state', this.snapshot())
      })
    )
    // The campaign is open whatever happens to the recent list; a list that cannot be written is only mentioned.
    let recentProblem: Message | null = null
    // Read from the prepared engine, not this.engine: a close or quit may run while the list is written.
    const title = prepared.engine.current.context.campaign.name
    try {
      this.recentEntries = await this.recent.add(path, title)
    } catch (error) {
      recentProblem = message('host.notice.recentNotSaved', { cause: describeFileError(error) })
      const entry = { path, title, openedAt: this.now() }
      this.recentEntries = [entry, ...this.recentEntries.filter((e) => resolve(e.path) !== resolve(path))]
    }
    this.notice = notice && recentProblem ? message('host.notice.pair', { first: notice, second: recentProblem }) : (notice ?? recentProblem)
    this.publish()
    return { ok: true }
  }

  /**
   * Closes the open campaign. `followName` (closing, quitting, opening another) lets a file Overseer
   * made take the campaign's current name once it is closed and unlocked; restoring a backup in place does not.
   */
  private async detach(followName = false): Promise<Result> {
    const store = this.store
    const path = this.path
    const name = this.engine?.current.context.campaign.name
    const renamed = name !== undefined && name !== this.openedName
    const journal = this.journal
    this.unsubscribeStatus?.()
    this.unsubscribeStatus = null
    this.engine = null
    this.store = null
    this.path = null
    this.journal = null
    this.saveState = { state: 'none' }
    if (!store) return { ok: true }
    const result = await store.close()
    // The file holds everything once its last save worked: the journal goes. Otherwise it stays for the next open.
    await journal?.close(result.ok).catch((error: unknown) => this.log.error(`the journal could not be closed: ${describeFileError(error)}`))
    if (!result.ok) return failure(result.why)
    if (followName && path && renamed) await this.renameFile(path, name)
    return { ok: true }
  }

  /** Moves a closed campaign file to its name (`moveToName`) and points its recent entry at the new path. */
  private async renameFile(path: string, name: string): Promise<void> {
    const moved = await moveToName(this.fs, this.campaignsDir, path, name)
    if (!moved) return
    const entry = this.recentEntries.find((e) => resolve(e.path) === resolve(path))
    const renamed = { path: moved, title: name, openedAt: entry?.openedAt ?? this.now() }
    this.recentEntries = this.recentEntries.map((e) => (e === entry ? renamed : e))
    try {
      await this.recent.remove(path)
      this.recentEntries = await this.recent.add(moved, name)
    } catch {
      // The list is a convenience: the entry on screen already points at the moved file.
    }
  }
}
