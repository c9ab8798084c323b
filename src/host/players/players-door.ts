import { randomBytes } from 'node:crypto'
import type { Result } from '../../shared/contract'
import { fail } from '../../shared/message'
import { closedPlayers, type NetworkAddress, type PlayersJoinChange, type PlayersStatus, type QrPicture } from '../../shared/players'
import { ipv4Addresses } from './network-addresses'
import { startPlayersListener, type PlayersHost, type PlayersLimits, type PlayersListener } from './players-listener'
import { qrPicture } from './qr-picture'
import { TeamLinks } from './team-links'
import { loadKeptDoor, saveKeptDoor, type DoorKeeping, type KeptDoor } from './kept-door'
import type { RateLimit } from './rate-limit'
import { consoleLog, type HostLog } from '../host-log'

/** How the players' door is made: the host, the built renderer, and seams for tests. */
export interface PlayersDoorOptions {
  host: PlayersHost
  staticDir: string
  /** The port the door listens on (0, the default, picks a free one). */
  port?: number
  /** The machine's IPv4 addresses; by default read from the system when the GM changes the door (and at most every few seconds otherwise). */
  addresses?: () => NetworkAddress[]
  /** Random bytes for link tokens; by default the system's cryptographic source. */
  random?: (bytes: number) => Buffer
  limits?: Partial<PlayersLimits>
  rate?: RateLimit
  /** Where the door is remembered between runs (the data folder); without it a restart starts the door off. */
  keeping?: DoorKeeping
  /** Where errors of the door's listener are written. */
  log?: HostLog
  /** The clock that spaces out reads of the addresses. */
  now?: () => number
}

/** How long the address list shown on the GM window is kept before the system is asked again. */
export const addressesKeptMs = 5000

/** What the host asks of the players' door: its status for the GM window and the GM's three controls. */
export interface PlayersControl {
  status(): PlayersStatus
  setPlayersJoin(change: PlayersJoinChange): Promise<Result>
  issueTeamLink(team: string): Promise<Result>
  revokeTeamLink(team: string): Promise<Result>
  /** Tells the GM window to redraw (links and connections changed). */
  subscribe(listener: () => void): () => void
  /** A campaign was opened or closed: the old campaign's links stop working. */
  campaignChanged(): void
  close(): Promise<void>
}

/**
 * The players' door: off until the GM turns it on on an address of this machine; then a
 * second listener serves the team pages, and each team gets its own link (a random token) the GM can
 * revoke or re-issue at any time. Turning it off closes the listener and disconnects every team; the
 * links are kept, so turning it on again brings every phone back on the link it scanned.
 */
export class PlayersDoor implements PlayersControl {
  private listener: PlayersListener | null = null
  private chosen: string | null = null
  /** The port the door last listened on: turning it on again (or a restart) asks for it first, so every link's address stays the same. */
  private lastPort: number | null = null
  private board = false
  /** The key in the door's board address; kept between runs so a spare screen's bookmark keeps working. */
  private boardKey: string
  private readonly links: TeamLinks
  private readonly qr = new Map<string, { token: string; picture: QrPicture }>()
  private readonly listeners = new Set<() => void>()
  /** Door changes run one after another: a quick off-on must not leave two listeners. */
  private queue: Promise<unknown> = Promise.resolve()
  /** The addresses last read and when: every push of the GM's state shows them, and reading them costs a descriptor. */
  private knownAddresses: { list: NetworkAddress[]; at: number } | null = null

  constructor(private readonly options: PlayersDoorOptions) {
    this.links = new TeamLinks((team) => this.listener?.disconnectTeam(team), options.random ?? randomBytes, () => options.host.campaignPath())
    this.boardKey = (options.random ?? randomBytes)(12).toString('base64url')
    // A team removed from the campaign takes its link with it: a team made again with that id gets a new one.
    options.host.on('state', () => this.dropRemovedTeams())
  }

