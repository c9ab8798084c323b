import { describe, expect, it } from 'vitest'
import { defaultSettings, withSettings } from '@machines/campaign/model/settings'
import {
  applyDamage,
  convertOutsideRest,
  countsAsDestroyed,
  mustRestProposal,
  recall,
  rest,
  servantMpFloor,
  zeroHpProposal
} from '@machines/duel/rules/life'
import type { MasterLife, ServantLife } from '@machines/duel/rules/life'
import { korean } from '@machines/reasons/format'
import { inEnglish } from '../duel-fixture'

const saber: ServantLife = { id: 'saber', kind: 'servant', hp: 20, mp: 10, luck: 4, mana: 2 }
const rin: MasterLife = { id: 'rin', kind: 'master', hp: 8, mp: 6 }
const present = { present: true, commandSeals: 3, recallUsed: false }
const absent = { present: false, commandSeals: 3, recallUsed: false }

describe('V.2 damage pools', () => {
  it('V.2 magic damage hits mp: 7 to mp leaves hp 20 and mp 10 − 7 = 3', () => {
    expect(applyDamage(saber, { amount: 7, pool: 'mp' }, defaultSettings)).toMatchObject({ hp: 20, mp: 3 })
  })

  it('V.2 other damage hits hp: 7 leaves hp 13', () => {
    expect(applyDamage(saber, { amount: 7, pool: 'hp' }, defaultSettings)).toMatchObject({ hp: 13, mp: 10 })
  })
})

describe('V.3 V.5 V.8 a servant at 0 hp', () => {
  it('V.3 with its master present a servant at 0 hp is destroyed', () => {
    expect(zeroHpProposal({ id: 'saber', hp: 0 }, present)).toEqual({ actor: 'saber', consequence: 'destroyed', rule: 'V.3', countsAsDestroyed: true })
  })

  it('V.3 a servant above 0 hp gets no proposal', () => {
    expect(zeroHpProposal({ id: 'saber', hp: 1 }, present)).toBeUndefined()
  })

  it('V.5 with the master absent the proposal is the command-seal recall', () => {
    expect(zeroHpProposal({ id: 'saber', hp: -3 }, absent)).toEqual({ actor: 'saber', consequence: 'recall', rule: 'V.5', countsAsDestroyed: true })
  })

  it('V.5 the recall brings the servant back with 1 hp and costs a seal (3 → 2), once per game', () => {
    const result = recall({ hp: -3 }, absent)
    expect(result).toEqual({ ok: true, servant: { hp: 1 }, master: { present: false, commandSeals: 2, recallUsed: true }, countsAsDestroyed: true })
  })

  it('V.5 a second recall in the same game is refused, and the servant is proposed destroyed', () => {
    const used = { present: false, commandSeals: 2, recallUsed: true }
    expect(inEnglish(recall({ hp: 0 }, used))).toEqual({ ok: false, error: 'this master already recalled once this game', rule: 'V.5' })
    expect(zeroHpProposal({ id: 'saber', hp: 0 }, used)).toMatchObject({ consequence: 'destroyed' })
  })

  it('V.5 a master without a command seal cannot recall', () => {
    expect(inEnglish(recall({ hp: 0 }, { present: false, commandSeals: 0, recallUsed: false }))).toEqual({ ok: false, error: 'the master has no command seal left', rule: 'V.5' })
  })

  it('V.5 a present master cannot recall', () => {
    expect(recall({ hp: 0 }, present)).toMatchObject({ ok: false, rule: 'V.5' })
  })

  it('V.8 a servant forced out at 0 hp or less counts as destroyed for rewards; one that left at 1 hp does not', () => {
    expect(countsAsDestroyed({ hpWhenForcedOut: 0 })).toBe(true)
    expect(countsAsDestroyed({ hpWhenForcedOut: -4 })).toBe(true)
    expect(countsAsDestroyed({ hpWhenForcedOut: 1 })).toBe(false)
  })
})

