import { describe, expect, it } from 'vitest'
import { parseExchangeInput } from '@machines/duel/rules/input'
import { english, korean } from '@machines/reasons/format'
import type { Reason } from '@machines/reasons/reason'
import { formatJsonPath } from '@machines/reasons/schema-issue'
import { master, servant } from './exchange-helpers'

const front = servant('lancer', { kind: 'wait' })
const reasonOf = (raw: unknown): Reason => {
  const result = parseExchangeInput(raw)
  if (result.ok) throw new Error('expected a refusal')
  return result.why
}
const errorOf = (raw: unknown): string => english(reasonOf(raw))

describe('parseExchangeInput', () => {
  it('accepts the contract example unchanged', () => {
    const raw = {
      a: { id: 'saber', kind: 'servant', row: 'front', card: { kind: 'smash', grade: 4 }, supports: [{ type: 'skill', mode: 'attack' }], guard: { skill: 0, np: 0 } },
      b: { id: 'lancer', kind: 'servant', row: 'front', card: { kind: 'wait' } },
      settings: {}
    }
    expect(parseExchangeInput(raw)).toEqual({ ok: true, value: raw })
  })

  it('D.47 magic steps are any whole number ≥ 1: 3 is accepted, 0 refused naming the allowed values', () => {
    const three = parseExchangeInput({ a: servant('caster', { kind: 'magic', grade: 3, steps: 3 }), b: front })
    expect(three.ok && three.value.a.card).toEqual({ kind: 'magic', grade: 3, steps: 3 })
    expect(errorOf({ a: servant('caster', { kind: 'magic', grade: 3, steps: 0 }), b: front })).toBe('a.card.steps: a whole number from 1 to 99 (got 0)')
  })

  it('D.47 gives magic two steps by default', () => {
    const result = parseExchangeInput({ a: servant('caster', { kind: 'magic', grade: 3 }), b: front })
    expect(result.ok && result.value.a.card).toEqual({ kind: 'magic', grade: 3, steps: 2 })
  })

  it('D.2 D.47 refuses a skill card without weakTo, naming the path and the allowed values', () => {
    expect(errorOf({ a: servant('saber', { kind: 'skill', grade: 3 }), b: front })).toBe(
      'a.card.weakTo: missing — one of "smash", "counter", "assault"'
    )
  })

  it('refuses an unknown key with its path, on one line', () => {
    const error = errorOf({ a: servant('saber', { kind: 'smash', grade: 3, power: 9 }), b: front })
    expect(error).toBe('a.card.power: unknown field')
  })

  it('refuses a setting of the wrong type by its path', () => {
    const error = errorOf({ a: front, b: servant('saber', { kind: 'wait' }), settings: { maxExchanges: 'ten' } })
    expect(error.startsWith('settings.maxExchanges: ')).toBe(true)
    expect(error).not.toContain('\n')
  })

  it('refuses a document that is not an object', () => {
    expect(errorOf([])).toBe('input: Invalid input: expected object, received array')
  })

  it('refuses a side duelling itself', () => {
    expect(errorOf({ a: front, b: front })).toBe('b.id: a side cannot duel itself')
  })

  it('D.40 refuses an NP from a back-row servant, even ranged', () => {
    const a = servant('archer', { kind: 'np', grade: 6, ranged: true }, { row: 'back' })
    expect(errorOf({ a, b: front })).toBe('a.card.kind: rule D.40: a back-row servant may not play np')
  })

  it('D.40 refuses a critical from a back-row servant', () => {
    const b = servant('archer', { kind: 'critical', grade: 2, ranged: true }, { row: 'back' })
    expect(errorOf({ a: servant('saber', { kind: 'wait' }), b })).toBe('b.card.kind: rule D.40: a back-row servant may not play critical')
  })

  it('D.40 refuses a critical from a back-row master', () => {
    const a = master('rin', { kind: 'critical', grade: 2, ranged: true }, { row: 'back' })
    expect(errorOf({ a, b: front })).toBe('a.card.kind: rule D.40: a back-row master may not play critical')
  })

  it('D.40 refuses an attack from the back row without a ranged card', () => {
    const a = master('rin', { kind: 'magic', grade: 3 }, { row: 'back' })
    expect(errorOf({ a, b: front })).toBe('a.card.ranged: rule D.40: a back-row master attacks only with a ranged card')
  })

  it('D.40 accepts a ranged attack and a wait from the back row', () => {
    const a = master('rin', { kind: 'magic', grade: 3, ranged: true }, { row: 'back' })
    const b = servant('archer', { kind: 'wait' }, { row: 'back' })
    expect(parseExchangeInput({ a, b }).ok).toBe(true)
  })

  it('D.41 refuses supports on a back-row side: only a front-row ally is supported', () => {
    const a = servant('archer', { kind: 'smash', grade: 3, ranged: true }, { row: 'back', supports: [{ type: 'general', mode: 'attack' }] })
    expect(errorOf({ a, b: front })).toBe('a.supports: rule D.41: only a front-row ally can be supported')
  })

  it('D.45 refuses a second support magic on one ally, pointing at it', () => {
    const supports = [
      { type: 'general', mode: 'attack', magic: true },
      { type: 'skill', mode: 'attack' },
      { type: 'skill', mode: 'defence', magic: true }
    ]
    expect(errorOf({ a: servant('saber', { kind: 'smash', grade: 3 }, { supports }), b: front })).toBe(
      'a.supports[2].magic: rule D.45: two supporters may not both cast support magic on one ally'
    )
  })

  it('D.40 the refusal is said in Korean with the glossary card word, under its path', () => {
    const a = servant('archer', { kind: 'np', grade: 6, ranged: true }, { row: 'back' })
    expect(korean(reasonOf({ a, b: front }))).toBe('a.card.kind: 규칙 D.40: 후열의 서번트는 보구를 낼 수 없습니다')
  })

  it('D.21 refuses conviction on a servant', () => {
    expect(errorOf({ a: servant('saber', { kind: 'smash', grade: 3 }, { conviction: true }), b: front })).toBe(
      'a.conviction: rule D.21: only a master can spend conviction'
    )
  })

  it('writes JSON paths with dots and brackets', () => {
    expect(formatJsonPath(['a', 'supports', 1, 'magic'])).toBe('a.supports[1].magic')
    expect(formatJsonPath([])).toBe('input')
  })
})
