import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { resolveExchange } from '@machines/duel/rules/exchange'
import { parseExchangeInput } from '@machines/duel/rules/input'
import { english } from '@machines/reasons/format'
import type { ExchangeInput } from '@machines/duel/rules/input'

const grade = fc.integer({ min: 0, max: 12 })
const basic = fc.constantFrom('smash', 'counter', 'assault')
const card = fc.oneof(
  fc.record({ kind: basic, grade }),
  fc.record({ kind: fc.constant('skill'), grade, weakTo: basic }),
  fc.record({ kind: fc.constant('magic'), grade, steps: fc.constantFrom(1, 2) }),
  fc.record({ kind: fc.constant('np'), grade, area: fc.boolean() }),
  fc.record({ kind: fc.constant('critical'), grade }),
  fc.constant({ kind: 'wait' })
)
const support = fc.record({ type: fc.constantFrom('general', 'skill'), mode: fc.constantFrom('attack', 'defence'), magic: fc.boolean() })
const rawSide = fc.record({
  kind: fc.constantFrom('servant', 'master'),
  row: fc.constantFrom('front', 'back'),
  card,
  supports: fc.array(support, { maxLength: 8 }),
  guard: fc.record({ skill: fc.integer({ min: 0, max: 4 }), np: fc.integer({ min: 0, max: 4 }) }),
  conviction: fc.boolean()
})

type RawSide = typeof rawSide extends fc.Arbitrary<infer T> ? T : never

/** Turns any generated side into a legal one (D.21, D.40, D.41, D.45) so every case resolves. */
function legal(id: string, side: RawSide): Record<string, unknown> {
  const { kind, row } = side
  let cardPlayed: Record<string, unknown> = side.card
  if (row === 'back') {
    const forbidden = side.card.kind === 'critical' || (kind === 'servant' && side.card.kind === 'np')
    cardPlayed = forbidden ? { kind: 'wait' } : side.card.kind === 'wait' ? side.card : { ...side.card, ranged: true }
  }
  let magicSeen = false
  const supports = row === 'back' ? [] : side.supports.map((s) => {
    const magic = s.magic && !magicSeen
    magicSeen ||= magic
    return { type: s.type, mode: s.mode, ...(magic ? { magic: true } : {}) }
  })
  return { id, kind, row, card: cardPlayed, supports, guard: side.guard, ...(kind === 'master' && side.conviction ? { conviction: true } : {}) }
}

const settings = fc.record({
  cardCycle: fc.constantFrom({ smash: 'assault', assault: 'counter', counter: 'smash' }, { smash: 'counter', counter: 'assault', assault: 'smash' }),
  masterVsServantReduction: fc.integer({ min: 0, max: 3 }),
  specialVsSpecial: fc.constantFrom('difference', 'full')
})

const input = fc.tuple(rawSide, rawSide, settings).map(([a, b, s]): ExchangeInput => {
  const parsed = parseExchangeInput({ a: legal('a-side', a), b: legal('b-side', b), settings: s })
  if (!parsed.ok) throw new Error(english(parsed.why))
  return parsed.value
})

describe('resolveExchange properties', () => {
  it('D.47 swapping sides a and b swaps the winner and the damage, and keeps the rules', () => {
    fc.assert(
      fc.property(input, (value) => {
        const straight = resolveExchange(value)
        const swapped = resolveExchange({ ...value, a: value.b, b: value.a })
        const flip = { a: 'b', b: 'a' } as const
        expect(swapped.winner).toBe(straight.winner === null ? null : flip[straight.winner])
        expect(swapped.damage).toEqual({ a: straight.damage.b, b: straight.damage.a })
        expect(swapped.rules).toEqual(straight.rules)
      }),
      { numRuns: 2000 }
    )
  })

  it('D.47 damage is never negative and only the loser takes any', () => {
    fc.assert(
      fc.property(input, (value) => {
        const { winner, damage } = resolveExchange(value)
        expect(damage.a.amount).toBeGreaterThanOrEqual(0)
        expect(damage.b.amount).toBeGreaterThanOrEqual(0)
        if (winner === null) expect([damage.a.type, damage.b.type]).toEqual([null, null])
        else expect(damage[winner]).toEqual({ amount: 0, pool: 'hp', type: null })
      }),
      { numRuns: 1000 }
    )
  })
})
