import { describe, expect, it } from 'vitest'
import { obstruct, type ObstructionAttempt } from '@machines/encounter/rules/obstruct'
import { slot } from '../fixtures'
import { inEnglish } from '../in-english'

const wheel = { black: 2, red: 1, blue: 2, green: 1, white: 3 }
const attempt: ObstructionAttempt = { pc: { position: 2, hp: 10 }, wheel, threat: { kind: 'spell' }, slot: slot(2, 'lantern', 'scout'), round: 1 }

describe('E.32 obstruction', () => {
  it('E.32 a PC in the paragraph of a threat placed in the scout round may obstruct, paying one inga from each non-black domain of the party’s wheel (E.73)', () => {
    expect(obstruct(attempt)).toEqual({ ok: true, value: { black: 2, red: 0, blue: 1, green: 0, white: 2 } })
  })

  it('E.32 a threat placed in an earlier melee round can be obstructed', () => {
    expect(obstruct({ ...attempt, slot: slot(2, 'lantern', 1), round: 2 }).ok).toBe(true)
  })

  it('E.32 a threat placed this round cannot be obstructed', () => {
    expect(inEnglish(obstruct({ ...attempt, slot: slot(2, 'lantern', 2), round: 2 }))).toEqual({
      ok: false,
      rule: 'E.32',
      error: 'a threat placed this round cannot be obstructed'
    })
  })

  it('E.32 a PC in another paragraph cannot obstruct', () => {
    expect(inEnglish(obstruct({ ...attempt, pc: { ...attempt.pc, position: 3 } }))).toEqual({ ok: false, rule: 'E.32', error: 'the PC must stand in paragraph 2' })
  })

  it('E.32 a PC with an empty non-black domain cannot obstruct', () => {
    expect(inEnglish(obstruct({ ...attempt, wheel: { ...wheel, green: 0 } }))).toEqual({ ok: false, rule: 'E.32', error: 'no inga in green' })
  })

  it('E.32 black inga does not count towards the price', () => {
    expect(obstruct({ ...attempt, wheel: { black: 9, red: 0, blue: 0, green: 0, white: 0 } }).ok).toBe(false)
  })

  it('E.32 a threat attack cannot be obstructed', () => {
    expect(obstruct({ ...attempt, threat: { kind: 'attack' } }).ok).toBe(false)
  })

  it('E.72 an incapacitated PC cannot obstruct', () => {
    expect(obstruct({ ...attempt, pc: { ...attempt.pc, hp: 0 } })).toMatchObject({ ok: false, rule: 'E.72' })
  })
})
