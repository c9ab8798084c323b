import type { Campaign, Master, Region } from '../../model/campaign'
import { masterSchema, regionSchema } from '../../model/campaign'
import { abilityNames, pcSchema, type Pc } from '../../model/encounter-records'
import { idFromName } from '../id-from-name'
import { poolAfterStatChange } from '../../model/sheet-defaults'
import { schemaReason } from '../../../reasons/schema-issue'
import { reason, type Reason } from '../../../reasons/reason'
import type { Bilingual } from '../../../text/bilingual'
import type { z } from 'zod'
import { fold, itemsOf, namesOf, poolCell, wholeCell, type CellResult } from './cells'
import type { SheetColumn, SheetColumns } from './columns'
import { cellReason, readSheet, type SheetRow } from './sheet-rows'
import type { PreviewRow } from './preview'

// Regions with aliases, masters and PCs from pasted rows, read as the servant sheet is:
// a header in Korean or English, one record a row, the preview before anything is applied.

/** Records read from a sheet, with the preview row of each, or the reason naming the row and column. */
export type RecordSheet<T> = { ok: true; records: T[]; preview: PreviewRow[]; skipped: number[] } | { ok: false; why: Reason }

const column = <F extends string>(field: F, ko: string, en: string, ...headers: string[]): SheetColumn<F> => ({ field, words: { ko, en }, headers: [ko, en, ...headers] })
const same = (a: string, b: string): boolean => fold(a) === fold(b)
const both = (text: string): Bilingual => ({ ko: text, en: text })
const namedBy = <T extends { id: string; name: Bilingual }>(list: readonly T[], text: string): T | undefined => list.find((r) => same(r.id, text) || same(r.name.ko, text) || same(r.name.en, text))

/** A record's names from its cell; a single name that found an existing record leaves its two names as they are. */
const namesFor = (text: string, existing: { name: Bilingual } | undefined): Bilingual =>
  existing && !/\s\/\s/.test(text) && (same(existing.name.ko, text) || same(existing.name.en, text)) ? existing.name : namesOf(text)

/** A row's cells read into shown words in the sheet's column order, failing with the row and column. */
class RowReader<F extends string> {
  private readonly shown: { column: number; header: string; shown: Bilingual }[] = []
  constructor(readonly row: SheetRow<F>) {}
  cell(field: F): string | undefined {
    return this.row.cells[field]?.text
  }
  show(field: F, words: Bilingual): void {
    const cell = this.row.cells[field]!
    this.shown.push({ column: cell.column, header: cell.header, shown: words })
  }
  fail(field: F, why: Reason): { ok: false; why: Reason } {
    return { ok: false, why: cellReason(this.row.line, this.row.cells[field]!.header, why) }
  }
  became(): PreviewRow['became'] {
    return this.shown.toSorted((a, b) => a.column - b.column).map(({ header, shown }) => ({ header, shown }))
  }
}

/** A record's own schema, so a name too long is refused naming its row before it reaches the host. */
function schemaProblem(line: number, schema: z.ZodType, record: unknown, where: string): Reason | undefined {
  const parsed = schema.safeParse(record)
  return parsed.success ? undefined : reason('reason.campaign.pasteRowProblem', { line, detail: schemaReason(schema, record, parsed.error, where) })
}

/** Rows read one by one; two rows putting one record are refused, naming both. */
function readRows<F extends string, T extends { id: string }>(
  source: string,
  sheet: SheetColumns<F>,
  read: (row: RowReader<F>, taken: string[]) => CellResult<{ record: T; label: Bilingual; replaces: Bilingual | null }>
): RecordSheet<T> {
  const rows = readSheet(source, sheet)
  if (!rows.ok) return rows
  const records: T[] = []
  const preview: PreviewRow[] = []
  const taken: string[] = []
  for (const row of rows.rows) {
    const reader = new RowReader(row)
    const got = read(reader, taken)
    if (!got.ok) return got
    const twin = records.findIndex((r) => r.id === got.value.record.id)
    if (twin >= 0) return { ok: false, why: reason('reason.campaign.pasteSameRecord', { line: row.line, first: preview[twin]!.line, name: got.value.label }) }
    taken.push(got.value.record.id)
    records.push(got.value.record)
    preview.push({ line: row.line, label: got.value.label, replaces: got.value.replaces, became: reader.became() })
  }
  return { ok: true, records, preview, skipped: rows.skipped }
}

/** The fields of a region sheet. */
export type RegionField = 'id' | 'name' | 'aliases'
/** A region sheet's columns: `이름` (`항구 / Port`) and `별칭` (`부두, 선착장`). */
export const regionColumns: SheetColumns<RegionField> = {
  columns: [column('name', '이름', 'name', '지역', 'region'), column('aliases', '별칭', 'aliases', '별명', 'alias'), column('id', 'id', 'ID')],
  required: ['name']
}

