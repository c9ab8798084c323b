import type { Campaign } from '@machines/campaign/model/campaign'
import type { SheetKind } from '@machines/campaign/editing/sheet-paste/sheet-paste'
import { isPlaceholderTeam } from '@machines/campaign/blank/blank-campaign'

/** The editors' kinds of record (the tabs). */
type EditorKind = 'teams' | 'masters' | 'servants' | 'regions' | 'pcs' | 'monsters' | 'tables'

/** The most records of a kind for which the paste box still comes before the record's form. */
const fewRecords = 2

/** Which sheet the editors' tab pastes from, if any: the teams tab pastes servant rows (one row = one team). */
export function sheetOfKind(kind: EditorKind): SheetKind | null {
  if (kind === 'teams' || kind === 'servants') return 'servants'
  return kind === 'masters' || kind === 'regions' || kind === 'pcs' ? kind : null
}

/**
 * Whether the paste box comes first in the tab (in reach on a blank campaign): when the list is
 * empty or has few records, or every team is still the blank wizard's placeholder — the GM is filling the
 * campaign from a sheet, not editing one record.
 */
export function pasteComesFirst(kind: EditorKind, campaign: Campaign): boolean {
  const sheet = sheetOfKind(kind)
  if (!sheet) return false
  if (campaign[kind].length <= fewRecords) return true
  return sheet !== 'regions' && sheet !== 'pcs' && campaign.teams.every((team) => isPlaceholderTeam(campaign, team))
}
