import type { z } from 'zod'
import { tableFaceSchema, tableSchema, type Table } from '../../encounter/model'
import { parseDelimited, type DelimitedRow } from './csv'

/** What the GM typed beside the pasted text: fills a table's id, name and dice where the text has none. */
export interface TableMeta {
  id?: string
  name?: { ko: string; en: string }
  dice?: Table['dice']
}

/** The imported tables, or the problem with the line (CSV) or field (JSON) it is in. */
export type TableImport = { ok: true; tables: Table[] } | { ok: false; error: string }

/** CSV columns: `roll` and `text`, then `effect` (the kind) and the effect's own fields. */
export const tableColumns = ['roll', 'text', 'effect', 'amount', 'value', 'domain', 'change', 'item', 'count', 'state', 'table', 'pick', 'ability'] as const
type Column = (typeof tableColumns)[number]
const effectFields = tableColumns.slice(3)
const numericFields = new Set<string>(['value', 'change'])

const refuse = (error: string): TableImport => ({ ok: false, error })
const asNumber = (cell: string): number | string => (/^-?\d+$/.test(cell) ? Number(cell) : cell)

/** A table from CSV / tab-separated text (one face per line, with a header) or JSON (a table, an array of tables, or an array of faces). */
export function importTables(source: string, meta: TableMeta = {}): TableImport {
  const text = source.trim()
  if (!text) return refuse('nothing to import')
  return text.startsWith('{') || text.startsWith('[') ? importJson(text, meta) : importCsv(text, meta)
}

function tableOf(faces: unknown[], meta: TableMeta, from: Record<string, unknown> = {}): Record<string, unknown> {
  const id = meta.id?.trim()
  const rolls = faces.map((face) => (face as { roll?: unknown })?.roll)
  // A roll above 6 only comes from 2D6; otherwise the faces are read as a 1D6 table.
  const dice = meta.dice ?? (rolls.some((roll) => typeof roll === 'number' && roll > 6) ? '2D6' : '1D6')
  const name = meta.name && (meta.name.ko.trim() || meta.name.en.trim()) ? { ko: meta.name.ko.trim() || meta.name.en.trim(), en: meta.name.en.trim() || meta.name.ko.trim() } : id ? { ko: id, en: id } : undefined
  return { ...(id ? { id } : {}), ...(name ? { name } : {}), dice, ...from, faces }
}

function describe(issue: z.core.$ZodIssue): string {
  return issue.path.length ? `field ${issue.path.join('.')}: ${issue.message}` : issue.message
}

function importJson(text: string, meta: TableMeta): TableImport {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return refuse(`not JSON: ${(error as Error).message}`)
  }
  const isTable = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x) && 'faces' in x
  let candidates: unknown[]
  if (Array.isArray(data) && data.length > 0 && data.every(isTable)) candidates = data.map((t) => tableOf(t.faces as unknown[], {}, t))
  else if (Array.isArray(data)) candidates = [tableOf(data, meta)]
  else if (isTable(data)) candidates = [tableOf(Array.isArray(data.faces) ? data.faces : [], meta, data)]
  else return refuse('JSON must be a table, an array of tables, or an array of faces')
  const tables: Table[] = []
  for (const [i, candidate] of candidates.entries()) {
    const parsed = tableSchema.safeParse(candidate)
    const which = candidates.length > 1 ? `table ${i + 1}${typeof (candidate as { id?: unknown }).id === 'string' ? ` ("${(candidate as { id: string }).id}")` : ''}, ` : ''
    if (!parsed.success) return refuse(which + describe(parsed.error.issues[0]!))
    const twin = tables.findIndex((t) => t.id === parsed.data.id)
    if (twin >= 0) return refuse(`tables ${twin + 1} and ${i + 1} share the id "${parsed.data.id}"`)
    tables.push(parsed.data)
  }
  return { ok: true, tables }
}

function faceOf(row: DelimitedRow, header: Column[]): unknown {
  const cells = Object.fromEntries(header.map((column, i) => [column, row.cells[i] ?? '']))
  const effectEntries = effectFields.filter((field) => cells[field]).map((field) => [field, numericFields.has(field) ? asNumber(cells[field]!) : cells[field]])
  const effect = cells.effect ? { kind: cells.effect, ...Object.fromEntries(effectEntries) } : undefined
  return { roll: asNumber(cells.roll ?? ''), text: cells.text ?? '', ...(effect ? { effect } : {}) }
}

// A face issue names the CSV column it came from: `effect.amount` is the `amount` column.
function columnOf(path: readonly PropertyKey[]): string {
  if (path[0] !== 'effect') return String(path[0] ?? 'roll')
  return path[1] === undefined || path[1] === 'kind' ? 'effect' : String(path[1])
}

function importCsv(text: string, meta: TableMeta): TableImport {
  const split = parseDelimited(text)
  if (!split.ok) return split
  const [head, ...rows] = split.rows
  if (!head) return refuse('nothing to import')
  const header = head.cells.map((cell) => cell.toLowerCase())
  const unknown = header.find((cell) => !(tableColumns as readonly string[]).includes(cell))
  if (unknown !== undefined) return refuse(`line ${head.line}: unknown column "${unknown}" (columns: ${tableColumns.join(', ')})`)
  if (!header.includes('roll') || !header.includes('text')) return refuse(`line ${head.line}: the header needs a roll and a text column`)
  const faces: unknown[] = []
  for (const row of rows) {
    if (row.cells.length > header.length) return refuse(`line ${row.line}: ${row.cells.length} cells but the header has ${header.length} columns`)
    const effectCell = header.indexOf('effect')
    const detail = header.findIndex((column, i) => (effectFields as readonly string[]).includes(column) && row.cells[i])
    if (detail >= 0 && !row.cells[effectCell]) return refuse(`line ${row.line}, column effect: the ${header[detail]} cell needs an effect kind`)
    const face = faceOf(row, header as Column[])
    const parsed = tableFaceSchema.safeParse(face)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      return refuse(`line ${row.line}, column ${columnOf(issue.path)}: ${issue.message}`)
    }
    faces.push(parsed.data)
  }
  if (faces.length === 0) return refuse(`line ${head.line}: a header but no faces`)
  const parsed = tableSchema.safeParse(tableOf(faces, meta))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const [first, index, ...rest] = issue.path
    if (first === 'faces' && typeof index === 'number') return refuse(`line ${rows[index]!.line}, column ${columnOf(rest)}: ${issue.message}`)
    return refuse(issue.path.length ? `table ${issue.path.join('.')}: ${issue.message}` : `table: ${issue.message}`)
  }
  return { ok: true, tables: [parsed.data] }
}