/** Regions from pasted rows: a row naming an existing region (by id or name) overwrites it, any other is new, its id from its name. */
export function readRegionSheet(source: string, campaign: Campaign): RecordSheet<Region> {
  const ids = campaign.regions.map((r) => r.id)
  return readRows(source, regionColumns, (row, taken) => {
    const typed = namesOf(row.cell('name')!)
    const idCell = row.cell('id')
    const existing = (idCell ? campaign.regions.find((r) => r.id === idCell) : undefined) ?? namedBy(campaign.regions, typed.ko) ?? namedBy(campaign.regions, typed.en)
    const name = namesFor(row.cell('name')!, existing)
    row.show('name', name)
    const id = idCell ?? existing?.id ?? idFromName(name, [...ids, ...taken], 'region')
    if (idCell) row.show('id', both(id))
    const aliasCell = row.cell('aliases')
    const aliases = aliasCell !== undefined ? itemsOf(aliasCell.replace(/[,，、]/g, ';')) : (existing?.aliases ?? [])
    if (aliasCell !== undefined) row.show('aliases', both(aliases.join(', ')))
    const region: Region = { id, name, aliases }
    const problem = schemaProblem(row.row.line, regionSchema, region, 'region')
    if (problem) return { ok: false, why: problem }
    return { ok: true, value: { record: region, label: name, replaces: existing?.name ?? null } }
  })
}

/** The fields of a master sheet. */
export type MasterField = 'team' | 'name' | 'might' | 'fate' | 'conviction' | 'seals' | 'hp' | 'mp'
/** A master sheet's columns: the team or the master's name says whose sheet it is. */
export const masterColumns: SheetColumns<MasterField> = {
  columns: [
    column('team', '진영', 'team', '팀'),
    column('name', '마스터', 'master', '이름', 'name'),
    column('might', '전투력', 'might'),
    column('fate', '명운', 'fate'),
    column('conviction', '신념', 'conviction'),
    column('seals', '령주', 'command seals', '영주', 'seals'),
    column('hp', '생명력', 'hp', '체력'),
    column('mp', 'MP', 'mana points', '마력', '마나')
  ],
  required: ['name']
}

/**
 * Masters' sheets from pasted rows: each row names its team (`진영`) or its master by name; a master comes
 * with its team (paste a servant sheet to add teams), so a row naming neither is refused.
 */
export function readMasterSheet(source: string, campaign: Campaign): RecordSheet<Master> {
  return readRows(source, masterColumns, (row) => {
    const typed = namesOf(row.cell('name')!)
    const teamCell = row.cell('team')
    const team = teamCell ? namedBy(campaign.teams, teamCell) : undefined
    if (teamCell && !team) return row.fail('team', reason('reason.campaign.pasteNoTeam', { value: teamCell }))
    const existing = team ? campaign.masters.find((m) => m.id === team.master) : (namedBy(campaign.masters, typed.ko) ?? namedBy(campaign.masters, typed.en))
    if (!existing) return row.fail('name', reason('reason.campaign.pasteNoMaster', { value: row.cell('name')! }))
    const name = namesFor(row.cell('name')!, existing)
    if (team) row.show('team', team.name)
    row.show('name', name)
    // rule D.20 master stats; D.21 pools follow their stat unless the GM set them apart.
    const master: Master = { ...existing, name, pools: { ...existing.pools } }
    for (const stat of ['might', 'fate', 'conviction'] as const) {
      const text = row.cell(stat)
      if (text === undefined) continue
      const n = wholeCell(text, 0, 20)
      if (!n.ok) return row.fail(stat, n.why)
      if (stat !== 'might') master.pools[stat] = poolAfterStatChange(master.pools[stat], master[stat], n.value)
      master[stat] = n.value
      row.show(stat, both(String(n.value)))
    }
    const seals = row.cell('seals')
    if (seals !== undefined) {
      const n = wholeCell(seals, 0, 99)
      if (!n.ok) return row.fail('seals', n.why)
      master.commandSeals = n.value
      row.show('seals', both(String(n.value)))
    }
    for (const pool of ['hp', 'mp'] as const) {
      const text = row.cell(pool)
      if (text === undefined) continue
      const read = poolCell(text, 999)
      if (!read.ok) return row.fail(pool, read.why)
      if (pool === 'hp') Object.assign(master, { hp: read.value.now, maxHp: read.value.max })
      else Object.assign(master, { mp: read.value.now, maxMp: read.value.max })
      row.show(pool, both(read.value.now === read.value.max ? String(read.value.max) : `${read.value.now}/${read.value.max}`))
    }
    const problem = schemaProblem(row.row.line, masterSchema, master, 'master')
    if (problem) return { ok: false, why: problem }
    return { ok: true, value: { record: master, label: name, replaces: existing.name } }
  })
}