  /**
   * The machine's addresses. `fresh` (the GM is changing the door) asks the system; otherwise the list
   * read in the last few seconds is shown. A system that cannot answer (out of descriptors) leaves the
   * last list in place: the GM's state must still be sent.
   */
  private addresses(fresh = false): NetworkAddress[] {
    const now = (this.options.now ?? Date.now)()
    const known = this.knownAddresses
    if (!fresh && known && now - known.at < addressesKeptMs) return known.list
    try {
      this.knownAddresses = { list: (this.options.addresses ?? ipv4Addresses)(), at: now }
    } catch (error) {
      ;(this.options.log ?? consoleLog).error(`the network addresses could not be read: ${(error as Error).message}`)
      this.knownAddresses = { list: known?.list ?? [], at: now }
    }
    return this.knownAddresses.list
  }

  private changed(): void {
    this.keep()
    for (const listener of this.listeners) listener()
  }

  private kept = ''
  private keeping: Promise<void> = Promise.resolve()
  /** Writes what the door is now when it differs from what was last written (connections coming and going write nothing). */
  private keep(): void {
    const keeping = this.options.keeping
    if (!keeping || !this.restored) return
    const listener = this.listener
    const state: KeptDoor = {
      on: listener !== null,
      address: listener?.address ?? this.chosen,
      port: listener?.port ?? this.lastPort,
      board: this.board,
      boardKey: this.boardKey,
      campaign: this.options.host.campaignPath(),
      links: Object.fromEntries(this.links.links().map(({ team, token }) => [team, token]))
    }
    const text = JSON.stringify(state)
    if (text === this.kept) return
    this.kept = text
    this.keeping = this.keeping.then(() => saveKeptDoor(keeping, state))
  }

  private restored = false
  /**
   * Brings the door back as the last run left it: on, on the same address, on the same port where it
   * is free, with the same team links when the same campaign is open. Runs once, after the host opened its campaign.
   */
  restore(): Promise<Result> {
    return this.serial(async () => {
      const keeping = this.options.keeping
      const kept = keeping ? await loadKeptDoor(keeping) : null
      this.restored = true
      if (!kept) return { ok: true }
      this.chosen = kept.address
      this.board = kept.board
      if (kept.boardKey) this.boardKey = kept.boardKey
      this.lastPort = kept.port
      // The links come back with their campaign, whether the door was on or off: turning it on later keeps them.
      const teams = this.options.host.teamIds()
      if (kept.campaign === this.options.host.campaignPath()) {
        for (const [team, token] of Object.entries(kept.links)) if (teams.includes(team)) this.links.restore(team, token)
      }
      if (!kept.on || !kept.address || !this.addresses().some((a) => a.address === kept.address)) {
        this.changed()
        return { ok: true }
      }
      const opened = await this.listenOnLastPort(kept.address, kept.board)
      if (opened !== true) {
        this.changed()
        return fail('players.listenFailed', { address: kept.address, detail: opened.message })
      }
      this.issueMissing()
      this.changed()
      return { ok: true }
    })
  }

  /** Starts the listener on the port it last had where that is free; another one (and so new links to scan) only when it is taken. */
  private async listenOnLastPort(address: string, board: boolean): Promise<true | Error> {
    if (this.lastPort !== null && address === this.chosen) {
      const again = await this.listen(address, board, this.lastPort)
      if (again === true) return true
    }
    return this.listen(address, board, this.options.port)
  }

  /** Starts the listener, or says why it could not (a port taken, an address gone). */
  private async listen(address: string, board: boolean, port: number | undefined): Promise<true | Error> {
    try {
      this.listener = await startPlayersListener({
        host: this.options.host,
        staticDir: this.options.staticDir,
        address,
        port,
        board,
        boardKey: this.boardKey,
        teamOf: (token) => this.links.teamOf(token),
        limits: this.options.limits,
        rate: this.options.rate,
        log: this.options.log,
        onConnections: () => this.changed()
      })
    } catch (error) {
      return error as Error
    }
    this.lastPort = this.listener.port
    this.links.setPlayersJoin(true)
    return true
  }

  private serial(change: () => Promise<Result>): Promise<Result> {
    const next = this.queue.then(change, change)
    this.queue = next.catch(() => undefined)
    return next
  }

