import type { z } from 'zod'
import { tableFaceSchema, tableSchema, type Table } from '../model/encounter-records'
import { parseDelimited, type DelimitedRow } from './csv'
import { reason, type Reason, type ReasonParam } from '../../reasons/reason'
import { schemaReason } from '../../reasons/schema-issue'
import { idFromName } from './id-from-name'
import { effectKindOf } from './table-effect-words'
import { eitherLanguage } from '../../text/bilingual'

/** What the GM typed beside the pasted text: fills a table's id, name and dice where the text has none; `taken` are the campaign's table ids, so an id made from the name is free. */
export interface TableMeta {
  id?: string
  name?: { ko: string; en: string }
  dice?: Table['dice']
  taken?: readonly string[]
}

/** The imported tables, or the problem with the line (CSV) or field (JSON) it is in. */
export type TableImport = { ok: true; tables: Table[] } | { ok: false; why: Reason }

/**
 * CSV columns: `roll` and `text` (the face's words in both languages, or `text_ko` and `text_en` for
 * each), `note` (shown with the rolled face), then `effect` (the kind, its id or the form's words) and the effect's own fields.
 */
export const tableColumns = ['roll', 'text', 'text_ko', 'text_en', 'note', 'effect', 'amount', 'value', 'domain', 'change', 'item', 'count', 'state', 'table', 'pick', 'ability'] as const
type Column = (typeof tableColumns)[number]

/**
 * Headers GMs write in their own sheets, Korean or English, and the column each one is:
 * `주사위 / 결과 / 효과` as well as `roll / text / effect`.
 */
export const tableColumnAliases: Readonly<Record<string, Column>> = {
  주사위: 'roll',
  굴림: 'roll',
  눈: 'roll',
  dice: 'roll',
  d6: 'roll',
  '2d6': 'roll',
  결과: 'text',
  내용: 'text',
  result: 'text',
  결과_ko: 'text_ko',
  결과_en: 'text_en',
  메모: 'note',
  비고: 'note',
  memo: 'note',
  효과: 'effect'
}

/** The column a header cell names, by its own name or an alias, or undefined. */
function columnNamed(cell: string): Column | undefined {
  const key = cell.trim().toLowerCase()
  if ((tableColumns as readonly string[]).includes(key)) return key as Column
  return tableColumnAliases[key] ?? tableColumnAliases[cell.trim()]
}

/** A sheet pasted without a header: the first cell of its first row is a roll and no cell names a column. */
function headerless(first: DelimitedRow): boolean {
  return /^\d+$/.test(first.cells[0] ?? '') && first.cells.every((cell) => columnNamed(cell) === undefined)
}

/** The columns of a headerless paste: the roll, the face's words, then the effect's kind. */
const impliedHeader: readonly Column[] = ['roll', 'text', 'effect']
const effectFields = tableColumns.slice(tableColumns.indexOf('effect') + 1)
const numericFields = new Set<string>(['value', 'change'])

const refuse = (why: Reason): TableImport => ({ ok: false, why })
const atCell = (line: number, column: string): Reason => reason('reason.campaign.tableImportCell', { line, column })
/** The header cell the GM wrote for a column (`효과` for effect), so a refusal names it as the sheet does. */
const headerWritten = (head: DelimitedRow, header: readonly Column[], column: string): string => head.cells[header.indexOf(column as Column)] || column
const asNumber = (cell: string): number | string => (/^-?\d+$/.test(cell) ? Number(cell) : cell)

/**
 * The most text one paste may hold: several times the 100 tables a campaign keeps, written out, and
 * little enough to read at once (a million pasted rows are refused here, not after seconds of parsing).
 */
export const maxTablePasteChars = 512 * 1024

/** The most faces a table has: one per 2D6 roll, 2 to 12. */
const maxFaces = 11

/** Whether a text is too long to be a table paste (checked before anything reads it, in the panel too). */
export function tablePasteTooLong(source: string): Reason | null {
  return source.length > maxTablePasteChars ? reason('reason.campaign.tableImportTooLong', { size: source.length, max: maxTablePasteChars }) : null
}

