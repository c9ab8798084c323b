import type { CampaignDocument } from '@machines/campaign/document'
import type { TableLocale } from '@machines/campaign/board-view'
import { sessionMarkdown, turnSummary } from '@machines/campaign/session-log/markdown'
import { publicPicture, turnOfPicture } from '@machines/campaign/session-log/public-view'
import { digestTurn, teamDigest } from '@machines/campaign/team-digest'
import type { Commands, FileResult, SessionLogKind, TextResult } from '../../shared/contract'
import { fail, type Failure } from '../../shared/message'
import { exportFileName, logFileName, teamDigestFileName } from '../files/file-names'
import type { CampaignSession } from '../session/campaign-session'
import type { TeamPlay } from './team-play'

/** Serializes a document for people: indented, with a final newline. */
export function exportDocument(doc: CampaignDocument): string {
  return `${JSON.stringify(doc, null, 2)}\n`
}

/** What the GM takes out of the open campaign: the document, the session log, the turn's summary, a team's digest. */
export class CampaignExports {
  constructor(
    private readonly session: CampaignSession,
    private readonly teams: TeamPlay,
    private readonly now: () => number
  ) {}

  /** This module's slice of the command map. */
  commands(): Pick<Commands, 'exportCampaign' | 'exportSessionLog' | 'turnSummary' | 'teamDigest' | 'exportTeamDigest'> {
    return {
      exportCampaign: async () => this.exportCampaign(),
      exportSessionLog: async (kind, locale) => this.exportSessionLog(kind, locale),
      turnSummary: async (locale) => this.turnSummary(locale),
      teamDigest: async (team, locale) => this.teamDigest(team, locale),
      exportTeamDigest: async (team, locale) => this.exportTeamDigest(team, locale)
    }
  }

  /** The open campaign as a pretty JSON document and a suggested file name. */
  exportCampaign(): FileResult {
    return this.session.withEngine((engine) => {
      const doc = engine.toDocument(this.session.isoNow())
      return { ok: true, fileName: exportFileName(doc.meta.name, this.now()), text: exportDocument(doc) }
    })
  }

  /** The session log as Markdown: the public one (board data only) or the GM's full one. */
  exportSessionLog(kind: SessionLogKind, locale: TableLocale): FileResult {
    return this.session.withEngine((engine) => {
      const title = engine.current.context.campaign.name
      const text = sessionMarkdown(this.session.logEntries(0, engine.head, true), { kind, locale, title })
      return { ok: true, fileName: logFileName(title, kind, locale, this.now()), text }
    })
  }

  /** The public summary of the current turn (the running war turn, else the last one played). */
  turnSummary(locale: TableLocale): TextResult {
    return this.session.withEngine((engine) => {
      const turn = turnOfPicture(publicPicture(engine.current.context))
      const title = engine.current.context.campaign.name
      return { ok: true, text: turnSummary(this.session.logEntries(0, engine.head, true), turn, { locale, title }) }
    })
  }

  /** A team's private log of this turn as Markdown, to paste into a direct message (play-by-post). */
  teamDigest(team: string, locale: TableLocale): TextResult {
    const digest = this.digestOf(team, locale)
    return digest.ok ? { ok: true, text: digest.text } : digest
  }

  /** The same digest as a Markdown file named in the GM's local time. */
  exportTeamDigest(team: string, locale: TableLocale): FileResult {
    const digest = this.digestOf(team, locale)
    if (!digest.ok) return digest
    return { ok: true, fileName: teamDigestFileName(digest.campaign, digest.team, digest.turn, locale, this.now()), text: digest.text }
  }

  /** A team's digest of the current turn (the last one it learned something in), or why there is none. */
  private digestOf(team: string, locale: TableLocale): { ok: true; text: string; turn: number; team: string; campaign: CampaignDocument['meta']['name'] } | Failure {
    return this.session.withEngine((engine) => {
      const record = engine.current.context.campaign.teams.find((t) => t.id === team)
      if (!record) return fail('players.noSuchTeam', { team })
      const log = this.teams.teamLog(team)
      const campaign = engine.current.context.campaign.name
      const turn = digestTurn(log, turnOfPicture(publicPicture(engine.current.context)))
      const text = teamDigest(log, turn, { locale, campaign, team: record.name })
      return { ok: true, text, turn, team: record.name[locale], campaign }
    })
  }
}
