import type { Campaign } from '../model/campaign'
import type { CommandOf } from '../commands'
import type { EditContext } from './edit-context'
import type { ReorderableList } from './commands'
import type { Bilingual } from '../../text/bilingual'
import { reason, type Reason } from '../../reasons/reason'

/** Each reorderable list's name in both languages, for refusals and the log. */
export const listWords: Record<ReorderableList, Bilingual> = {
  teams: { ko: '진영 목록', en: 'the teams' },
  regions: { ko: '지역 목록', en: 'the regions' },
  pcs: { ko: 'PC 목록', en: 'the PCs' },
  monsters: { ko: '괴물 목록', en: 'the monsters' },
  tables: { ko: '표 목록', en: 'the tables' }
}

/** Why a new order is refused: it must name every record of the list once, and nothing else. */
export function checkReorder(context: EditContext, command: CommandOf<'edit.reorder'>): Reason | undefined {
  const ids = context.campaign[command.list].map((record) => record.id)
  const named = new Set(command.ids)
  const same = named.size === command.ids.length && command.ids.length === ids.length && ids.every((id) => named.has(id))
  return same ? undefined : reason('reason.campaign.reorderMismatch', { list: listWords[command.list], ids: ids.join(', ') })
}

/** The campaign with the list in the order given; reordering the teams orders their masters and servants the same way. */
export function applyReorder(campaign: Campaign, command: CommandOf<'edit.reorder'>): Campaign {
  const place = new Map(command.ids.map((id, index) => [id, index]))
  const sorted = <T extends { id: string }>(list: readonly T[]): T[] => list.toSorted((a, b) => place.get(a.id)! - place.get(b.id)!)
  const reordered = { ...campaign, [command.list]: sorted(campaign[command.list] as readonly { id: string }[]) }
  if (command.list !== 'teams') return reordered
  // The Masters and Servants lists (and everything listing actors) follow their teams' order.
  const byTeam = <T extends { team: string }>(list: readonly T[]): T[] => list.toSorted((a, b) => (place.get(a.team) ?? place.size) - (place.get(b.team) ?? place.size))
  return { ...reordered, masters: byTeam(campaign.masters), servants: byTeam(campaign.servants) }
}
