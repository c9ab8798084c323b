import { describe, expect, it } from 'vitest'
import { exchange, master, nothing, servant } from './exchange-helpers'

const smash = (grade: number) => ({ kind: 'smash', grade })
const counter = (grade: number) => ({ kind: 'counter', grade })
const assault = (grade: number) => ({ kind: 'assault', grade })
const skill = (grade: number, weakTo: string) => ({ kind: 'skill', grade, weakTo })
const magic = (grade: number, steps?: 1 | 2) => ({ kind: 'magic', grade, ...(steps ? { steps } : {}) })
const np = (grade: number) => ({ kind: 'np', grade })
const critical = (grade: number) => ({ kind: 'critical', grade })
const wait = { kind: 'wait' }

describe('basic cards', () => {
  it('D.1 D.14 smash beats assault by default: smash 4 deals its grade 4', () => {
    const result = exchange(servant('saber', smash(4)), servant('lancer', assault(6)))
    expect(result).toEqual({ winner: 'a', damage: { a: nothing, b: { amount: 4, pool: 'hp', type: 'general' } }, rules: ['D.1', 'D.14'] })
  })

  it('D.1 D.14 assault beats counter: assault 3 deals 3 whatever the counter grade (5)', () => {
    const result = exchange(servant('saber', counter(5)), servant('lancer', assault(3)))
    expect(result.winner).toBe('b')
    expect(result.damage.a).toEqual({ amount: 3, pool: 'hp', type: 'general' })
  })

  it('D.1 D.14 counter beats smash: counter 2 deals 2 to a smash 5', () => {
    const result = exchange(servant('saber', smash(5)), servant('lancer', counter(2)))
    expect(result.winner).toBe('b')
    expect(result.damage.a.amount).toBe(2)
  })

  it('D.1 the ⚙ cardCycle reverses the cycle: with smash beating counter, smash 4 deals 4 to counter 2', () => {
    const cardCycle = { smash: 'counter', counter: 'assault', assault: 'smash' }
    const result = exchange(servant('saber', smash(4)), servant('lancer', counter(2)), { cardCycle })
    expect(result.winner).toBe('a')
    expect(result.damage.b.amount).toBe(4)
  })

  it('D.15 same card: higher grade deals the difference, smash 5 vs smash 3 deals 5 − 3 = 2', () => {
    const result = exchange(servant('saber', smash(5)), servant('lancer', smash(3)))
    expect(result).toEqual({ winner: 'a', damage: { a: nothing, b: { amount: 2, pool: 'hp', type: 'general' } }, rules: ['D.15'] })
  })

  it('D.15 same card with equal grades: nothing happens (counter 4 vs counter 4)', () => {
    const result = exchange(servant('saber', counter(4)), servant('lancer', counter(4)))
    expect(result).toEqual({ winner: null, damage: { a: nothing, b: nothing }, rules: ['D.15'] })
  })
})

describe('skill cards', () => {
  it('D.2 D.14 a skill card beats the two basic cards it is not weak to: skill 3 (weak to counter) deals 3 to smash 5', () => {
    const result = exchange(servant('saber', skill(3, 'counter')), servant('lancer', smash(5)))
    expect(result).toEqual({ winner: 'a', damage: { a: nothing, b: { amount: 3, pool: 'hp', type: 'skill' } }, rules: ['D.2', 'D.14'] })
  })

  it('D.2 D.14 a skill card loses to its weakTo: counter 2 deals 2 to skill 6 weak to counter', () => {
    const result = exchange(servant('saber', skill(6, 'counter')), servant('lancer', counter(2)))
    expect(result.winner).toBe('b')
    expect(result.damage.a).toEqual({ amount: 2, pool: 'hp', type: 'general' })
  })

  it('D.2 D.15 skill vs skill compare like the same card: skill 6 vs skill 4 deals 6 − 4 = 2', () => {
    const result = exchange(servant('saber', skill(4, 'smash')), servant('lancer', skill(6, 'assault')))
    expect(result).toEqual({ winner: 'b', damage: { a: { amount: 2, pool: 'hp', type: 'skill' }, b: nothing }, rules: ['D.2', 'D.15'] })
  })
})

