import type { GmView } from '@machines/campaign/gm-view'
import type { BoardView, BoardDisplay, BoardStyle, TableLocale } from '@machines/campaign/board-view'
import type { SentCommand } from '@machines/campaign/commands'
import type { BlankCampaignSpec } from '@machines/campaign/blank/blank-campaign'

import type { Failure, Message } from './message'
import type { PlayersJoinChange, PlayersStatus, TeamPayload } from './players'

/**
 * The outcome of any command: done, or refused with one clear reason (nothing changed). `why` is the
 * reason for the GM window to word in the GM's language; `error` says the same in English.
 */
export type Result = { ok: true } | Failure

/** A file the GM can reopen. */
export interface RecentEntry {
  path: string
  title?: string
  openedAt: number
  /** When the file was last written (epoch ms), read from the disk when the list is shown; absent when it could not be read. */
  savedAt?: number
  /** The file is no longer where the list says. */
  missing?: boolean
}

/** A backup the GM can restore when a campaign file is broken. */
export interface BackupEntry {
  name: string
  time: number
  size: number
}

/** A campaign that failed to open, with the backups offered instead. */
export interface OpenFailure {
  path: string
  why: Message
  backups: BackupEntry[]
}

/** The save state shown in the GM header (`unsaved`: a change waits to be written). */
export interface SaveState {
  state: 'saved' | 'unsaved' | 'saving' | 'error' | 'none'
  /** Why the last save failed (state `error`). */
  why?: Message
  savedAt?: number
  /** Set when the save worked but something around it (the backup) did not. */
  warning?: Message
}

/** Everything the GM window renders, pushed whole on every change. */
export interface HostState {
  /** The open campaign file, or null while the picker is shown. */
  path: string | null
  /** The folder new campaigns are kept in (the OS user-data folder in the desktop app), shown in the Files tab. */
  campaignsFolder: string
  gm: GmView | null
  save: SaveState
  display: BoardDisplay
  /** While the board is frozen: the picture it still shows the players (the GM's preview shows it); null while live. */
  frozenBoard: BoardPayload | null
  recent: RecentEntry[]
  openFailure: OpenFailure | null
  /** A one-off notice for the GM (a migrated file, a lock taken over…). */
  notice: Message | null
  /** The players' door: off by default; when on, each team's link (the GM window only). */
  players: PlayersStatus
}

/** What a board window receives: the public view, or nothing while blanked or no campaign is open. */
export interface BoardPayload {
  blank: boolean
  view: BoardView | null
  /** The look the GM chose (absent while blanked: a blank board is black). */
  style?: BoardStyle
}

/**
 * A file made for the GM. The host returns its `text`; the web renderer downloads it as
 * `fileName`, while Electron's main process writes it through a save dialog and returns
 * `savedTo` (or `cancelled` when the GM closed the dialog) without the text.
 */
export type FileResult =
  | { ok: true; fileName: string; text?: string; savedTo?: string; cancelled?: boolean }
  | Failure

/** A text for the GM to copy (a turn's public summary). */
export type TextResult = { ok: true; text: string } | Failure

/** BCDice's own list for the open campaign's dice system: its name, its help text (the commands it reads) and its tables. */
export type DiceListResult = { ok: true; system: string; name: string; help: string; tables: { command: string; name: string }[] } | Failure

/** The backups of the open campaign, newest first. */
export type BackupsResult = { ok: true; backups: BackupEntry[] } | Failure

/** A servant of another campaign file that the GM may copy in, with its team's master. */
export interface ServantChoice {
  id: string
  className: { ko: string; en: string }
  trueName: string
  team: { ko: string; en: string }
  master: { ko: string; en: string }
  /** Why it cannot be copied into the open campaign (an id clash…), or null. */
  refusal: Message | null
}

/** The kinds of encounter record the GM may copy in from another campaign file. */
export const copyableRecordKinds = ['monster', 'table'] as const
/** A monster or a table. */
export type CopyableRecordKind = (typeof copyableRecordKinds)[number]

/** A monster or table of another campaign file that the GM may copy in. */
export interface RecordChoice {
  id: string
  name: { ko: string; en: string }
  /** The open campaign has a record with this id: copying replaces it (one undoable edit). */
  replaces: boolean
  /** The record here is already exactly this one: there is nothing to copy. */
  same: boolean
  /** Why it cannot be copied into the open campaign, or null. */
  refusal: Message | null
}

/** What an uploaded campaign file offers to copy in: servants (with their masters), monsters, tables. */
export type RecordChoicesResult =
  | { ok: true; campaign: string; servants: ServantChoice[]; monsters: RecordChoice[]; tables: RecordChoice[] }
  | Failure

/**
 * The largest campaign text the GM may import, measured as it travels in a request: its UTF-8 bytes
 * once JSON-encoded (`encodedSize`), so a binary file whose bytes escape six-fold is measured as
 * sent. More than any real campaign (a year of weekly sessions is a few MB).
 */
export const maxImportBytes = 8 * 1024 * 1024

/** The largest request a GM socket takes: the largest import and room for the request around it. */
export const maxRequestBytes = maxImportBytes + 64 * 1024

