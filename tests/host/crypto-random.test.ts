import { describe, expect, it } from 'vitest'
import { cryptoRandom } from '../../src/host/crypto-random'
import { rollDice } from '@machines/dice/random'

describe('the dice source the host ships with (production default, never injected)', () => {
  it('E.71 gives numbers in [0, 1) without throwing', () => {
    for (let i = 0; i < 2000; i++) {
      const r = cryptoRandom()
      expect(r).toBeGreaterThanOrEqual(0)
      expect(r).toBeLessThan(1)
    }
  })

  it('E.71 rolls every face of a d6 over many rolls', () => {
    const faces = rollDice(cryptoRandom, 600, 6)
    expect(new Set(faces)).toEqual(new Set([1, 2, 3, 4, 5, 6]))
  })
})
