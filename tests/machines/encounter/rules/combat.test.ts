import { describe, expect, it } from 'vitest'
import { defaultSettings, withSettings } from '@machines/campaign/model/settings'
import type { CheckResult } from '@machines/encounter/rules/check'
import {
  damageBody,
  damagePc,
  hitThreat,
  isIncapacitated,
  pcAttackDamage,
  pcAttackHit,
  positionValue,
  threatAttackDamage,
  threatAttackHit,
  threatCheck,
  type Damage,
  type PcAttackDamageInput
} from '@machines/encounter/rules/combat'
import type { Result } from '@machines/encounter/rules/result'
import { english } from '@machines/reasons/format'
import { inEnglish } from '../in-english'

const base: PcAttackDamageInput = { weaponPower: 5, position: 3, ruinStage: 0, strike: false, antiAir: false, targetStates: [] }
const value = (result: Result<Damage>): Damage => {
  if (!result.ok) throw new Error(english(result.why))
  return result.value
}
const damage = (input: Partial<PcAttackDamageInput>, settings = defaultSettings): number => value(pcAttackDamage({ ...base, ...input }, settings)).total
const check = (success: boolean, special = false, achieved = 4): CheckResult => ({
  rank: 'B', dice: [achieved, 2], action: 0, actionFace: achieved, modifier: 0, achieved, target: 4, success, special, fumble: false, mood: null, inga: null
})

describe('E.20 attack damage', () => {
  it('E.20 damage is weapon power plus the attacker’s paragraph number', () => {
    expect(damage({ weaponPower: 5, position: 3 })).toBe(8)
  })

  it('E.20 an attack from paragraph 5 adds 5', () => {
    expect(damage({ weaponPower: 5, position: 5 })).toBe(10)
  })

  it('E.20 the margin adds ⚙ marginValue, 0 by default', () => {
    expect(positionValue('margin', defaultSettings)).toBe(0)
    expect(damage({ weaponPower: 5, position: 'margin' })).toBe(5)
  })

  it('E.20 the margin adds a campaign’s marginValue of 6', () => {
    expect(damage({ weaponPower: 5, position: 'margin' }, withSettings({ marginValue: 6 }))).toBe(11)
  })

  it('E.20 the damage proposal lists each term with its rule', () => {
    expect(value(pcAttackDamage({ ...base, ruinStage: 1 }, defaultSettings)).lines).toEqual([
      { rule: 'E.20', label: 'weapon', value: 5 },
      { rule: 'E.20', label: 'paragraph 3', value: 3 },
      { rule: 'E.23', label: 'color of ruin', value: 1 }
    ])
  })

  it('E.20 the hit check decides the hit and a special is a strike', () => {
    expect(pcAttackHit(check(true, true, 6), [], [])).toEqual({ ok: true, value: { hit: true, strike: true, achieved: 6, automatic: false } })
    expect(pcAttackHit(check(false), [], [])).toEqual({ ok: true, value: { hit: false, strike: false, achieved: 4, automatic: false } })
  })

  it('E.20 an attack without a hit check is refused', () => {
    expect(pcAttackHit(null, [], []).ok).toBe(false)
  })
})

describe('E.21 damage to a threat', () => {
  it('E.21 damage equal to durability breaks the threat and the body loses the durability', () => {
    expect(hitThreat(8, 8)).toEqual({ broken: true, bodyHpLoss: 8 })
  })

  it('E.21 damage above durability still costs the body only the durability', () => {
    expect(hitThreat(8, 13)).toEqual({ broken: true, bodyHpLoss: 8 })
  })

  it('E.21 damage below durability does not break the threat and the body loses nothing', () => {
    expect(hitThreat(8, 7)).toEqual({ broken: false, bodyHpLoss: 0 })
  })

  it('E.21 damage never accumulates: two hits of 5 leave a durability-8 threat unbroken', () => {
    const hits = [hitThreat(8, 5), hitThreat(8, 5)]
    expect(hits.map((h) => h.broken)).toEqual([false, false])
    expect(hits.reduce((sum, h) => sum + h.bodyHpLoss, 0)).toBe(0)
  })
})

