import { describe, expect, it } from 'vitest'
import { fixtureCampaign, startDuel } from './duel-fixture'

const fire = { key: 'm-fire', kind: 'magic', grade: 3, count: 1, ranged: true }
const hp = (duel: ReturnType<typeof startDuel>, id: string) => {
  const c = duel.context.combatants.find((x) => x.id === id)!
  const actor = [...fixtureCampaign().masters, ...fixtureCampaign().servants].find((a) => a.id === id)!
  return { hp: actor.hp + c.bonus - c.lost.hp, mp: actor.mp + c.bonus - c.lost.mp }
}
const uses = (duel: ReturnType<typeof startDuel>, id: string, key: string) =>
  duel.context.combatants.find((c) => c.id === id)!.hand.cards.find((c) => c.key === key)!.count

/** Saber, Lancer and Archer in a three-way melee, Saber's master in the back row with a ranged magic. */
function melee() {
  const duel = startDuel(fixtureCampaign(), {
    combatants: [{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'archer' }, { actor: 'm-red', row: 'back', cards: [fire] }]
  })
  return duel
}

/** The first exchange: Saber smash→Lancer and counter→Archer, Lancer assault→Saber, Archer's skill→Saber, m-red supports Saber. */
function firstExchange(duel: ReturnType<typeof melee>) {
  duel.send({ type: 'duel.play', actor: 'saber', cards: [{ opponent: 'lancer', card: 'smash' }, { opponent: 'archer', card: 'counter' }] })
  duel.send({ type: 'duel.play', actor: 'lancer', cards: [{ opponent: 'saber', card: 'assault' }] })
  duel.send({ type: 'duel.play', actor: 'archer', cards: [{ opponent: 'saber', card: 'sk-shot' }] })
  duel.send({ type: 'duel.play', actor: 'm-red', support: { ally: 'saber', type: 'general', mode: 'attack' } })
  duel.send({ type: 'duel.reveal' })
}

