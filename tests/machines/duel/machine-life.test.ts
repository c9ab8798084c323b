import { describe, expect, it } from 'vitest'
import type { Campaign } from '@machines/campaign/model/campaign'
import { fixtureCampaign, startDuel } from './duel-fixture'

const play = (actor: string, cards: [string, string][]) => ({ type: 'duel.play', actor, cards: cards.map(([opponent, card]) => ({ opponent, card })) })
const withActor = (campaign: Campaign, id: string, patch: Record<string, unknown>): Campaign => ({
  ...campaign,
  masters: campaign.masters.map((m) => (m.id === id ? { ...m, ...patch } : m)),
  servants: campaign.servants.map((s) => (s.id === id ? { ...s, ...patch } : s))
})
const outputOf = (duel: ReturnType<typeof startDuel>) => duel.actor.getSnapshot().output!.campaign!

/** Saber's smash 5 beats Lancer's assault 4: 5 damage to Lancer. */
function smashLancer(duel: ReturnType<typeof startDuel>, waiting: string[] = []) {
  duel.send(play('saber', [['lancer', 'smash']]))
  duel.send(play('lancer', [['saber', 'assault']]))
  for (const id of waiting) duel.send(play(id, []))
  duel.send({ type: 'duel.reveal' })
  duel.send({ type: 'duel.accept' })
}

