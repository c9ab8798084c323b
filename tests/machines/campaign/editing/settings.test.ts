import { describe, expect, it } from 'vitest'
import { defaultSettings } from '@machines/campaign/model/settings'
import { demoEngine, mustDispatch } from '../fixtures'
import { campaignOf, refusal } from './helpers'

describe('settings.set', () => {
  it('T.16 sets the mp a mana supply gives', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'settings.set', key: 'manaSupplyMp', value: 15 })
    expect(campaignOf(engine).settings.manaSupplyMp).toBe(15)
  })

  it('D.1 refuses a card cycle in which a card beats itself', () => {
    const { engine } = demoEngine()
    expect(refusal(engine, { type: 'settings.set', key: 'cardCycle', value: { smash: 'smash', assault: 'counter', counter: 'assault' } })).toBe(
      '⚙ cardCycle: cardCycle must make each basic card beat exactly one other card'
    )
  })

  it('undo restores the previous value', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'settings.set', key: 'maxExchanges', value: 5 })
    engine.undo()
    expect(campaignOf(engine).settings.maxExchanges).toBeNull()
  })
})

describe('settings.reset', () => {
  it('D.70 puts one setting back to its default and leaves the others', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'settings.set', key: 'maxExchanges', value: 5 })
    mustDispatch(engine, { type: 'settings.set', key: 'restHp', value: 3 })
    mustDispatch(engine, { type: 'settings.reset', key: 'maxExchanges' })
    expect(campaignOf(engine).settings.maxExchanges).toBeNull()
    expect(campaignOf(engine).settings.restHp).toBe(3)
  })

  it('resets every setting when no key is given', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'settings.set', key: 'rankGrades', value: { E: 1, D: 2, C: 3, B: 5, A: 7, EX: 9 } })
    mustDispatch(engine, { type: 'settings.set', key: 'specialVsSpecial', value: 'full' })
    mustDispatch(engine, { type: 'settings.reset' })
    expect(campaignOf(engine).settings).toEqual(defaultSettings)
  })

  it('D.1 treats a default card cycle typed in another key order as the default', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'settings.set', key: 'cardCycle', value: { counter: 'smash', assault: 'counter', smash: 'assault' } })
    expect(refusal(engine, { type: 'settings.reset', key: 'cardCycle' })).toBe('cardCycle already holds its default')
  })

  it('refuses a reset of all when everything holds its default', () => {
    const { engine } = demoEngine()
    expect(refusal(engine, { type: 'settings.reset' })).toBe('every setting already holds its default')
  })

  it('refuses an unknown key at the edge', () => {
    const { engine } = demoEngine()
    expect(refusal(engine, { type: 'settings.reset', key: 'gravity' })).toMatch(/^key: /)
  })

  it('undo restores the values a reset of all replaced', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'settings.set', key: 'awakeningThresholds', value: [2, 4, 6, 8] })
    mustDispatch(engine, { type: 'settings.reset' })
    engine.undo()
    expect(campaignOf(engine).settings.awakeningThresholds).toEqual([2, 4, 6, 8])
  })
})
