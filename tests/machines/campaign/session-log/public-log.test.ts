import { describe, expect, it } from 'vitest'
import { sessionMarkdown } from '@machines/campaign/session-log/markdown'
import { demoCampaign } from '../fixtures'
import { entriesOf, played, wholeTurn } from './helpers'

// Every hidden value the GM holds, each made unique so a leak is found by a plain search.
const secretCampaign = () => {
  const campaign = demoCampaign()
  campaign.notes = 'NOTE-ZX1 Verdant betrays Red'
  campaign.servants = campaign.servants.map((s) => ({ ...s, trueName: `TRUENAME-${s.id}`, workshop: `WORKSHOP-${s.id}` }))
  return campaign
}

const session = [
  { type: 'notes.set', text: 'NOTE-ZX2 the church is a trap' },
  { type: 'actor.adjust', actor: 'lancer', hp: -9, reason: 'REASON-ZX3' },
  ...wholeTurn,
  { type: 'guess.record', team: 'blue', servant: 'saber', secret: 'trueName', text: 'GUESS-ZX4' },
  { type: 'board.announce', text: 'The church bells rang at midnight' },
  { type: 'servant.reveal', servant: 'caster', revealed: true },
  { type: 'turn.start' },
  { type: 'turn.declare', actor: 'saber', action: 'investigate', regions: ['hospital'] },
  { type: 'turn.publish', text: 'Smoke over the harbour' }
]

describe('the public session log (a whitelist of board data)', () => {
  const engine = played(session, secretCampaign())
  const entries = entriesOf(engine)
  const logs = (['ko', 'en'] as const).map((locale) => sessionMarkdown(entries, { kind: 'public', locale, title: 'Test war' }))
  const campaign = engine.current.context.campaign

  const hidden = [
    'NOTE-ZX1', 'NOTE-ZX2', 'REASON-ZX3', 'GUESS-ZX4',
    ...['saber', 'lancer', 'archer'].map((id) => `TRUENAME-${id}`),
    ...campaign.servants.map((s) => `WORKSHOP-${s.id}`),
    // Declarations: actions and regions never reach the board.
    '일상 생활', '정보 탐색', 'daily', 'investigate', ...campaign.regions.flatMap((r) => [r.name.ko, r.name.en]),
    // Info points, emotions, hp and rule ids are the GM's.
    '정보', 'info', '감정', 'emotion', 'positive', 'negative', 'T.7', 'T.10', 'T.11', 'T.12', 'T.15', 'HP', '생명력',
    // News still waiting in the running turn is published only when the turn is applied.
    'Smoke over the harbour'
  ]

  for (const [index, locale] of (['ko', 'en'] as const).entries()) {
    it(`T.25 holds no hidden value in ${locale}: notes, unrevealed true names, workshops, declarations, info, emotions`, () => {
      const log = logs[index]
      expect(hidden.filter((secret) => log.includes(secret))).toEqual([])
    })
  }

  it('shows what the board showed: news, the revealed true name, who declared, the turn ending', () => {
    const [ko, en] = logs
    expect(en).toContain('- News: “The church bells rang at midnight”')
    expect(en).toContain('TRUENAME-caster')
    expect(en).toContain('- Declared: Saber')
    expect(en).toContain('- War turn 1 is over')
    expect(ko).toContain('- 1회차 종료')
  })

  it('groups lines under turn and scene headers, in order', () => {
    const headers = logs[1].split('\n').filter((line) => line.startsWith('#'))
    expect(headers).toEqual(['# Test war — Session log (public)', '## Turn 1', '### Scene 0', '### Scene 1', '## Turn 2', '### Scene 1'])
  })

  it('keeps an event the players did not see out of the log entirely', () => {
    const notes = entries.find((e) => e.type === 'notes.set')!
    expect(notes.public).toEqual([])
    expect(notes.gm.en).toBe('GM notes edited (29 characters)')
  })
})