describe('a three-way melee with a back-row supporter (D.50, D.41–D.46)', () => {
  it('D.20 D.22 D.42 starting hands come from the sheets: Saber smash 5×3, counter 4×2; m-red 3 general supports', () => {
    const duel = melee()
    const saber = duel.context.combatants.find((c) => c.id === 'saber')!
    expect(saber.hand.cards.map((c) => [c.key, c.grade, c.count])).toEqual([
      ['smash', 5, 3],
      ['counter', 4, 2],
      ['assault', 4, 2],
      ['sk-burst', 4, 2],
      ['np-blade', 7, 1]
    ])
    expect(saber.hand).toMatchObject({ generalSupport: 4, skillSupport: 1 })
    expect(duel.context.combatants.find((c) => c.id === 'm-red')!.hand).toMatchObject({ generalSupport: 3, skillSupport: 0 })
  })

  it('D.50 the exchange is revealed only when every play is in', () => {
    const duel = melee()
    duel.send({ type: 'duel.play', actor: 'saber', cards: [{ opponent: 'lancer', card: 'smash' }] })
    expect(duel.why({ type: 'duel.reveal' })).toBe('rule D.50: reveal only when every play is in — waiting for lancer, archer, m-red')
  })

  it('D.50 D.43 D.47 exchange 1: smash 5 + attack support 2 = 7 to Lancer; skill 5 − guard 1 = 4 to Saber; an unnamed pair both wait and is skipped', () => {
    const duel = melee()
    firstExchange(duel)
    expect(duel.step).toBe('revealed')
    const pairings = duel.context.revealed!.pairings
    expect(pairings.map((p) => [p.a.id, p.b.id, p.result.winner, p.result.damage.a.amount, p.result.damage.b.amount])).toEqual([
      ['saber', 'lancer', 'a', 0, 7],
      ['saber', 'archer', 'b', 4, 0]
    ])
    expect(pairings[0].steps).toEqual([
      { step: 'card', amount: 5, rules: ['D.1', 'D.14'] },
      { step: 'attackSupport', amount: 2, rules: ['D.43'] }
    ])
    expect(pairings[1].steps).toEqual([
      { step: 'card', amount: 5, rules: ['D.2', 'D.14'] },
      { step: 'skillGuard', amount: -1, rules: ['D.47'] }
    ])
  })

  it('D.3 D.42 revealing spends one use of each card shown and one support use', () => {
    const duel = melee()
    firstExchange(duel)
    expect([uses(duel, 'saber', 'smash'), uses(duel, 'saber', 'counter'), uses(duel, 'lancer', 'assault'), uses(duel, 'archer', 'sk-shot')]).toEqual([2, 1, 1, 1])
    expect(duel.context.combatants.find((c) => c.id === 'm-red')!.hand.generalSupport).toBe(2)
  })

  it('accepting lands the blows: Lancer 64 → 57, Saber 60 → 56', () => {
    const duel = melee()
    firstExchange(duel)
    duel.send({ type: 'duel.accept' })
    expect(duel.step).toBe('collecting')
    expect([hp(duel, 'lancer').hp, hp(duel, 'saber').hp]).toEqual([57, 56])
    expect(duel.context.exchanges).toBe(1)
  })

  it('D.34 D.35 D.51 D.16 exchange 2: the NP beats counter for 7 with no support; Archer’s assault lands 4 on a waiting Lancer', () => {
    const duel = melee()
    firstExchange(duel)
    duel.send({ type: 'duel.accept' })
    duel.send({ type: 'duel.play', actor: 'saber', cards: [{ opponent: 'lancer', card: 'np-blade' }] })
    duel.send({ type: 'duel.play', actor: 'lancer', cards: [{ opponent: 'saber', card: 'counter' }] })
    duel.send({ type: 'duel.play', actor: 'archer', cards: [{ opponent: 'lancer', card: 'assault' }] })
    duel.send({ type: 'duel.play', actor: 'm-red', support: { ally: 'saber', type: 'general', mode: 'defence' } })
    duel.send({ type: 'duel.reveal' })
    const pairings = duel.context.revealed!.pairings
    expect(pairings.map((p) => [p.a.id, p.b.id, p.result.damage.a.amount, p.result.damage.b.amount, p.result.rules])).toEqual([
      ['saber', 'lancer', 0, 7, ['D.34', 'D.35']],
      ['lancer', 'archer', 4, 0, ['D.16']]
    ])
    duel.send({ type: 'duel.accept' })
    expect(hp(duel, 'lancer').hp).toBe(57 - 7 - 4)
  })

  it('D.40 V.2 exchange 3: a back-row ranged magic hits the waiting Lancer’s mp (30 → 27) while counter beats smash for 4', () => {
    const duel = melee()
    firstExchange(duel)
    duel.send({ type: 'duel.accept' })
    exchangeTwo(duel)
    exchangeThree(duel)
    expect(duel.context.revealed!.pairings.map((p) => [p.a.id, p.b.id, p.result.damage.b.amount, p.result.damage.a.amount, p.result.damage.a.pool])).toEqual([
      ['saber', 'lancer', 4, 0, 'hp'],
      ['lancer', 'm-red', 0, 3, 'mp']
    ])
    duel.send({ type: 'duel.accept' })
    expect(hp(duel, 'lancer')).toEqual({ hp: 42, mp: 27 })
  })

  it('D.60 a failed retreat: Saber presents smash, smash, assault = 14 ≥ 10, Lancer takes 14 (42 → 28) and the duel goes on', () => {
    const duel = throughThreeExchanges()
    duel.send({ type: 'duel.retreat', actor: 'lancer', opponent: 'saber', cards: ['smash', 'smash', 'assault'] })
    expect(duel.context.retreats.at(-1)).toMatchObject({ escaped: false, damage: 14, taken: { hp: 14, mp: 0 } })
    expect(hp(duel, 'lancer').hp).toBe(28)
    expect([uses(duel, 'saber', 'smash'), uses(duel, 'saber', 'assault')]).toEqual([0, 1])
    expect(duel.step).toBe('collecting')
  })

  it('D.60 D.70 an escape (3 + 3 + 3 = 9 < 10) takes the damage and ends the duel by withdrawal', () => {
    const duel = throughThreeExchanges()
    duel.send({ type: 'duel.retreat', actor: 'lancer', opponent: 'saber', cards: ['smash', 'smash', 'assault'] })
    duel.send({ type: 'duel.retreat', actor: 'archer', opponent: 'm-red', cards: ['smash', 'assault', 'smash'] })
    expect(duel.step).toBe('over')
    expect(duel.context.over).toMatchObject({ reason: 'withdrawal', actors: ['archer'] })
    expect(hp(duel, 'archer').hp).toBe(39)
  })

  it('D.71 the winner by hp lost ÷ hp before: Red dealt 32/64 + 9/48, Green 4/60 + 4/64, Blue nothing', () => {
    const duel = throughThreeExchanges()
    duel.send({ type: 'duel.retreat', actor: 'lancer', opponent: 'saber', cards: ['smash', 'smash', 'assault'] })
    duel.send({ type: 'duel.retreat', actor: 'archer', opponent: 'm-red', cards: ['smash', 'assault', 'smash'] })
    const verdict = duel.context.over!.verdict
    expect(verdict.winner).toBe('red')
    expect(verdict.rule).toBe('D.71')
    // hp lost ÷ hp before only: m-red's magic 3 hit Lancer's mp (V.2) and is not counted (⚙ winnerCountsMp off)
    expect(verdict.scores.red).toBeCloseTo(32 / 64 + 9 / 48, 10)
    expect(verdict.scores.green).toBeCloseTo(4 / 60 + 4 / 64, 10)
    expect(verdict.scores.blue).toBe(0)
  })

  it('D.71 the damage is tallied by type: Lancer took general 29, np 7, magic 3', () => {
    const duel = throughThreeExchanges()
    duel.send({ type: 'duel.retreat', actor: 'lancer', opponent: 'saber', cards: ['smash', 'smash', 'assault'] })
    duel.send({ type: 'duel.end' })
    expect(duel.context.over!.verdict.taken.lancer).toEqual({ general: 29, skill: 0, magic: 3, np: 7, special: 0 })
    expect(duel.context.over!.verdict.taken.saber).toEqual({ general: 0, skill: 4, magic: 0, np: 0, special: 0 })
  })

  it('V.9 applying the duel writes hp and mp into the campaign; a duel ends no scene (it belongs to its war turn’s)', () => {
    const duel = throughThreeExchanges()
    duel.send({ type: 'duel.end' })
    duel.send({ type: 'duel.apply' })
    expect(duel.step).toBe('applied')
    const campaign = duel.actor.getSnapshot().output!.campaign!
    const lancer = campaign.servants.find((s) => s.id === 'lancer')!
    expect([lancer.hp, lancer.mp, campaign.servants.find((s) => s.id === 'saber')!.hp, campaign.scene]).toEqual([42, 27, 56, 3])
  })
})