  /** Registers a redraw listener; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** What the GM window shows: the switch, the addresses to choose from, each team's link and QR code. */
  status(): PlayersStatus {
    const listener = this.listener
    if (!listener) return { ...closedPlayers(true, this.addresses()), address: this.chosen }
    return {
      available: true,
      on: true,
      address: listener.address,
      port: listener.port,
      board: this.board,
      boardUrl: this.board ? `${listener.url}/board?key=${this.boardKey}` : null,
      addresses: this.addresses(),
      links: this.links.links().map(({ team, token }) => {
        const url = `${listener.url}/team#${token}`
        // A QR code is drawn once per token, not on every push of the GM's state.
        let cached = this.qr.get(team)
        if (cached?.token !== token) {
          cached = { token, picture: qrPicture(url) }
          this.qr.set(team, cached)
        }
        return { team, url, qr: cached.picture, connected: listener.connected(team) }
      })
    }
  }

  /** Opens the door on an address of this machine (the board too or not), or closes it. */
  setPlayersJoin(change: PlayersJoinChange): Promise<Result> {
    return this.serial(async () => {
      if (!change.on) {
        await this.shut()
        this.changed()
        return { ok: true }
      }
      const address = change.address ?? this.listener?.address ?? this.chosen
      if (!address) return fail('players.addressNeeded')
      if (!this.addresses(true).some((a) => a.address === address)) return fail('players.noSuchAddress', { address })
      const board = change.board ?? this.board
      if (this.listener && this.listener.address === address) {
        this.board = board
        this.listener.setBoard(board)
        this.changed()
        return { ok: true }
      }
      // Off, or another address: a new listener, and the same links (a phone on the old address scans the new one with its own token).
      await this.shut()
      const started = await this.listenOnLastPort(address, board)
      if (started !== true) {
        this.changed()
        return fail('players.listenFailed', { address, detail: started.message })
      }
      this.chosen = address
      this.board = board
      this.links.setPlayersJoin(true)
      this.issueMissing()
      this.changed()
      return { ok: true }
    })
  }

  private async shut(why: 'off' | 'restart' = 'off'): Promise<void> {
    // The listener goes first: its pages then read "players joining is off", not "your link was revoked".
    const listener = this.listener
    this.listener = null
    this.links.setPlayersJoin(false)
    this.qr.clear()
    await listener?.close(why)
  }

  /** Opening the door gives every team of the open campaign that has none a link at once: the GM only hands them out. */
  private issueMissing(): void {
    for (const team of this.options.host.teamIds()) if (!this.links.has(team)) this.links.issue(team)
  }

  private dropRemovedTeams(): void {
    // Between two campaigns nothing is removed: the links are bound to the campaign and campaignChanged renews them.
    if (!this.options.host.campaignPath()) return
    const teams = new Set(this.options.host.teamIds())
    const removed = this.links.links().filter((link) => !teams.has(link.team))
    if (removed.length === 0) return
    for (const { team } of removed) this.links.revoke(team)
    this.changed()
  }

  /** A new link for a team (its old one, if any, stops working and its pages are disconnected). */
  issueTeamLink(team: string): Promise<Result> {
    return this.serial(async () => {
      if (!this.listener) return fail('players.notOn')
      if (!this.options.host.team(team).view) return fail('players.noSuchTeam', { team })
      this.links.issue(team)
      this.changed()
      return { ok: true }
    })
  }

  /** Revokes a team's link: its pages are disconnected at once. */
  revokeTeamLink(team: string): Promise<Result> {
    return this.serial(async () => {
      if (!this.links.links().some((l) => l.team === team)) return fail('players.noLink', { team })
      this.links.revoke(team)
      this.changed()
      return { ok: true }
    })
  }

  /** Another campaign is open (or none): the old links stop working, and the new campaign's teams get theirs. */
  campaignChanged(): void {
    // The links are dropped even while the door is off: it keeps them, and they belong to the old campaign.
    for (const { team } of this.links.links()) this.links.revoke(team)
    if (this.listener) this.issueMissing()
    this.changed()
  }

  /** Closes the door for good (the host shutting down). */
  async close(): Promise<void> {
    await this.serial(async () => {
      // What was last written stays: the next start opens the door as it was (closing for good is not turning it off).
      // Nothing more is written: the pages leaving now must not record the door as off.
      this.restored = false
      await this.keeping
      // The pages are told the host restarts, not that the door closed: they keep trying their own link.
      await this.shut('restart')
      return { ok: true }
    })
  }
}
