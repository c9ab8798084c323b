import { describe, expect, it } from 'vitest'
import { diceCountOf, notationSchema, parseNotation, rollFromDice, rollNotation, type Notation } from '@machines/dice/notation'
import { mulberry32 } from '@machines/dice/random'
import { english, korean } from '@machines/reasons/format'
import { schemaReason } from '@machines/reasons/schema-issue'

const parsed = (text: string): Notation => {
  const result = parseNotation(text)
  if (!result.ok) throw new Error(english(result.why))
  return result.value
}

describe('parseNotation', () => {
  it('reads 1D6 as one six-sided die', () => {
    expect(parsed('1D6')).toEqual({ text: '1D6', count: { kind: 'fixed', value: 1 }, sides: 6, modifier: 0 })
  })

  it('reads 2d6 in lower case', () => {
    expect(parsed('2d6').count).toEqual({ kind: 'fixed', value: 2 })
  })

  it('reads 1D6+3 and 2D6-1 with their modifiers', () => {
    expect(parsed('1D6+3').modifier).toBe(3)
    expect(parsed('2D6-1').modifier).toBe(-1)
  })

  it('reads [stage]D6 as a named dice count (E.23)', () => {
    expect(parsed('[stage]D6').count).toEqual({ kind: 'variable', name: 'stage' })
  })

  it('reads a plain number as no dice and a fixed amount', () => {
    expect(parsed('3')).toMatchObject({ count: { kind: 'fixed', value: 0 }, modifier: 3 })
  })

  it('refuses text that is not notation, naming it', () => {
    const result = parseNotation('two dice')
    expect(result.ok).toBe(false)
    if (!result.ok) expect(english(result.why)).toBe('"two dice" is not dice notation (like 1D6, 2D6+3, [stage]D6)')
  })

  it('refuses a one-sided die', () => {
    expect(parseNotation('1D1').ok).toBe(false)
  })

  it('backs a schema that accepts 1D6+3 and rejects 1X6', () => {
    expect(notationSchema.safeParse('1D6+3').success).toBe(true)
    const bad = notationSchema.safeParse('1X6')
    expect(bad.success).toBe(false)
    if (!bad.success) expect(english(schemaReason(notationSchema, '1X6', bad.error, 'amount'))).toBe('amount: not dice notation (like 1D6, 2D6+3, [stage]D6, 3)')
  })
})

describe('rolling', () => {
  it('resolves [stage] from the given values', () => {
    expect(diceCountOf(parsed('[stage]D6'), { stage: 3 })).toEqual({ ok: true, value: 3 })
  })

  it('refuses [stage] without a value', () => {
    const result = diceCountOf(parsed('[stage]D6'))
    expect(result.ok || english(result.why)).toBe('"[stage]D6" needs a value for [stage]')
  })

  it('totals dice already rolled with the modifier', () => {
    expect(rollFromDice(parsed('2D6+3'), [4, 5])).toEqual({ ok: true, value: { notation: '2D6+3', dice: [4, 5], modifier: 3, total: 12 } })
  })

  it('refuses the wrong number of dice', () => {
    const result = rollFromDice(parsed('2D6'), [4])
    expect(result.ok || english(result.why)).toBe('"2D6" needs 2 dice, got 1')
  })

  it('refuses a face the die does not have', () => {
    const result = rollFromDice(parsed('1D6'), [7])
    expect(result.ok || english(result.why)).toBe('7 is not a face of a D6')
  })

  it('E.71 says a wrong dice count in Korean', () => {
    const result = rollFromDice(parsed('2D6'), [4])
    expect(result.ok || korean(result.why)).toBe('"2D6"에는 주사위 2개가 필요한데 1개를 받았습니다')
  })

  it('rolls with the injected rng and the same seed gives the same roll', () => {
    const first = rollNotation(parsed('[stage]D6+1'), mulberry32(7), { stage: 4 })
    const again = rollNotation(parsed('[stage]D6+1'), mulberry32(7), { stage: 4 })
    expect(first).toEqual(again)
    expect(first.dice).toHaveLength(4)
    expect(first.total).toBe(first.dice.reduce((a, b) => a + b, 1))
  })

  it('maps rng values onto faces: 0 is 1 and just under 1 is 6', () => {
    const values = [0, 0.999999, 0.5]
    const roll = rollNotation(parsed('3D6'), () => values.shift()!)
    expect(roll.dice).toEqual([1, 6, 4])
    expect(roll.total).toBe(11)
  })
})
