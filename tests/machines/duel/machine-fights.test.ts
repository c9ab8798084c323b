import { describe, expect, it } from 'vitest'
import { withSettings } from '@machines/campaign/model/settings'
import { fixtureCampaign, startDuel } from './duel-fixture'

const play = (actor: string, cards: [string, string][]) => ({ type: 'duel.play', actor, cards: cards.map(([opponent, card]) => ({ opponent, card })) })
const outputOf = (duel: ReturnType<typeof startDuel>) => duel.actor.getSnapshot().output!.campaign!
const combatant = (duel: ReturnType<typeof startDuel>, id: string) => duel.context.combatants.find((c) => c.id === id)!

describe('D.21 conviction and T.12 a fight between masters', () => {
  const mastersFight = () => startDuel(fixtureCampaign(), { fight: 'masters', combatants: [{ actor: 'm-red', conviction: true }, { actor: 'm-blue' }] })

  it('D.21 spending conviction doubles the counts (⌈3/2⌉ × 2 = 4) and adds 10 hp and mp for the duel', () => {
    const red = combatant(mastersFight(), 'm-red')
    expect(red.hand.cards.map((c) => [c.key, c.grade, c.count])).toEqual([
      ['smash', 3, 4],
      ['counter', 4, 4],
      ['assault', 3, 4]
    ])
    expect([red.bonus, red.hpBefore]).toEqual([10, 30])
  })

  it('D.21 a conviction master deals +1: smash 3 beats assault 3 for 4', () => {
    const duel = mastersFight()
    duel.send(play('m-red', [['m-blue', 'smash']]))
    duel.send(play('m-blue', [['m-red', 'assault']]))
    duel.send({ type: 'duel.reveal' })
    expect(duel.context.revealed!.pairings[0].steps).toEqual([
      { step: 'card', amount: 3, rules: ['D.1', 'D.14'] },
      { step: 'conviction', amount: 1, rules: ['D.21'] }
    ])
  })

  it('the GM amends a pairing’s damage: 12 to m-red instead of 0', () => {
    const duel = mastersFight()
    duel.send(play('m-red', [['m-blue', 'smash']]))
    duel.send(play('m-blue', [['m-red', 'assault']]))
    duel.send({ type: 'duel.reveal' })
    duel.send({ type: 'duel.amend', pairing: 0, side: 'a', amount: 12 })
    duel.send({ type: 'duel.accept' })
    expect(duel.context.damage).toEqual([
      { from: 'm-blue', to: 'm-red', amount: 12, type: 'general', pool: 'hp' },
      { from: 'm-red', to: 'm-blue', amount: 4, type: 'general', pool: 'hp' }
    ])
  })

  it('D.21 T.12 on apply the conviction hp is lost first (20 − (12 − 10) = 18), a conviction point is spent, and the loser loses a seal', () => {
    const duel = mastersFight()
    duel.send(play('m-red', [['m-blue', 'smash']]))
    duel.send(play('m-blue', [['m-red', 'assault']]))
    duel.send({ type: 'duel.reveal' })
    duel.send({ type: 'duel.amend', pairing: 0, side: 'a', amount: 12 })
    duel.send({ type: 'duel.accept' })
    duel.send({ type: 'duel.end' })
    // 12/30 against 4/24: Blue wins the fight, m-red loses its seal
    expect(duel.context.over).toMatchObject({ verdict: { winner: 'blue', rule: 'D.71' }, seals: [{ master: 'm-red', rule: 'T.12' }] })
    duel.send({ type: 'duel.apply' })
    const red = outputOf(duel).masters.find((m) => m.id === 'm-red')!
    expect([red.hp, red.pools.conviction, red.commandSeals]).toEqual([18, 2, 2])
  })

  it('T.12 a fight between masters takes two masters and nobody else', () => {
    expect(() => startDuel(fixtureCampaign(), { fight: 'masters', combatants: [{ actor: 'm-red' }, { actor: 'lancer' }] })).toThrow(
      'rule T.12: a fight between masters is two masters and nobody else'
    )
  })

  it('D.21 a master without conviction left cannot spend it', () => {
    const campaign = fixtureCampaign()
    campaign.masters[0] = { ...campaign.masters[0], pools: { fate: 4, conviction: 0 } }
    expect(() => startDuel(campaign, { combatants: [{ actor: 'm-red', conviction: true }, { actor: 'm-blue' }] })).toThrow('rule D.21: m-red has no conviction point left')
  })
})

