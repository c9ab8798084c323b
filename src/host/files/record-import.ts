import type { Campaign } from '@machines/campaign/model'
import type { CommandOf } from '@machines/campaign/commands'
import { checkEdit } from '@machines/campaign/editing/registry'
import type { CopyableRecordKind, RecordChoice } from '../../shared/contract'
import { fail, type Failure } from '../../shared/message'

/** The edit command that puts one copied monster or table into a campaign. */
export type RecordImportCommand = CommandOf<'edit.monster.upsert'> | CommandOf<'edit.table.upsert'>

/** The records of one kind a campaign holds. */
function recordsOf(campaign: Campaign, kind: CopyableRecordKind): readonly { id: string; name: { ko: string; en: string } }[] {
  return kind === 'monster' ? campaign.monsters : campaign.tables
}

/**
 * The edit that copies one monster or table of `source` into a campaign, or why not. It is an
 * ordinary upsert, so it undoes like any edit; a record with the same id is replaced.
 */
export function recordImportCommand(source: Campaign, kind: CopyableRecordKind, id: string): { ok: true; command: RecordImportCommand } | Failure {
  if (kind === 'monster') {
    const monster = source.monsters.find((m) => m.id === id)
    return monster ? { ok: true, command: { type: 'edit.monster.upsert', monster: structuredClone(monster) } } : fail('store.record.notInFile', { id })
  }
  const table = source.tables.find((t) => t.id === id)
  return table ? { ok: true, command: { type: 'edit.table.upsert', table: structuredClone(table) } } : fail('store.record.notInFile', { id })
}

/** The monsters or tables of a file the GM may copy into `target`, each with what copying would do. */
export function recordChoices(source: Campaign, kind: CopyableRecordKind, target: { campaign: Campaign; phase: { kind: string } | null }): RecordChoice[] {
  return recordsOf(source, kind).map((record) => {
    const built = recordImportCommand(source, kind, record.id)
    const here = recordsOf(target.campaign, kind).find((r) => r.id === record.id)
    return {
      id: record.id,
      name: record.name,
      replaces: here !== undefined,
      same: here !== undefined && JSON.stringify(here) === JSON.stringify(record),
      refusal: built.ok ? (checkEdit(target, built.command) ?? null) : built.why
    }
  })
}