describe('wait', () => {
  it('D.16 the waiting side takes the full damage: smash 4 deals 4', () => {
    const result = exchange(servant('saber', smash(4)), servant('lancer', wait))
    expect(result).toEqual({ winner: 'a', damage: { a: nothing, b: { amount: 4, pool: 'hp', type: 'general' } }, rules: ['D.16'] })
  })

  it('D.16 a waiting side gets no skill guard but its NP guard applies: 6 − 0 (skill 3 ignored) − 2 (np) = 4', () => {
    const result = exchange(servant('saber', assault(6)), servant('lancer', wait, { guard: { skill: 3, np: 2 } }))
    expect(result.damage.b.amount).toBe(4)
    expect(result.rules).toEqual(['D.16', 'D.47'])
  })

  it('D.16 wait vs wait: nothing happens', () => {
    const result = exchange(servant('saber', wait), servant('lancer', wait))
    expect(result).toEqual({ winner: null, damage: { a: nothing, b: nothing }, rules: ['D.16'] })
  })

  it('D.16 D.43 the contract example: smash 4 + skill attack support 3 against a wait = 7', () => {
    const result = exchange(
      servant('saber', smash(4), { supports: [{ type: 'skill', mode: 'attack' }], guard: { skill: 0, np: 0 } }),
      servant('lancer', wait)
    )
    expect(result).toEqual({ winner: 'a', damage: { a: nothing, b: { amount: 7, pool: 'hp', type: 'general' } }, rules: ['D.16', 'D.43'] })
  })

  it('D.46 support does not help a waiting ally: its defence support (−2) is ignored, smash 4 deals 4', () => {
    const result = exchange(servant('saber', smash(4)), servant('lancer', wait, { supports: [{ type: 'skill', mode: 'defence' }] }))
    expect(result.damage.b.amount).toBe(4)
    expect(result.rules).toEqual(['D.16', 'D.46'])
  })
})

describe('magic', () => {
  it('D.30 D.33 V.2 multi-step magic beats a basic card and its full grade 3 goes to mp', () => {
    const result = exchange(servant('caster', magic(3)), servant('saber', smash(6)))
    expect(result).toEqual({ winner: 'a', damage: { a: nothing, b: { amount: 3, pool: 'mp', type: 'magic' } }, rules: ['D.30', 'D.33', 'V.2'] })
  })

  it('D.30 D.33 multi-step magic 2 beats a skill card 5 and is not cancelled by it: 2 to mp', () => {
    const result = exchange(servant('saber', skill(5, 'smash')), servant('caster', magic(2, 2)))
    expect(result.winner).toBe('b')
    expect(result.damage.a).toEqual({ amount: 2, pool: 'mp', type: 'magic' })
  })

  it('D.31 magic vs magic cancel and the larger deals the difference: 5 − 3 = 2 to mp', () => {
    const result = exchange(servant('caster', magic(5)), master('rin', magic(3)))
    expect(result).toEqual({ winner: 'a', damage: { a: nothing, b: { amount: 2, pool: 'mp', type: 'magic' } }, rules: ['D.31', 'V.2'] })
  })

  it('D.31 single-step and multi-step magic also cancel: 2 (one step) vs 4 deals 4 − 2 = 2', () => {
    const result = exchange(servant('caster', magic(2, 1)), master('rin', magic(4, 2)))
    expect(result.winner).toBe('b')
    expect(result.damage.a.amount).toBe(2)
  })

  it('D.31 equal magic cancels completely: 3 vs 3 deals nothing', () => {
    const result = exchange(servant('caster', magic(3)), master('rin', magic(3, 1)))
    expect(result).toEqual({ winner: null, damage: { a: nothing, b: nothing }, rules: ['D.31'] })
  })

  it('D.32 V.2 single-step magic is an equal card: magic 5 beats smash 3 and deals its full 5 to mp', () => {
    const result = exchange(servant('caster', magic(5, 1)), servant('saber', smash(3)))
    expect(result).toEqual({ winner: 'a', damage: { a: nothing, b: { amount: 5, pool: 'mp', type: 'magic' } }, rules: ['D.32', 'V.2'] })
  })

  it('D.32 single-step magic 2 loses to counter 4, which deals its full 4 to hp', () => {
    const result = exchange(servant('caster', magic(2, 1)), servant('saber', counter(4)))
    expect(result).toEqual({ winner: 'b', damage: { a: { amount: 4, pool: 'hp', type: 'general' }, b: nothing }, rules: ['D.32'] })
  })

  it('D.32 single-step magic equal to the other card (3 vs skill 3): nothing', () => {
    const result = exchange(servant('caster', magic(3, 1)), servant('saber', skill(3, 'smash')))
    expect(result).toEqual({ winner: null, damage: { a: nothing, b: nothing }, rules: ['D.32'] })
  })
})

