import { describe, expect, it } from 'vitest'
import { boardView } from '@machines/campaign/board-view'
import type { Campaign } from '@machines/campaign/model/campaign'
import { demoCampaign, demoEngine, mustDispatch, demoDeclarations } from './fixtures'

/** The demo with a unique marker in every secret field, so a leak is easy to spot. */
function campaignFullOfSecrets(): { campaign: Campaign; secrets: string[] } {
  const campaign = demoCampaign()
  const secrets: string[] = []
  const mark = (label: string) => {
    const value = `SECRET-${label}-${secrets.length}`
    secrets.push(value)
    return value
  }
  campaign.servants = campaign.servants.map((s) => ({
    ...s,
    trueName: mark(`true-name-${s.id}`),
    workshop: mark(`workshop-${s.id}`),
    skills: s.skills.map((k) => ({ ...k, text: { ko: mark(`skill-${k.id}`), en: mark(`skill-en-${k.id}`) } })),
    noblePhantasms: s.noblePhantasms.map((n) => ({ ...n, text: { ko: mark(`np-${n.id}`), en: mark(`np-en-${n.id}`) } }))
  }))
  campaign.notes = mark('gm-notes')
  campaign.guesses = [{ team: 'red', servant: 'lancer', secret: 'trueName', text: mark('guess'), correct: null, bestGradeAtGuess: 1, turn: 1 }]
  return { campaign, secrets }
}

describe('board redaction (a whitelist)', () => {
  it('puts no secret value anywhere in the board view, in any step of a war turn', () => {
    const { campaign, secrets } = campaignFullOfSecrets()
    const { engine } = demoEngine(campaign)
    const payloads: string[] = [JSON.stringify(boardView(engine.current))]
    mustDispatch(engine, { type: 'turn.start' })
    for (const d of demoDeclarations) {
      mustDispatch(engine, d)
      payloads.push(JSON.stringify(boardView(engine.current)))
    }
    mustDispatch(engine, { type: 'turn.resolve' })
    payloads.push(JSON.stringify(boardView(engine.current)))
    mustDispatch(engine, { type: 'turn.apply' })
    payloads.push(JSON.stringify(boardView(engine.current)))

    for (const payload of payloads) {
      for (const secret of secrets) expect(payload).not.toContain(secret)
      // Declarations stay hidden: no action word and no region appears on the board (T, DESIGN).
      for (const word of ['daily', 'investigate', 'rest"', 'church', 'port', 'market', 'old-town', 'school', 'park']) {
        expect(payload).not.toContain(word)
      }
      // Nor do hp, mp, seals, emotions or info points.
      for (const key of ['"hp"', '"mp"', 'commandSeals', 'emotions', '"info"', 'notes']) expect(payload).not.toContain(key)
    }
  })

  it('shows who has declared, never what', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'turn.start' })
    mustDispatch(engine, demoDeclarations[1])
    const view = boardView(engine.current)
    expect(view.phaseView).toEqual({
      kind: 'warTurn',
      turn: 1,
      declared: ['saber'],
      waitingFor: ['m-haneul', 'm-elias', 'lancer', 'm-sora', 'archer', 'm-verdant', 'caster'],
      resolved: false
    })
  })

  it('shows a true name only once the GM revealed it', () => {
    const campaign = demoCampaign()
    campaign.servants[0].trueNameRevealed = true
    const { engine } = demoEngine(campaign)
    const saber = boardView(engine.current).teams[0].servant
    expect(saber.label).toEqual({ ko: '세이버 · Roland', en: 'Saber · Roland' })
    expect(JSON.stringify(boardView(engine.current))).not.toContain('Hector')
  })
})
