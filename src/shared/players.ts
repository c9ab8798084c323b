import type { TableLocale } from '@machines/campaign/board-view'
import type { TeamView } from '@machines/campaign/team-view'
import type { TeamLogEntry } from '@machines/campaign/team-log'

/** A network address of this machine the GM may open the players' door on (IPv4; loopback too, for a test or one screen). */
export interface NetworkAddress {
  /** The interface's name as the system gives it (`eth0`, `Wi-Fi`…). */
  name: string
  address: string
  /** The loopback interface: only this machine can reach it. */
  internal: boolean
}

/** A QR code as the GM window draws it: `size` modules a side, the dark ones as one SVG path. */
export interface QrPicture {
  size: number
  path: string
}

/** One team's link, for the GM window only (never the board, never a team page). */
export interface TeamLinkView {
  team: string
  /** The address a phone opens: the team page with the link's token after `#` (never sent in a page request). */
  url: string
  qr: QrPicture
  /** The team's pages connected now. */
  connected: number
}

/** The players' door as the GM window shows it: off by default; when on, where phones reach it and each team's link. */
export interface PlayersStatus {
  /** Whether this app can open the door at all (the web host and the desktop app both can). */
  available: boolean
  on: boolean
  /** The address the door listens on while on, or the one last chosen. */
  address: string | null
  port: number | null
  /** Whether the board is served on the door too (the GM allows it). */
  board: boolean
  /** The board's address on the door, while on and allowed. */
  boardUrl: string | null
  /** The machine's IPv4 addresses now, to choose from. */
  addresses: NetworkAddress[]
  links: TeamLinkView[]
}

/** Turning the players' door on (on an address of this machine, the board too or not) or off. */
export interface PlayersJoinChange {
  on: boolean
  address?: string
  board?: boolean
}

/** The door's status while it is closed (and where the app cannot open one). */
export function closedPlayers(available: boolean, addresses: NetworkAddress[] = []): PlayersStatus {
  return { available, on: false, address: null, port: null, board: false, boardUrl: null, addresses, links: [] }
}

/** What a team's page receives: its own view, and the table's language to read it in. */
export interface TeamPayload {
  view: TeamView | null
  locale: TableLocale
  /** What the team learned at each war turn, duel and battle applied, newest first: its private log. */
  log: TeamLogEntry[]
}
