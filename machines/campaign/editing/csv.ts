import { reason, type Reason } from '../../reasons/reason'

/** One record of a delimited text: the line it starts on (1-based) and its cells. */
export interface DelimitedRow {
  line: number
  cells: string[]
}

/**
 * Splits CSV (RFC 4180 quoting) or, when the first line holds a tab, tab-separated text as pasted from a
 * spreadsheet. Blank lines are skipped; a quoted cell may hold delimiters, doubled quotes and line breaks.
 */
export function parseDelimited(text: string): { ok: true; rows: DelimitedRow[] } | { ok: false; why: Reason } {
  const source = text.replace(/\r\n?/g, '\n')
  const delimiter = (source.split('\n', 1)[0] ?? '').includes('\t') ? '\t' : ','
  const rows: DelimitedRow[] = []
  let cells: string[] = []
  let cell = ''
  let line = 1
  let rowLine = 1
  let quoted = false
  let quoteLine = 0
  const endRow = (): void => {
    cells.push(cell)
    if (cells.length > 1 || cells[0]!.trim() !== '') rows.push({ line: rowLine, cells: cells.map((c) => c.trim()) })
    cells = []
    cell = ''
  }
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n') line++
        cell += char
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true
      quoteLine = line
      cell = ''
    } else if (char === delimiter) {
      cells.push(cell)
      cell = ''
    } else if (char === '\n') {
      endRow()
      line++
      rowLine = line
    } else cell += char
  }
  if (quoted) return { ok: false, why: reason('reason.campaign.csvOpenQuote', { line: quoteLine }) }
  endRow()
  return { ok: true, rows }
}
