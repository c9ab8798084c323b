import type { LogEntry } from './entry'
import type { Bilingual } from '../../text/bilingual'
import { markdownText } from '../../text/markdown-text'

/** Which log: `public` (only what the board showed) or `full` (the GM's, with rule ids and times). */
export type LogKind = 'public' | 'full'
/** A language of the log. */
export type LogLocale = 'ko' | 'en'

/** How to write a session log as Markdown. */
export interface MarkdownOptions {
  kind: LogKind
  locale: LogLocale
  /** The campaign's name, for the title. */
  title: string
  /** The zone of the times in a full log (the machine's own when absent). */
  timeZone?: string
}

const words = {
  ko: { public: '공개 세션 기록', full: 'GM 세션 기록', before: '첫 회차 전', turn: (n: number) => `${n}회차`, scene: (n: number) => `장면 ${n}`, nothing: '공개된 일이 없습니다.' },
  en: { public: 'Session log (public)', full: 'Session log (GM)', before: 'Before the first turn', turn: (n: number) => `Turn ${n}`, scene: (n: number) => `Scene ${n}`, nothing: 'Nothing was shown to the players.' }
} as const

/** One line of text shown as typed inside a Markdown list item or title (GM text may hold line breaks and Markdown). */
function oneLine(text: string): string {
  return markdownText(text.replace(/\s*[\r\n]+\s*/g, ' '))
}

function timeOf(at: string, locale: LogLocale, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(at))
}

/** The list items one entry contributes to a log of the given kind. */
function itemsOf(entry: LogEntry, options: MarkdownOptions): string[] {
  const say = (text: Bilingual): string => oneLine(text[options.locale])
  if (options.kind === 'public') return entry.public.map((line) => `- ${say(line)}`)
  const rules = entry.rules.length ? ` _(${entry.rules.join(', ')})_` : ''
  return [`- ${timeOf(entry.at, options.locale, options.timeZone)} · ${say(entry.gm)}${rules}`]
}

/** The log body: `##` per turn and `###` per scene, headers only over groups that have lines. */
function body(entries: readonly LogEntry[], options: MarkdownOptions, headingLevel: number): string[] {
  const w = words[options.locale]
  const out: string[] = []
  let turn = -1
  let scene = -1
  for (const entry of entries) {
    const items = itemsOf(entry, options)
    if (items.length === 0) continue
    // Exports replay the whole log; an entry without a place (never expected) stays in the group before it.
    const entryTurn = entry.turn ?? Math.max(turn, 0)
    const entryScene = entry.scene ?? Math.max(scene, 0)
    if (entryTurn !== turn) {
      turn = entryTurn
      scene = -1
      out.push('', `${'#'.repeat(headingLevel)} ${turn === 0 ? w.before : w.turn(turn)}`)
    }
    if (entryScene !== scene) {
      scene = entryScene
      out.push('', `${'#'.repeat(headingLevel + 1)} ${w.scene(scene)}`, '')
    }
    out.push(...items)
  }
  return out
}

/** The session log as Markdown, for a forum or chat post (public) or the GM's records (full). */
export function sessionMarkdown(entries: readonly LogEntry[], options: MarkdownOptions): string {
  const w = words[options.locale]
  const lines = body(entries, options, 2)
  return [`# ${oneLine(options.title)} — ${w[options.kind]}`, ...(lines.length ? lines : ['', w.nothing]), ''].join('\n')
}

/** The public summary of one turn (what the board showed), ready to paste into a chat. */
export function turnSummary(entries: readonly LogEntry[], turn: number, options: Omit<MarkdownOptions, 'kind'>): string {
  const w = words[options.locale]
  const ofTurn = entries.filter((e) => e.turn === turn)
  const lines = body(ofTurn, { ...options, kind: 'public' }, 3).filter((l) => !l.startsWith('### '))
  const title = `**${oneLine(options.title)} — ${turn === 0 ? w.before : w.turn(turn)}**`
  const items = lines.filter((l) => l !== '')
  return [title, '', ...(items.length ? rebuildScenes(lines) : [w.nothing]), ''].join('\n')
}

/** Keeps the scene sub-headers of a turn summary and drops blank runs at the edges. */
function rebuildScenes(lines: string[]): string[] {
  const out: string[] = []
  for (const l of lines) {
    if (l === '' && (out.length === 0 || out[out.length - 1] === '')) continue
    out.push(l)
  }
  while (out.length && out[out.length - 1] === '') out.pop()
  return out
}
