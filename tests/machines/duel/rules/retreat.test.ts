import { describe, expect, it } from 'vitest'
import { defaultSettings, withSettings } from '@machines/campaign/model/settings'
import { handOf } from '@machines/duel/rules/hand'
import { resolveRetreat } from '@machines/duel/rules/retreat'
import { inEnglish } from '../duel-fixture'

const lancer = handOf([
  { key: 'smash', kind: 'smash', grade: 4, count: 2 },
  { key: 'counter', kind: 'counter', grade: 2, count: 1 },
  { key: 'gandr', kind: 'magic', grade: 3, count: 1 }
])
const saber = { id: 'saber', kind: 'servant' } as const

describe('D.60 retreat', () => {
  it('D.60 three cards summing 4 + 2 + 3 = 9 (< 10): the escape succeeds and the damage is taken, magic 3 to mp', () => {
    const result = resolveRetreat({ retreating: saber, opponentHand: lancer, chosen: ['smash', 'counter', 'gandr'] }, defaultSettings)
    expect(result).toMatchObject({ ok: true, escaped: true, damage: 9, taken: { hp: 6, mp: 3 }, fateSpent: false, rules: ['D.60', 'V.2'] })
  })

  it('D.60 4 + 4 + 2 = 10 reaches the threshold: the escape fails and the 10 is still taken', () => {
    const result = resolveRetreat({ retreating: saber, opponentHand: lancer, chosen: ['smash', 'smash', 'counter'] }, defaultSettings)
    expect(result).toMatchObject({ ok: true, escaped: false, damage: 10, taken: { hp: 10, mp: 0 } })
  })

  it('D.60 with ⚙ retreatFailTakesDamage off a failed escape takes nothing', () => {
    const settings = withSettings({ retreatFailTakesDamage: false })
    const result = resolveRetreat({ retreating: saber, opponentHand: lancer, chosen: ['smash', 'smash', 'counter'] }, settings)
    expect(result).toMatchObject({ ok: true, escaped: false, damage: 10, taken: { hp: 0, mp: 0 } })
  })

  it('D.60 ⚙ retreatCards 2 and retreatFailThreshold 8: 4 + 4 = 8 fails', () => {
    const settings = withSettings({ retreatCards: 2, retreatFailThreshold: 8 })
    const result = resolveRetreat({ retreating: saber, opponentHand: lancer, chosen: ['smash', 'smash'] }, settings)
    expect(result).toMatchObject({ ok: true, escaped: false, damage: 8 })
  })

  it('D.60 the opponent must present exactly ⚙ retreatCards cards', () => {
    expect(inEnglish(resolveRetreat({ retreating: saber, opponentHand: lancer, chosen: ['smash'] }, defaultSettings))).toEqual({
      ok: false,
      error: 'cards the opponent presents: 3, not 1',
      rule: 'D.60'
    })
  })

  it('D.60 with fewer uses left the opponent presents all it has: one counter 2 is the whole damage', () => {
    const poor = handOf([{ key: 'counter', kind: 'counter', grade: 2, count: 1 }])
    const result = resolveRetreat({ retreating: saber, opponentHand: poor, chosen: ['counter'] }, defaultSettings)
    expect(result).toMatchObject({ ok: true, escaped: true, damage: 2 })
  })

  it('D.60 the cards come from remaining uses: a second counter is refused (D.3)', () => {
    const result = resolveRetreat({ retreating: saber, opponentHand: lancer, chosen: ['counter', 'counter', 'smash'] }, defaultSettings)
    expect(inEnglish(result)).toEqual({ ok: false, error: 'no use of "counter" left this duel', rule: 'D.3' })
  })

  it('D.60 presenting spends the opponent’s uses: smash 2 → 1, counter 1 → 0, gandr 1 → 0', () => {
    const result = resolveRetreat({ retreating: saber, opponentHand: lancer, chosen: ['smash', 'counter', 'gandr'] }, defaultSettings)
    expect(result.ok && result.opponentHand.cards.map((card) => card.count)).toEqual([1, 0, 0])
  })
})

describe('D.61 escape on fate', () => {
  it('D.61 a servant whose master is in the duel escapes unharmed for 1 fate point', () => {
    const result = resolveRetreat({ retreating: saber, opponentHand: lancer, chosen: [], fate: { masterInDuel: true, masterFate: 2 } }, defaultSettings)
    expect(result).toMatchObject({ ok: true, escaped: true, damage: 0, taken: { hp: 0, mp: 0 }, fateSpent: true, rules: ['D.61'] })
  })

  it('D.61 the master must be in the duel', () => {
    const result = resolveRetreat({ retreating: saber, opponentHand: lancer, chosen: [], fate: { masterInDuel: false, masterFate: 2 } }, defaultSettings)
    expect(inEnglish(result)).toEqual({ ok: false, error: 'the master is not in this duel', rule: 'D.61' })
  })

  it('D.61 the master needs a fate point left', () => {
    const result = resolveRetreat({ retreating: saber, opponentHand: lancer, chosen: [], fate: { masterInDuel: true, masterFate: 0 } }, defaultSettings)
    expect(inEnglish(result)).toEqual({ ok: false, error: 'the master has no fate point left', rule: 'D.61' })
  })
})
