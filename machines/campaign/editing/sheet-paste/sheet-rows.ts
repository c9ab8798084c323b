import { parseDelimited } from '../csv'
import { reason, type Reason } from '../../../reasons/reason'
import { acceptedHeaders, columnOf, type SheetColumns } from './columns'

/** The most text one sheet paste may hold: far more than 60 rows of sheets, refused before it is read. */
export const maxSheetPasteChars = 512 * 1024
/** The most rows one paste may hold (the campaign's largest list, regions, holds 60). */
export const maxSheetRows = 60

/** One pasted row: the line it starts on, and each known column's cell with the header the GM wrote. */
export interface SheetRow<Field extends string> {
  line: number
  cells: Partial<Record<Field, { header: string; text: string; column: number }>>
}

/** A paste read by its header: the rows and the lines skipped as empty, or the one reason naming the line or column that stops it. */
export type SheetRows<Field extends string> = { ok: true; rows: SheetRow<Field>[]; skipped: number[] } | { ok: false; why: Reason }

/** Whether a text is too long to be a sheet paste (checked before anything reads it, in the panel too). */
export function sheetPasteTooLong(source: string): Reason | null {
  return source.length > maxSheetPasteChars ? reason('reason.campaign.pasteTooLong', { size: source.length, max: maxSheetPasteChars }) : null
}

/**
 * Reads tab-separated (as copied from Sheets or Excel) or comma-separated text whose first line names the
 * columns, in Korean or English: an unknown or repeated header, a missing required column, or a row with
 * more cells than headers is refused, naming it and listing the accepted headers in both languages.
 */
export function readSheet<Field extends string>(source: string, sheet: SheetColumns<Field>): SheetRows<Field> {
  const tooLong = sheetPasteTooLong(source)
  if (tooLong) return { ok: false, why: tooLong }
  const split = parseDelimited(source.trim())
  if (!split.ok) return split
  const [head, ...body] = split.rows
  if (!head) return { ok: false, why: reason('reason.campaign.pasteEmpty') }
  const accepted = acceptedHeaders(sheet)
  const fields: (Field | null)[] = []
  for (const [index, header] of head.cells.entries()) {
    // A sheet often ends in blank header cells; their column is read as nothing.
    if (!header) {
      fields.push(null)
      continue
    }
    const column = columnOf(sheet, header)
    if (!column) return { ok: false, why: reason('reason.campaign.pasteUnknownColumn', { line: head.line, column: header, columns: accepted }) }
    const first = fields.indexOf(column.field)
    if (first >= 0) return { ok: false, why: reason('reason.campaign.pasteColumnTwice', { column: header, first: first + 1, second: index + 1 }) }
    fields.push(column.field)
  }
  const missing = sheet.required.find((field) => !fields.includes(field))
  if (missing) {
    const words = (field: Field) => sheet.columns.find((c) => c.field === field)!.words
    const required = { ko: sheet.required.map((f) => words(f).ko).join(', '), en: sheet.required.map((f) => words(f).en).join(', ') }
    return { ok: false, why: reason('reason.campaign.pasteMissingColumn', { column: words(missing), required, columns: accepted }) }
  }
  if (body.length === 0) return { ok: false, why: reason('reason.campaign.pasteNoRows', { line: head.line }) }
  if (body.length > maxSheetRows) return { ok: false, why: reason('reason.campaign.pasteTooManyRows', { line: body[maxSheetRows]!.line, max: maxSheetRows }) }
  const rows: SheetRow<Field>[] = []
  // A spreadsheet's stray empty row (only tabs) is skipped, and the preview says which lines were.
  const skipped: number[] = []
  for (const row of body) {
    if (row.cells.every((cell) => cell === '')) {
      skipped.push(row.line)
      continue
    }
    const extra = row.cells.findIndex((cell, i) => cell !== '' && (i >= fields.length || fields[i] === null))
    if (extra >= 0) return { ok: false, why: reason('reason.campaign.pasteCellWithoutHeader', { line: row.line, place: extra + 1 }) }
    const cells: SheetRow<Field>['cells'] = {}
    for (const [i, field] of fields.entries()) {
      const text = row.cells[i] ?? ''
      if (field && text !== '') cells[field] = { header: head.cells[i]!, text, column: i }
    }
    // An empty required cell is refused naming its row and the column as the GM headed it.
    const empty = sheet.required.find((field) => !cells[field])
    if (empty) return { ok: false, why: reason('reason.campaign.pasteRequiredEmpty', { line: row.line, column: head.cells[fields.indexOf(empty)]! }) }
    rows.push({ line: row.line, cells })
  }
  if (rows.length === 0) return { ok: false, why: reason('reason.campaign.pasteNoRows', { line: head.line }) }
  return { ok: true, rows, skipped }
}

/** The reason a cell's problem becomes: "row 3, column 근력: …". */
export function cellReason(line: number, header: string, detail: Reason): Reason {
  return reason('reason.campaign.pasteCell', { line, column: header, detail })
}