describe('D.61 D.52 retreat on fate and intrusion', () => {
  it('D.61 a servant escapes unharmed on its master’s fate point; the pool drops 4 → 3 on apply', () => {
    const duel = startDuel(fixtureCampaign(), { combatants: [{ actor: 'saber' }, { actor: 'm-red', row: 'back' }, { actor: 'lancer' }] })
    duel.send({ type: 'duel.retreat', actor: 'saber', opponent: 'lancer', fate: true })
    expect(duel.context.over).toMatchObject({ reason: 'withdrawal', actors: ['saber'] })
    expect(duel.context.retreats[0]).toMatchObject({ escaped: true, fateSpent: true, damage: 0 })
    duel.send({ type: 'duel.apply' })
    expect(outputOf(duel).masters.find((m) => m.id === 'm-red')!.pools.fate).toBe(3)
  })

  it('D.61 without the master in the duel, no fate escape', () => {
    const duel = startDuel(fixtureCampaign(), { combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    expect(duel.why({ type: 'duel.retreat', actor: 'saber', opponent: 'lancer', fate: true })).toBe('rule D.61: the master is not in this duel')
  })

  it('D.60 the opponent presents exactly 3 cards', () => {
    const duel = startDuel(fixtureCampaign(), { combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    expect(duel.why({ type: 'duel.retreat', actor: 'saber', opponent: 'lancer', cards: ['smash'] })).toBe('rule D.60: cards the opponent presents: 3, not 1')
  })

  it('D.52 an intruder keeps the uses it spent earlier this scene: sk-shot 2 − 1 = 1', () => {
    const duel = startDuel(fixtureCampaign(), { combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    duel.send({ type: 'duel.intrude', actor: 'archer', opponent: 'saber', used: { cards: { 'sk-shot': 1 } } })
    expect(combatant(duel, 'archer').hand.cards.find((c) => c.key === 'sk-shot')!.count).toBe(1)
    expect(combatant(duel, 'archer').opponent).toBe('saber')
    expect(duel.why({ type: 'duel.reveal' })).toBe('rule D.50: reveal only when every play is in — waiting for saber, lancer, archer')
  })

  it('D.52 with reorganize the intruder comes in with fresh counts', () => {
    const duel = startDuel(fixtureCampaign(), { combatants: [{ actor: 'saber' }, { actor: 'archer' }] })
    duel.send({ type: 'duel.intrude', actor: 'lancer', opponent: 'saber', used: { cards: { counter: 2 } } })
    expect(combatant(duel, 'lancer').hand.cards.find((c) => c.key === 'counter')!.count).toBe(3)
  })

  it('D.52 a combatant that withdrew comes back with what it spent still spent', () => {
    const duel = startDuel(fixtureCampaign(), { combatants: [{ actor: 'saber' }, { actor: 'archer' }, { actor: 'm-blue' }] })
    duel.send(play('saber', [['archer', 'smash']]))
    duel.send(play('archer', [['saber', 'assault']]))
    duel.send(play('m-blue', []))
    duel.send({ type: 'duel.reveal' })
    duel.send({ type: 'duel.accept' })
    duel.send({ type: 'duel.retreat', actor: 'archer', opponent: 'm-blue', cards: ['counter', 'assault', 'assault'] })
    expect(duel.context.retreats[0]).toMatchObject({ escaped: true, damage: 8 })
    expect(duel.step).toBe('over')
    duel.send({ type: 'duel.resume' })
    duel.send({ type: 'duel.intrude', actor: 'archer', opponent: 'saber' })
    expect(combatant(duel, 'archer').hand.cards.find((c) => c.key === 'assault')!.count).toBe(1)
  })

  it('D.52 the chosen opponent must be fighting in the duel', () => {
    const duel = startDuel(fixtureCampaign(), { combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    expect(duel.why({ type: 'duel.intrude', actor: 'archer', opponent: 'm-blue' })).toBe('rule D.52: m-blue is not fighting in this duel')
  })
})

describe('D.70 the end and T.23 T.24 after a war-turn fight', () => {
  it('D.70 nobody has a card left: the duel ends after the exchange that used the last ones', () => {
    const only = (grade: number) => [
      { key: 'smash', kind: 'smash', grade, count: 1 },
      { key: 'counter', kind: 'counter', grade, count: 0 },
      { key: 'assault', kind: 'assault', grade, count: 0 }
    ]
    const duel = startDuel(fixtureCampaign(), { combatants: [{ actor: 'm-red', cards: only(5) }, { actor: 'm-blue', cards: only(4) }] })
    duel.send(play('m-red', [['m-blue', 'smash']]))
    duel.send(play('m-blue', [['m-red', 'smash']]))
    duel.send({ type: 'duel.reveal' })
    duel.send({ type: 'duel.accept' })
    expect(duel.context.over).toMatchObject({ reason: 'no-cards', verdict: { winner: 'red', rule: 'D.71' } })
  })

  it('D.70 ⚙ maxExchanges 1 ends the duel after one exchange', () => {
    const duel = startDuel(fixtureCampaign({ settings: withSettings({ maxExchanges: 1 }) }), { combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    duel.send(play('saber', [['lancer', 'smash']]))
    duel.send(play('lancer', [['saber', 'smash']]))
    duel.send({ type: 'duel.reveal' })
    duel.send({ type: 'duel.accept' })
    expect([duel.step, duel.context.over!.reason]).toEqual(['over', 'max-exchanges'])
  })

  it('D.71 equal damage ratios are a tie: no winner', () => {
    const duel = startDuel(fixtureCampaign(), { combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    duel.send({ type: 'duel.end' })
    expect(duel.context.over!.verdict).toMatchObject({ winner: null, rule: 'D.71' })
  })

  it('T.23 T.24 a duel from a war turn proposes the servants’ emotion exchange and info on each other', () => {
    const duel = startDuel(fixtureCampaign(), { fromWarTurn: true, combatants: [{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'm-blue', row: 'back' }] })
    duel.send({ type: 'duel.end' })
    expect(duel.context.over).toMatchObject({
      emotions: [{ actors: ['saber', 'lancer'], rule: 'T.23' }],
      info: [
        { team: 'red', servant: 'lancer', by: 'saber', rule: 'T.24' },
        { team: 'blue', servant: 'saber', by: 'lancer', rule: 'T.24' }
      ]
    })
  })

  it('T.23 T.24 applied: the chosen signs become emotions and the info points are written with ⚙ infoGrade', () => {
    const duel = startDuel(fixtureCampaign(), { fromWarTurn: true, combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    duel.send({ type: 'duel.end' })
    duel.send({ type: 'duel.emotionSign', index: 0, from: 'lancer', sign: 'negative' })
    duel.send({ type: 'duel.strike', list: 'info', index: 1, struck: true })
    duel.send({ type: 'duel.apply' })
    const campaign = outputOf(duel)
    expect(campaign.emotions).toEqual([
      { from: 'saber', to: 'lancer', sign: 'positive', points: 1 },
      { from: 'lancer', to: 'saber', sign: 'negative', points: 1 }
    ])
    expect(campaign.info).toEqual([{ team: 'red', servant: 'lancer', grade: 1, source: 'fight', turn: 1, rule: 'T.24' }])
  })

  it('a cancelled duel leaves the campaign untouched', () => {
    const duel = startDuel(fixtureCampaign(), { combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    duel.send({ type: 'duel.cancel' })
    expect([duel.step, duel.actor.getSnapshot().output]).toEqual(['cancelled', { campaign: null }])
  })
})
