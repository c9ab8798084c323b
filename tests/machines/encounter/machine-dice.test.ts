import { describe, expect, it } from 'vitest'
import { encounterContextSchema } from '@machines/encounter/context-schema'
import { ambushedEngine, battle, send } from './fixtures'

describe('E.71 dice inside the commands', () => {
  it('E.71 dice asked of the panel are rolled by the host, shown in the pending check and kept in the event', () => {
    const engine = ambushedEngine()
    send(engine, { type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'body' }, dice: { roll: { count: 3, sides: 6 } } })
    const logged = engine.events.at(-1)!.command as { dice: number[] }
    expect(logged.dice).toHaveLength(3)
    expect(logged.dice.every((die) => die >= 1 && die <= 6)).toBe(true)
    expect(battle(engine).check?.dice).toEqual(logged.dice)
  })

  it('E.71 undo and redo replay the recorded dice and never roll again', () => {
    const engine = ambushedEngine()
    send(engine, { type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'body' }, dice: { roll: { count: 3, sides: 6 } } })
    const rolled = battle(engine).check!.dice
    engine.undo()
    expect(battle(engine).check).toBeNull()
    engine.redo()
    expect(battle(engine).check!.dice).toEqual(rolled)
  })

  it('a battle context stays valid for checkpoints at every step', () => {
    const engine = ambushedEngine()
    send(engine, { type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'body' }, dice: [5, 3, 2] })
    expect(encounterContextSchema.safeParse(battle(engine)).success).toBe(true)
    send(engine, { type: 'encounter.pick', action: 0, mood: 1 })
    expect(encounterContextSchema.safeParse(battle(engine)).success).toBe(true)
  })
})
