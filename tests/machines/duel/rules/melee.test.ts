import { describe, expect, it } from 'vitest'
import { handOf } from '@machines/duel/rules/hand'
import { expandMelee, resolveIntrusion, usedCounts } from '@machines/duel/rules/melee'
import type { MeleeActor } from '@machines/duel/rules/melee'
import { inEnglish } from '../duel-fixture'

const actors: MeleeActor[] = [
  { id: 'saber', team: 'emiya' },
  { id: 'lancer', team: 'bazett' },
  { id: 'archer', team: 'tohsaka' }
]
const smash = { kind: 'smash', grade: 4 } as const
const assault = { kind: 'assault', grade: 3 } as const
const areaNp = { kind: 'np', grade: 8, area: true } as const
const wait = { kind: 'wait' } as const

describe('D.50 melee declarations', () => {
  it('D.50 each declared card becomes its own pairing; an unnamed opponent gets wait', () => {
    const result = expandMelee(actors, [
      { actor: 'saber', plays: [{ opponent: 'lancer', card: smash }, { opponent: 'archer', card: assault }] },
      { actor: 'lancer', plays: [{ opponent: 'saber', card: assault }] }
    ])
    expect(result).toEqual({
      ok: true,
      pairings: [
        { a: { id: 'saber', card: smash }, b: { id: 'lancer', card: assault } },
        { a: { id: 'saber', card: assault }, b: { id: 'archer', card: wait } }
      ]
    })
  })

  it('D.50 teammates are not opponents: naming one is refused', () => {
    const team = [...actors, { id: 'rin', team: 'tohsaka' }]
    expect(inEnglish(expandMelee(team, [{ actor: 'rin', plays: [{ opponent: 'archer', card: smash }] }]))).toEqual({
      ok: false,
      error: '"rin" names "archer", who is not an opponent',
      rule: 'D.50'
    })
  })

  it('D.50 naming the same opponent twice is refused', () => {
    const plays = [{ opponent: 'lancer', card: smash }, { opponent: 'lancer', card: assault }]
    expect(expandMelee(actors, [{ actor: 'saber', plays }])).toMatchObject({ ok: false, rule: 'D.50' })
  })

  it('D.50 a pair where both wait yields no pairing (nothing happens there)', () => {
    const result = expandMelee(actors, [{ actor: 'saber', plays: [{ opponent: 'lancer', card: smash }] }])
    expect(result.ok && result.pairings.map((p) => [p.a.id, p.b.id])).toEqual([['saber', 'lancer']])
  })
})

describe('D.51 NPs in a melee', () => {
  it('D.51 an area NP goes to several opponents at once', () => {
    const result = expandMelee(actors, [{ actor: 'saber', plays: [{ opponent: 'lancer', card: areaNp }, { opponent: 'archer', card: areaNp }] }])
    expect(result.ok && result.pairings.map((p) => p.a.card)).toEqual([areaNp, areaNp])
  })

  it('D.51 a non-area NP to two opponents is refused', () => {
    const np = { kind: 'np', grade: 6 } as const
    const result = expandMelee(actors, [{ actor: 'lancer', plays: [{ opponent: 'saber', card: np }, { opponent: 'archer', card: np }] }])
    expect(inEnglish(result)).toEqual({ ok: false, error: '"lancer" presents a non-area NP to more than one opponent', rule: 'D.51' })
  })

  it('D.51 an actor presenting an NP presents wait to everyone else: another card is refused', () => {
    const np = { kind: 'np', grade: 6 } as const
    const result = expandMelee(actors, [{ actor: 'lancer', plays: [{ opponent: 'saber', card: np }, { opponent: 'archer', card: smash }] }])
    expect(inEnglish(result)).toEqual({ ok: false, error: '"lancer" presents an NP, so it presents wait to everyone else', rule: 'D.51' })
  })

  it('D.51 an NP to one opponent leaves wait for the other', () => {
    const np = { kind: 'np', grade: 6 } as const
    const result = expandMelee(actors, [
      { actor: 'lancer', plays: [{ opponent: 'saber', card: np }] },
      { actor: 'archer', plays: [{ opponent: 'lancer', card: smash }] }
    ])
    expect(result.ok && result.pairings).toEqual([
      { a: { id: 'saber', card: wait }, b: { id: 'lancer', card: np } },
      { a: { id: 'lancer', card: wait }, b: { id: 'archer', card: smash } }
    ])
  })
})

describe('D.52 intrusion', () => {
  const fresh = handOf([
    { key: 'smash', kind: 'smash', grade: 5, count: 3 },
    { key: 'counter', kind: 'counter', grade: 3, count: 2 }
  ])
  const afterEarlierDuel = { ...fresh, cards: [{ ...fresh.cards[0], count: 1 }, fresh.cards[1]], generalSupport: 2 }
  const used = usedCounts(fresh, afterEarlierDuel)

  it('D.52 counts used earlier in the scene: smash 3 − 2 used = 1, support 3 − 1 = 2', () => {
    expect(used).toEqual({ cards: { smash: 2, counter: 0 }, generalSupport: 1, skillSupport: 0 })
    const result = resolveIntrusion({ intruder: 'archer', opponent: 'lancer', duelists: ['saber', 'lancer'], fresh, usedThisScene: used, reorganize: false })
    expect(result.ok && [result.opponent, result.hand.cards.map((c) => c.count), result.hand.generalSupport]).toEqual(['lancer', [1, 2], 2])
  })

  it('D.52 with reorganize the intruder joins with its full counts (smash 3, counter 2)', () => {
    const result = resolveIntrusion({ intruder: 'archer', opponent: 'saber', duelists: ['saber', 'lancer'], fresh, usedThisScene: used, reorganize: true })
    expect(result.ok && result.hand.cards.map((c) => c.count)).toEqual([3, 2])
  })

  it('D.52 the chosen opponent must be in the running duel', () => {
    const result = resolveIntrusion({ intruder: 'archer', opponent: 'rider', duelists: ['saber', 'lancer'], fresh, usedThisScene: used, reorganize: false })
    expect(inEnglish(result)).toEqual({ ok: false, error: '"rider" is not in this duel', rule: 'D.52' })
  })
})
