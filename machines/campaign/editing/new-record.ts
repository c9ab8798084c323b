import type { Campaign } from '../model/campaign'
import type { CommandOf } from '../commands'
import type { Bilingual } from '../../text/bilingual'
import { reason, type Reason } from '../../reasons/reason'

/** The authoring commands that put a whole record and may say it is a new one (`create: true`). */
export type RecordUpsertType =
  | 'edit.team.upsert'
  | 'edit.master.upsert'
  | 'edit.servant.upsert'
  | 'edit.region.upsert'
  | 'edit.pc.upsert'
  | 'edit.monster.upsert'
  | 'edit.table.upsert'

interface RecordKind {
  /** The command's field holding the record (`region`), also the start of the refusal's field path. */
  field: string
  word: Bilingual
  /** The records a new one must not share its id with, each by the name the GM knows it by. */
  taken(campaign: Campaign): readonly { id: string; name: Bilingual }[]
}

// A servant goes by its class: its true name is a secret even in a refusal.
const actors = (campaign: Campaign) => [...campaign.masters, ...campaign.servants.map((s) => ({ id: s.id, name: s.className }))]

const kinds: Record<RecordUpsertType, RecordKind> = {
  'edit.team.upsert': { field: 'team', word: { ko: '진영', en: 'team' }, taken: (c) => c.teams },
  // Masters and servants share one id space (a duel names either by id).
  'edit.master.upsert': { field: 'master', word: { ko: '마스터', en: 'master' }, taken: actors },
  'edit.servant.upsert': { field: 'servant', word: { ko: '서번트', en: 'servant' }, taken: actors },
  'edit.region.upsert': { field: 'region', word: { ko: '지역', en: 'region' }, taken: (c) => c.regions },
  'edit.pc.upsert': { field: 'pc', word: { ko: 'PC', en: 'PC' }, taken: (c) => c.pcs },
  'edit.monster.upsert': { field: 'monster', word: { ko: '괴물', en: 'monster' }, taken: (c) => c.monsters },
  'edit.table.upsert': { field: 'table', word: { ko: '표', en: 'table' }, taken: (c) => c.tables }
}

/**
 * Why a record sent as new is refused: its id already names a record, which an upsert would silently
 * replace. Without `create` the command edits (or adds) the record of that id, as files and the CLI expect.
 */
export function checkNewRecord(campaign: Campaign, command: CommandOf<RecordUpsertType>): Reason | undefined {
  if (!command.create) return undefined
  const kind = kinds[command.type]
  const id = (command as unknown as Record<string, { id: string }>)[kind.field]!.id
  const existing = kind.taken(campaign).find((record) => record.id === id)
  if (!existing) return undefined
  return reason('reason.campaign.recordExists', { path: `${kind.field}.id`, kind: kind.word, id, name: existing.name })
}
