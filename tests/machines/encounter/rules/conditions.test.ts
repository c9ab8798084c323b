import { describe, expect, it } from 'vitest'
import { defaultSettings } from '@machines/campaign/model/settings'
import { pcAttackDamage, pcAttackHit, threatAttackDamage, threatAttackHit, threatCheck } from '@machines/encounter/rules/combat'
import { canDefendAgainst, canMove, divingAutoHit, effectiveValue, isAntiAir, stateCheckModifier } from '@machines/encounter/rules/conditions'

const attack = { weaponPower: 9, position: 2 as const, ruinStage: 0, strike: false }

describe('E.60 bound', () => {
  it('E.60 a bound PC has −1 on every check', () => {
    expect(stateCheckModifier(['bound'])).toBe(-1)
    expect(stateCheckModifier([])).toBe(0)
  })

  it('E.60 a bound PC cannot move', () => {
    expect(canMove(['bound'])).toBe(false)
    expect(canMove(['flying'])).toBe(true)
  })

  it('E.60 a bound body or threat has −1 defence and attack', () => {
    expect(effectiveValue(4, ['bound'])).toBe(3)
    expect(threatCheck({ check: 'valor', attack: 6 }, ['bound'])).toEqual({ ability: 'valor', target: 5 })
  })
})

describe('E.61 flying', () => {
  it('E.61 damage to a flying target from a non-anti-air attack is 5 less', () => {
    const result = pcAttackDamage({ ...attack, antiAir: false, targetStates: ['flying'] }, defaultSettings)
    expect(result.ok && result.value.total).toBe(6)
  })

  it('E.61 an anti-air weapon loses nothing against a flying target', () => {
    const result = pcAttackDamage({ ...attack, antiAir: isAntiAir(true, []), targetStates: ['flying'] }, defaultSettings)
    expect(result.ok && result.value.total).toBe(11)
  })

  it('E.61 a flying attacker’s weapons become anti-air', () => {
    expect(isAntiAir(false, ['flying'])).toBe(true)
    expect(isAntiAir(false, [])).toBe(false)
  })

  it('E.61 a flying PC takes 5 less from a threat that is not anti-air, never below 0', () => {
    const result = threatAttackDamage({ power: 3, targetRuinStage: 0, antiAir: false, targetStates: ['flying'] })
    expect(result.ok && result.value.total).toBe(0)
  })
})

describe('E.62 diving', () => {
  it('E.62 a diving PC hits a non-diving target without a roll, achieved 6', () => {
    expect(pcAttackHit(null, ['diving'], [])).toEqual({ ok: true, value: { hit: true, strike: false, achieved: 6, automatic: true } })
  })

  it('E.62 a diving PC against a diving target still rolls', () => {
    expect(divingAutoHit(['diving'], ['diving'])).toBe(false)
    expect(pcAttackHit(null, ['diving'], ['diving']).ok).toBe(false)
  })

  it('E.62 a diving threat cannot be defended against', () => {
    expect(canDefendAgainst(['diving'])).toBe(false)
    expect(threatAttackHit(null, ['diving'])).toEqual({ ok: true, value: true })
  })

  it('E.62 a threat of a diving monster cannot be defended against', () => {
    expect(threatAttackHit(null, [], ['diving'])).toEqual({ ok: true, value: true })
  })
})
