import { describe, expect, it } from 'vitest'
import type { Campaign } from '@machines/campaign/model/campaign'
import { english } from '@machines/reasons/format'
import { playOptions } from '@machines/duel/play-options'
import { fixtureCampaign, startDuel } from './duel-fixture'

type Duel = ReturnType<typeof startDuel>
const play = (actor: string, cards: [string, string][]) => ({ type: 'duel.play', actor, cards: cards.map(([opponent, card]) => ({ opponent, card })) })
const combatant = (duel: Duel, id: string) => duel.context.combatants.find((c) => c.id === id)!
const count = (duel: Duel, id: string, key: string) => combatant(duel, id).hand.cards.find((c) => c.key === key)!.count
const applied = (duel: Duel): Campaign => duel.actor.getSnapshot().output!.campaign!

/** Saber against Archer: Archer shoots its ranged skill once, Saber smashes; the duel is applied. */
function archerShootsOnce(campaign: Campaign): Campaign {
  const duel = startDuel(campaign, { combatants: [{ actor: 'saber' }, { actor: 'archer' }] })
  duel.send(play('saber', [['archer', 'smash']]))
  duel.send(play('archer', [['saber', 'sk-shot']]))
  duel.send({ type: 'duel.reveal' })
  duel.send({ type: 'duel.accept' })
  duel.send({ type: 'duel.end' })
  duel.send({ type: 'duel.apply' })
  return applied(duel)
}

describe('D.52 uses spent earlier in the same scene, remembered by the campaign', () => {
  it('D.52 an applied duel writes what each fighter spent into the campaign, under the duel’s scene', () => {
    const after = archerShootsOnce(fixtureCampaign())
    // the duel was not started from a war turn: it belongs to the scene being played, 3 + 1 (V.9)
    expect(after.sceneUses).toEqual([
      { actor: 'saber', scene: 4, cards: { smash: 1 }, generalSupport: 0, skillSupport: 0 },
      { actor: 'archer', scene: 4, cards: { 'sk-shot': 1 }, generalSupport: 0, skillSupport: 0 }
    ])
  })

  it('D.52 an intruder into a later duel of that scene comes in with those uses spent, without the GM typing them: sk-shot 2 − 1 = 1', () => {
    const duel = startDuel(archerShootsOnce(fixtureCampaign()), { combatants: [{ actor: 'lancer' }, { actor: 'm-red' }] })
    duel.send({ type: 'duel.intrude', actor: 'archer', opponent: 'lancer' })
    expect(count(duel, 'archer', 'sk-shot')).toBe(1)
  })

  it('D.52 what the campaign remembers and what the GM types add up: sk-shot 2 − 1 − 1 = 0', () => {
    const duel = startDuel(archerShootsOnce(fixtureCampaign()), { combatants: [{ actor: 'lancer' }, { actor: 'm-red' }] })
    duel.send({ type: 'duel.intrude', actor: 'archer', opponent: 'lancer', used: { cards: { 'sk-shot': 1 } } })
    expect(count(duel, 'archer', 'sk-shot')).toBe(0)
  })

  it('D.52 an intruder with reorganize comes in with fresh counts although the campaign remembers its uses', () => {
    const campaign = fixtureCampaign({
      sceneUses: [{ actor: 'lancer', scene: 4, cards: { counter: 2 }, generalSupport: 0, skillSupport: 0 }]
    })
    const duel = startDuel(campaign, { combatants: [{ actor: 'saber' }, { actor: 'archer' }] })
    duel.send({ type: 'duel.intrude', actor: 'lancer', opponent: 'saber' })
    expect(count(duel, 'lancer', 'counter')).toBe(3)
  })

  it('D.52 V.9 uses of an earlier scene are not remembered in the next one: a duel in scene 5 sees sk-shot 2', () => {
    const after = archerShootsOnce(fixtureCampaign())
    const duel = startDuel({ ...after, scene: 4 }, { combatants: [{ actor: 'lancer' }, { actor: 'm-red' }] })
    duel.send({ type: 'duel.intrude', actor: 'archer', opponent: 'lancer' })
    expect(count(duel, 'archer', 'sk-shot')).toBe(2)
  })

  it('D.52 an intruder’s second duel of the scene adds onto the scene’s earlier uses, not twice', () => {
    const once = archerShootsOnce(fixtureCampaign())
    const duel = startDuel(once, { combatants: [{ actor: 'lancer' }, { actor: 'm-red' }] })
    duel.send({ type: 'duel.intrude', actor: 'archer', opponent: 'lancer' })
    duel.send(play('lancer', [['archer', 'smash']]))
    duel.send(play('archer', [['lancer', 'sk-shot']]))
    duel.send(play('m-red', []))
    duel.send({ type: 'duel.reveal' })
    duel.send({ type: 'duel.accept' })
    duel.send({ type: 'duel.end' })
    duel.send({ type: 'duel.apply' })
    expect(applied(duel).sceneUses.find((u) => u.actor === 'archer')).toEqual({ actor: 'archer', scene: 4, cards: { 'sk-shot': 2 }, generalSupport: 0, skillSupport: 0 })
  })
})

