import { describe, expect, it } from 'vitest'
import { createDocument, documentVersion, parseCampaignDocument } from '@machines/campaign/document'
import { CampaignEngine } from '@machines/campaign/engine'
import { verifyDocument } from '@machines/campaign/verify'
import { at, demoCampaign } from '../fixtures'

type Raw = Record<string, unknown>

/** The demo as version 4 wrote it: servants without `cards`, one edit and one checkpoint in the log. */
function versionFour(): Raw {
  const engine = new CampaignEngine(createDocument(demoCampaign(), at))
  const saber = engine.current.context.campaign.servants[0]!
  const result = engine.dispatch({ type: 'edit.servant.upsert', servant: { ...saber, hp: saber.hp - 1 } }, at)
  if (!result.ok) throw new Error(result.error)
  const doc = JSON.parse(JSON.stringify(engine.toDocument(at))) as Raw
  const strip = (campaign: Raw): Raw => ({ ...campaign, servants: (campaign.servants as Raw[]).map(({ cards: _cards, ...s }) => s) })
  const events = (doc.events as Raw[]).map((e) => {
    const command = e.command as Raw
    const { cards: _cards, ...servant } = command.servant as Raw
    return { ...e, command: { ...command, servant } }
  })
  const checkpoints = (doc.checkpoints as Raw[]).map((c) => ({ ...c, context: { ...(c.context as Raw), campaign: strip((c.context as Raw).campaign as Raw) } }))
  return { ...doc, version: 4, initial: strip(doc.initial as Raw), events, checkpoints }
}

describe('to version 5: the sheet holds its cards (issue 17)', () => {
  it('D.22 a version-4 file opens with no sheet cards on any servant, and its history replays to the same state', () => {
    const parsed = parseCampaignDocument(versionFour())
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.why))
    expect(parsed.migratedFrom).toBe(4)
    expect(parsed.value.version).toBe(documentVersion)
    expect(parsed.value.initial.servants.every((s) => Array.isArray(s.cards) && s.cards.length === 0)).toBe(true)
    expect(parsed.value.checkpoints.flatMap((c) => c.context.campaign.servants).every((s) => s.cards.length === 0)).toBe(true)
    const verified = verifyDocument(parsed.value)
    expect(verified.ok).toBe(true)
  })

  it('a version-4 file whose servant already lists cards keeps them', () => {
    const doc = versionFour()
    const initial = doc.initial as Raw
    const card = { id: 'spell-1', name: { ko: '마술', en: 'Spell' }, kind: 'magic', grade: 3, count: 1, ranged: false, steps: 1 }
    const servants = (initial.servants as Raw[]).map((s, i) => (i === 0 ? { ...s, cards: [card] } : s))
    const parsed = parseCampaignDocument({ ...doc, initial: { ...initial, servants } })
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.why))
    expect(parsed.value.initial.servants[0]!.cards).toEqual([card])
  })
})