describe('NP and critical', () => {
  it('D.34 an NP beats every other card: NP 4 against magic 9 deals 4', () => {
    const result = exchange(servant('saber', np(4)), servant('caster', magic(9)))
    expect(result).toEqual({ winner: 'a', damage: { a: nothing, b: { amount: 4, pool: 'hp', type: 'np' } }, rules: ['D.34'] })
  })

  it('D.34 a critical beats a skill card and deals special damage: critical 3 deals 3', () => {
    const result = exchange(servant('saber', skill(8, 'counter')), servant('lancer', critical(3)))
    expect(result).toEqual({ winner: 'b', damage: { a: { amount: 3, pool: 'hp', type: 'special' }, b: nothing }, rules: ['D.34'] })
  })

  it('D.34 D.15 NP vs critical compare grades and deal the difference by default: 6 − 4 = 2', () => {
    const result = exchange(servant('saber', np(6)), servant('lancer', critical(4)))
    expect(result).toEqual({ winner: 'a', damage: { a: nothing, b: { amount: 2, pool: 'hp', type: 'np' } }, rules: ['D.34', 'D.15'] })
  })

  it('D.34 with ⚙ specialVsSpecial "full" the higher NP deals its full grade 6', () => {
    const result = exchange(servant('saber', np(6)), servant('lancer', np(4)), { specialVsSpecial: 'full' })
    expect(result).toEqual({ winner: 'a', damage: { a: nothing, b: { amount: 6, pool: 'hp', type: 'np' } }, rules: ['D.34'] })
  })

  it('D.34 equal criticals (5 vs 5) do nothing', () => {
    expect(exchange(servant('saber', critical(5)), servant('lancer', critical(5))).winner).toBeNull()
  })

  it('D.35 support never applies when an NP is involved: NP 5 with +3 attack support still deals 5', () => {
    const result = exchange(servant('saber', np(5), { supports: [{ type: 'skill', mode: 'attack' }] }), servant('lancer', smash(3)))
    expect(result.damage.b.amount).toBe(5)
    expect(result.rules).toEqual(['D.34', 'D.35'])
  })

  it('D.35 the loser’s defence support is ignored against an NP: NP 5 deals 5, not 5 − 2', () => {
    const result = exchange(servant('saber', np(5)), servant('lancer', smash(3), { supports: [{ type: 'skill', mode: 'defence' }] }))
    expect(result.damage.b.amount).toBe(5)
    expect(result.rules).toEqual(['D.34', 'D.35'])
  })

  it('D.35 support still applies to a critical: critical 3 + general attack 2 = 5', () => {
    const result = exchange(servant('saber', critical(3), { supports: [{ type: 'general', mode: 'attack' }] }), servant('lancer', smash(3)))
    expect(result.damage.b).toEqual({ amount: 5, pool: 'hp', type: 'special' })
  })
})

describe('support', () => {
  it('D.43 general attack support adds 2 when the ally wins: smash 4 + 2 = 6', () => {
    const result = exchange(servant('saber', smash(4), { supports: [{ type: 'general', mode: 'attack' }] }), servant('lancer', assault(1)))
    expect(result.damage.b.amount).toBe(6)
    expect(result.rules).toEqual(['D.1', 'D.14', 'D.43'])
  })

  it('D.43 attack support does nothing when the ally loses: counter 3 deals 3 to the supported smash', () => {
    const result = exchange(servant('saber', smash(4), { supports: [{ type: 'skill', mode: 'attack' }] }), servant('lancer', counter(3)))
    expect(result.damage.a.amount).toBe(3)
    expect(result.rules).toEqual(['D.1', 'D.14'])
  })

  it('D.44 general defence support takes 1 off when the ally loses: assault 5 − 1 = 4', () => {
    const result = exchange(servant('saber', counter(2), { supports: [{ type: 'general', mode: 'defence' }] }), servant('lancer', assault(5)))
    expect(result.damage.a.amount).toBe(4)
    expect(result.rules).toEqual(['D.1', 'D.14', 'D.44'])
  })

  it('D.44 skill defence support takes 2 off, never below 0: smash 6 − 4 (same card 2) = 2, − 2 = 0', () => {
    const result = exchange(servant('saber', smash(6)), servant('lancer', smash(4), { supports: [{ type: 'skill', mode: 'defence' }] }))
    expect(result.winner).toBe('a')
    expect(result.damage.b).toEqual({ amount: 0, pool: 'hp', type: 'general' })
  })

  it('D.45 several attack supporters: best single 3 + 1 per extra (2) = 5, so smash 4 deals 9', () => {
    const supports = [
      { type: 'general', mode: 'attack' },
      { type: 'skill', mode: 'attack' },
      { type: 'general', mode: 'attack' },
      { type: 'general', mode: 'defence' }
    ]
    const result = exchange(servant('saber', smash(4), { supports }), servant('lancer', wait))
    expect(result.damage.b.amount).toBe(4 + 3 + 2)
    expect(result.rules).toEqual(['D.16', 'D.43', 'D.45'])
  })

  it('D.45 the additions are capped at +5: eight general attackers give 2 + 5 = 7, smash 1 deals 8', () => {
    const supports = Array.from({ length: 8 }, () => ({ type: 'general', mode: 'attack' }))
    const result = exchange(servant('saber', smash(1), { supports }), servant('lancer', assault(1)))
    expect(result.damage.b.amount).toBe(1 + 2 + 5)
  })

  it('D.45 several defence supporters: best 2 + 1 extra = 3 off, assault 5 deals 2', () => {
    const supports = [
      { type: 'skill', mode: 'defence' },
      { type: 'general', mode: 'defence', magic: true }
    ]
    const result = exchange(servant('saber', counter(1), { supports }), servant('lancer', assault(5)))
    expect(result.damage.a.amount).toBe(5 - 3)
    expect(result.rules).toEqual(['D.1', 'D.14', 'D.44', 'D.45'])
  })
})

