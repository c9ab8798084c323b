import type { Campaign } from '../../model/campaign'
import type { CommandInput } from '../../commands'
import type { Reason } from '../../../reasons/reason'
import type { SheetColumns } from './columns'
import type { PreviewRow } from './preview'
import { readServantSheet, servantColumns } from './servant-sheet'
import { masterColumns, pcColumns, readMasterSheet, readPcSheet, readRegionSheet, regionColumns } from './record-sheets'

/** The kinds of sheet a GM pastes rows of. */
export const sheetKinds = ['servants', 'masters', 'regions', 'pcs'] as const
/** One kind of pasted sheet. */
export type SheetKind = (typeof sheetKinds)[number]

/** A paste read: the preview row by row and the one command that applies it, or the reason it cannot be read. */
export type SheetPaste =
  | { ok: true; preview: PreviewRow[]; skipped: number[]; command: (overwrite: boolean) => Extract<CommandInput, { type: 'edit.paste' }> }
  | { ok: false; why: Reason }

/** Each sheet's columns, for the help text. */
export const sheetColumns: Record<SheetKind, SheetColumns<string>> = {
  servants: servantColumns,
  masters: masterColumns,
  regions: regionColumns,
  pcs: pcColumns
}

/** Reads a pasted sheet of one kind against the campaign it goes into; nothing is applied. */
export function readSheetPaste(kind: SheetKind, source: string, campaign: Campaign): SheetPaste {
  switch (kind) {
    case 'servants': {
      const read = readServantSheet(source, campaign)
      if (!read.ok) return read
      const teams = read.teams.map(({ team, master, servant }) => ({ team, master, servant }))
      return { ok: true, preview: read.preview, skipped: read.skipped, command: (overwrite) => ({ type: 'edit.paste', overwrite, teams }) }
    }
    case 'masters': {
      const read = readMasterSheet(source, campaign)
      return read.ok ? { ok: true, preview: read.preview, skipped: read.skipped, command: (overwrite) => ({ type: 'edit.paste', overwrite, masters: read.records }) } : read
    }
    case 'regions': {
      const read = readRegionSheet(source, campaign)
      return read.ok ? { ok: true, preview: read.preview, skipped: read.skipped, command: (overwrite) => ({ type: 'edit.paste', overwrite, regions: read.records }) } : read
    }
    case 'pcs': {
      const read = readPcSheet(source, campaign)
      return read.ok ? { ok: true, preview: read.preview, skipped: read.skipped, command: (overwrite) => ({ type: 'edit.paste', overwrite, pcs: read.records }) } : read
    }
  }
}
