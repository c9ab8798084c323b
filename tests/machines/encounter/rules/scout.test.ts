import { defaultSettings } from '@machines/campaign/model/settings'
import { describe, expect, it } from 'vitest'
import { checkScoutTarget, counterattackDamage, counterattackDue, scoutAbility, scoutContinues, scoutOutcome, scoutTarget } from '@machines/encounter/rules/scout'
import { slot } from '../fixtures'
import { inEnglish } from '../in-english'

const board = [slot(1, 'hands'), slot(2, 'lantern', 'scout')]

describe('E.1 scout check', () => {
  it('E.1 a scout check uses mind against ⚙ scoutTarget (default 4)', () => {
    expect(scoutAbility).toBe('mind')
    expect(scoutTarget(defaultSettings)).toBe(4)
    expect(scoutTarget({ scoutTarget: 5 })).toBe(5)
  })

  it('E.1 a success reveals the paragraph’s planned threat, placed in the scout round', () => {
    expect(scoutOutcome(board[0]!, { success: true })).toEqual({ paragraph: 1, threat: 'hands', placedIn: 'scout', acted: false, states: [] })
  })

  it('E.1 a failure reveals nothing', () => {
    expect(scoutOutcome(board[0]!, { success: false }).placedIn).toBeNull()
  })

  it('E.1 a revealed paragraph cannot be scouted again', () => {
    expect(inEnglish(checkScoutTarget(board, 2))).toEqual({ ok: false, rule: 'E.1', error: 'paragraph 2 is already revealed' })
    expect(checkScoutTarget(board, 1).ok).toBe(true)
  })
})

describe('E.2 scouting goes on', () => {
  it('E.2 scouting continues while every check succeeded and the PCs want more', () => {
    expect(scoutContinues([{ success: true }, { success: true }], true)).toBe(true)
  })

  it('E.2 the first failure ends the scout round', () => {
    expect(scoutContinues([{ success: true }, { success: false }], true)).toBe(false)
  })

  it('E.2 the PCs may stop after a success', () => {
    expect(scoutContinues([{ success: true }], false)).toBe(false)
  })
})

describe('E.3 counterattack', () => {
  it('E.3 a fumble on a scout check calls for the counterattack', () => {
    expect(counterattackDue([{ fumble: false }, { fumble: true }])).toBe(true)
    expect(counterattackDue([{ fumble: false }])).toBe(false)
  })

  it('E.3 every PC takes 1D6 + body level', () => {
    expect(counterattackDamage(3, 4)).toEqual({ ok: true, value: 7 })
  })

  it('E.3 a die that is not a D6 face is refused', () => {
    expect(counterattackDamage(3, 0).ok).toBe(false)
  })
})
