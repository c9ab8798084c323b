import { describe, expect, it } from 'vitest'
import { defaultSettings, withSettings } from '@machines/campaign/model/settings'
import { cardOf, convictionPools, handOf, masterHand, mustWait, servantBasicCards, spend, spendSupport, supportUses } from '@machines/duel/rules/hand'
import type { HandCard } from '@machines/duel/rules/hand'
import { english, korean } from '@machines/reasons/format'
import { inEnglish } from '../duel-fixture'

const grades = { strength: 5, endurance: 3, agility: 4, mana: 2, luck: 1, np: 6 }

describe('master cards', () => {
  it('D.20 might 5, fate 3, conviction 2 give smash 5 ×3, counter 3 ×2, assault 2 ×1 (count ⌈stat/2⌉)', () => {
    expect(masterHand({ might: 5, fate: 3, conviction: 2 }).cards).toEqual([
      { key: 'smash', kind: 'smash', grade: 5, count: 3 },
      { key: 'counter', kind: 'counter', grade: 3, count: 2 },
      { key: 'assault', kind: 'assault', grade: 2, count: 1 }
    ])
  })

  it('D.20 a stat of 0 gives no card', () => {
    expect(masterHand({ might: 0, fate: 1, conviction: 0 }).cards).toEqual([{ key: 'counter', kind: 'counter', grade: 1, count: 1 }])
  })

  it('D.21 spending conviction doubles the counts: smash 5 ×6, counter 3 ×4, assault 2 ×2, grades unchanged', () => {
    const hand = masterHand({ might: 5, fate: 3, conviction: 2 }, { conviction: true })
    expect(hand.cards.map((card) => [card.key, card.grade, card.count])).toEqual([
      ['smash', 5, 6],
      ['counter', 3, 4],
      ['assault', 2, 2]
    ])
  })

  it('D.21 D.42 the doubled counts also give the general support uses: ⌈(6 + 4 + 2)/2⌉ = 6', () => {
    expect(masterHand({ might: 5, fate: 3, conviction: 2 }, { conviction: true }).generalSupport).toBe(6)
  })

  it('D.21 conviction adds 10 hp and 10 mp for the duel: 12/7 becomes 22/17', () => {
    expect(convictionPools({ hp: 12, mp: 7 })).toEqual({ hp: 22, mp: 17 })
  })
})

describe('servant cards', () => {
  it('D.22 by default smash from strength 5 (×3), counter from endurance 3 (×2), assault from agility 4 (×2)', () => {
    expect(servantBasicCards(grades, defaultSettings)).toEqual([
      { key: 'smash', kind: 'smash', grade: 5, count: 3 },
      { key: 'counter', kind: 'counter', grade: 3, count: 2 },
      { key: 'assault', kind: 'assault', grade: 4, count: 2 }
    ])
  })

  it('D.22 ⚙ servantCardsFrom can derive smash from mana 2 (count ⌈2/2⌉ = 1)', () => {
    const settings = withSettings({ servantCardsFrom: { smash: 'mana', counter: 'endurance', assault: 'agility' } })
    expect(servantBasicCards(grades, settings)[0]).toEqual({ key: 'smash', kind: 'smash', grade: 2, count: 1 })
  })
})

describe('support uses', () => {
  const cards: HandCard[] = [
    { key: 'smash', kind: 'smash', grade: 5, count: 3 },
    { key: 'counter', kind: 'counter', grade: 3, count: 2 },
    { key: 'assault', kind: 'assault', grade: 4, count: 2 },
    { key: 'eye', kind: 'skill', grade: 4, count: 2, weakTo: 'counter' },
    { key: 'charisma', kind: 'skill', grade: 2, count: 1, weakTo: 'smash' },
    { key: 'excalibur', kind: 'np', grade: 8, count: 1 }
  ]

  it('D.42 general support = ⌈(3 + 2 + 2)/2⌉ = 4; skill support = ⌈(2 + 1)/2⌉ = 2; NPs count for neither', () => {
    expect(supportUses(cards)).toEqual({ generalSupport: 4, skillSupport: 2 })
  })

  it('D.42 spending a support use leaves the card counts alone', () => {
    const spent = spendSupport(handOf(cards), 'skill')
    expect(spent.ok && [spent.hand.skillSupport, spent.hand.cards.map((c) => c.count)]).toEqual([1, [3, 2, 2, 2, 1, 1]])
  })

  it('D.42 no support use left is refused', () => {
    const hand = { ...handOf(cards), generalSupport: 0 }
    expect(inEnglish(spendSupport(hand, 'general'))).toEqual({ ok: false, error: 'no general support use left this duel', rule: 'D.42' })
  })

  it('D.42 the refusal names the support type in Korean', () => {
    const refused = spendSupport({ ...handOf(cards), skillSupport: 0 }, 'skill')
    expect(!refused.ok && korean(refused.why)).toBe('이 전투에서 스킬 보조의 남은 횟수가 없습니다')
  })
})

describe('spending cards', () => {
  const hand = handOf([
    { key: 'smash', kind: 'smash', grade: 5, count: 1 },
    { key: 'counter', kind: 'counter', grade: 3, count: 0 }
  ])

  it('D.3 each play spends one use: smash 1 → 0, and the old hand is untouched', () => {
    const spent = spend(hand, 'smash')
    expect(spent.ok && spent.hand.cards[0].count).toBe(0)
    expect(hand.cards[0].count).toBe(1)
  })

  it('D.3 a card with no use left is refused while others remain', () => {
    expect(inEnglish(spend(hand, 'counter'))).toEqual({ ok: false, error: 'no use of "counter" left this duel', rule: 'D.3' })
  })

  it('D.3 a card the hand does not hold is refused', () => {
    expect(inEnglish(spend(hand, 'gae-bolg'))).toEqual({ ok: false, error: 'no card "gae-bolg" in this hand', rule: 'D.3' })
  })

  it('D.17 with no card left the side must wait and every play is refused', () => {
    const spent = spend(hand, 'smash')
    if (!spent.ok) throw new Error(english(spent.why))
    expect(mustWait(spent.hand)).toBe(true)
    expect(inEnglish(spend(spent.hand, 'smash'))).toEqual({ ok: false, error: 'no card left: this side must wait', rule: 'D.17' })
  })

  it('D.17 a side holding a use does not have to wait', () => {
    expect(mustWait(hand)).toBe(false)
  })

  it('D.2 D.47 a hand card becomes the exchange card: skill keeps weakTo, magic gets 2 steps', () => {
    expect(cardOf({ key: 'eye', kind: 'skill', grade: 4, count: 2, weakTo: 'counter', ranged: true })).toEqual({
      kind: 'skill',
      grade: 4,
      weakTo: 'counter',
      ranged: true
    })
    expect(cardOf({ key: 'gandr', kind: 'magic', grade: 3, count: 1 })).toEqual({ kind: 'magic', grade: 3, steps: 2 })
  })
})
