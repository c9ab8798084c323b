import { randomInt } from 'node:crypto'

// Node's randomInt takes a range (max - min) below 2^48, so the largest legal call is randomInt(0, 2^48 - 1).
const span = 2 ** 48 - 1

/** A uniform number in [0, 1) from the OS's cryptographic source: the dice the host ships with. */
export function cryptoRandom(): number {
  return randomInt(0, span) / 2 ** 48
}