/** The fields of a PC sheet: the six abilities (E.70) by their Korean labels, hp, the team that plays it. */
export type PcField = 'id' | 'name' | 'team' | 'hp' | (typeof abilityNames)[number]
/** A PC sheet's columns: 무용 / 기술 / 두뇌 / 영력 / 애정 (or 애) / 일상 take `B+1`, `A`, `C-1`. */
export const pcColumns: SheetColumns<PcField> = {
  columns: [
    column('name', '이름', 'name', 'PC'),
    column('id', 'id', 'ID'),
    column('team', '진영', 'team', '팀'),
    column('valor', '무용', 'valor', '武勇'),
    column('skill', '기술', 'skill', '技術'),
    column('mind', '두뇌', 'mind', '頭腦', '頭脳'),
    column('spirit', '영력', 'spirit', '靈力', '霊力'),
    column('love', '애정', 'love', '애', '愛'),
    column('daily', '일상', 'daily', '日常'),
    column('hp', '생명력', 'hp', '체력')
  ],
  required: ['name']
}

/** An ability cell: a rank S–D and a modifier, `B+1`, `C-1`, `A` (E.70). */
export function abilityCell(text: string): CellResult<Pc['abilities']['valor']> {
  const found = /^([SABCD])\s*(?:([+-])\s*(\d))?$/.exec(text.normalize('NFKC').trim().toUpperCase())
  if (!found) return { ok: false, why: reason('reason.campaign.pasteAbility', { value: text }) }
  const modifier = found[3] ? Number(found[3]) * (found[2] === '-' ? -1 : 1) : 0
  return { ok: true, value: { rank: found[1] as Pc['abilities']['valor']['rank'], modifier } }
}

/** An ability as a sheet writes it: `B+1`, `C-1`, `A` (E.70). */
export const abilityShown = (a: Pc['abilities']['valor']): string => (a.modifier ? `${a.rank}${a.modifier > 0 ? '+' : ''}${a.modifier}` : a.rank)

/** PCs from pasted rows: a row naming an existing PC (by id or name) overwrites the fields it holds; another is a new PC (abilities C+0, hp 20 unless written). */
export function readPcSheet(source: string, campaign: Campaign): RecordSheet<Pc> {
  const ids = campaign.pcs.map((p) => p.id)
  return readRows(source, pcColumns, (row, taken) => {
    const typed = namesOf(row.cell('name')!)
    const idCell = row.cell('id')
    const existing = (idCell ? campaign.pcs.find((p) => p.id === idCell) : undefined) ?? namedBy(campaign.pcs, typed.ko) ?? namedBy(campaign.pcs, typed.en)
    const name = namesFor(row.cell('name')!, existing)
    row.show('name', name)
    const id = idCell ?? existing?.id ?? idFromName(name, [...ids, ...taken], 'pc')
    if (idCell) row.show('id', both(id))
    const start = { rank: 'C' as const, modifier: 0 }
    const pc: Pc = existing
      ? { ...existing, id, name, abilities: { ...existing.abilities } }
      : { id, name, abilities: Object.fromEntries(abilityNames.map((a) => [a, start])) as Pc['abilities'], hp: 20, maxHp: 20, weapons: [], gifts: [], states: [] }
    for (const ability of abilityNames) {
      const text = row.cell(ability)
      if (text === undefined) continue
      const read = abilityCell(text)
      if (!read.ok) return row.fail(ability, read.why)
      pc.abilities[ability] = read.value
      row.show(ability, both(abilityShown(read.value)))
    }
    const hp = row.cell('hp')
    if (hp !== undefined) {
      const read = poolCell(hp, 999)
      if (!read.ok) return row.fail('hp', read.why)
      if (read.value.now < 0) return row.fail('hp', reason('reason.campaign.pasteNumber', { value: hp, min: 0, max: read.value.max }))
      Object.assign(pc, { hp: read.value.now, maxHp: read.value.max })
      row.show('hp', both(read.value.now === read.value.max ? String(read.value.max) : `${read.value.now}/${read.value.max}`))
    }
    const teamCell = row.cell('team')
    if (teamCell !== undefined) {
      const team = namedBy(campaign.teams, teamCell)
      if (!team) return row.fail('team', reason('reason.campaign.pasteNoTeam', { value: teamCell }))
      pc.team = team.id
      row.show('team', team.name)
    }
    const problem = schemaProblem(row.row.line, pcSchema, pc, 'pc')
    if (problem) return { ok: false, why: problem }
    return { ok: true, value: { record: pc, label: name, replaces: existing?.name ?? null } }
  })
}
