import { randomBytes, timingSafeEqual } from 'node:crypto'

/** Bytes of randomness in a team link's token: 192 bits, above the 128 the issue asks for. */
export const teamTokenBytes = 24

/** A team's link as the GM window lists it (never sent to a board or another team). */
export interface TeamLink {
  team: string
  token: string
}

/**
 * The per-team links of the players' door: a link works only while the GM has players joining on, and outlives the door being turned off; one random token per team, compared in constant time, revoked or re-issued at any time.
 * A link is bound to the campaign open when it was made (`campaign`, the open file's path): in any other campaign it finds nobody,
 * even before the door has revoked it. `onRevoke` lets the web host close that team's sockets at once.
 */
export class TeamLinks {
  private enabled = false
  private readonly tokens = new Map<string, { token: Buffer; campaign: string | null }>()

  constructor(
    private readonly onRevoke: (team: string) => void = () => undefined,
    private readonly random: (bytes: number) => Buffer = randomBytes,
    private readonly campaign: () => string | null = () => null
  ) {}

  /** Whether players may join now (off until the GM turns it on). */
  get playersJoin(): boolean {
    return this.enabled
  }

  /**
   * Turns players joining on or off. Off refuses every token but keeps them: turning the door on again
   * brings every phone back on the link it scanned (only revoke or a new link changes a link).
   */
  setPlayersJoin(on: boolean): void {
    this.enabled = on
  }

  /** Whether the team has a link now. */
  has(team: string): boolean {
    return this.tokens.has(team)
  }

  /** A new token for a team (an old one stops working at once). */
  issue(team: string): TeamLink {
    this.revoke(team)
    const token = this.random(teamTokenBytes).toString('base64url')
    this.tokens.set(team, { token: Buffer.from(token), campaign: this.campaign() })
    return { team, token }
  }

  /** Brings back a team's link from the last run (the same token, bound to the campaign open now). */
  restore(team: string, token: string): void {
    this.tokens.set(team, { token: Buffer.from(token), campaign: this.campaign() })
  }

  /** Revokes a team's link; its open sockets are closed by the host. */
  revoke(team: string): void {
    if (this.tokens.delete(team)) this.onRevoke(team)
  }

  /** The links issued now, for the GM window only. */
  links(): TeamLink[] {
    return [...this.tokens].map(([team, { token }]) => ({ team, token: token.toString() }))
  }

  /** The team a presented token belongs to, or null; every stored token is compared, each in constant time. */
  teamOf(given: string | null): string | null {
    if (!this.enabled || !given) return null
    const presented = Buffer.from(given)
    const campaign = this.campaign()
    let found: string | null = null
    for (const [team, link] of this.tokens) {
      if (link.token.length === presented.length && timingSafeEqual(link.token, presented) && link.campaign === campaign) found = team
    }
    return found
  }
}
