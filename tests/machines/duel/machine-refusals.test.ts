import { describe, expect, it } from 'vitest'
import { korean } from '@machines/reasons/format'
import { fixtureCampaign, startDuel } from './duel-fixture'

const duelOf = (combatants: Record<string, unknown>[]) => startDuel(fixtureCampaign(), { combatants })
const play = (actor: string, cards: [string, string][]) => ({ type: 'duel.play', actor, cards: cards.map(([opponent, card]) => ({ opponent, card })) })

describe('illegal plays are refused with the reason', () => {
  it('D.3 a card with no use left this duel is refused', () => {
    const duel = duelOf([{ actor: 'saber' }, { actor: 'lancer' }])
    for (let i = 0; i < 2; i++) {
      duel.send(play('saber', [['lancer', 'counter']]))
      duel.send(play('lancer', [['saber', 'smash']]))
      duel.send({ type: 'duel.reveal' })
      duel.send({ type: 'duel.accept' })
    }
    expect(duel.why(play('saber', [['lancer', 'counter']]))).toBe('rule D.3: no use of "counter" left this duel')
  })

  it('D.40 a back-row servant’s NP is refused in Korean with the glossary words', () => {
    const duel = duelOf([{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'archer', row: 'back' }])
    expect(korean(duel.reason(play('archer', [['lancer', 'np-apple']]))!)).toBe('규칙 D.40: 후열의 서번트는 보구를 낼 수 없습니다')
  })

  it('D.50 the reveal waits for every play, said in Korean', () => {
    const duel = duelOf([{ actor: 'saber' }, { actor: 'lancer' }])
    expect(korean(duel.reason({ type: 'duel.reveal' })!)).toBe('규칙 D.50: 모든 판정패가 제출되어야 공개할 수 있습니다 — 기다리는 중: saber, lancer')
  })

  it('D.3 presenting one card to two opponents needs two uses', () => {
    const fire = { key: 'm-fire', kind: 'magic', grade: 3, count: 1 }
    const duel = duelOf([{ actor: 'm-red', cards: [fire] }, { actor: 'lancer' }, { actor: 'archer' }])
    expect(duel.why(play('m-red', [['lancer', 'm-fire'], ['archer', 'm-fire']]))).toBe('rule D.3: no use of "m-fire" left this duel')
  })

  it('D.51 a non-area NP goes to one opponent only', () => {
    const duel = duelOf([{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'archer' }])
    expect(duel.why(play('saber', [['lancer', 'np-blade'], ['archer', 'np-blade']]))).toBe('rule D.51: "saber" presents a non-area NP to more than one opponent')
  })

  it('D.51 an area NP goes to several opponents for one use', () => {
    const duel = duelOf([{ actor: 'archer', row: 'front' }, { actor: 'saber' }, { actor: 'lancer' }])
    duel.send(play('archer', [['saber', 'np-apple'], ['lancer', 'np-apple']]))
    duel.send(play('saber', []))
    duel.send(play('lancer', []))
    duel.send({ type: 'duel.reveal' })
    expect(duel.context.revealed!.pairings.map((p) => [p.b.id, p.result.damage.b.amount])).toEqual([
      ['saber', 6],
      ['lancer', 6]
    ])
    expect(duel.context.combatants[0].hand.cards.find((c) => c.key === 'np-apple')!.count).toBe(0)
  })

  it('D.51 an actor presenting an NP presents wait to everyone else', () => {
    const duel = duelOf([{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'archer' }])
    expect(duel.why(play('saber', [['lancer', 'np-blade'], ['archer', 'smash']]))).toBe('rule D.51: "saber" presents an NP, so it presents wait to everyone else')
  })

  it('D.40 a back-row servant may not play its NP', () => {
    const duel = duelOf([{ actor: 'archer', row: 'back' }, { actor: 'lancer' }, { actor: 'saber', side: 'green' }])
    expect(duel.why(play('archer', [['lancer', 'np-apple']]))).toBe('rule D.40: a back-row servant may not play np')
  })

  it('D.40 a back-row master may not play critical', () => {
    const duel = duelOf([{ actor: 'm-red', row: 'back', cards: [{ key: 'cr-x', kind: 'critical', grade: 4, count: 1, ranged: true }] }, { actor: 'saber' }, { actor: 'lancer' }])
    expect(duel.why(play('m-red', [['lancer', 'cr-x']]))).toBe('rule D.40: a back-row master may not play critical')
  })

  it('D.40 a direct attack from the back row needs a ranged card', () => {
    const duel = duelOf([{ actor: 'archer', row: 'back' }, { actor: 'lancer' }, { actor: 'saber', side: 'green' }])
    expect(duel.why(play('archer', [['lancer', 'smash']]))).toBe('rule D.40: a back-row servant attacks only with a ranged card')
    expect(duel.why(play('archer', [['lancer', 'sk-shot']]))).toBeUndefined()
  })

  it('D.45 two supporters may not both cast support magic on one ally', () => {
    const duel = duelOf([{ actor: 'saber' }, { actor: 'm-red', row: 'back' }, { actor: 'archer', side: 'red', row: 'back' }, { actor: 'lancer' }])
    duel.send({ type: 'duel.play', actor: 'm-red', support: { ally: 'saber', type: 'general', mode: 'attack', magic: true } })
    expect(duel.why({ type: 'duel.play', actor: 'archer', support: { ally: 'saber', type: 'skill', mode: 'attack', magic: true } })).toBe(
      'rule D.45: m-red already casts support magic on saber; two supporters may not both'
    )
  })

  it('D.45 two supporters on one ally: best bonus 3 plus 1 for the second, so smash 5 + 4 = 9', () => {
    const duel = duelOf([{ actor: 'saber' }, { actor: 'm-red', row: 'back' }, { actor: 'archer', side: 'red', row: 'back' }, { actor: 'lancer' }])
    duel.send({ type: 'duel.play', actor: 'm-red', support: { ally: 'saber', type: 'general', mode: 'attack' } })
    duel.send({ type: 'duel.play', actor: 'archer', support: { ally: 'saber', type: 'skill', mode: 'attack' } })
    duel.send(play('saber', [['lancer', 'smash']]))
    duel.send(play('lancer', [['saber', 'assault']]))
    duel.send({ type: 'duel.reveal' })
    expect(duel.context.revealed!.pairings[0].result).toMatchObject({ damage: { b: { amount: 9 } }, rules: ['D.1', 'D.14', 'D.43', 'D.45'] })
  })

  it('D.41 a front-row actor does not support', () => {
    const duel = duelOf([{ actor: 'saber' }, { actor: 'm-red' }, { actor: 'lancer' }])
    expect(duel.why({ type: 'duel.play', actor: 'm-red', support: { ally: 'saber', type: 'general', mode: 'attack' } })).toBe('rule D.41: only a back-row actor supports')
  })

  it('D.42 skill support needs skill support uses (a master has none)', () => {
    const duel = duelOf([{ actor: 'saber' }, { actor: 'm-red', row: 'back' }, { actor: 'lancer' }])
    expect(duel.why({ type: 'duel.play', actor: 'm-red', support: { ally: 'saber', type: 'skill', mode: 'attack' } })).toBe('rule D.42: no skill support use left this duel')
  })

  it('plays after the reveal are refused', () => {
    const duel = duelOf([{ actor: 'saber' }, { actor: 'lancer' }])
    duel.send(play('saber', [['lancer', 'smash']]))
    duel.send(play('lancer', [['saber', 'smash']]))
    duel.send({ type: 'duel.reveal' })
    expect(duel.why(play('saber', [['lancer', 'assault']]))).toBe('plays are closed: this exchange is revealed (accept it to play the next)')
  })

  it('a destroyed combatant plays no more, even when the GM goes on with the duel', () => {
    const campaign = fixtureCampaign()
    campaign.servants[1] = { ...campaign.servants[1], hp: 5 }
    const duel = startDuel(campaign, { combatants: [{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'archer' }, { actor: 'm-blue', row: 'back' }] })
    duel.send(play('saber', [['lancer', 'smash']]))
    duel.send(play('lancer', [['saber', 'assault']]))
    duel.send(play('archer', []))
    duel.send(play('m-blue', []))
    duel.send({ type: 'duel.reveal' })
    duel.send({ type: 'duel.accept' })
    duel.send({ type: 'duel.settle', actor: 'lancer', outcome: 'destroyed' })
    expect(duel.step).toBe('over')
    duel.send({ type: 'duel.resume' })
    expect(duel.why(play('lancer', [['saber', 'smash']]))).toBe('lancer is destroyed and plays no more cards in this duel')
  })

  it('D.17 a side with nothing left is not waited for: it waits', () => {
    const none = ['smash', 'counter', 'assault'].map((kind) => ({ key: kind, kind, grade: 1, count: 0 }))
    const duel = duelOf([{ actor: 'm-blue', cards: none }, { actor: 'saber' }])
    expect(duel.why({ type: 'duel.reveal' })).toBe('rule D.50: reveal only when every play is in — waiting for saber')
  })

  it('a start with one side only is refused', () => {
    expect(() => duelOf([{ actor: 'saber' }, { actor: 'm-red' }])).toThrow('a duel needs at least two sides')
  })
})
