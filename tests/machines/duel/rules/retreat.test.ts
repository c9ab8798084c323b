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
const saber = { id: 'saber', kind: 'servant', row: 'front' } as const
const lancerSide = { id: 'lancer', kind: 'servant' } as const
const at = (chosen: string[], extra: Partial<Parameters<typeof resolveRetreat>[0]> = {}) => ({ retreating: saber, opponent: lancerSide, opponentHand: lancer, chosen, ...extra })

describe('D.60 retreat', () => {
  it('D.60 three cards summing 4 + 2 + 3 = 9 (< 10): the escape succeeds and the damage is taken, magic 3 to mp', () => {
    const result = resolveRetreat(at(['smash', 'counter', 'gandr']), defaultSettings)
    expect(result).toMatchObject({ ok: true, escaped: true, damage: 9, taken: { hp: 6, mp: 3 }, fateSpent: false })
    expect(result.ok && result.rules).toEqual(['D.60', 'D.16', 'V.2'])
  })

  it('D.60 4 + 4 + 2 = 10 reaches the threshold: the escape fails and the 10 is still taken', () => {
    const result = resolveRetreat(at(['smash', 'smash', 'counter']), defaultSettings)
    expect(result).toMatchObject({ ok: true, escaped: false, damage: 10, taken: { hp: 10, mp: 0 } })
  })

  it('D.60 with ⚙ retreatFailTakesDamage off a failed escape takes nothing', () => {
    const settings = withSettings({ retreatFailTakesDamage: false })
    const result = resolveRetreat(at(['smash', 'smash', 'counter']), settings)
    expect(result).toMatchObject({ ok: true, escaped: false, damage: 10, taken: { hp: 0, mp: 0 } })
  })

  it('D.60 ⚙ retreatCards 2 and retreatFailThreshold 8: 4 + 4 = 8 fails', () => {
    const settings = withSettings({ retreatCards: 2, retreatFailThreshold: 8 })
    const result = resolveRetreat(at(['smash', 'smash']), settings)
    expect(result).toMatchObject({ ok: true, escaped: false, damage: 8 })
  })

  it('D.60 the opponent must present exactly ⚙ retreatCards cards', () => {
    expect(inEnglish(resolveRetreat(at(['smash']), defaultSettings))).toEqual({
      ok: false,
      error: 'cards the opponent presents: 3, not 1',
      rule: 'D.60'
    })
  })

  it('D.60 with fewer uses left the opponent presents all it has: one counter 2 is the whole damage', () => {
    const poor = handOf([{ key: 'counter', kind: 'counter', grade: 2, count: 1 }])
    const result = resolveRetreat(at(['counter'], { opponentHand: poor }), defaultSettings)
    expect(result).toMatchObject({ ok: true, escaped: true, damage: 2 })
  })

  it('D.60 the cards come from remaining uses: a second counter is refused (D.3)', () => {
    const result = resolveRetreat(at(['counter', 'counter', 'smash']), defaultSettings)
    expect(inEnglish(result)).toEqual({ ok: false, error: 'no use of "counter" left this duel', rule: 'D.3' })
  })

  it('D.60 presenting spends the opponent’s uses: smash 2 → 1, counter 1 → 0, gandr 1 → 0', () => {
    const result = resolveRetreat(at(['smash', 'counter', 'gandr']), defaultSettings)
    expect(result.ok && result.opponentHand.cards.map((card) => card.count)).toEqual([1, 0, 0])
  })
})

describe('D.60 retreat damage as D.47 reckons it (second reading)', () => {
  const master = handOf([{ key: 'smash', kind: 'smash', grade: 3, count: 4 }])
  it('D.60 D.47 a conviction master adds +1 per card: 3 smash 3 deal 4 + 4 + 4 = 12, so the escape fails', () => {
    const result = resolveRetreat(at(['smash', 'smash', 'smash'], { opponent: { id: 'm-red', kind: 'master', conviction: true }, opponentHand: master }), defaultSettings)
    expect(result).toMatchObject({ ok: true, escaped: false, damage: 12, taken: { hp: 12, mp: 0 } })
    expect(result.ok && result.rules).toContain('D.21')
  })

  it('D.60 D.47 without conviction the same cards deal 9 and the escape succeeds (not the raw grades plus bonuses)', () => {
    const result = resolveRetreat(at(['smash', 'smash', 'smash'], { opponent: { id: 'm-red', kind: 'master' }, opponentHand: master }), defaultSettings)
    expect(result).toMatchObject({ ok: true, escaped: true, damage: 9 })
  })

  it('D.60 D.16 D.47 the retreating side waits: its NP guard takes its share off every card, its skill guard does not', () => {
    const guarded = { ...saber, guard: { skill: 2, np: 1 } }
    const result = resolveRetreat(at(['smash', 'smash', 'counter'], { retreating: guarded }), defaultSettings)
    expect(result).toMatchObject({ ok: true, damage: 3 + 3 + 1, escaped: true })
    expect(result.ok && result.blows.map((blow) => blow.amount)).toEqual([3, 3, 1])
  })

  it('D.60 D.21 a master presenting to a servant deals less by ⚙ masterVsServantReduction', () => {
    const result = resolveRetreat(at(['smash', 'smash', 'smash'], { opponent: { id: 'm-red', kind: 'master' }, opponentHand: master }), withSettings({ masterVsServantReduction: 1 }))
    expect(result).toMatchObject({ ok: true, damage: 6 })
  })
})

describe('D.61 escape on fate', () => {
  it('D.61 a retreating master in the duel escapes on its own fate point too (second reading)', () => {
    const rin = { id: 'm-red', kind: 'master', row: 'back' } as const
    const result = resolveRetreat(at([], { retreating: rin, fate: { masterInDuel: true, masterFate: 1 } }), defaultSettings)
    expect(result).toMatchObject({ ok: true, escaped: true, damage: 0, fateSpent: true, rules: ['D.61'] })
  })

  it('D.61 a servant whose master is in the duel escapes unharmed for 1 fate point', () => {
    const result = resolveRetreat(at([], { fate: { masterInDuel: true, masterFate: 2 } }), defaultSettings)
    expect(result).toMatchObject({ ok: true, escaped: true, damage: 0, taken: { hp: 0, mp: 0 }, fateSpent: true, rules: ['D.61'] })
  })

  it('D.61 the master must be in the duel', () => {
    const result = resolveRetreat(at([], { fate: { masterInDuel: false, masterFate: 2 } }), defaultSettings)
    expect(inEnglish(result)).toEqual({ ok: false, error: 'the master is not in this duel', rule: 'D.61' })
  })

  it('D.61 the master needs a fate point left', () => {
    const result = resolveRetreat(at([], { fate: { masterInDuel: true, masterFate: 0 } }), defaultSettings)
    expect(inEnglish(result)).toEqual({ ok: false, error: 'the master has no fate point left', rule: 'D.61' })
  })
})
