/** A line in both UI languages; the session log is written in each at once. */
export interface Bilingual {
  ko: string
  en: string
}

/** The same text in both languages (ids, numbers, quoted GM text). */
export function both(text: string): Bilingual {
  return { ko: text, en: text }
}

/** Joins bilingual parts language by language. */
export function join(parts: readonly Bilingual[], separator: Bilingual | string = ', '): Bilingual {
  const sep = typeof separator === 'string' ? both(separator) : separator
  return { ko: parts.map((p) => p.ko).join(sep.ko), en: parts.map((p) => p.en).join(sep.en) }
}

/** A signed number as a log shows a change: `+3`, `−2` (a true minus sign). */
export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${-n}`
}

/** A pool's value as the GM reads it: `0` and `7` bare, `−3` with a true minus (a value, not a change). */
export function poolValue(n: number): string {
  return n < 0 ? `−${-n}` : `${n}`
}

/** Text the GM typed, quoted for a log line. */
export function quoted(text: string): string {
  return `“${text}”`
}

/** A bilingual text from its two languages. */
export function line(ko: string, en: string): Bilingual {
  return { ko, en }
}

/** Bilingual texts written one after the other, language by language. */
export function concat(...parts: readonly Bilingual[]): Bilingual {
  return join(parts, '')
}

/** A text whose English left blank reads as its Korean (a Korean-only GM types each text once). */
export function englishOrKorean(text: Bilingual): Bilingual {
  return { ko: text.ko, en: text.en.trim() === '' ? text.ko : text.en }
}

/** A text trimmed, each blank language reading as the other; null when both are blank (an optional name or note left empty). */
export function eitherLanguage(text: Bilingual): Bilingual | null {
  const ko = text.ko.trim()
  const en = text.en.trim()
  return ko || en ? { ko: ko || en, en: en || ko } : null
}
