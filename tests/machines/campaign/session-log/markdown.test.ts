import { describe, expect, it } from 'vitest'
import { sessionMarkdown, turnSummary } from '@machines/campaign/session-log/markdown'
import { entriesOf, played, wholeTurn } from './helpers'

describe('the session log as Markdown', () => {
  const entries = entriesOf(played([{ type: 'actor.adjust', actor: 'saber', hp: -2 }, ...wholeTurn, { type: 'board.announce', text: 'Dawn' }]))

  it('the full log has every applied event with its time and rule ids', () => {
    const full = sessionMarkdown(entries, { kind: 'full', locale: 'en', title: 'Demo', timeZone: 'UTC' })
    const items = full.split('\n').filter((line) => line.startsWith('- '))
    expect(items).toHaveLength(entries.length)
    expect(items[0]).toBe('- 12:00 · Saber: HP −2 (60 → 58)')
    expect(items.find((line) => line.includes('applied'))).toMatch(/_\(T\.\d+(, T\.\d+)*\)_$/)
  })

  it('puts the events before the first turn under their own header', () => {
    const full = sessionMarkdown(entries, { kind: 'full', locale: 'ko', title: 'Demo', timeZone: 'UTC' })
    expect(full.split('\n').filter((l) => l.startsWith('## '))).toEqual(['## 첫 회차 전', '## 1회차'])
  })

  it("the turn summary holds only that turn's public lines, under a bold title", () => {
    const summary = turnSummary(entries, 1, { locale: 'en', title: 'Demo' })
    const lines = summary.split('\n')
    expect(lines[0]).toBe('**Demo — Turn 1**')
    expect(lines).toContain('- War turn 1 is over')
    expect(lines).toContain('- News: “Dawn”')
    expect(summary).not.toContain('HP')
  })

  it('says so when nothing was shown', () => {
    expect(turnSummary(entries, 7, { locale: 'ko', title: 'Demo' })).toBe('**Demo — 7회차**\n\n공개된 일이 없습니다.\n')
  })

  it('writes a GM line break on one line', () => {
    const withBreak = entriesOf(played([{ type: 'board.announce', text: 'one\ntwo' }]))
    expect(sessionMarkdown(withBreak, { kind: 'public', locale: 'en', title: 'T' })).toContain('- News: “one two”')
  })
})
