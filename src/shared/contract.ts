import type { GmView } from '@machines/campaign/gm-view'
import type { BoardView, BoardDisplay } from '@machines/campaign/board-view'

/** The outcome of any command: done, or one clear reason it was refused (nothing changed). */
export type Result = { ok: true } | { ok: false; error: string }

/** A file the GM can reopen. */
export interface RecentEntry {
  path: string
  title?: string
  openedAt: number
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
  error: string
  backups: BackupEntry[]
}

/** The save state shown in the GM header. */
export interface SaveState {
  state: 'saved' | 'saving' | 'error' | 'none'
  error?: string
  savedAt?: number
  warning?: string
}

/** Everything the GM window renders, pushed whole on every change. */
export interface HostState {
  /** The open campaign file, or null while the picker is shown. */
  path: string | null
  gm: GmView | null
  save: SaveState
  display: BoardDisplay
  recent: RecentEntry[]
  openFailure: OpenFailure | null
  /** A one-off notice for the GM (a migrated file, a lock taken over…). */
  notice: string | null
}

/** What a board window receives: the public view, or nothing while blanked or no campaign is open. */
export interface BoardPayload {
  blank: boolean
  view: BoardView | null
}

/** Renderer → host requests. Each returns a promise; arguments are validated by the host. */
export interface Commands {
  /** Current state of the GM window. */
  state(): Promise<HostState>
  /** Sends a GM command to the campaign machine. */
  dispatch(command: unknown): Promise<Result>
  undo(): Promise<Result>
  redo(): Promise<Result>
  /** Creates a new campaign file from the bundled demo and opens it. */
  newFromDemo(): Promise<Result>
  /** Opens a campaign file by path (from the recent list). */
  open(path: unknown): Promise<Result>
  /** Restores a backup in place of a broken file and opens it. */
  restoreBackup(path: unknown, backupName: unknown): Promise<Result>
  /** Blanks or freezes the projected board. */
  setDisplay(display: unknown): Promise<Result>
  /** Closes the open campaign (saving it) and shows the picker. */
  close(): Promise<Result>
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
  'state', 'dispatch', 'undo', 'redo', 'newFromDemo', 'open', 'restoreBackup', 'setDisplay', 'close'
] as const satisfies readonly (keyof Commands)[]

// A compile error here means `commandNames` and `Commands` have drifted apart.
type MissingCommand = Exclude<keyof Commands, (typeof commandNames)[number]>
export const allCommandsListed: MissingCommand extends never ? true : never = true
