import type { Campaign } from '@machines/campaign/model/campaign'
import type { CommandOf } from '@machines/campaign/commands'
import type { Table } from '@machines/campaign/model/encounter-records'
import { checkCampaignCommand } from '@machines/campaign/command-registry'
import type { EditContext } from '@machines/campaign/editing/edit-context'
import type { CopyableRecordKind, RecordChoice } from '../../shared/contract'
import { fail, failure, message, type Failure, type Message } from '../../shared/message'

type RecordImportCommand = CommandOf<'edit.monster.upsert'> | CommandOf<'edit.table.upsert'>
type CopyableRecord = Campaign['monsters'][number] | Table

/** The records of one kind a campaign holds. */
function recordsOf(campaign: Campaign, kind: CopyableRecordKind): readonly CopyableRecord[] {
  return kind === 'monster' ? campaign.monsters : campaign.tables
}

/** The record of one kind and id a campaign holds, if any. */
export function recordIn(campaign: Campaign, kind: CopyableRecordKind, id: string): CopyableRecord | undefined {
  return recordsOf(campaign, kind).find((r) => r.id === id)
}

// Both sides come out of the same zod schema, so equal records serialize with the same key order.
const sameRecord = (a: CopyableRecord, b: CopyableRecord): boolean => JSON.stringify(a) === JSON.stringify(b)

/** Why a copied table would dangle: a face rolls on a table the target lacks (copy that one first). */
function missingRolledTable(table: Table, target: Campaign): Message | undefined {
  for (const face of table.faces) {
    const rolled = face.effect?.kind === 'roll-table' ? face.effect.table : null
    if (rolled && rolled !== table.id && !target.tables.some((t) => t.id === rolled)) return message('store.record.rollsOnMissing', { table: rolled })
  }
  return undefined
}

/**
 * The edit that copies one monster or table of `source` into `target`, or why not. It is an
 * ordinary upsert, so it undoes like any edit; a record with the same id is replaced.
 */
export function recordImportCommand(source: Campaign, kind: CopyableRecordKind, id: string, target: Campaign): { ok: true; command: RecordImportCommand } | Failure {
  const record = recordIn(source, kind, id)
  if (!record) return fail('store.record.notInFile', { id })
  const here = recordIn(target, kind, id)
  if (here && sameRecord(here, record)) return fail('store.record.same', { id })
  if (kind === 'monster') return { ok: true, command: { type: 'edit.monster.upsert', monster: structuredClone(record as Campaign['monsters'][number]) } }
  const dangling = missingRolledTable(record as Table, target)
  if (dangling) return failure(dangling)
  return { ok: true, command: { type: 'edit.table.upsert', table: structuredClone(record as Table) } }
}

/** The monsters or tables of a file the GM may copy into `target`, each with what copying would do. */
export function recordChoices(source: Campaign, kind: CopyableRecordKind, target: EditContext): RecordChoice[] {
  return recordsOf(source, kind).map((record) => {
    const here = recordIn(target.campaign, kind, record.id)
    const same = here !== undefined && sameRecord(here, record)
    const built = same ? null : recordImportCommand(source, kind, record.id, target.campaign)
    return {
      id: record.id,
      name: record.name,
      replaces: here !== undefined,
      same,
      refusal: built === null ? null : built.ok ? (checkCampaignCommand(target, built.command) ?? null) : built.why
    }
  })
}
