import { describe, expect, it } from 'vitest'
import type { SheetCard } from '@machines/campaign/model/campaign'
import { demoEngine, mustDispatch } from '../fixtures'
import { campaignOf, refusal, refusalKo } from './helpers'

const spell = (id: string, steps: number, grade = 3): SheetCard => ({ id, name: { ko: `마술 ${steps}공정`, en: `${steps}-step spell` }, kind: 'magic', grade, count: 2, ranged: false, steps })

describe('edit.servant.upsert: the sheet holds its magic, critical and ranged cards (issue 17)', () => {
  it('D.47 stores spells of 1, 2 and 3 steps, D.34 a critical and D.40 a ranged smash on the sheet', () => {
    const { engine } = demoEngine()
    const caster = campaignOf(engine).servants.find((s) => s.id === 'caster')!
    const cards: SheetCard[] = [
      spell('spell-1', 1),
      spell('spell-2', 2, 4),
      spell('spell-3', 3, 5),
      { id: 'finisher', name: { ko: '일격', en: 'Finisher' }, kind: 'critical', grade: 6, count: 1, ranged: false },
      { id: 'bolt', name: { ko: '마탄', en: 'Bolt' }, kind: 'smash', grade: 3, count: 2, ranged: true }
    ]
    mustDispatch(engine, { type: 'edit.servant.upsert', servant: { ...caster, cards } })
    expect(campaignOf(engine).servants.find((s) => s.id === 'caster')!.cards).toEqual(cards)
  })

  it('a sheet without cards stores none (the schema default)', () => {
    const { engine } = demoEngine()
    const { cards: _cards, ...saber } = campaignOf(engine).servants[0]!
    mustDispatch(engine, { type: 'edit.servant.upsert', servant: saber })
    expect(campaignOf(engine).servants[0]!.cards).toEqual([])
  })

  it('D.47 refuses a spell of 0 steps at the edge, naming the field, in English and Korean', () => {
    const { engine } = demoEngine()
    const caster = campaignOf(engine).servants.find((s) => s.id === 'caster')!
    const command = { type: 'edit.servant.upsert', servant: { ...caster, cards: [spell('spell-0', 0)] } }
    expect(refusal(engine, command)).toBe('servant caster ▸ card 1 ▸ steps: a whole number from 1 to 99 (got 0)')
    expect(refusalKo(engine, command)).toMatch(/^서번트 caster ▸ 판정패 1 ▸ 공정 수: .*1.*99/)
  })

  it('D.47 refuses a spell without steps, and steps on a card that is not magic', () => {
    const { engine } = demoEngine()
    const caster = campaignOf(engine).servants.find((s) => s.id === 'caster')!
    const { steps: _steps, ...stepless } = spell('spell-x', 2)
    expect(refusal(engine, { type: 'edit.servant.upsert', servant: { ...caster, cards: [stepless] } })).toBe('servant caster ▸ card 1 ▸ steps: a magic card needs its steps, a whole number from 1 (D.47)')
    const critical = { id: 'crit', name: { ko: '치명', en: 'Crit' }, kind: 'critical', grade: 5, count: 1, ranged: false, steps: 2 }
    expect(refusal(engine, { type: 'edit.servant.upsert', servant: { ...caster, cards: [critical] } })).toBe('servant caster ▸ card 1 ▸ steps: only a magic card has steps (D.47)')
  })

  it('D.22 refuses a sheet card named like a basic card (it would replace the derived one)', () => {
    const { engine } = demoEngine()
    const caster = campaignOf(engine).servants.find((s) => s.id === 'caster')!
    const smash = { id: 'smash', name: { ko: '강타', en: 'Smash' }, kind: 'smash', grade: 3, count: 2, ranged: true }
    expect(refusal(engine, { type: 'edit.servant.upsert', servant: { ...caster, cards: [smash] } })).toBe('a sheet card may not take the id "smash": it is the name of a basic card; choose another id (D.22)')
  })

  it('refuses a sheet card with the id of a skill: the duel keys cards by id (D.2)', () => {
    const { engine } = demoEngine()
    const caster = campaignOf(engine).servants.find((s) => s.id === 'caster')!
    const skill = caster.skills[0]!.id
    expect(refusal(engine, { type: 'edit.servant.upsert', servant: { ...caster, cards: [spell(skill, 2)] } })).toBe(`two skills, noble phantasms or sheet cards share the id "${skill}"`)
  })
})

describe('a sheet cannot be saved with hp or mp above its maximum (issue 17)', () => {
  it('refuses a servant with hp above max, naming the field, in English and Korean; nothing is stored', () => {
    const { engine } = demoEngine()
    const saber = campaignOf(engine).servants[0]!
    const command = { type: 'edit.servant.upsert', servant: { ...saber, hp: saber.maxHp + 1 } }
    expect(refusal(engine, command)).toBe(`servant saber ▸ hp: hp ${saber.maxHp + 1} is above the maximum hp ${saber.maxHp}; raise the maximum first`)
    expect(refusalKo(engine, command)).toBe(`서번트 saber ▸ 생명력: 생명력 ${saber.maxHp + 1}이 최대 생명력 ${saber.maxHp}보다 큽니다. 최대 생명력을 먼저 올리세요`)
    expect(campaignOf(engine).servants[0]!.hp).toBe(saber.hp)
  })

  it('refuses a master with mp above max; hp and mp at max are saved', () => {
    const { engine } = demoEngine()
    const haneul = campaignOf(engine).masters[0]!
    expect(refusal(engine, { type: 'edit.master.upsert', master: { ...haneul, mp: haneul.maxMp + 5 } })).toBe(`master m-haneul ▸ mp: mp ${haneul.maxMp + 5} is above the maximum mp ${haneul.maxMp}; raise the maximum first`)
    mustDispatch(engine, { type: 'edit.master.upsert', master: { ...haneul, hp: haneul.maxHp, mp: haneul.maxMp } })
    // raising the maximum and the value together is one save
    mustDispatch(engine, { type: 'edit.master.upsert', master: { ...haneul, hp: 40, maxHp: 40 } })
    expect(campaignOf(engine).masters[0]!.hp).toBe(40)
  })
})
