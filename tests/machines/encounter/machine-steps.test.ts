import { describe, expect, it } from 'vitest'
import { encounterMachine } from '@machines/encounter/machine'
import { commandsOf } from '@machines/encounter/run-command'
import { encounterStates } from '@machines/encounter/steps'
import { encounterCommandSchemas } from '@machines/encounter/commands'
import { ambushedEngine, battle, battleEngine, battleState, passRound, refusal, send, startCommand } from './fixtures'

// The battle's steps are the machine's states: each accepts only its own commands, and a command
// of another state is refused with the reason its step has always given.

const attack = { type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'body' }, dice: [1, 1, 1] }

describe('the encounter machine’s states', () => {
  it('E.1 a battle without an ambush opens in the scout round', () => {
    const engine = battleEngine()
    send(engine, startCommand)
    expect(battleState(engine)).toBe('scout')
    expect(battle(engine).round).toBe('scout')
  })

  it('E.4 an ambush opens directly on melee round 1’s plots: no scout state', () => {
    const engine = battleEngine()
    send(engine, { ...startCommand, ambush: true })
    expect(battleState(engine)).toBe('plots')
    expect(battle(engine).round).toBe(1)
    expect(battle(engine).log.map((entry) => entry.kind)).toEqual(['round'])
  })

  it('each state lists exactly its own commands (and the cancel every state takes) as its transitions', () => {
    for (const state of encounterStates) {
      const on = Object.keys(encounterMachine.states[state]!.config.on ?? {})
      expect(new Set(on), state).toEqual(new Set(commandsOf[state]))
    }
    expect(Object.keys(encounterMachine.config.on ?? {})).toEqual(['encounter.cancel'])
  })

  it('every command but the start belongs to some state', () => {
    const types = encounterCommandSchemas.map((schema) => (schema.shape as { type: { value: string } }).type.value)
    const owned = new Set([...Object.values(commandsOf).flat(), 'encounter.cancel', 'encounter.start'])
    expect(types.filter((type) => !owned.has(type))).toEqual([])
  })

  it('E.12 in the scout round a melee action is refused: the melee rounds have not begun', () => {
    const engine = battleEngine()
    send(engine, startCommand)
    expect(refusal(engine, attack)).toBe('the melee rounds have not begun (E.12)')
    expect(refusal(engine, { type: 'encounter.endRound' })).toBe('the melee rounds have not begun (E.12)')
    expect(refusal(engine, { type: 'encounter.plot', pc: 'pc-haneul', plot: 1 })).toBe('plots are chosen at the start of melee round 1, after the scout round (E.11)')
    expect(battleState(engine)).toBe('scout')
  })

  it('E.11 in the plots state a melee action is refused until the plots are revealed', () => {
    const engine = battleEngine()
    send(engine, { ...startCommand, ambush: true })
    expect(refusal(engine, attack)).toBe('every PC chooses a plot and the plots are revealed first (E.11)')
    expect(refusal(engine, { type: 'encounter.scout', pc: 'pc-haneul', paragraph: 1, dice: [1, 1, 1] })).toBe('an ambush has no scout round (E.4)')
  })

  it('E.40 at a round’s end only the round’s end is taken; E.12 in a melee round it is refused while someone acts', () => {
    const engine = ambushedEngine()
    expect(battleState(engine)).toBe('melee')
    expect(refusal(engine, { type: 'encounter.endRound' })).toMatch(/^the round goes on: .* still to act \(E\.12\)$/)
    passRound(engine, true)
    expect(battleState(engine)).toBe('roundEnd')
    expect(refusal(engine, attack)).toBe('every PC and threat has acted: end the round (E.40)')
    expect(refusal(engine, { type: 'encounter.pursuitDecline' })).toBe('a pursuit check comes only after melee round 2, with the body still standing (E.50)')
    send(engine, { type: 'encounter.endRound' })
    expect(battleState(engine)).toBe('melee')
    expect(battle(engine).round).toBe(2)
  })

  it('E.50 at the pursuit check a melee action is refused; declined, the battle is over and takes only its end', () => {
    const engine = ambushedEngine()
    passRound(engine)
    passRound(engine, true)
    send(engine, { type: 'encounter.endRound' })
    expect(battleState(engine)).toBe('pursuitCheck')
    expect(refusal(engine, attack)).toBe('melee round 2 is over: make the pursuit check or decline it (E.50)')
    send(engine, { type: 'encounter.pursuitDecline' })
    expect(battleState(engine)).toBe('over')
    expect(refusal(engine, attack)).toBe('the battle is over: roll the spoils or damage tables, then finish (E.51)')
    expect(refusal(engine, { type: 'encounter.endRound' })).toBe('the battle is over: roll the spoils or damage tables, then finish (E.51)')
  })

  it('E.51 outside the end the end’s commands are refused: the battle is not over', () => {
    const engine = ambushedEngine()
    expect(refusal(engine, { type: 'encounter.finish' })).toBe('the battle is not over (E.51)')
  })

  it('a cancel ends the battle from any state', () => {
    const engine = ambushedEngine()
    send(engine, { type: 'encounter.cancel' })
    expect(engine.current.context.phase).toBeNull()
  })
})