describe('V.4 servant mp below 0', () => {
  it('V.4 the floor is −(30 + luck 4 × mana 2) = −38', () => {
    expect(servantMpFloor(saber, defaultSettings)).toBe(-38)
  })

  it('V.4 mp stops at the floor: 10 − 60 would be −50, clamped to −38', () => {
    expect(applyDamage(saber, { amount: 60, pool: 'mp' }, defaultSettings).mp).toBe(-38)
  })

  it('V.4 ⚙ servantMpFloorBase 10 gives −(10 + 8) = −18', () => {
    expect(applyDamage(saber, { amount: 60, pool: 'mp' }, withSettings({ servantMpFloorBase: 10 })).mp).toBe(-18)
  })
})

describe('V.6 a master below 0', () => {
  it('V.6 a master’s hp and mp may fall below 0: 8 − 11 = −3', () => {
    expect(applyDamage(rin, { amount: 11, pool: 'hp' }, defaultSettings).hp).toBe(-3)
    expect(applyDamage(rin, { amount: 50, pool: 'mp' }, defaultSettings).mp).toBe(-44)
  })

  it('V.6 below 0 hp or mp the master may only rest next scene', () => {
    expect(mustRestProposal({ ...rin, mp: -1 })).toEqual({ actor: 'rin', consequence: 'must-rest', rule: 'V.6' })
    expect(mustRestProposal(rin)).toBeUndefined()
  })

  it('V.6 at exactly 0 hp the master is at risk too ("0 이하", second reading)', () => {
    expect(mustRestProposal({ ...rin, hp: 0 })).toEqual({ actor: 'rin', consequence: 'must-rest', rule: 'V.6' })
    expect(mustRestProposal({ ...rin, hp: 1 })).toBeUndefined()
  })
})

describe('V.7 rest and conversion', () => {
  it('V.7 rest restores ⚙ restHp 10 and restMp 10: 20/10 → 30/20', () => {
    expect(rest(saber, defaultSettings)).toEqual({ ok: true, actor: { ...saber, hp: 30, mp: 20 } })
  })

  it('V.7 rest is capped by the maxima when given: 20 + 10 capped at 25', () => {
    expect(rest(saber, withSettings({ restHp: 10, restMp: 0 }), { maxHp: 25 })).toMatchObject({ ok: true, actor: { hp: 25, mp: 10 } })
  })

  it('V.7 a resting servant converts hp→mp 1:1: after rest 30/20, 5 hp → 25/25', () => {
    expect(rest(saber, defaultSettings, { convert: { from: 'hp', amount: 5 } })).toMatchObject({ ok: true, actor: { hp: 25, mp: 25 } })
  })

  it('V.7 a master does not convert', () => {
    expect(inEnglish(rest(rin, defaultSettings, { convert: { from: 'mp', amount: 1 } }))).toEqual({ ok: false, error: 'only a servant converts hp and mp', rule: 'V.7' })
  })

  it('V.7 a conversion cannot take more than the pool holds', () => {
    expect(inEnglish(rest({ ...saber, mp: -5 }, defaultSettings, { convert: { from: 'mp', amount: 6 } }))).toEqual({ ok: false, error: 'only 5 mp to convert', rule: 'V.7' })
  })

  it('V.7 the pool a conversion lacks is named in Korean', () => {
    const refused = rest({ ...saber, mp: -5 }, defaultSettings, { convert: { from: 'mp', amount: 6 } })
    expect(!refused.ok && korean(refused.why)).toBe('전환할 수 있는 마력은 5뿐입니다')
  })

  it('V.7 outside rest a servant cannot convert without eating humans or extra supply', () => {
    expect(convertOutsideRest(saber, { from: 'mp', amount: 4 })).toMatchObject({ ok: false, rule: 'V.7' })
  })

  it('V.7 outside rest, with extra mana-line supply, mp→hp 4 turns 20/10 into 24/6', () => {
    expect(convertOutsideRest(saber, { from: 'mp', amount: 4 }, { extraSupply: true })).toEqual({ ok: true, actor: { ...saber, hp: 24, mp: 6 } })
  })

  it('V.7 outside rest hp→mp is never allowed, even after eating humans', () => {
    expect(inEnglish(convertOutsideRest(saber, { from: 'hp', amount: 4 }, { ateHumans: true }))).toEqual({ ok: false, error: 'hp→mp is converted only while resting', rule: 'V.7' })
  })
})
