import { describe, expect, it } from 'vitest'
import { defaultSettings, withSettings } from '@machines/campaign/model/settings'
import type { Ability, AbilityName } from '@machines/campaign/model/encounter-records'
import { attackTargets, checkAttackTarget, isTargetable, pickTargets, threatTargets } from '@machines/encounter/rules/targets'
import { combatant, slot } from '../fixtures'
import { inEnglish } from '../in-english'

const board = [slot(1, 'hands', 'scout'), slot(2, 'lantern', 1, true), slot(3, 'oar'), slot(4, 'toll', 1), slot(5, 'maw')]

const abilities = (valor: Ability): Record<AbilityName, Ability> => {
  const c: Ability = { rank: 'C', modifier: 0 }
  return { valor, skill: c, mind: c, spirit: c, love: c, daily: c }
}

describe('E.20 attack targets', () => {
  it('E.20 the body and un-acted revealed threats can be attacked', () => {
    expect(attackTargets(board)).toEqual([
      { kind: 'body' },
      { kind: 'threat', threat: 'hands' },
      { kind: 'threat', threat: 'toll' }
    ])
  })

  it('E.20 an unrevealed threat cannot be attacked', () => {
    expect(inEnglish(checkAttackTarget({ kind: 'threat', threat: 'oar' }, board))).toEqual({ ok: false, rule: 'E.20', error: 'threat "oar" is not revealed' })
  })

  it('E.20 an acted threat cannot be attacked', () => {
    expect(inEnglish(checkAttackTarget({ kind: 'threat', threat: 'lantern' }, board))).toEqual({ ok: false, rule: 'E.20', error: 'threat "lantern" has already acted' })
  })

  it('E.20 a gift may allow unrevealed and acted threats', () => {
    expect(attackTargets(board, { unrevealed: true, acted: true })).toHaveLength(6)
  })
})

describe('E.31 threat targets', () => {
  const pcs = [combatant('ana', { position: 2, hp: 9 }), combatant('bo', { position: 2, hp: 0 }), combatant('cy', { position: 'margin', hp: 4 })]

  it('E.31 a threat targets a PC in its own paragraph', () => {
    expect(threatTargets(2, pcs, defaultSettings)).toEqual({ candidates: ['ana'], useTargetTable: false })
  })

  it('E.31 with no PC in its paragraph the target table decides', () => {
    expect(threatTargets(4, pcs, defaultSettings)).toEqual({ candidates: [], useTargetTable: true })
  })

  it('E.31 the target table’s lowest-hp face picks the live PC with the least hp', () => {
    expect(pickTargets('lowest-hp', pcs, defaultSettings)).toEqual({ ok: true, value: { pcs: ['cy'], all: false } })
  })

  it('E.31 the highest-paragraph face picks among PCs in paragraphs 1–5: the margin is no paragraph', () => {
    expect(pickTargets('highest-paragraph', pcs, defaultSettings)).toEqual({ ok: true, value: { pcs: ['ana'], all: false } })
    const spread = [combatant('ana', { position: 1 }), combatant('bo', { position: 4 }), combatant('cy', { position: 4 }), combatant('dee', { position: 'margin' })]
    expect(pickTargets('highest-paragraph', spread, defaultSettings)).toEqual({ ok: true, value: { pcs: ['bo', 'cy'], all: false } })
    expect(pickTargets('lowest-paragraph', spread, defaultSettings)).toEqual({ ok: true, value: { pcs: ['ana'], all: false } })
  })

  it('E.31 with every live PC in the margin, a paragraph face makes all of them targets', () => {
    const margin = [combatant('ana', { position: 'margin' }), combatant('bo', { position: 'margin', hp: 0 }), combatant('cy', { position: 'margin' })]
    expect(pickTargets('highest-paragraph', margin, defaultSettings)).toEqual({ ok: true, value: { pcs: ['ana', 'cy'], all: true } })
    expect(pickTargets('lowest-paragraph', margin, defaultSettings)).toEqual({ ok: true, value: { pcs: ['ana', 'cy'], all: true } })
  })

  it('E.31 ties are all returned for the GM to choose', () => {
    const tied = [combatant('ana', { position: 1, hp: 5 }), combatant('bo', { position: 3, hp: 5 })]
    expect(pickTargets('lowest-hp', tied, defaultSettings)).toEqual({ ok: true, value: { pcs: ['ana', 'bo'], all: false } })
  })

  it('E.31 a rank face picks by rank, then by modifier', () => {
    const ranked = [
      { ...combatant('ana', { position: 1 }), abilities: abilities({ rank: 'A', modifier: 0 }) },
      { ...combatant('bo', { position: 1 }), abilities: abilities({ rank: 'C', modifier: 1 }) },
      { ...combatant('cy', { position: 1 }), abilities: abilities({ rank: 'C', modifier: -1 }) }
    ]
    expect(pickTargets('lowest-rank', ranked, defaultSettings, 'valor')).toEqual({ ok: true, value: { pcs: ['cy'], all: false } })
    expect(pickTargets('highest-rank', ranked, defaultSettings, 'valor')).toEqual({ ok: true, value: { pcs: ['ana'], all: false } })
  })

  it('E.31 a rank face without abilities is refused', () => {
    expect(pickTargets('lowest-rank', pcs, defaultSettings, 'valor').ok).toBe(false)
  })
})

describe('E.72 incapacitated PCs as targets', () => {
  it('E.72 an incapacitated PC cannot be targeted by default', () => {
    expect(isTargetable({ hp: 0 }, defaultSettings)).toBe(false)
    expect(threatTargets(2, [combatant('bo', { position: 2, hp: 0 })], defaultSettings).useTargetTable).toBe(true)
  })

  it('E.72 with ⚙ incapacitatedUntargetable off it can be targeted', () => {
    const settings = withSettings({ incapacitatedUntargetable: false })
    expect(threatTargets(2, [combatant('bo', { position: 2, hp: 0 })], settings)).toEqual({ candidates: ['bo'], useTargetTable: false })
  })
})