/** Which session log to export: what the board showed, or the GM's full log with rule ids. */
export type SessionLogKind = 'public' | 'full'

/** A change of the board's display: blank, freeze, look or the table's language (any of them). */
export type DisplayChange = Partial<BoardDisplay>

/**
 * Renderer → host requests, with their real argument types. Each returns a promise. The two edges
 * (Electron's IPC gateway and the web host's socket) parse the arguments once, with the method's
 * zod tuple in `command-args.ts`, before the host sees them.
 */
export interface Commands {
  /** Current state of the GM window. */
  state(): Promise<HostState>
  /** Sends a GM command to the campaign machine (which validates it against the rules and refuses it with a reason). */
  dispatch(command: SentCommand): Promise<Result>
  undo(): Promise<Result>
  redo(): Promise<Result>
  /** Creates a new campaign file from the bundled demo and opens it. */
  newFromDemo(): Promise<Result>
  /** Creates a new campaign file from the blank-campaign wizard's answers (name, teams, regions) and opens it. */
  newBlank(spec: BlankCampaignSpec): Promise<Result>
  /** Opens a campaign file by path (from the recent list). */
  open(path: string): Promise<Result>
  /** Restores a backup in place of a broken file and opens it. */
  restoreBackup(path: string, backupName: string): Promise<Result>
  /** Blanks or freezes the projected board, or sets its look (`theme`, `fontScale`) or the table's language. */
  setDisplay(display: DisplayChange): Promise<Result>
  /** Closes the open campaign (saving it) and shows the picker. */
  close(): Promise<Result>
  /** The open campaign as a pretty JSON document, to keep or share. */
  exportCampaign(): Promise<FileResult>
  /** Reads a campaign file's text (validated, migrated), saves it as a NEW file and opens it. */
  importCampaign(text: string): Promise<Result>
  /** Makes the campaign as it is now the file's starting state, dropping its logged events and undo history (a full copy is kept beside it). */
  startLogHere(): Promise<Result>
  /** The backups of the open campaign (restore one with `restoreBackup(path, name)`). */
  listBackups(): Promise<BackupsResult>
  /** What another campaign file's text offers to copy in: servants, monsters and tables. */
  recordsInFile(text: string): Promise<RecordChoicesResult>
  /** Copies one servant and its team's master from another campaign file's text as a new team. */
  importServant(text: string, servant: string): Promise<Result>
  /** Copies one monster or table from another campaign file's text. */
  importRecord(text: string, kind: CopyableRecordKind, id: string): Promise<Result>
  /** The session log as Markdown: `public` (what the board showed) or `full` (the GM's), in `locale`. */
  exportSessionLog(kind: SessionLogKind, locale: TableLocale): Promise<FileResult>
  /** The public summary of the current turn, in `locale`, to paste into a chat. */
  turnSummary(locale: TableLocale): Promise<TextResult>
  /** BCDice's help text and table list for the open campaign's dice system, for the dice box. */
  diceList(): Promise<DiceListResult>
  /** Turns players joining on (on an address of this machine; the board too or not) or off (every team is disconnected). */
  setPlayersJoin(change: PlayersJoinChange): Promise<Result>
  /** Gives a team a new link (its old one stops working at once). */
  issueTeamLink(team: string): Promise<Result>
  /** Revokes a team's link: its pages are disconnected at once. */
  revokeTeamLink(team: string): Promise<Result>
  /** What one team's page shows now, for the GM's preview of it: the very payload its phone gets. */
  teamPreview(team: string): Promise<TeamPayload>
  /** A team's private log of this turn as Markdown, in `locale`, to send the team by direct message. */
  teamDigest(team: string, locale: TableLocale): Promise<TextResult>
  /** The same digest as a Markdown file. */
  exportTeamDigest(team: string, locale: TableLocale): Promise<FileResult>
}

/** Host → renderer pushes. */
export interface Events {
  state: HostState
  board: BoardPayload
}

/** The one API object the renderer talks to (Electron preload or the web host's WebSocket client). */
export type OverseerApi = Commands & {
  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void
}

/** The board-only API: a projection can listen, never command. */
export interface BoardApi {
  board(): Promise<BoardPayload>
  on(event: 'board', listener: (payload: BoardPayload) => void): () => void
}

/** Every command name, for the IPC gateway and the socket protocol; checked against `Commands`. */
export const commandNames = [
  'state', 'dispatch', 'undo', 'redo', 'newFromDemo', 'newBlank', 'open', 'restoreBackup', 'setDisplay', 'close',
  'exportCampaign', 'importCampaign', 'startLogHere', 'listBackups', 'recordsInFile', 'importServant', 'importRecord', 'exportSessionLog', 'turnSummary', 'diceList',
  'setPlayersJoin', 'issueTeamLink', 'revokeTeamLink', 'teamPreview', 'teamDigest', 'exportTeamDigest'
] as const satisfies readonly (keyof Commands)[]

// A compile error here means `commandNames` and `Commands` have drifted apart.
type MissingCommand = Exclude<keyof Commands, (typeof commandNames)[number]>
export const allCommandsListed: MissingCommand extends never ? true : never = true
