import { teamView } from '@machines/campaign/team-view'
import { teamLogOf, type TeamLogEntry } from '@machines/campaign/team-log'
import { checkTeamCommand } from '@machines/campaign/team-commands'
import type { TableLocale } from '@machines/campaign/board-view'
import type { Commands, Result } from '../../shared/contract'
import { fail, failure } from '../../shared/message'
import { closedPlayers, type PlayersJoinChange, type PlayersStatus } from '../../shared/players'
import type { PlayersControl } from '../players/players-door'
import type { TeamPayload } from '../team-payload'
import type { CampaignSession } from '../session/campaign-session'

/**
 * The teams at the table: each team's whitelist view and private log, the commands a team sends from
 * its own page (through the session's queue), and the players' door's controls when the app offers one.
 */
export class TeamPlay {
  private door: PlayersControl | null = null
  /** The campaign the door's links were issued for. */
  private linkedPath: string | null = null

  constructor(
    private readonly session: CampaignSession,
    private readonly locale: () => TableLocale
  ) {}

  /** This module's slice of the command map. */
  commands(): Pick<Commands, 'setPlayersJoin' | 'issueTeamLink' | 'revokeTeamLink' | 'teamPreview'> {
    return {
      setPlayersJoin: (change) => this.setPlayersJoin(change),
      issueTeamLink: (team) => this.issueTeamLink(team),
      revokeTeamLink: (team) => this.revokeTeamLink(team),
      teamPreview: async (team) => this.team(team)
    }
  }

  /** Lets players join through `door`; `redraw` pushes the GM window when its links or connections change. */
  attach(door: PlayersControl, redraw: () => void): void {
    this.door = door
    this.linkedPath = this.session.path
    door.subscribe(redraw)
  }

  /** Before a push: when another campaign (or none) is open since the links were issued, the old links stop working. */
  follow(): void {
    if (this.door && this.session.path !== this.linkedPath) {
      this.linkedPath = this.session.path
      this.door.campaignChanged()
    }
  }

  /** The door's status for the GM window (closed when the app offers no door). */
  status(): PlayersStatus {
    return this.door?.status() ?? closedPlayers(false)
  }

  /**
   * Applies a command a team sent from its own page: only what its prompt asks now, for its own living
   * actors, validated with the command schemas. A refusal changes nothing.
   */
  teamDispatch(team: string, command: unknown, allowed: () => boolean = () => true): Promise<Result> {
    return this.session.run(async () =>
      this.session.withEngine((engine) => {
        // The link is asked again on the queue, right before the change: a link that died while this waited changes nothing.
        if (!allowed()) return fail('players.linkRevoked')
        const checked = checkTeamCommand(engine.current, team, command)
        if (!checked.ok) return failure(checked.why)
        return this.session.commit('event', (e) => e.dispatch(checked.command, this.session.isoNow(), `team:${team}`))
      })
    )
  }

  /** What one team's page shows now: its own whitelist view (null without a campaign or such a team) and the table's language. */
  team(team: string): TeamPayload {
    const engine = this.session.engine
    const view = engine ? teamView(engine.current, team) : null
    return { view, locale: this.locale(), log: engine && view ? this.teamLog(team) : [] }
  }

  /** A team's private log up to the head: replayed once where not yet known, then read from the session log's entries. */
  teamLog(team: string): TeamLogEntry[] {
    const engine = this.session.engine
    return engine ? teamLogOf(this.session.logEntries(0, engine.head, true), team) : []
  }

  /** The open campaign's team ids (none while no campaign is open). */
  teamIds(): string[] {
    const engine = this.session.engine
    return engine ? engine.current.context.campaign.teams.map((t) => t.id) : []
  }

  /** Turns players joining on or off. */
  setPlayersJoin(change: PlayersJoinChange): Promise<Result> {
    return this.door ? this.door.setPlayersJoin(change) : Promise.resolve(fail('players.unavailable'))
  }

  /** Gives a team a new link. */
  issueTeamLink(team: string): Promise<Result> {
    return this.door ? this.door.issueTeamLink(team) : Promise.resolve(fail('players.unavailable'))
  }

  /** Revokes a team's link. */
  revokeTeamLink(team: string): Promise<Result> {
    return this.door ? this.door.revokeTeamLink(team) : Promise.resolve(fail('players.unavailable'))
  }

  /** Closes the door (before the process exits). */
  async close(): Promise<void> {
    await this.door?.close()
  }
}
