/** A source of uniform numbers in [0, 1), injected wherever dice are rolled. */
export type Rng = () => number

/** A seedable PRNG (mulberry32): the same seed always yields the same sequence. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One die of the given number of sides, 1..sides. */
export function rollDie(rng: Rng, sides = 6): number {
  return 1 + Math.min(sides - 1, Math.floor(rng() * sides))
}

/** Several dice, in the order rolled. */
export function rollDice(rng: Rng, count: number, sides = 6): number[] {
  return Array.from({ length: count }, () => rollDie(rng, sides))
}