/** A table from CSV / tab-separated text (one face per line, with a header in Korean or English, or none: roll, text, effect) or JSON (a table, an array of tables, or an array of faces). */
export function importTables(source: string, meta: TableMeta = {}): TableImport {
  const tooLong = tablePasteTooLong(source)
  if (tooLong) return refuse(tooLong)
  const text = source.trim()
  if (!text) return refuse(reason('reason.campaign.tableImportEmpty'))
  return text.startsWith('{') || text.startsWith('[') ? importJson(text, meta) : importCsv(text, meta)
}

/** A face's text written once (as before faces spoke both languages) stands for both. */
function bilingualFace(face: unknown): unknown {
  if (typeof face !== 'object' || face === null || Array.isArray(face)) return face
  const { text } = face as { text?: unknown }
  return typeof text === 'string' ? { ...face, text: { ko: text, en: text } } : face
}

function tableOf(faces: unknown[], meta: TableMeta, from: Record<string, unknown> = {}): Record<string, unknown> {
  const typedName = meta.name && (meta.name.ko.trim() || meta.name.en.trim()) ? meta.name : undefined
  // A table named but not given an id gets one from its name, as every other form makes it.
  const id = meta.id?.trim() || (typedName && !('id' in from) ? idFromName({ ko: typedName.ko.trim(), en: typedName.en.trim() }, meta.taken ?? [], 'table') : undefined)
  const rolls = faces.map((face) => (face as { roll?: unknown })?.roll)
  // A roll above 6 only comes from 2D6; otherwise the faces are read as a 1D6 table.
  const dice = meta.dice ?? (rolls.some((roll) => typeof roll === 'number' && roll > 6) ? '2D6' : '1D6')
  const name = (meta.name && eitherLanguage(meta.name)) ?? (id ? { ko: id, en: id } : undefined)
  return { ...(id ? { id } : {}), ...(name ? { name } : {}), dice, ...from, faces: faces.map(bilingualFace) }
}

// A schema reason says where it failed in `{field}`; an import says that place its own way, from the
// JSON path the GM's file uses ("line 3, column roll", "table 2, field faces[1].roll").
function placed(found: Reason, place: (path: ReasonParam) => Reason): Reason {
  return { ...found, params: { ...found.params, field: place(found.params?.path ?? '') } }
}

// The path of the field an issue is about; an unknown field is named by itself.
function issuePath(issue: z.core.$ZodIssue): readonly PropertyKey[] {
  return issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path
}

function fieldOf(candidate: unknown, i: number, many: boolean): (path: ReasonParam) => Reason {
  const id = (candidate as { id?: unknown }).id
  if (!many) return (path) => reason('reason.campaign.tableImportField', { path })
  if (typeof id === 'string') return (path) => reason('reason.campaign.tableImportNamedField', { n: i + 1, id, path })
  return (path) => reason('reason.campaign.tableImportNumberedField', { n: i + 1, path })
}

function importJson(text: string, meta: TableMeta): TableImport {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return refuse(reason('reason.campaign.tableImportNotJson', { detail: (error as Error).message }))
  }
  const isTable = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x) && 'faces' in x
  let candidates: unknown[]
  if (Array.isArray(data) && data.length > 0 && data.every(isTable)) candidates = data.map((t) => tableOf(t.faces as unknown[], {}, t))
  else if (Array.isArray(data)) candidates = [tableOf(data, meta)]
  else if (isTable(data)) candidates = [tableOf(Array.isArray(data.faces) ? data.faces : [], meta, data)]
  else return refuse(reason('reason.campaign.tableImportJsonShape'))
  const tables: Table[] = []
  for (const [i, candidate] of candidates.entries()) {
    const parsed = tableSchema.safeParse(candidate)
    if (!parsed.success) return refuse(placed(schemaReason(tableSchema, candidate, parsed.error, 'table'), fieldOf(candidate, i, candidates.length > 1)))
    const twin = tables.findIndex((t) => t.id === parsed.data.id)
    if (twin >= 0) return refuse(reason('reason.campaign.tableImportSharedId', { first: twin + 1, second: i + 1, id: parsed.data.id }))
    tables.push(parsed.data)
  }
  return { ok: true, tables }
}

