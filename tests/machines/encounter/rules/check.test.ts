import { describe, expect, it } from 'vitest'
import { mulberry32, rollDice } from '@machines/dice/random'
import {
  defaultCheckTarget,
  diceCountByRank,
  ingaOfFace,
  readDice,
  resolveCheck,
  suggestActionDie,
  type CheckInput,
  type CheckResult
} from '@machines/encounter/rules/check'
import { english } from '@machines/reasons/format'
import { inEnglish } from '../in-english'

const resolved = (input: CheckInput): CheckResult => {
  const result = resolveCheck(input)
  if (!result.ok) throw new Error(english(result.why))
  return result.value
}

describe('E.70 dice by rank', () => {
  it('E.70 S rolls 4 dice, A 3, B 2, C 1 and D 2', () => {
    expect(diceCountByRank).toEqual({ S: 4, A: 3, B: 2, C: 1, D: 2 })
  })

  it('E.70 refuses a roll with the wrong number of dice for the rank', () => {
    expect(inEnglish(resolveCheck({ rank: 'A', modifier: 0, target: 4, dice: [3, 4] }))).toEqual({ ok: false, rule: 'E.70', error: 'rank A rolls 3 dice, got 2' })
  })

  it('E.70 refuses a die face outside 1–6', () => {
    expect(resolveCheck({ rank: 'C', modifier: 0, target: 4, dice: [0] }).ok).toBe(false)
  })

  it('E.70 a check whose rule names no target uses 4, the base game default', () => {
    expect(defaultCheckTarget).toBe(4)
  })
})

describe('E.70 achieved value and success', () => {
  it('E.70 achieved value is the action die plus the modifier', () => {
    const check = resolved({ rank: 'B', modifier: 2, target: 6, dice: [3, 4], action: 1 })
    expect(check.achieved).toBe(6)
    expect(check.success).toBe(true)
  })

  it('E.70 an achieved value below the target fails', () => {
    const check = resolved({ rank: 'B', modifier: 1, target: 6, dice: [3, 4], action: 1 })
    expect(check.achieved).toBe(5)
    expect(check.success).toBe(false)
  })

  it('E.70 a raw 6 on the action die is a special and a success even below the target', () => {
    const check = resolved({ rank: 'C', modifier: -3, target: 5, dice: [6] })
    expect(check).toMatchObject({ achieved: 3, special: true, success: true, fumble: false })
  })

  it('E.70 a raw 1 on the action die is a fumble and fails whatever the modifier', () => {
    const check = resolved({ rank: 'C', modifier: 5, target: 4, dice: [1] })
    expect(check).toMatchObject({ achieved: 6, fumble: true, success: false, special: false })
  })

  it('E.70 a gift that lowers the special threshold makes a raw 5 a special', () => {
    expect(resolved({ rank: 'C', modifier: 0, target: 6, dice: [5], specialFrom: 5 }).special).toBe(true)
  })

  it('E.70 the player may pick a lower die as action die and the result follows that die', () => {
    const check = resolved({ rank: 'A', modifier: 0, target: 4, dice: [6, 2, 5], action: 1 })
    expect(check).toMatchObject({ actionFace: 2, achieved: 2, success: false, special: false })
  })

  it('E.70 rank D must use the lower die', () => {
    const check = resolved({ rank: 'D', modifier: 1, target: 4, dice: [5, 2] })
    expect(check).toMatchObject({ action: 1, actionFace: 2, achieved: 3, success: false })
  })

  it('E.70 rank D refuses the higher die as action die', () => {
    expect(inEnglish(resolveCheck({ rank: 'D', modifier: 0, target: 4, dice: [5, 2], action: 0 }))).toEqual({ ok: false, rule: 'E.70', error: 'rank D must use the lower die' })
  })
})

describe('E.70 mood die and inga', () => {
  it('E.70 faces 1–5 bank black, red, blue, green, white and a 6 any colour', () => {
    expect([1, 2, 3, 4, 5, 6].map(ingaOfFace)).toEqual(['black', 'red', 'blue', 'green', 'white', 'any'])
  })

  it('E.70 the mood die banks the inga of its face', () => {
    expect(resolved({ rank: 'B', modifier: 0, target: 4, dice: [5, 3], action: 0, mood: 1 }).inga).toBe('blue')
  })

  it('E.70 a mood die showing 6 banks the colour the player chose', () => {
    expect(resolved({ rank: 'B', modifier: 0, target: 4, dice: [5, 6], action: 0, mood: 1, moodDomain: 'green' }).inga).toBe('green')
  })

  it('E.70 a mood die showing 6 without a choice stays any', () => {
    expect(resolved({ rank: 'B', modifier: 0, target: 4, dice: [5, 6], action: 0, mood: 1 }).inga).toBe('any')
  })

  it('E.70 the mood die cannot be the action die', () => {
    expect(resolveCheck({ rank: 'B', modifier: 0, target: 4, dice: [5, 3], action: 0, mood: 0 }).ok).toBe(false)
  })

  it('E.70 rank C has no second die to bank', () => {
    expect(resolveCheck({ rank: 'C', modifier: 0, target: 4, dice: [5], mood: 0 }).ok).toBe(false)
  })

  it('E.70 rank D discards its higher die, as the dice bot does, so it banks no inga', () => {
    const result = resolveCheck({ rank: 'D', modifier: 0, target: 4, dice: [5, 2], mood: 0 })
    expect(inEnglish(result)).toEqual({ ok: false, rule: 'E.70', error: 'rank D has no die to bank as inga' })
  })

  it('E.70 choosing a domain for a mood die that does not show 6 is refused', () => {
    expect(resolveCheck({ rank: 'B', modifier: 0, target: 4, dice: [5, 3], action: 0, mood: 1, moodDomain: 'red' }).ok).toBe(false)
  })

  it('E.70 no mood die banks nothing', () => {
    expect(resolved({ rank: 'S', modifier: 0, target: 4, dice: [5, 3, 2, 4], action: 0 }).inga).toBeNull()
  })
})

describe('E.71 the panel shows every die and replays recorded dice', () => {
  it('E.71 reads every die of the roll as a possible action die', () => {
    const readings = readDice({ rank: 'A', modifier: -1, target: 4, dice: [1, 5, 6] })
    expect(readings).toEqual({
      ok: true,
      value: [
        { index: 0, face: 1, achieved: 0, outcome: 'fumble', inga: 'black' },
        { index: 1, face: 5, achieved: 4, outcome: 'success', inga: 'white' },
        { index: 2, face: 6, achieved: 5, outcome: 'special', inga: 'any' }
      ]
    })
  })

  it('E.71 suggests the best die: a special before a plain success', () => {
    const readings = readDice({ rank: 'A', modifier: 0, target: 4, dice: [5, 6, 3] })
    expect(readings.ok && suggestActionDie(readings.value)).toBe(1)
  })

  it('E.71 without a chosen action die the suggested one is used', () => {
    expect(resolved({ rank: 'A', modifier: 0, target: 4, dice: [3, 5, 2] }).action).toBe(1)
  })

  it('E.71 the host rolls once; resolving the recorded dice again gives the same result', () => {
    const dice = rollDice(mulberry32(11), diceCountByRank.S)
    const input: CheckInput = { rank: 'S', modifier: 1, target: 5, dice, action: 0, mood: 1 }
    expect(resolveCheck({ ...input, dice: [...dice] })).toEqual(resolveCheck(input))
  })
})
