import { describe, expect, it } from 'vitest'
import { createDocument } from '@machines/campaign/document'
import { CampaignEngine } from '@machines/campaign/engine'
import type { SheetCard } from '@machines/campaign/model/campaign'
import { servantCards } from '@machines/duel/combatant'
import type { DuelContext } from '@machines/duel/context'
import { fixtureCampaign } from './duel-fixture'

const at = '2025-01-01T00:00:00.000Z'
const name = (en: string) => ({ ko: en, en })

const cards: SheetCard[] = [
  { id: 'spell-one', name: name('Quick spell'), kind: 'magic', grade: 6, count: 1, ranged: false, steps: 1 },
  { id: 'spell-two', name: name('Great spell'), kind: 'magic', grade: 3, count: 2, ranged: true, steps: 2 },
  { id: 'crit', name: name('Finisher'), kind: 'critical', grade: 4, count: 1, ranged: false },
  { id: 'bow', name: name('Bow'), kind: 'smash', grade: 2, count: 2, ranged: true }
]

/** The duel fixture with Archer's sheet holding the cards above. */
function engineWithSheetCards(): CampaignEngine {
  const campaign = fixtureCampaign()
  campaign.servants = campaign.servants.map((s) => (s.id === 'archer' ? { ...s, cards } : s))
  return new CampaignEngine(createDocument(campaign, at))
}

const duelContext = (engine: CampaignEngine): DuelContext => engine.current.context.phase!.context as DuelContext
const ok = (engine: CampaignEngine, command: Record<string, unknown>): void => {
  const result = engine.dispatch(command, at)
  if (!result.ok) throw new Error(`refused ${JSON.stringify(command)}: ${result.error}`)
}

describe('sheet cards load into every duel without retyping (issue 17)', () => {
  it('D.22 the hand holds the derived basic cards, then the sheet’s magic with its steps (D.47), critical and ranged smash', () => {
    const campaign = fixtureCampaign()
    const archer = { ...campaign.servants.find((s) => s.id === 'archer')!, cards }
    const hand = servantCards(archer, campaign.settings)
    expect(hand.map((c) => c.key)).toEqual(expect.arrayContaining(['smash', 'counter', 'assault']))
    expect(hand.filter((c) => cards.some((sheet) => sheet.id === c.key))).toEqual([
      { key: 'spell-one', kind: 'magic', grade: 6, count: 1, steps: 1 },
      { key: 'spell-two', kind: 'magic', grade: 3, count: 2, ranged: true, steps: 2 },
      { key: 'crit', kind: 'critical', grade: 4, count: 1 },
      { key: 'bow', kind: 'smash', grade: 2, count: 2, ranged: true }
    ])
  })

  it('D.42 a ranged smash on the sheet counts towards general support like any basic card', () => {
    const engine = engineWithSheetCards()
    ok(engine, { type: 'duel.start', combatants: [{ actor: 'archer' }, { actor: 'saber' }] })
    const archer = duelContext(engine).combatants.find((c) => c.id === 'archer')!
    // every basic-kind card counts, the derived ones and the bow
    const basicCounts = archer.hand.cards.filter((c) => ['smash', 'counter', 'assault'].includes(c.kind)).reduce((n, c) => n + c.count, 0)
    expect(archer.hand.generalSupport).toBe(Math.ceil(basicCounts / 2))
    expect(archer.hand.cards.map((c) => c.key)).toEqual(expect.arrayContaining(['spell-one', 'spell-two', 'crit', 'bow']))
  })

  it('D.32 a single-step spell from the sheet compares with a smash: the higher grade deals its full damage', () => {
    const engine = engineWithSheetCards()
    ok(engine, { type: 'duel.start', combatants: [{ actor: 'archer' }, { actor: 'saber' }] })
    ok(engine, { type: 'duel.play', actor: 'archer', cards: [{ opponent: 'saber', card: 'spell-one' }] })
    ok(engine, { type: 'duel.play', actor: 'saber', cards: [{ opponent: 'archer', card: 'smash' }] })
    ok(engine, { type: 'duel.reveal' })
    const pairing = duelContext(engine).revealed!.pairings[0]!
    const archerSide = pairing.a.id === 'archer' ? 'a' : 'b'
    expect(pairing[archerSide]).toMatchObject({ key: 'spell-one', card: { kind: 'magic', grade: 6, steps: 1 } })
    expect(pairing.result.winner).toBe(archerSide)
    expect(pairing.result.rules).toContain('D.32')
    // its full grade 6, less Saber's skill guard 1 (D.47)
    expect(pairing.result.damage[archerSide === 'a' ? 'b' : 'a'].amount).toBe(5)
  })

  it('D.30 a two-step spell from the sheet beats a smash of higher grade and hits mp', () => {
    const engine = engineWithSheetCards()
    ok(engine, { type: 'duel.start', combatants: [{ actor: 'archer' }, { actor: 'saber' }] })
    ok(engine, { type: 'duel.play', actor: 'archer', cards: [{ opponent: 'saber', card: 'spell-two' }] })
    ok(engine, { type: 'duel.play', actor: 'saber', cards: [{ opponent: 'archer', card: 'smash' }] })
    ok(engine, { type: 'duel.reveal' })
    const pairing = duelContext(engine).revealed!.pairings[0]!
    const archerSide = pairing.a.id === 'archer' ? 'a' : 'b'
    expect(pairing[archerSide]).toMatchObject({ key: 'spell-two', card: { kind: 'magic', grade: 3, steps: 2, ranged: true } })
    expect(pairing.result.winner).toBe(archerSide)
    expect(pairing.result.damage[archerSide === 'a' ? 'b' : 'a']).toMatchObject({ pool: 'mp', type: 'magic' })
  })

  it('D.40 from the back row the sheet’s ranged smash may attack; its critical may not', () => {
    const engine = engineWithSheetCards()
    ok(engine, { type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'archer', side: 'red', row: 'back' }] })
    expect(engine.dispatch({ type: 'duel.play', actor: 'archer', cards: [{ opponent: 'lancer', card: 'bow' }] }, at)).toEqual({ ok: true })
    const engine2 = engineWithSheetCards()
    ok(engine2, { type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'archer', side: 'red', row: 'back' }] })
    expect(engine2.dispatch({ type: 'duel.play', actor: 'archer', cards: [{ opponent: 'lancer', card: 'crit' }] }, at)).toMatchObject({ ok: false, error: expect.stringContaining('D.40') })
  })
})
