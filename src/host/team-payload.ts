import type { TableLocale } from '@machines/campaign/board-view'
import type { TeamView } from '@machines/campaign/team-view'

/** What a team's page receives (issue 18): its own view, and the table's language to read it in. */
export interface TeamPayload {
  view: TeamView | null
  locale: TableLocale
}
