import { describe, expect, it } from 'vitest'
import { defaultSettings, withSettings } from '@machines/campaign/model/settings'
import { handOf } from '@machines/duel/rules/hand'
import { duelEnd, duelWinner } from '@machines/duel/rules/outcome'

const full = handOf([{ key: 'smash', kind: 'smash', grade: 4, count: 2 }])
const empty = handOf([{ key: 'smash', kind: 'smash', grade: 4, count: 0 }])
const running = { participants: [{ id: 'saber', hand: full }, { id: 'lancer', hand: full }], exchanges: 3 }

describe('D.70 end of a duel', () => {
  it('D.70 a duel with cards left and no one out goes on', () => {
    expect(duelEnd(running, defaultSettings)).toEqual({ ended: false })
  })

  it('D.70 it ends when a side is destroyed', () => {
    const state = { ...running, participants: [{ id: 'saber', hand: full }, { id: 'lancer', hand: full, destroyed: true }] }
    expect(duelEnd(state, defaultSettings)).toEqual({ ended: true, reason: 'destroyed', actors: ['lancer'], rule: 'D.70' })
  })

  it('D.70 it ends when a side is dead', () => {
    const state = { ...running, participants: [{ id: 'rin', hand: full, dead: true }, { id: 'kirei', hand: full }] }
    expect(duelEnd(state, defaultSettings)).toMatchObject({ ended: true, reason: 'dead', actors: ['rin'] })
  })

  it('D.70 it ends when a side withdraws', () => {
    const state = { ...running, participants: [{ id: 'saber', hand: full, withdrew: true }, { id: 'lancer', hand: full }] }
    expect(duelEnd(state, defaultSettings)).toMatchObject({ ended: true, reason: 'withdrawal', actors: ['saber'] })
  })

  it('D.70 it ends when no one has a card left, not when only one side is out of cards', () => {
    expect(duelEnd({ ...running, participants: [{ id: 'saber', hand: empty }, { id: 'lancer', hand: empty }] }, defaultSettings)).toMatchObject({
      ended: true,
      reason: 'no-cards'
    })
    expect(duelEnd({ ...running, participants: [{ id: 'saber', hand: empty }, { id: 'lancer', hand: full }] }, defaultSettings)).toEqual({ ended: false })
  })

  it('D.70 with ⚙ maxExchanges 3 it ends after the third exchange; none by default', () => {
    expect(duelEnd(running, withSettings({ maxExchanges: 3 }))).toEqual({ ended: true, reason: 'max-exchanges', actors: [], rule: 'D.70' })
    expect(duelEnd({ ...running, exchanges: 2 }, withSettings({ maxExchanges: 3 }))).toEqual({ ended: false })
  })

  it('D.70 the GM may end it', () => {
    expect(duelEnd({ ...running, gmEnded: true }, defaultSettings)).toMatchObject({ ended: true, reason: 'gm' })
  })
})

describe('D.71 the winner', () => {
  it('D.71 the side that dealt more relative damage wins: saber took 10/40 = 0.25, lancer 6/12 = 0.5 → saber', () => {
    const verdict = duelWinner(
      [{ id: 'saber', hpBefore: 40 }, { id: 'lancer', hpBefore: 12 }],
      [
        { from: 'lancer', to: 'saber', amount: 10, type: 'general' },
        { from: 'saber', to: 'lancer', amount: 4, type: 'general' },
        { from: 'saber', to: 'lancer', amount: 2, type: 'np' }
      ]
    )
    expect(verdict.winner).toBe('saber')
    expect(verdict.rule).toBe('D.71')
    expect(verdict.scores).toEqual({ saber: 0.5, lancer: 0.25 })
  })

  it('D.71 damage is tallied by type (general, skill, magic, np, special); the winner is decided on hp lost', () => {
    const verdict = duelWinner(
      [{ id: 'caster', hpBefore: 20 }, { id: 'rin', hpBefore: 15 }],
      [
        { from: 'caster', to: 'rin', amount: 3, type: 'magic' },
        { from: 'caster', to: 'rin', amount: 2, type: 'magic' },
        { from: 'rin', to: 'caster', amount: 4, type: 'general' },
        { from: 'rin', to: 'caster', amount: 1, type: 'special' },
        { from: 'caster', to: 'rin', amount: 2, type: 'skill' }
      ]
    )
    expect(verdict.dealt.caster).toEqual({ general: 0, skill: 2, magic: 5, np: 0, special: 0 })
    expect(verdict.taken.caster).toEqual({ general: 4, skill: 0, magic: 0, np: 0, special: 1 })
    // Only hp lost counts (magic hits mp, V.2): caster dealt 2/15 hp, rin 5/20 — rin wins
    expect(verdict.winner).toBe('rin')
  })

  it('D.71 ⚙ winnerCountsMp adds mp lost ÷ mp before: caster 2/15 + 5/10 beats rin 5/20', () => {
    const sides = [{ id: 'caster', hpBefore: 20, mpBefore: 30 }, { id: 'rin', hpBefore: 15, mpBefore: 10 }]
    const damage = [
      { from: 'caster', to: 'rin', amount: 5, type: 'magic' as const },
      { from: 'rin', to: 'caster', amount: 5, type: 'general' as const },
      { from: 'caster', to: 'rin', amount: 2, type: 'skill' as const }
    ]
    expect(duelWinner(sides, damage).winner).toBe('rin')
    const counted = duelWinner(sides, damage, { winnerCountsMp: true })
    expect(counted.winner).toBe('caster')
    expect(counted.scores.caster).toBeCloseTo(2 / 15 + 5 / 10, 10)
  })

  it('D.71 equal ratios are a tie, compared exactly: 5/15 vs 10/30 gives no winner', () => {
    const verdict = duelWinner(
      [{ id: 'saber', hpBefore: 30 }, { id: 'lancer', hpBefore: 15 }],
      [
        { from: 'saber', to: 'lancer', amount: 5, type: 'general' },
        { from: 'lancer', to: 'saber', amount: 10, type: 'general' }
      ]
    )
    expect(verdict.winner).toBeNull()
  })

  it('D.71 in a melee each victim counts by its own hp: 1/3 + 1/3 from archer ties 2/3 from lancer exactly', () => {
    const verdict = duelWinner(
      [{ id: 'saber', hpBefore: 3 }, { id: 'lancer', hpBefore: 3 }, { id: 'archer', hpBefore: 3 }],
      [
        { from: 'archer', to: 'saber', amount: 1, type: 'general' },
        { from: 'archer', to: 'lancer', amount: 1, type: 'general' },
        { from: 'lancer', to: 'archer', amount: 2, type: 'general' }
      ]
    )
    expect(verdict.winner).toBeNull()
  })

  it('D.70 D.71 when the other side died or fled, the one left standing wins whatever the damage', () => {
    const verdict = duelWinner(
      [{ id: 'saber', hpBefore: 40 }, { id: 'lancer', hpBefore: 12, out: true }],
      [{ from: 'lancer', to: 'saber', amount: 30, type: 'np' }]
    )
    expect(verdict).toMatchObject({ winner: 'saber', rule: 'D.70' })
  })
})
