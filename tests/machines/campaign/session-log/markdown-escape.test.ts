import { describe, expect, it } from 'vitest'
import { sessionMarkdown, turnSummary } from '@machines/campaign/session-log/markdown'
import { markdownText } from '@machines/text/markdown-text'
import { demoCampaign } from '../fixtures'
import { entriesOf, played, wholeTurn } from './helpers'

// Names, news and table text reach the public log and the turn summary, which GMs paste into forums
// and chat tools: there they must read as typed, never as HTML, a link, formatting or a ping.

const hostile = [
  '<img src=x onerror=alert(1)>',
  '[x](javascript:alert(1))',
  '![pic](http://example.invalid/p.png)',
  '@everyone and @here',
  '**bold** _it_ ~~gone~~ ||spoiler|| `code`',
  '<@123456> <https://example.invalid>',
  '| a | b |'
]

/** What a Markdown reader would act on in one line: an unescaped mark, HTML, a link, or a live mention. */
function liveMarkup(line: string): string[] {
  const found: string[] = []
  // A mark counts when an even number of backslashes (none included) stands before it.
  for (const match of line.matchAll(/(\\*)([`*_~|[\]<])/g)) if (match[1]!.length % 2 === 0) found.push(match[2]!)
  if (/@(everyone|here|\w)/.test(line)) found.push('mention')
  return found
}

describe('markdownText', () => {
  it('escapes every mark that formats, links or embeds, and breaks mentions with a zero-width space', () => {
    for (const text of hostile) expect(liveMarkup(markdownText(text)), text).toEqual([])
    expect(markdownText('<img src=x onerror=alert(1)>')).toBe('\\<img src=x onerror=alert(1)>')
    expect(markdownText('[x](javascript:alert(1))')).toBe('\\[x\\](javascript:alert(1))')
    expect(markdownText('@everyone')).toBe('@\u200beveryone')
  })

  it('keeps a line from becoming a heading, a quote, a list or a break', () => {
    expect(markdownText('# Title')).toBe('\\# Title')
    expect(markdownText('> quote')).toBe('\\> quote')
    expect(markdownText('- item')).toBe('\\- item')
    expect(markdownText('+ item')).toBe('\\+ item')
    expect(markdownText('1. first')).toBe('1\\. first')
    expect(markdownText('12) twelfth')).toBe('12\\) twelfth')
  })

  it('leaves ordinary text as it is: Korean, numbers, arrows, parentheses, a dash inside a line', () => {
    for (const text of ['세이버: HP −2 (60 → 58)', 'Saber meets Lancer at the port — T.12', '항구에서 랜서와 마주쳤습니다', '3 - 1 = 2']) expect(markdownText(text)).toBe(text)
  })
})

describe('the public log and the turn summary escape what the table typed', () => {
  const campaign = { ...demoCampaign(), name: '# <b>Grail</b> @everyone' }
  const news = hostile.map((text) => ({ type: 'board.announce', text }))
  const engine = played([...wholeTurn.slice(0, 1), ...news, ...wholeTurn.slice(1)], campaign)
  const entries = entriesOf(engine)

  for (const locale of ['ko', 'en'] as const) {
    it(`the public session log (${locale}) shows each news item as typed, with no live markup`, () => {
      const markdown = sessionMarkdown(entries, { kind: 'public', locale, title: campaign.name })
      const lines = markdown.split('\n')
      expect(lines[0]!.startsWith('# \\# \\<b>Grail\\</b> @\u200beveryone — ')).toBe(true)
      for (const line of lines.filter((l) => l.startsWith('- '))) expect(liveMarkup(line.slice(2)), line).toEqual([])
      expect(lines.filter((l) => l.startsWith('- ')).length).toBeGreaterThanOrEqual(hostile.length)
      expect(markdown).not.toMatch(/(^|[^\\])<img/)
      expect(markdown).not.toMatch(/(^|[^\\])\[x\]/)
    })

    it(`the full GM log (${locale}) is escaped the same way, its rule ids still in italics`, () => {
      const markdown = sessionMarkdown(entries, { kind: 'full', locale, title: campaign.name, timeZone: 'UTC' })
      const items = markdown.split('\n').filter((l) => l.startsWith('- '))
      for (const line of items) expect(liveMarkup(line.slice(2).replace(/ _\([^)]*\)_$/, '')), line).toEqual([])
      expect(items.some((line) => / _\(T\.\d+(, T\.\d+)*\)_$/.test(line))).toBe(true)
    })

    it(`the turn summary (${locale}) keeps its bold title and escapes everything typed`, () => {
      const summary = turnSummary(entries, 1, { locale, title: campaign.name })
      const lines = summary.split('\n')
      expect(lines[0]).toMatch(/^\*\*\\# \\<b>Grail\\<\/b> @\u200beveryone — .+\*\*$/)
      for (const line of lines.filter((l) => l.startsWith('- '))) expect(liveMarkup(line.slice(2)), line).toEqual([])
      expect(summary).not.toContain('@everyone')
    })
  }
})
