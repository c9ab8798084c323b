import { describe, expect, it } from 'vitest'
import {
  afterRound,
  battleEnd,
  boundLosses,
  checkMove,
  checkSpell,
  firstRound,
  nextStep,
  placeThreat,
  pursuitAbilities,
  pursuitBonusApplies,
  refresh,
  roundUsesPlots,
  type BattleStatus
} from '@machines/encounter/rules/flow'
import { combatant, slot } from '../fixtures'
import { inEnglish } from '../in-english'

describe('E.4 ambush', () => {
  it('E.4 a battle starts with the scout round', () => {
    expect(firstRound(false)).toBe('scout')
  })

  it('E.4 an ambush skips the scout round', () => {
    expect(firstRound(true)).toBe(1)
  })
})

describe('E.10 round start', () => {
  it('E.10 refresh makes every PC and threat un-acted', () => {
    const { pcs, slots } = refresh([combatant('ana', { acted: true })], [slot(1, 'hands', 1, true)])
    expect(pcs.map((p) => p.acted)).toEqual([false])
    expect(slots.map((s) => s.acted)).toEqual([false])
  })

  it('E.11 only melee round 1 starts with plots', () => {
    expect([1, 2, 3].map((round) => roundUsesPlots(round as 1 | 2 | 3))).toEqual([true, false, false])
  })
})

describe('E.12 and E.30 steps of a melee round', () => {
  const slots = [slot(1, 'hands', 'scout'), slot(2, 'lantern'), slot(3, 'oar'), slot(4, 'toll'), slot(5, 'maw')]

  it('E.12 un-acted PCs in paragraph 1 act first', () => {
    const pcs = [combatant('ana', { position: 2 }), combatant('bo', { position: 1 }), combatant('cy', { position: 1 })]
    expect(nextStep(pcs, slots)).toEqual({ kind: 'pcs', position: 1, pcs: ['bo', 'cy'] })
  })

  it('E.30 with no un-acted PC left in a paragraph the monster side acts there', () => {
    const pcs = [combatant('ana', { position: 2 }), combatant('bo', { position: 1, acted: true })]
    expect(nextStep(pcs, slots)).toEqual({ kind: 'monster', paragraph: 1, threats: ['hands'], place: [] })
  })

  it('E.30 a threat not yet placed is placed when its paragraph’s monster side acts', () => {
    const pcs = [combatant('ana', { position: 2, acted: true })]
    const done = [{ ...slots[0]!, acted: true }, ...slots.slice(1)]
    expect(nextStep(pcs, done)).toEqual({ kind: 'monster', paragraph: 2, threats: ['lantern'], place: ['lantern'] })
    expect(placeThreat(slots[1]!, 2)).toEqual({ paragraph: 2, threat: 'lantern', placedIn: 2, acted: false, states: [] })
  })

  it('E.30 placing keeps the round a threat was first placed in', () => {
    expect(placeThreat(slots[0]!, 2).placedIn).toBe('scout')
  })

  it('E.12 the margin acts after paragraph 5 and the round then ends', () => {
    const actedSlots = slots.map((s) => ({ ...s, acted: true }))
    expect(nextStep([combatant('ana', { position: 'margin' })], actedSlots)).toEqual({ kind: 'pcs', position: 'margin', pcs: ['ana'] })
    expect(nextStep([combatant('ana', { position: 'margin', acted: true })], actedSlots)).toEqual({ kind: 'round-end' })
  })

  it('E.72 an incapacitated PC takes no action', () => {
    const pcs = [combatant('ana', { position: 1, hp: 0 })]
    expect(nextStep(pcs, slots)).toEqual({ kind: 'monster', paragraph: 1, threats: ['hands'], place: [] })
  })
})

describe('E.24 and E.25 move and spell', () => {
  it('E.24 a PC moves to any paragraph or the margin', () => {
    expect(checkMove(combatant('ana', { position: 1 }), 'margin')).toEqual({ ok: true, value: 'margin' })
  })

  it('E.24 a move to where the PC already stands is refused', () => {
    expect(checkMove(combatant('ana', { position: 4 }), 4).ok).toBe(false)
  })

  it('E.60 a bound PC cannot move', () => {
    expect(inEnglish(checkMove(combatant('ana', { position: 1, states: ['bound'] }), 3))).toEqual({ ok: false, rule: 'E.60', error: 'a bound PC cannot move' })
  })

  it('E.25 the spell action uses a gift of type spell', () => {
    expect(checkSpell({ kind: 'spell' }).ok).toBe(true)
    expect(inEnglish(checkSpell({ kind: 'support' }))).toEqual({ ok: false, rule: 'E.25', error: 'a support gift is not a spell' })
  })
})

describe('E.40 round end', () => {
  it('E.40 each bound one loses its 1D6 at round end', () => {
    const entities = [{ id: 'ana', states: ['bound' as const] }, { id: 'bo', states: [] }, { id: 'body', states: ['bound' as const] }]
    expect(boundLosses(entities, { ana: 3, body: 5 })).toEqual({ ok: true, value: [{ id: 'ana', loss: 3 }, { id: 'body', loss: 5 }] })
  })

  it('E.40 a bound one without its die is refused', () => {
    expect(boundLosses([{ id: 'ana', states: ['bound'] }], {}).ok).toBe(false)
  })

  it('E.40 round 1 is followed by round 2, round 2 by the pursuit check', () => {
    expect(afterRound(1, 30)).toBe('melee')
    expect(afterRound(2, 30)).toBe('pursuit-check')
  })
})

describe('E.50 pursuit', () => {
  it('E.50 no pursuit check when the body is at 0 after round 2', () => {
    expect(afterRound(2, 0)).toBe('end')
  })

  it('E.50 the pursuit check uses mind or skill', () => {
    expect(pursuitAbilities).toEqual(['mind', 'skill'])
  })

  it('E.50 the pursuit round is round 3, where damage gains 1D6', () => {
    expect(pursuitBonusApplies(3)).toBe(true)
    expect(pursuitBonusApplies(2)).toBe(false)
    expect(afterRound(3, 10)).toBe('end')
  })
})

describe('E.51 the end of the battle', () => {
  const running: BattleStatus = { round: 2, roundOver: false, pursuit: 'undecided', bodyHp: 10, pcHp: [5, 5] }

  it('E.51 the battle goes on mid-round', () => {
    expect(battleEnd(running)).toEqual({ over: false })
  })

  it('E.51 the body at 0 ends the battle and the PCs win', () => {
    expect(battleEnd({ ...running, bodyHp: 0 })).toEqual({ over: true, reason: 'body-destroyed', pcsWin: true })
  })

  it('E.51 every PC incapacitated ends the battle and the PCs lose', () => {
    expect(battleEnd({ ...running, pcHp: [0, 0] })).toEqual({ over: true, reason: 'all-incapacitated', pcsWin: false })
  })

  it('E.51 round 2 ending without pursuit ends the battle, lost', () => {
    expect(battleEnd({ ...running, roundOver: true, pursuit: 'refused' })).toEqual({ over: true, reason: 'no-pursuit', pcsWin: false })
  })

  it('E.51 round 2 ending with the pursuit check still to make does not end it', () => {
    expect(battleEnd({ ...running, roundOver: true })).toEqual({ over: false })
  })

  it('E.51 the pursuit round ending ends the battle, lost if the body stands', () => {
    expect(battleEnd({ ...running, round: 3, roundOver: true, pursuit: 'granted' })).toEqual({ over: true, reason: 'pursuit-ended', pcsWin: false })
  })
})