describe('masters and conviction', () => {
  it('D.21 a master’s card against a servant is reduced by ⚙ masterVsServantReduction: smash 5 − 2 = 3', () => {
    const result = exchange(master('rin', smash(5)), servant('archer', assault(2)), { masterVsServantReduction: 2 })
    expect(result.damage.b.amount).toBe(3)
    expect(result.rules).toEqual(['D.1', 'D.14', 'D.21'])
  })

  it('D.21 conviction adds 1 and ignores the reduction: smash 5 + 1 = 6 despite a reduction of 2', () => {
    const result = exchange(master('rin', smash(5), { conviction: true }), servant('archer', assault(2)), { masterVsServantReduction: 2 })
    expect(result.damage.b.amount).toBe(6)
    expect(result.rules).toEqual(['D.1', 'D.14', 'D.21'])
  })

  it('D.21 the reduction does not apply master against master: smash 5 deals 5', () => {
    const result = exchange(master('rin', smash(5)), master('kirei', assault(2)), { masterVsServantReduction: 2 })
    expect(result.damage.b.amount).toBe(5)
    expect(result.rules).toEqual(['D.1', 'D.14'])
  })
})

describe('D.47 order', () => {
  it('D.47 card 4 + attack 3 + conviction 1 − defence 2 − skill guard 1 − NP guard 2 = 3', () => {
    const result = exchange(
      master('rin', smash(4), { conviction: true, supports: [{ type: 'skill', mode: 'attack' }] }),
      master('kirei', assault(9), { supports: [{ type: 'skill', mode: 'defence' }], guard: { skill: 1, np: 2 } })
    )
    expect(result.damage.b).toEqual({ amount: 4 + 3 + 1 - 2 - 1 - 2, pool: 'hp', type: 'general' })
    expect(result.rules).toEqual(['D.1', 'D.14', 'D.43', 'D.21', 'D.44', 'D.47'])
  })

  it('D.47 a card reduced to 0 still wins: smash 2 − skill guard 5 → 0, winner a, type kept', () => {
    const result = exchange(servant('saber', smash(2)), servant('lancer', assault(3), { guard: { skill: 5 } }))
    expect(result).toEqual({ winner: 'a', damage: { a: nothing, b: { amount: 0, pool: 'hp', type: 'general' } }, rules: ['D.1', 'D.14', 'D.47'] })
  })

  it('D.47 comparisons use grades alone: smash 5 vs smash 4 with +3 support on the loser’s side still goes to a', () => {
    const result = exchange(servant('saber', smash(5)), servant('lancer', smash(4), { supports: [{ type: 'skill', mode: 'attack' }] }))
    expect(result.winner).toBe('a')
    expect(result.damage.b.amount).toBe(1)
  })

  it('D.47 the NP guard applies to magic damage too: magic 4 − np guard 1 = 3 to mp', () => {
    const result = exchange(servant('caster', magic(4)), servant('saber', smash(4), { guard: { np: 1 } }))
    expect(result.damage.b).toEqual({ amount: 3, pool: 'mp', type: 'magic' })
  })
})
