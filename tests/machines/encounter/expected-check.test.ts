import { describe, expect, it } from 'vitest'
import { expectedCheck, type CheckAsked } from '@machines/encounter/expected-check'
import type { CampaignEngine } from '@machines/campaign/engine'
import { battle, battleEngine, demoCampaign, send, startCommand } from './fixtures'

// Issue 14: a pasted BCDice line is compared with the check the command will make, so the numbers
// the dice field expects must be the ones the machine then puts on the pending check.
const numbers = (engine: CampaignEngine) => {
  const check = battle(engine).check!
  return { rank: check.rank, modifier: check.modifier, target: check.target }
}
const expected = (engine: CampaignEngine, pc: string, asked: CheckAsked) => expectedCheck(battle(engine), engine.current.context.campaign, pc, asked)

describe('the check a dice field expects is the one the machine makes (E.70)', () => {
  it('E.1 a scout: the PC’s mind rank and modifier against ⚙ scoutTarget', () => {
    const engine = battleEngine()
    send(engine, startCommand)
    const before = expected(engine, 'pc-elias', { purpose: 'scout' })
    expect(before).toEqual({ rank: 'A', modifier: 1, target: 4 })
    send(engine, { type: 'encounter.scout', pc: 'pc-elias', paragraph: 2, dice: [5, 2, 3] })
    expect(numbers(engine)).toEqual(before)
  })

  it('E.20 E.31 an attack on the body (valor against its defence) and a threat’s defence check, each as the machine makes it', () => {
    const engine = battleEngine()
    send(engine, startCommand, { type: 'encounter.scout', pc: 'pc-sora', paragraph: 5, dice: [2] }, { type: 'encounter.pick', action: 0 })
    for (const [pc, plot] of Object.entries({ 'pc-haneul': 1, 'pc-elias': 2, 'pc-sora': 4, 'pc-verdant': 6 })) send(engine, { type: 'encounter.plot', pc, plot })
    send(engine, { type: 'encounter.revealPlots' })
    const attack = expected(engine, 'pc-haneul', { purpose: 'attack', target: { kind: 'body' } })
    send(engine, { type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'body' }, dice: [5, 3, 2] })
    expect(numbers(engine)).toEqual(attack)
    send(engine, { type: 'encounter.pick', action: 0, mood: 1 })
    const defence = expected(engine, 'pc-haneul', { purpose: 'defence', threat: 'drowned-hands' })
    expect(defence).not.toBeNull()
    send(engine, { type: 'encounter.threatAttack', threat: 'drowned-hands', target: 'pc-haneul', dice: [1, 2, 3] })
    expect(numbers(engine)).toEqual(defence)
  })

  it('says nothing for a PC or a threat that is not in the battle', () => {
    const engine = battleEngine(demoCampaign())
    send(engine, startCommand)
    expect(expected(engine, 'pc-nobody', { purpose: 'scout' })).toBeNull()
    expect(expected(engine, 'pc-elias', { purpose: 'defence', threat: 'no-such-threat' })).toBeNull()
  })
})
