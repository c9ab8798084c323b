import { describe, expect, it } from 'vitest'
import { playOptions } from '@machines/duel/play-options'
import type { Combatant } from '@machines/duel/combatant'
import { english } from '@machines/reasons/format'
import { fixtureCampaign, startDuel } from './duel-fixture'

const fire = { key: 'm-fire', kind: 'magic', grade: 3, count: 1, ranged: true }

/** Saber, Lancer and Archer in a melee; Saber's master in the back row with a ranged magic, Archer's servant in the back row too. */
function combatants(): Combatant[] {
  return startDuel(fixtureCampaign(), {
    combatants: [{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'archer', row: 'back' }, { actor: 'm-green' }, { actor: 'm-red', row: 'back', cards: [fire] }]
  }).context.combatants
}
const withHand = (all: Combatant[], id: string, change: (c: Combatant) => Combatant): Combatant[] => all.map((c) => (c.id === id ? change(c) : c))
const card = (options: ReturnType<typeof playOptions>, key: string) => options.cards.find((c) => c.key === key)!
const support = (options: ReturnType<typeof playOptions>, type: 'general' | 'skill') => options.supports.find((s) => s.type === type)!

describe('the plays the rules allow one combatant (machines/duel/play-options)', () => {
  it('D.40 a back-row master may attack only with a ranged card: its basic cards are refused with the rule, its ranged magic is offered', () => {
    const options = playOptions(combatants(), 'm-red')
    for (const key of ['smash', 'counter', 'assault']) {
      expect(card(options, key).allowed).toBe(false)
      expect(english(card(options, key).why!)).toContain('D.40')
    }
    expect(card(options, 'm-fire').allowed).toBe(true)
    expect(card(options, 'm-fire').opponents.sort()).toEqual(['archer', 'lancer', 'm-green'])
  })

  it('D.40 a back-row servant may not present its NP; its ranged skill card stays open', () => {
    const options = playOptions(combatants(), 'archer')
    expect(card(options, 'np-apple').allowed).toBe(false)
    expect(english(card(options, 'np-apple').why!)).toContain('D.40')
    expect(card(options, 'sk-shot').allowed).toBe(true)
  })

  it('D.41 a front-row combatant is offered no support, with the reason', () => {
    const options = playOptions(combatants(), 'saber')
    expect(options.supports.every((s) => !s.allowed)).toBe(true)
    expect(english(support(options, 'general').why!)).toContain('D.41')
  })

  it('D.41 a back-row supporter may support its front-row allies only', () => {
    const options = playOptions(combatants(), 'm-red')
    expect(support(options, 'general').allowed).toBe(true)
    expect(support(options, 'general').allies).toEqual(['saber'])
  })

  it('D.42 a support with 0 uses left is refused, naming the rule', () => {
    const all = withHand(combatants(), 'm-red', (c) => ({ ...c, hand: { ...c.hand, generalSupport: 0 } }))
    const options = playOptions(all, 'm-red')
    expect(support(options, 'general').allowed).toBe(false)
    expect(support(options, 'general').uses).toBe(0)
    expect(english(support(options, 'general').why!)).toContain('D.42')
  })

  it('D.3 a card with no use left is refused; D.17 with no card left at all the combatant must wait', () => {
    const oneSpent = playOptions(withHand(combatants(), 'saber', (c) => ({ ...c, hand: { ...c.hand, cards: c.hand.cards.map((x) => (x.key === 'smash' ? { ...x, count: 0 } : x)) } })), 'saber')
    expect(card(oneSpent, 'smash').allowed).toBe(false)
    expect(english(card(oneSpent, 'smash').why!)).toContain('D.3')
    expect(oneSpent.mustWait).toBe(false)
    const allSpent = playOptions(withHand(combatants(), 'saber', (c) => ({ ...c, hand: { ...c.hand, cards: c.hand.cards.map((x) => ({ ...x, count: 0 })) } })), 'saber')
    expect(allSpent.mustWait).toBe(true)
    expect(allSpent.cards.every((c) => !c.allowed && english(c.why!).includes('D.17'))).toBe(true)
  })

  it('a combatant out of the fight plays nothing, and says why', () => {
    const options = playOptions(withHand(combatants(), 'lancer', (c) => ({ ...c, status: 'withdrew' })), 'lancer')
    expect(options.cards).toEqual([])
    expect(options.why).toBeDefined()
    expect(playOptions(combatants(), 'nobody').why).toBeDefined()
  })
})

describe('a support D.35 voids spends no use (issue 11)', () => {
  const supporter = (duel: ReturnType<typeof startDuel>) => duel.context.combatants.find((c) => c.id === 'm-red')!.hand.generalSupport

  it('D.35 D.42 a support to an ally whose every pairing involves an NP is voided and keeps its use; one that helped spends it', () => {
    const duel = startDuel(fixtureCampaign(), { combatants: [{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'm-red', row: 'back', cards: [fire] }] })
    const before = supporter(duel)
    expect(before).toBeGreaterThan(0)
    duel.send({ type: 'duel.play', actor: 'saber', cards: [{ opponent: 'lancer', card: 'np-blade' }] })
    duel.send({ type: 'duel.play', actor: 'lancer', cards: [{ opponent: 'saber', card: 'counter' }] })
    duel.send({ type: 'duel.play', actor: 'm-red', support: { ally: 'saber', type: 'general', mode: 'attack' } })
    duel.send({ type: 'duel.reveal' })
    expect(duel.context.revealed!.supports.find((s) => s.from === 'm-red')).toMatchObject({ voided: true })
    expect(supporter(duel)).toBe(before)
    duel.send({ type: 'duel.accept' })
    duel.send({ type: 'duel.play', actor: 'saber', cards: [{ opponent: 'lancer', card: 'smash' }] })
    duel.send({ type: 'duel.play', actor: 'lancer', cards: [{ opponent: 'saber', card: 'assault' }] })
    duel.send({ type: 'duel.play', actor: 'm-red', support: { ally: 'saber', type: 'general', mode: 'attack' } })
    duel.send({ type: 'duel.reveal' })
    expect(supporter(duel)).toBe(before - 1)
  })
})
