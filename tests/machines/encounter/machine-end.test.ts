import { describe, expect, it } from 'vitest'
import { ambushedEngine, at, battle, battleState, battleEngine, fighter, passRound, refusal, send, startCommand } from './fixtures'

const toRound2End = () => {
  const engine = ambushedEngine()
  passRound(engine)
  passRound(engine)
  return engine
}

describe('E.50 pursuit and E.51 the end', () => {
  it('E.50 E.51 declining the pursuit ends the battle as a loss', () => {
    const engine = toRound2End()
    send(engine, { type: 'encounter.pursuitDecline' })
    expect(battle(engine).result).toEqual({ reason: 'no-pursuit', pcsWin: false })
    expect(engine.current.context.phase?.value).toBe('over')
  })

  it('E.50 a failed pursuit check ends the battle as a loss', () => {
    const engine = toRound2End()
    send(engine, { type: 'encounter.pursuit', pc: 'pc-sora', ability: 'mind', dice: [3] }, { type: 'encounter.pick', action: 0 })
    expect(battle(engine).result).toEqual({ reason: 'no-pursuit', pcsWin: false })
  })

  it('E.51 the end of the pursuit round with the body standing is a loss', () => {
    const engine = toRound2End()
    send(engine, { type: 'encounter.pursuit', pc: 'pc-sora', ability: 'skill', dice: [4, 2] }, { type: 'encounter.pick', action: 0 })
    passRound(engine)
    expect(battle(engine).result).toEqual({ reason: 'pursuit-ended', pcsWin: false })
  })

  it('E.51 every PC incapacitated ends the battle at once as a loss', () => {
    const engine = ambushedEngine({ 'pc-elias': 1 })
    send(engine, { type: 'encounter.adjust', unit: { kind: 'pc', pc: 'pc-elias' }, hp: -18 })
    expect(battleState(engine)).toBe('over')
    expect(battle(engine)).toMatchObject({ result: { reason: 'all-incapacitated', pcsWin: false } })
  })

  it('E.51 a battle that is over takes no more actions', () => {
    const engine = toRound2End()
    send(engine, { type: 'encounter.pursuitDecline' })
    expect(refusal(engine, { type: 'encounter.move', pc: 'pc-sora', to: 3 })).toBe('the battle is over: roll the spoils or damage tables, then finish (E.51)')
  })
})

describe('E.52 spoils and damage, E.72 fatal wounds', () => {
  it('E.52 a loss owes one damage roll per PC', () => {
    const engine = toRound2End()
    send(engine, { type: 'encounter.pursuitDecline' })
    expect(battle(engine).due.map((d) => d.pc)).toEqual(['pc-haneul', 'pc-elias', 'pc-sora', 'pc-verdant'])
  })

  it('E.52 a damage face that rolls its own dice waits for them, then takes the hp', () => {
    const engine = toRound2End()
    send(engine, { type: 'encounter.pursuitDecline' }, { type: 'encounter.outcome', dice: [1] })
    expect(battle(engine).table).toMatchObject({ table: 'damage', pc: 'pc-haneul', effectDice: 1 })
    expect(refusal(engine, { type: 'encounter.finish' })).toBe('first finish the damage roll (E.52)')
    send(engine, { type: 'encounter.effect', dice: [4] })
    expect(fighter(engine, 'pc-haneul').hp).toBe(20)
  })

  it('E.52 the battle cannot be finished while rolls are owed', () => {
    const engine = toRound2End()
    send(engine, { type: 'encounter.pursuitDecline' }, { type: 'encounter.outcome', dice: [6] })
    expect(refusal(engine, { type: 'encounter.finish' })).toBe('table rolls still to make: 3 (damage next) (E.52)')
  })

  it('E.52 E.73 a damage face placing black inga for a PC goes onto the party’s wheel', () => {
    const engine = toRound2End()
    send(engine, { type: 'encounter.pursuitDecline' })
    const before = battle(engine).wheel.black
    send(engine, { type: 'encounter.outcome', dice: [3] })
    expect(battle(engine).wheel.black).toBe(before + 1)
  })

  it('E.72 an incapacitated PC may roll the fatal-wound table; a standing one may not', () => {
    const engine = ambushedEngine()
    expect(refusal(engine, { type: 'encounter.fatalWound', pc: 'pc-elias', dice: [6] })).toBe('Elias Grau is not incapacitated (E.72)')
    send(engine, { type: 'encounter.adjust', unit: { kind: 'pc', pc: 'pc-elias' }, hp: -18 }, { type: 'encounter.fatalWound', pc: 'pc-elias', dice: [6] })
    expect(fighter(engine, 'pc-elias').hp).toBe(1)
  })

  it('cancelling a battle leaves the campaign as it was', () => {
    const engine = battleEngine()
    const before = engine.current.context.campaign
    send(engine, startCommand, { type: 'encounter.scout', pc: 'pc-elias', paragraph: 2, dice: [5, 2, 3] }, { type: 'encounter.pick', action: 0, mood: 1 })
    send(engine, { type: 'encounter.cancel' })
    expect(engine.current.context).toEqual({ campaign: before, phase: null })
    expect(engine.dispatch({ type: 'encounter.scoutStop' }, at)).toMatchObject({ ok: false, why: { key: 'reason.campaign.phaseNotRunning' } })
  })
})
