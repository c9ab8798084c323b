import { describe, expect, it } from 'vitest'
import type { Campaign } from '@machines/campaign/model/campaign'
import { duelBoardView } from '@machines/duel/board-view'
import type { DuelContext } from '@machines/duel/context'
import { fixtureCampaign, startDuel } from './duel-fixture'

const play = (actor: string, cards: [string, string][]) => ({ type: 'duel.play', actor, cards: cards.map(([opponent, card]) => ({ opponent, card })) })
const fire = { key: 'm-fire', kind: 'magic', grade: 3, count: 1, ranged: true }

/** Every step of a melee with plays, supports, an NP, a magic, an intrusion and two retreats, then the end. */
function steps(campaign: Campaign): { value: string; context: DuelContext }[] {
  const duel = startDuel(campaign, { combatants: [{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'm-red', row: 'back', cards: [fire] }] })
  const seen = [{ value: duel.step, context: duel.context }]
  const run = (command: { type: string } & Record<string, unknown>) => {
    duel.send(command)
    seen.push({ value: duel.step, context: duel.context })
  }
  run(play('saber', [['lancer', 'np-blade']]))
  run(play('lancer', [['saber', 'counter']]))
  run({ type: 'duel.play', actor: 'm-red', support: { ally: 'saber', type: 'general', mode: 'attack', magic: true } })
  run({ type: 'duel.reveal' })
  run({ type: 'duel.accept' })
  run({ type: 'duel.intrude', actor: 'archer', opponent: 'saber', used: { cards: { 'sk-shot': 1 } } })
  run(play('archer', [['saber', 'sk-shot']]))
  run(play('m-red', [['lancer', 'm-fire']]))
  run(play('saber', [['lancer', 'sk-burst'], ['archer', 'counter']]))
  run(play('lancer', [['archer', 'assault']]))
  run({ type: 'duel.reveal' })
  run({ type: 'duel.amend', pairing: 0, side: 'b', amount: 2 })
  run({ type: 'duel.accept' })
  run({ type: 'duel.retreat', actor: 'lancer', opponent: 'saber', cards: ['smash', 'smash', 'assault'] })
  run(play('saber', [['archer', 'smash']]))
  run({ type: 'duel.retreat', actor: 'archer', opponent: 'm-red', cards: ['smash', 'assault', 'smash'] })
  run({ type: 'duel.apply' })
  return seen
}

const secrets = [
  'Roland', 'Hector', 'William Tell', 'Roncevaux', 'Troy gate', 'Altdorf',
  'sk-burst', 'sk-shot', 'sk-resist', 'sk-regroup', 'np-blade', 'np-walls', 'np-apple', 'm-fire',
  'Durendal', 'Walls of Troy', 'Apple Shot', 'One Shot', 'Mana Burst', 'Reorganize',
  '"count"', 'generalSupport', 'skillSupport', 'guard', 'hand', 'weakTo', 'reorganize', 'plays', 'bonus', 'lost'
]

describe('the duel board view shows nothing hidden', () => {
  const campaign = fixtureCampaign()
  const all = steps(campaign)

  it('walks a whole duel (collecting, revealed, over, applied)', () => {
    expect(new Set(all.map((s) => s.value))).toEqual(new Set(['collecting', 'revealed', 'over', 'applied']))
  })

  it('no true name, workshop, skill or NP name, card key, count or support use appears in any step', () => {
    for (const { value, context } of all) {
      const text = JSON.stringify(duelBoardView(value, context, campaign))
      for (const secret of secrets) expect(text, `${secret} at ${value}`).not.toContain(secret)
    }
  })

  it('sealed plays change nothing on the board but the sealed markers (who played, never what)', () => {
    for (const { value, context } of all.filter((s) => s.value === 'collecting' && s.context.plays.length)) {
      const view = duelBoardView(value, context, campaign)
      const unsealed = duelBoardView(value, { ...context, plays: [] }, campaign)
      const sealed = new Set(context.plays.map((p) => p.actor))
      expect(view.combatants.map((c) => c.sealed)).toEqual(context.combatants.map((c) => sealed.has(c.id)))
      expect({ ...view, combatants: view.combatants.map((c) => ({ ...c, sealed: false })) }).toEqual(unsealed)
    }
  })

  it('D.35 the revealed cards show kind and grade side by side with the damage: NP 7 beats counter 5, 7 to Lancer; Rin’s support to Saber in that NP exchange is marked not applied', () => {
    const revealed = all.find((s) => s.value === 'revealed')!
    expect(duelBoardView(revealed.value, revealed.context, campaign).shown).toEqual({
      number: 1,
      pairings: [
        {
          a: { id: 'saber', card: { kind: 'np', grade: 7 }, took: { amount: 0, pool: 'hp' } },
          b: { id: 'lancer', card: { kind: 'counter', grade: 5 }, took: { amount: 7, pool: 'hp' } },
          winner: 'a'
        }
      ],
      supports: [{ from: 'm-red', to: 'saber', mode: 'attack', voided: true }]
    })
  })

  it('the board shows hp and mp bars and the running tally, but servants by class only', () => {
    const accepted = all[5]
    const view = duelBoardView(accepted.value, accepted.context, campaign)
    expect(view.combatants.map((c) => [c.label.en, c.hp, c.maxHp, c.mp, c.maxMp])).toEqual([
      ['Saber', 60, 60, 40, 40],
      ['Lancer', 57, 64, 30, 30],
      ['Rin Red', 20, 20, 20, 20]
    ])
    expect(view.tally.find((t) => t.id === 'lancer')!.taken).toEqual({ general: 0, skill: 0, magic: 0, np: 7, special: 0 })
  })

  it('a true name appears once the GM revealed it', () => {
    const revealedName = { ...campaign, servants: campaign.servants.map((s) => (s.id === 'saber' ? { ...s, trueNameRevealed: true } : s)) }
    const view = duelBoardView(all[0].value, all[0].context, revealedName)
    expect(view.combatants[0].label).toEqual({ ko: 'Saber · Roland', en: 'Saber · Roland' })
  })

  it('D.71 the result is on the board when the duel is over', () => {
    const over = all.find((s) => s.value === 'over')!
    expect(duelBoardView(over.value, over.context, campaign).result).toEqual({ winner: 'red', rule: 'D.71', reason: 'withdrawal' })
  })
})