describe('V.3 V.5 a servant at 0 hp', () => {
  it('V.3 with its master in the duel, a servant at 0 hp is proposed destroyed and nothing moves until the GM decides', () => {
    const duel = startDuel(withActor(fixtureCampaign(), 'lancer', { hp: 5 }), { combatants: [{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'm-blue', row: 'back' }] })
    smashLancer(duel, ['m-blue'])
    expect(duel.context.life).toEqual([{ actor: 'lancer', consequence: 'destroyed', rule: 'V.3', countsAsDestroyed: true }])
    expect(duel.why({ type: 'duel.reveal' })).toBe('rule D.50: reveal only when every play is in — waiting for saber, lancer, m-blue')
    for (const id of ['saber', 'lancer', 'm-blue']) duel.send(play(id, []))
    expect(duel.why({ type: 'duel.reveal' })).toBe('rule V.3: decide on lancer at 0 hp first')
  })

  it('V.3 D.70 the GM confirms the destruction: the duel ends and Red wins (D.70), Lancer destroyed on apply', () => {
    const duel = startDuel(withActor(fixtureCampaign(), 'lancer', { hp: 5 }), { combatants: [{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'm-blue', row: 'back' }] })
    smashLancer(duel, ['m-blue'])
    duel.send({ type: 'duel.settle', actor: 'lancer', outcome: 'destroyed' })
    expect(duel.context.over).toMatchObject({ reason: 'destroyed', actors: ['lancer'], verdict: { winner: 'red', rule: 'D.70' } })
    duel.send({ type: 'duel.apply' })
    expect(outputOf(duel).servants.find((s) => s.id === 'lancer')).toMatchObject({ status: 'destroyed', hp: 0 })
  })

  it('V.5 with the master absent, the proposal is the recall: back with 1 hp, a seal spent once per game', () => {
    const duel = startDuel(withActor(fixtureCampaign(), 'lancer', { hp: 3 }), { combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    smashLancer(duel)
    expect(duel.context.life).toEqual([{ actor: 'lancer', consequence: 'recall', rule: 'V.5', countsAsDestroyed: true }])
    duel.send({ type: 'duel.settle', actor: 'lancer', outcome: 'recall' })
    expect(duel.context.over).toMatchObject({ reason: 'withdrawal', actors: ['lancer'] })
    duel.send({ type: 'duel.apply' })
    const campaign = outputOf(duel)
    expect(campaign.servants.find((s) => s.id === 'lancer')!.hp).toBe(1)
    expect(campaign.masters.find((m) => m.id === 'm-blue')).toMatchObject({ commandSeals: 2, recallUsed: true })
  })

  it('V.5 a master who already recalled this game cannot again: the servant is proposed destroyed', () => {
    const campaign = withActor(withActor(fixtureCampaign(), 'lancer', { hp: 3 }), 'm-blue', { recallUsed: true })
    const duel = startDuel(campaign, { combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    smashLancer(duel)
    expect(duel.context.life[0]).toMatchObject({ consequence: 'destroyed', rule: 'V.3' })
    expect(duel.why({ type: 'duel.settle', actor: 'lancer', outcome: 'recall' })).toBe('rule V.5: this master already recalled once this game')
  })

  it('V.3 the GM may let the servant stay; the duel goes on', () => {
    const duel = startDuel(withActor(fixtureCampaign(), 'lancer', { hp: 5 }), { combatants: [{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'm-blue', row: 'back' }] })
    smashLancer(duel, ['m-blue'])
    duel.send({ type: 'duel.settle', actor: 'lancer', outcome: 'stay' })
    expect([duel.step, duel.context.life.length]).toEqual(['collecting', 0])
  })
})

describe('V.4 V.6 deadlines and the end of the scene', () => {
  const drain = { key: 'm-drain', kind: 'magic', grade: 9, count: 3 }

  it('V.4 a servant’s mp stops at its floor −(30 + luck 5 × mana 4) = −50', () => {
    const duel = startDuel(withActor(fixtureCampaign(), 'archer', { mp: -45 }), { combatants: [{ actor: 'm-green', side: 'x', cards: [drain] }, { actor: 'archer' }] })
    duel.send(play('m-green', [['archer', 'm-drain']]))
    duel.send(play('archer', []))
    duel.send({ type: 'duel.reveal' })
    duel.send({ type: 'duel.accept' })
    const archer = duel.context.combatants.find((c) => c.id === 'archer')!
    expect(-45 - archer.lost.mp).toBe(-50)
  })

  it('V.4 V.9 a servant left at −7 mp is written back as it is; a duel ends no scene (the campaign tracks it, V.10)', () => {
    const duel = startDuel(withActor(fixtureCampaign(), 'archer', { mp: 2 }), { combatants: [{ actor: 'm-green', side: 'x', cards: [drain] }, { actor: 'archer' }] })
    duel.send(play('m-green', [['archer', 'm-drain']]))
    duel.send(play('archer', []))
    duel.send({ type: 'duel.reveal' })
    duel.send({ type: 'duel.accept' })
    duel.send({ type: 'duel.end' })
    duel.send({ type: 'duel.apply' })
    const campaign = outputOf(duel)
    expect(campaign.servants.find((s) => s.id === 'archer')!.mp).toBe(-7)
    expect(campaign.scene).toBe(fixtureCampaign().scene)
  })

  it('V.6 a master below 0 hp must rest next scene: the duel says so, and writes −3 back', () => {
    const duel = startDuel(withActor(fixtureCampaign(), 'm-red', { hp: 2 }), { combatants: [{ actor: 'm-red' }, { actor: 'saber', side: 'x' }] })
    duel.send(play('m-red', [['saber', 'assault']]))
    duel.send(play('saber', [['m-red', 'smash']]))
    duel.send({ type: 'duel.reveal' })
    duel.send({ type: 'duel.accept' })
    duel.send({ type: 'duel.end' })
    expect(duel.context.over!.mustRest).toEqual(['m-red'])
    duel.send({ type: 'duel.apply' })
    expect(outputOf(duel).masters.find((m) => m.id === 'm-red')!.hp).toBe(-3)
  })

  it('V.10 the old end-of-scene list of a duel is refused: scene-end proposals are the campaign’s now', () => {
    const duel = startDuel(fixtureCampaign(), { combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    duel.send({ type: 'duel.end' })
    expect(duel.why({ type: 'duel.strike', list: 'endOfScene', index: 0, struck: true })).toBe('scene-end proposals are decided on the campaign now, under the at-risk list (V.10)')
  })
})