describe('D.61 the fate escape for a retreating master', () => {
  it('D.61 a master retreating itself escapes unharmed on its own fate point; its pool drops 4 → 3 on apply', () => {
    const duel = startDuel(fixtureCampaign(), { combatants: [{ actor: 'm-red' }, { actor: 'lancer' }] })
    duel.send({ type: 'duel.retreat', actor: 'm-red', opponent: 'lancer', fate: true })
    expect(duel.context.retreats[0]).toMatchObject({ actor: 'm-red', escaped: true, fateSpent: true, damage: 0 })
    expect(duel.context.over).toMatchObject({ reason: 'withdrawal', actors: ['m-red'] })
    duel.send({ type: 'duel.apply' })
    const red = applied(duel).masters.find((m) => m.id === 'm-red')!
    expect([red.hp, red.pools.fate]).toEqual([20, 3])
  })

  it('D.61 a master with no fate point left cannot escape on fate', () => {
    const campaign = fixtureCampaign()
    campaign.masters[0] = { ...campaign.masters[0], pools: { fate: 0, conviction: 3 } }
    const duel = startDuel(campaign, { combatants: [{ actor: 'm-red' }, { actor: 'lancer' }] })
    expect(duel.why({ type: 'duel.retreat', actor: 'm-red', opponent: 'lancer', fate: true })).toMatch(/^rule D\.61: /)
  })
})

describe('D.35 a support cancelled by an NP exchange', () => {
  it('D.35 a support whose ally fights only an NP exchange is marked voided and spends no use: m-red keeps 3 general supports', () => {
    const duel = startDuel(fixtureCampaign(), { combatants: [{ actor: 'saber' }, { actor: 'm-red', row: 'back' }, { actor: 'lancer' }] })
    duel.send(play('saber', [['lancer', 'np-blade']]))
    duel.send(play('lancer', [['saber', 'counter']]))
    duel.send({ type: 'duel.play', actor: 'm-red', support: { ally: 'saber', type: 'general', mode: 'attack' } })
    duel.send({ type: 'duel.reveal' })
    expect(duel.context.revealed!.supports).toEqual([expect.objectContaining({ from: 'm-red', ally: 'saber', voided: true })])
    expect(duel.context.revealed!.pairings[0].result.damage.b.amount).toBe(7)
    expect(combatant(duel, 'm-red').hand.generalSupport).toBe(3)
  })

  it('D.35 D.42 the same support in an exchange without NP is spent: 3 → 2', () => {
    const duel = startDuel(fixtureCampaign(), { combatants: [{ actor: 'saber' }, { actor: 'm-red', row: 'back' }, { actor: 'lancer' }] })
    duel.send(play('saber', [['lancer', 'smash']]))
    duel.send(play('lancer', [['saber', 'assault']]))
    duel.send({ type: 'duel.play', actor: 'm-red', support: { ally: 'saber', type: 'general', mode: 'attack' } })
    duel.send({ type: 'duel.reveal' })
    expect(duel.context.revealed!.supports[0].voided).toBeUndefined()
    expect(combatant(duel, 'm-red').hand.generalSupport).toBe(2)
  })
})