function exchangeTwo(duel: ReturnType<typeof melee>) {
  duel.send({ type: 'duel.play', actor: 'saber', cards: [{ opponent: 'lancer', card: 'np-blade' }] })
  duel.send({ type: 'duel.play', actor: 'lancer', cards: [{ opponent: 'saber', card: 'counter' }] })
  duel.send({ type: 'duel.play', actor: 'archer', cards: [{ opponent: 'lancer', card: 'assault' }] })
  duel.send({ type: 'duel.play', actor: 'm-red', support: { ally: 'saber', type: 'general', mode: 'defence' } })
  duel.send({ type: 'duel.reveal' })
  duel.send({ type: 'duel.accept' })
}

function exchangeThree(duel: ReturnType<typeof melee>) {
  duel.send({ type: 'duel.play', actor: 'saber', cards: [{ opponent: 'lancer', card: 'counter' }] })
  duel.send({ type: 'duel.play', actor: 'lancer', cards: [{ opponent: 'saber', card: 'smash' }] })
  duel.send({ type: 'duel.play', actor: 'archer', cards: [] })
  duel.send({ type: 'duel.play', actor: 'm-red', cards: [{ opponent: 'lancer', card: 'm-fire' }] })
  duel.send({ type: 'duel.reveal' })
}

function throughThreeExchanges() {
  const duel = melee()
  firstExchange(duel)
  duel.send({ type: 'duel.accept' })
  exchangeTwo(duel)
  exchangeThree(duel)
  duel.send({ type: 'duel.accept' })
  return duel
}