describe('E.22 damage to the body', () => {
  it('E.22 damage comes off the body’s hp', () => {
    expect(damageBody(45, 12)).toBe(33)
  })

  it('E.22 the body’s hp stops at 0', () => {
    expect(damageBody(5, 12)).toBe(0)
  })
})

describe('E.23 color of ruin', () => {
  it('E.23 an awakened black domain adds its stage to attack damage', () => {
    expect(damage({ ruinStage: 2 })).toBe(10)
  })

  it('E.23 on a strike the bonus becomes [stage]D6 from the given dice', () => {
    expect(damage({ ruinStage: 2, strike: true, ruinDice: [3, 5] })).toBe(16)
  })

  it('E.23 a strike with the wrong number of ruin dice is refused', () => {
    expect(inEnglish(pcAttackDamage({ ...base, ruinStage: 2, strike: true, ruinDice: [3] }, defaultSettings))).toEqual({
      ok: false,
      rule: 'E.23',
      error: 'a strike rolls 2D6 for the color of ruin, got 1 die'
    })
  })

  it('E.23 with black not awakened a strike adds nothing', () => {
    expect(damage({ ruinStage: 0, strike: true })).toBe(8)
  })

  it('E.23 a weapon’s own strike bonus adds on a strike', () => {
    expect(damage({ ruinStage: 1, strike: true, ruinDice: [4], weaponStrikeBonus: 3 })).toBe(15)
  })

  it('E.23 a weapon strike bonus without a strike is refused', () => {
    expect(pcAttackDamage({ ...base, weaponStrikeBonus: 3 }, defaultSettings).ok).toBe(false)
  })
})

describe('E.31 threat attack', () => {
  it('E.31 the hit is automatic when the defence check fails', () => {
    expect(threatAttackHit(check(false), [])).toEqual({ ok: true, value: true })
  })

  it('E.31 a successful defence check avoids the attack', () => {
    expect(threatAttackHit(check(true), [])).toEqual({ ok: true, value: false })
  })

  it('E.31 the defence check uses the threat’s check ability against its attack value', () => {
    expect(threatCheck({ check: 'skill', attack: 5 }, [])).toEqual({ ability: 'skill', target: 5 })
  })

  it('E.31 damage is the threat’s power with no paragraph bonus', () => {
    expect(value(threatAttackDamage({ power: 7, targetRuinStage: 0, antiAir: false, targetStates: [] })).total).toBe(7)
  })

  it('E.31 the target’s color of ruin counts double', () => {
    expect(value(threatAttackDamage({ power: 7, targetRuinStage: 2, antiAir: false, targetStates: [] })).total).toBe(11)
  })
})

describe('E.50 pursuit round damage', () => {
  it('E.50 a PC’s damage in the pursuit round gains its 1D6', () => {
    expect(damage({ pursuitDie: 4 })).toBe(12)
  })

  it('E.50 a threat’s damage in the pursuit round gains its 1D6 too', () => {
    expect(value(threatAttackDamage({ power: 7, targetRuinStage: 1, pursuitDie: 3, antiAir: false, targetStates: [] })).total).toBe(12)
  })

  it('E.50 a pursuit die that is not a D6 face is refused', () => {
    expect(pcAttackDamage({ ...base, pursuitDie: 7 }, defaultSettings).ok).toBe(false)
  })
})

describe('E.72 incapacitation', () => {
  it('E.72 a PC whose hp reaches 0 is incapacitated', () => {
    const hp = damagePc(6, 9)
    expect(hp).toBe(0)
    expect(isIncapacitated(hp)).toBe(true)
  })

  it('E.72 a PC with 1 hp still acts', () => {
    expect(isIncapacitated(damagePc(6, 5))).toBe(false)
  })
})
