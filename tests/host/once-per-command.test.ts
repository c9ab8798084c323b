import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as start from '@machines/encounter/start'
import * as pcActions from '@machines/encounter/transitions/pc'
import * as commands from '@machines/campaign/commands'
import * as requests from '@machines/dice/requests'
import { mulberry32 } from '@machines/dice/random'
import type { SentCommand } from '@machines/campaign/commands'
import { OverseerHost } from '../../src/host/host'
import { tempFolder } from './helpers'

// The setup file (tests/setup/reason-words.ts) loads the phases before this file's mocks are made:
// the modules are loaded afresh, so the host below runs the mocked encounter functions.
vi.hoisted(() => vi.resetModules())

// Each piece of a GM command's work runs once (issue 29, table speed): the encounter's rules for
// the command (a battle's start, an attack's declaration), the command's validation and dice filling,
// and the board's picture per publish (the GM view's preview and the board get the one built).
vi.mock('@machines/encounter/start', async (original) => {
  const module = await original<typeof import('@machines/encounter/start')>()
  return { ...module, startEncounter: vi.fn(module.startEncounter) }
})
vi.mock('@machines/encounter/transitions/pc', async (original) => {
  const module = await original<typeof import('@machines/encounter/transitions/pc')>()
  return { ...module, declareAttack: vi.fn(module.declareAttack) }
})
vi.mock('@machines/campaign/commands', async (original) => {
  const module = await original<typeof import('@machines/campaign/commands')>()
  return { ...module, parseCommand: vi.fn(module.parseCommand) }
})
vi.mock('@machines/dice/requests', async (original) => {
  const module = await original<typeof import('@machines/dice/requests')>()
  return { ...module, fillDiceRequests: vi.fn(module.fillDiceRequests) }
})

const counted = { start: vi.mocked(start.startEncounter), attack: vi.mocked(pcActions.declareAttack), parse: vi.mocked(commands.parseCommand), fill: vi.mocked(requests.fillDiceRequests) }
const reset = () => Object.values(counted).forEach((spy) => spy.mockClear())
const calls = () => ({ start: counted.start.mock.calls.length, attack: counted.attack.mock.calls.length, parse: counted.parse.mock.calls.length, fill: counted.fill.mock.calls.length })

let host: OverseerHost
let cleanup: () => Promise<void>
beforeEach(async () => {
  const folder = await tempFolder('once')
  cleanup = folder.cleanup
  host = new OverseerHost({ dataDir: folder.dir, debounceMs: 0, backupIntervalMs: 0, random: mulberry32(29) })
  expect((await host.newFromDemo()).ok).toBe(true)
  const dispatch = async (command: Record<string, unknown>) => expect(await host.dispatch(command as unknown as SentCommand)).toEqual({ ok: true })
  await dispatch({ type: 'encounter.start', monster: 'ferry-shade', pcs: ['pc-haneul', 'pc-elias'], ambush: true })
  await dispatch({ type: 'encounter.plot', pc: 'pc-haneul', plot: 1 })
  await dispatch({ type: 'encounter.plot', pc: 'pc-elias', plot: 6 })
  await dispatch({ type: 'encounter.revealPlots' })
  reset()
})
afterEach(async () => {
  await host.shutdown()
  await cleanup()
})

describe('one GM command, each piece of work once', () => {
  it('E.63 E.71 a table roll with BCDice’s words (the battlefield of a new battle) is started, parsed and its dice filled once each, the words kept', async () => {
    expect((await host.dispatch({ type: 'encounter.cancel' } as unknown as SentCommand)).ok).toBe(true)
    reset()
    const start = { type: 'encounter.start', monster: 'ferry-shade', pcs: ['pc-haneul'], ambush: true, battlefield: { roll: { count: 1, sides: 6 } } }
    expect(await host.dispatch(start as unknown as SentCommand)).toEqual({ ok: true })
    // The battle is built once: the explainer's start and the machine's start action are one build.
    expect(calls()).toEqual({ start: 1, attack: 0, parse: 1, fill: 1 })
    const battlefield = JSON.stringify((await host.state()).gm!.context.phase)
    expect(battlefield).toMatch(/＞/)
  })

  it('E.71 a dice-box roll is filled and parsed once', async () => {
    expect(await host.dispatch({ type: 'dice.roll', command: '2D6' })).toEqual({ ok: true })
    expect(calls()).toEqual({ start: 0, attack: 0, parse: 1, fill: 1 })
    expect((await host.state()).gm!.context.campaign.rolls.at(-1)).toMatchObject({ command: '2D6', system: 'Amadeus:Korean' })
  })

  it('E.20 an encounter attack with host-rolled dice: its rules run once, it is parsed and its dice filled once, one board picture per state', async () => {
    expect(await host.dispatch({ type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'body' }, dice: { roll: { count: 3, sides: 6 } } } as unknown as SentCommand)).toEqual({ ok: true })
    expect(calls()).toEqual({ start: 0, attack: 1, parse: 1, fill: 1 })
    // One picture per state: the GM window's preview is the very object the board was sent.
    const board = (await host.board()).view
    expect(board?.phase).toBe('encounter')
    expect((await host.state()).gm!.board).toBe(board)
  })

  it('E.71 a redo runs the encounter’s rules at most once (none when the state it redoes from is the one just left), and an undo not at all', async () => {
    expect(await host.dispatch({ type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'body' }, dice: [5, 3, 2] } as unknown as SentCommand)).toEqual({ ok: true })
    reset()
    expect((await host.undo()).ok).toBe(true)
    expect(calls().attack).toBe(0)
    expect((await host.redo()).ok).toBe(true)
    expect(calls().attack).toBeLessThanOrEqual(1)
    expect(calls().parse).toBe(0)
    expect((await host.state()).gm!.context.phase).toMatchObject({ kind: 'encounter', context: { check: { pc: 'pc-haneul' } } })
  })
})