function faceOf(row: DelimitedRow, header: Column[]): unknown {
  const cells = Object.fromEntries(header.map((column, i) => [column, row.cells[i] ?? '']))
  const effectEntries = effectFields.filter((field) => cells[field]).map((field) => [field, numericFields.has(field) ? asNumber(cells[field]!) : cells[field]])
  const effect = cells.effect ? { kind: effectKindOf(cells.effect), ...Object.fromEntries(effectEntries) } : undefined
  const text = { ko: cells.text_ko || cells.text || '', en: cells.text_en || cells.text || '' }
  const note = cells.note ? { note: { ko: cells.note, en: cells.note } } : {}
  return { roll: asNumber(cells.roll ?? ''), text, ...note, ...(effect ? { effect } : {}) }
}

// A face issue names the CSV column it came from: `effect.amount` is the `amount` column.
function columnOf(path: readonly PropertyKey[]): string {
  if (path[0] !== 'effect') return String(path[0] ?? 'roll')
  return path[1] === undefined || path[1] === 'kind' ? 'effect' : String(path[1])
}

function importCsv(text: string, meta: TableMeta): TableImport {
  const split = parseDelimited(text)
  if (!split.ok) return split
  const first = split.rows[0]
  if (!first) return refuse(reason('reason.campaign.tableImportEmpty'))
  const implied = headerless(first)
  const head: DelimitedRow = implied ? { line: 0, cells: [...impliedHeader] } : first
  const rows = implied ? split.rows : split.rows.slice(1)
  const unknownCell = head.cells.find((cell) => columnNamed(cell) === undefined)
  if (unknownCell !== undefined) return refuse(reason('reason.campaign.tableImportUnknownColumn', { line: head.line, column: unknownCell, columns: [...tableColumns, ...Object.keys(tableColumnAliases)].join(', ') }))
  const header = head.cells.map((cell) => columnNamed(cell)!)
  const hasText = header.includes('text') || (header.includes('text_ko') && header.includes('text_en'))
  if (!header.includes('roll') || !hasText) return refuse(reason('reason.campaign.tableImportHeader', { line: head.line }))
  if (rows.length > maxFaces) return refuse(reason('reason.campaign.tableImportTooManyFaces', { line: rows[maxFaces]!.line, max: maxFaces }))
  const faces: unknown[] = []
  for (const row of rows) {
    if (row.cells.length > header.length) return refuse(reason('reason.campaign.tableImportTooManyCells', { line: row.line, cells: row.cells.length, columns: header.length }))
    const effectCell = header.indexOf('effect')
    const detail = header.findIndex((column, i) => (effectFields as readonly string[]).includes(column) && row.cells[i])
    if (detail >= 0 && !row.cells[effectCell]) return refuse(reason('reason.campaign.tableImportNoEffectKind', { line: row.line, effect: headerWritten(head, header, 'effect'), column: head.cells[detail]! }))
    const face = faceOf(row, header as Column[])
    const parsed = tableFaceSchema.safeParse(face)
    if (!parsed.success) {
      const column = columnOf(issuePath(parsed.error.issues[0]!))
      return refuse(placed(schemaReason(tableFaceSchema, face, parsed.error), () => atCell(row.line, headerWritten(head, header, column))))
    }
    faces.push(parsed.data)
  }
  if (faces.length === 0) return refuse(reason('reason.campaign.tableImportNoFaces', { line: head.line }))
  const table = tableOf(faces, meta)
  const parsed = tableSchema.safeParse(table)
  if (!parsed.success) {
    const found = schemaReason(tableSchema, table, parsed.error)
    const at = issuePath(parsed.error.issues[0]!)
    const [first, index, ...rest] = at
    if (first === 'faces' && typeof index === 'number') return refuse(placed(found, () => atCell(rows[index]!.line, headerWritten(head, header, columnOf(rest)))))
    return refuse(placed(found, (path) => (at.length === 0 ? reason('reason.campaign.tableImportTable') : reason('reason.campaign.tableImportTablePath', { path }))))
  }
  return { ok: true, tables: [parsed.data] }
}