describe('the plays each combatant is offered (D.3, D.17, D.40, D.41, D.42)', () => {
  const why = (reason: Parameters<typeof english>[0] | undefined) => (reason ? english(reason) : undefined)
  const threeWay = () =>
    startDuel(fixtureCampaign(), {
      combatants: [{ actor: 'saber' }, { actor: 'm-red', row: 'back', cards: [{ key: 'm-fire', kind: 'magic', grade: 3, count: 1, ranged: true }] }, { actor: 'lancer' }]
    })

  it('D.40 a front-row servant may play every card with a use left, each to every opponent; it gives no support from the front (D.41)', () => {
    const options = playOptions(threeWay().context.combatants, 'saber')
    expect(options.cards.map((c) => [c.key, c.allowed, c.opponents])).toEqual([
      ['smash', true, ['lancer']],
      ['counter', true, ['lancer']],
      ['assault', true, ['lancer']],
      ['sk-burst', true, ['lancer']],
      ['np-blade', true, ['lancer']]
    ])
    expect(options.supports.map((s) => [s.type, s.allowed, why(s.why)])).toEqual([
      ['general', false, 'rule D.41: only a back-row actor supports'],
      ['skill', false, 'rule D.41: only a back-row actor supports']
    ])
    expect(options.mustWait).toBe(false)
  })

  it('D.40 a back-row master may play only its ranged card, and supports its front-row ally (D.41)', () => {
    const options = playOptions(threeWay().context.combatants, 'm-red')
    const allowed = options.cards.filter((c) => c.allowed).map((c) => c.key)
    expect(allowed).toEqual(['m-fire'])
    for (const refused of options.cards.filter((c) => !c.allowed)) expect(why(refused.why), refused.key).toMatch(/^rule D\.40: /)
    expect(options.supports.find((s) => s.type === 'general')).toMatchObject({ allowed: true, uses: 3, allies: ['saber'] })
    expect(options.supports.find((s) => s.type === 'skill')).toMatchObject({ allowed: false, uses: 0 })
    expect(why(options.supports.find((s) => s.type === 'skill')!.why)).toMatch(/^rule D\.42: /)
  })

  it('D.3 a card with no use left is refused with its rule; D.17 with none left at all it must wait', () => {
    const duel = threeWay()
    const combatants = duel.context.combatants.map((c) =>
      c.id === 'lancer' ? { ...c, hand: { ...c.hand, cards: c.hand.cards.map((card) => (card.key === 'smash' ? { ...card, count: 0 } : card)) } } : c
    )
    const smash = playOptions(combatants, 'lancer').cards.find((c) => c.key === 'smash')!
    expect([smash.allowed, why(smash.why)]).toEqual([false, 'rule D.3: no use of "smash" left this duel'])
    const empty = duel.context.combatants.map((c) => (c.id === 'lancer' ? { ...c, hand: { ...c.hand, cards: c.hand.cards.map((card) => ({ ...card, count: 0 })) } } : c))
    const waiting = playOptions(empty, 'lancer')
    expect(waiting.mustWait).toBe(true)
    expect(waiting.cards.every((c) => !c.allowed && why(c.why)!.startsWith('rule D.17: '))).toBe(true)
  })

  it('a combatant out of the fight is offered nothing, with the reason; one not in the duel too', () => {
    const duel = threeWay()
    const out = duel.context.combatants.map((c) => (c.id === 'lancer' ? { ...c, status: 'withdrew' as const } : c))
    const options = playOptions(out, 'lancer')
    expect([options.cards, options.supports, why(options.why)]).toEqual([[], [], expect.stringMatching(/lancer/)])
    expect(why(playOptions(duel.context.combatants, 'archer').why)).toMatch(/archer/)
  })
})
