import { describe, expect, it } from 'vitest'
import { mulberry32, rollDice, rollDie } from '@machines/dice/random'

describe('mulberry32', () => {
  it('repeats its sequence for the same seed', () => {
    const a = mulberry32(42)
    const b = mulberry32(42)
    expect([a(), a(), a()]).toEqual([b(), b(), b()])
  })

  it('gives a different sequence for another seed', () => {
    expect(mulberry32(1)()).not.toBe(mulberry32(2)())
  })

  it('stays in [0, 1)', () => {
    const rng = mulberry32(9)
    const values = Array.from({ length: 10_000 }, rng)
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...values)).toBeLessThan(1)
  })

  it('rolls every face of a D6 about equally often', () => {
    const rng = mulberry32(2024)
    const counts = [0, 0, 0, 0, 0, 0]
    for (let i = 0; i < 60_000; i++) counts[rollDie(rng) - 1]! += 1
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500)
  })

  it('rolls the asked number of dice of the asked sides', () => {
    const dice = rollDice(mulberry32(3), 5, 10)
    expect(dice).toHaveLength(5)
    expect(dice.every((d) => d >= 1 && d <= 10)).toBe(true)
  })
})
