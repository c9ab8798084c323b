import { isRank, rankFromText } from '../../model/sheet-defaults'
import { reason, type Reason } from '../../../reasons/reason'

/**
 * The cell syntax of a pasted sheet, one idea: how the GM writes a name, a rank and a list of
 * skills, noble phantasms or cards in one spreadsheet cell.
 * - a name: `세이버` (both languages) or `세이버 / Saber`;
 * - a list: items separated by `;` or line breaks;
 * - an item: `이름 [랭크] [(옵션, 옵션 …)]`, e.g. `직감 B (4x2, 약점 반격)`, `약속된 승리의 검 / Excalibur A++ (12x1, 대군)`.
 */

/** One item of a list cell: its names, its rank if written, and its options as typed. */
export interface CellItem {
  name: { ko: string; en: string }
  rank?: string
  options: string[]
}

/** A cell's problem, said inside "row N, column X: …". */
export type CellResult<T> = { ok: true; value: T } | { ok: false; why: Reason }

/** The cell's value read, or its problem. */
const ok = <T>(value: T): CellResult<T> => ({ ok: true, value })
const no = (why: Reason): CellResult<never> => ({ ok: false, why })

/** `세이버` (one name for both languages) or `세이버 / Saber` (Korean / English), as the blank campaign's region lines read. */
export function namesOf(text: string): { ko: string; en: string } {
  const [ko, en] = text.split(/\s+\/\s+/, 2).map((part) => part.trim())
  return { ko: ko!, en: en || ko! }
}

/** The items of a list cell: split at `;` and line breaks, blanks dropped. */
export function itemsOf(cell: string): string[] {
  return cell
    .split(/[;\n]/)
    .map((item) => item.trim())
    .filter(Boolean)
}

/** A list cell's items read as `이름 [랭크] [(옵션, …)]`; a rank is the name's last word when it reads as one. */
export function listItems(cell: string): CellResult<CellItem[]> {
  const items: CellItem[] = []
  for (const text of itemsOf(cell)) {
    const open = text.indexOf('(')
    const close = text.lastIndexOf(')')
    if (open >= 0 && close < open) return no(reason('reason.campaign.pasteOpenParen', { item: text }))
    const head = (open >= 0 ? text.slice(0, open) : text).trim()
    const options = open >= 0 ? text.slice(open + 1, close).split(/[,，、]/).map((o) => o.trim()).filter(Boolean) : []
    const words = head.split(/\s+/)
    const last = rankFromText(words.at(-1) ?? '')
    const ranked = words.length > 1 && isRank(last)
    const name = (ranked ? words.slice(0, -1) : words).join(' ')
    if (!name) return no(reason('reason.campaign.pasteNoItemName', { item: text }))
    items.push({ name: namesOf(name), ...(ranked ? { rank: last } : {}), options })
  }
  return ok(items)
}

/** A rank cell: `b+` is `B+`; anything else is refused with the rank words. */
export function rankCell(cell: string): CellResult<string> {
  const rank = rankFromText(cell)
  return isRank(rank) ? ok(rank) : no(reason('reason.campaign.pasteRank', { value: cell }))
}

/** A whole number cell within bounds. */
export function wholeCell(cell: string, min: number, max: number): CellResult<number> {
  const text = cell.normalize('NFKC').trim()
  if (!/^-?\d+$/.test(text)) return no(reason('reason.campaign.pasteNumber', { value: cell, min, max }))
  const n = Number(text)
  return n >= min && n <= max ? ok(n) : no(reason('reason.campaign.pasteNumber', { value: cell, min, max }))
}

/** A pool cell: `60` (full) or `45/60` (current / maximum), as sheets write hp and mp. */
export function poolCell(cell: string, max: number): CellResult<{ now: number; max: number }> {
  const [now, top] = cell.split('/').map((part) => part.trim())
  const full = wholeCell(top ?? now!, 1, max)
  if (!full.ok) return full
  if (top === undefined) return ok({ now: full.value, max: full.value })
  const current = wholeCell(now!, -999, full.value)
  return current.ok ? ok({ now: current.value, max: full.value }) : current
}

/** Words of one option, folded for matching: `Ranged` and `원거리` alike, spaces dropped. */
export function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '')
}

/** `4x2`, `4×2`, `4*2`: a card's grade and count. */
export function gradeCount(option: string): { grade: number; count: number } | null {
  const found = /^(\d{1,2})[x×*](\d{1,2})$/.exec(fold(option))
  return found ? { grade: Number(found[1]), count: Number(found[2]) } : null
}

/** A number written after an option's word: `방어 2`, `guard 2`, `방어2`. */
export function numberAfter(option: string, words: readonly string[]): number | null {
  const folded = fold(option)
  for (const word of words) {
    const found = new RegExp(`^${word}(\\d{1,2})$`).exec(folded)
    if (found) return Number(found[1])
  }
  return null
}
