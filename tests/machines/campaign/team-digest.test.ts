import { describe, expect, it } from 'vitest'
import { digestTurn, teamDigest } from '@machines/campaign/team-digest'
import { learnedAt, teamLogOf, type TeamLogEntry } from '@machines/campaign/team-log'
import { demoCampaign, demoEngine, mustDispatch } from './fixtures'
import { directMessageText } from '@machines/text/markdown-text'

// Issue 18: a team's digest for play-by-post is pasted into chat tools and forums; every name and
// source people typed must read as typed there, never as formatting, a link, HTML or a ping.
const hostile = '*bold* _it_ [x](http://example.invalid) # <b>h</b> > q | t | ~~s~~ `c` @everyone'

/** What a Markdown reader or chat tool would act on in one line: an unescaped mark (`()#>` too), a bare link, or a live mention. */
function liveMarkup(line: string): string[] {
  const found: string[] = []
  for (const match of line.matchAll(/(\\*)([`*_~|[\]<()#>])/g)) if (match[1]!.length % 2 === 0) found.push(match[2]!)
  if (/:\/\/|www\./i.test(line)) found.push('link')
  if (/@(everyone|here|\w)/.test(line)) found.push('mention')
  return found
}

/** The log of a war turn in which Blue's master, renamed to the hostile text, gains info from a source the GM typed as hostile text. */
function hostileLog(): TeamLogEntry[] {
  const campaign = demoCampaign()
  campaign.name = `# ${hostile}`
  campaign.teams = campaign.teams.map((t) => (t.id === 'blue' ? { ...t, name: { ko: hostile, en: hostile } } : t))
  campaign.masters = campaign.masters.map((m) => (m.id === 'm-elias' ? { ...m, name: { ko: hostile, en: hostile } } : m))
  const { engine } = demoEngine(campaign)
  mustDispatch(engine, { type: 'turn.start' })
  mustDispatch(engine, { type: 'turn.declare', actor: 'm-elias', action: 'investigate', regions: ['market'] })
  mustDispatch(engine, { type: 'turn.declare', actor: 'm-verdant', action: 'investigate', regions: ['market'] })
  mustDispatch(engine, { type: 'turn.resolve' })
  const before = engine.current.context
  mustDispatch(engine, { type: 'turn.apply' })
  const after = engine.current.context
  const gmInfo = { ...after, campaign: { ...after.campaign, info: [...after.campaign.info, { team: 'blue', servant: 'caster', grade: 2, source: hostile.slice(0, 40), turn: 1, rule: 'T.22' }] } }
  return teamLogOf([{ index: 5, at: '2026-11-29T12:00:00.000Z', turn: 1, scene: 1, learned: learnedAt({ type: 'turn.apply' }, before, gmInfo) }], 'blue')
}

describe('a team’s digest for play-by-post', () => {
  for (const locale of ['ko', 'en'] as const) {
    it(`(${locale}) escapes a hostile campaign, team, actor name and info source: no line holds live markup or a ping`, () => {
      const log = hostileLog()
      expect(JSON.stringify(log)).toContain(hostile.slice(0, 20))
      const text = teamDigest(log, 1, { locale, campaign: `# ${hostile}`, team: { ko: hostile, en: hostile } })
      const lines = text.split("\n")
      // The fight names the hostile master, the GM-typed info source is there too, each escaped.
      expect(lines.filter((l) => l.includes('\\*bold\\*')).length).toBeGreaterThanOrEqual(3)
      for (const line of lines) {
        // The digest's own bold and italics are its marks; strip them, then nothing live may remain.
        const own = line.replace(/ _\\\(.*\\\)_$/, '').replace(/^- /, '').replace(/^\*\*|\*\*$/g, '')
        expect(liveMarkup(own), line).toEqual([])
      }
      // A typed heading mark never starts a line.
      expect(lines.some((l) => l.startsWith('#'))).toBe(false)
    })
  }

  it('escapes a link’s parentheses, heading and quote marks anywhere, and breaks bare addresses', () => {
    expect(directMessageText('# a (b) > c')).toBe('\\# a \\(b\\) \\> c')
    expect(directMessageText('see http://x.invalid or www.y.invalid')).toBe('see http:\\/\\/x.invalid or www\\.y.invalid')
    expect(directMessageText('1. \\(')).toBe('1\\. \\\\\\(')
    expect(directMessageText('- @here')).toBe('\\- @\u200bhere')
  })

  it('covers the turn being played when the team learned something in it, else the last turn it did', () => {
    const entry = (turn: number): TeamLogEntry => ({ index: turn, at: '', turn, scene: turn, title: { ko: '', en: '' }, lines: [] })
    expect(digestTurn([entry(2), entry(1)], 2)).toBe(2)
    expect(digestTurn([entry(2), entry(1)], 3)).toBe(2)
    expect(digestTurn([], 3)).toBe(3)
  })

  it('says so when the team has learned nothing in that turn yet', () => {
    expect(teamDigest([], 2, { locale: 'en', campaign: 'Grail', team: { ko: '푸른 진영', en: 'Blue' } })).toBe('**Grail — Blue — Turn 2** _\\(private team log\\)_\n\nNothing learned this turn yet.\n')
    expect(teamDigest([], 2, { locale: 'ko', campaign: 'Grail', team: { ko: '푸른 진영', en: 'Blue' } })).toContain('이 회차에 알게 된 것이 아직 없습니다.')
  })
})
