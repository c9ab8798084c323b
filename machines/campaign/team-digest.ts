import type { TeamLogEntry } from './team-log'
import type { Bilingual } from '../text/bilingual'
import { directMessageText } from '../text/markdown-text'

// A team's private log of one turn as Markdown, for the GM to send the team by direct
// message in a play-by-post game. Names, info sources and the campaign's name are typed by people,
// so every line is written through `directMessageText`: it reads as typed, never as a link, HTML or a ping.

/** How to write a team's digest. */
export interface DigestOptions {
  locale: 'ko' | 'en'
  /** The campaign's name. */
  campaign: string
  team: Bilingual
}

const words = {
  ko: { turn: (n: number) => (n === 0 ? '첫 회차 전' : `${n}회차`), nothing: '이 회차에 알게 된 것이 아직 없습니다.', private: '진영 비공개 기록' },
  en: { turn: (n: number) => (n === 0 ? 'Before the first turn' : `Turn ${n}`), nothing: 'Nothing learned this turn yet.', private: 'private team log' }
} as const

/** One line as typed, on one line. */
function oneLine(text: string): string {
  return directMessageText(text.replace(/\s*[\r\n]+\s*/g, ' '))
}

/** The turn a digest covers: the one being played if the team learned something in it, else the last turn it did. */
export function digestTurn(log: readonly TeamLogEntry[], current: number): number {
  if (log.length === 0 || log.some((e) => e.turn === current)) return current
  return Math.max(...log.map((e) => e.turn))
}

/** The team's private log of one turn as Markdown: a title, then each closed phase and its lines, oldest first. */
export function teamDigest(log: readonly TeamLogEntry[], turn: number, options: DigestOptions): string {
  const w = words[options.locale]
  const say = (text: Bilingual): string => oneLine(text[options.locale])
  const ofTurn = log.filter((e) => e.turn === turn).sort((a, b) => a.index - b.index)
  const title = `**${oneLine(options.campaign)} — ${say(options.team)} — ${w.turn(turn)}** _${oneLine(`(${w.private})`)}_`
  const body = ofTurn.flatMap((entry) => [
    '',
    `**${say(entry.title)}**`,
    ...entry.lines.map((l) => `- ${say(l.text)}${l.rules.length ? ` _${oneLine(`(${l.rules.join(', ')})`)}_` : ''}`)
  ])
  return [title, ...(body.length ? body : ['', w.nothing]), ''].join('\n')
}
