import { afterAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { demoCampaign } from '../../src/host/demo'
import { mulberry32 } from '@machines/dice/random'
import { OverseerHost } from '../../src/host/host'
import { callChecked } from '../../src/shared/command-args'
import { parseCommand } from '@machines/campaign/commands'
import { commandTypes, shapedCommand } from './fixtures/command-arbitrary'
import { commandPools } from './fixtures/command-pools'
import { commandOfStep } from './fixtures/guided-command'
import { at, phaseStarts, startCommands } from './fixtures/phase-starts'
import { engineAt, explained, expectOneLineReason, expectReopensTheSame, sendAndCheck, stepsArbitrary, type Tally } from './fixtures/fuzz-engine'

// Issue 7: fast-check sends random commands with random arguments to every phase; illegal ones
// are refused with a reason and leave the state (and the file) unchanged; legal ones always undo
// back to the same state. Seeds are fixed so a failure replays; raise numRuns locally to dig.
const pools = commandPools(demoCampaign())
const engineRuns = 30
const drivenRuns = 12
const hostRuns = 6

describe('random commands against the engine (issue 7)', () => {
  it('the fuzz knows every command type of the schema and builds schema-valid commands of each', () => {
    for (const family of ['turn.start', 'duel.play', 'encounter.pick', 'edit.servant.upsert', 'actor.adjust', 'team.import']) expect(commandTypes).toContain(family)
    const neverValid = commandTypes.filter((type) => !fc.sample(shapedCommand(type, pools), { numRuns: 40, seed: 1 }).some((command) => parseCommand(command).ok))
    expect(neverValid).toEqual([])
  })

  // Found by the fuzz: dice filling copied a parsed `__proto__` key by assignment, which set the
  // copy's prototype, so the strict schema read the fields hidden under it as the command's own.
  it.each([
    ['{"__proto__":{"type":"scene.advance"}}', 'type: missing'],
    ['{"type":"notes.set","__proto__":{"text":"smuggled"}}', 'text: missing — text of up to 100000 characters']
  ])('a command hiding its fields under a JSON "__proto__" key is refused: %s', (text, reason) => {
    const engine = engineAt(demoCampaign(), phaseStarts[0], [], 1)
    const result = engine.dispatch(JSON.parse(text), at)
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.error).toContain(reason)
    expect([engine.head, engine.current.context.campaign.scene, engine.current.context.campaign.notes]).toEqual([0, 0, demoCampaign().notes])
  })

  for (const start of phaseStarts) {
    it(`${start.name}: a refused command gives a one-line reason and changes nothing; an accepted one undoes and redoes exactly, and the save reopens the same`, () => {
      const tally: Tally = { accepted: 0, refused: 0 }
      const prefix = startCommands(demoCampaign(), start)
      fc.assert(
        fc.property(stepsArbitrary(pools, start.focus), fc.nat(), (steps, seed) => {
          const engine = engineAt(demoCampaign(), start, prefix, seed)
          const sent: unknown[] = []
          for (const step of steps) {
            const command = commandOfStep(step, engine.current.context)
            explained(sent, command, () => sendAndCheck(engine, command, tally))
            sent.push(command)
          }
          explained(sent, 'the save', () => expectReopensTheSame(engine))
        }),
        { numRuns: start.driven ? drivenRuns : engineRuns, seed: 7 + start.name.length }
      )
      // The fuzz is only worth its time if a fair share of commands get through.
      const share = tally.accepted / (tally.accepted + tally.refused)
      expect(share).toBeGreaterThan(0.2)
      expect(share).toBeLessThan(0.9)
    })
  }
})

describe('random commands through the host and its file (issue 7)', () => {
  const folders: string[] = []
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))))

  it('a refused command leaves the campaign file byte for byte as it was; undo and redo move the saved head', async () => {
    const starts = phaseStarts.map((start) => ({ start, prefix: startCommands(demoCampaign(), start) }))
    const runs = fc.tuple(fc.constantFrom(...starts), fc.nat()).chain(([start, seed]) => fc.tuple(fc.constant(start), fc.constant(seed), stepsArbitrary(pools, start.start.focus, 12)))
    let refused = 0
    await fc.assert(
      fc.asyncProperty(runs, async ([{ prefix }, seed, steps]) => {
        const folder = await mkdtemp(join(tmpdir(), 'overseer-fuzz-'))
        folders.push(folder)
        const host = new OverseerHost({ dataDir: folder, debounceMs: 0, backupIntervalMs: 0, now: () => Date.parse(at), random: mulberry32(seed) })
        await host.start()
        const path = (await host.state()).path!
        for (const command of prefix) expect(await callChecked(host, 'dispatch', [command])).toEqual({ ok: true })
        const savedHead = async () => (JSON.parse(await readFile(path, 'utf8')) as { head: number }).head
        for (const step of steps) {
          const command = commandOfStep(step, (await host.state()).gm!.context)
          expect(await host.flush()).toEqual({ ok: true })
          const bytes = await readFile(path)
          const head = await savedHead()
          // Fuzzed commands reach the host as a window's would: through the edge.
          const result = await callChecked(host, 'dispatch', [command])
          if (!result.ok) {
            refused++
            expectOneLineReason(result)
            expect(await host.flush()).toEqual({ ok: true })
            expect(Buffer.compare(await readFile(path), bytes)).toBe(0)
            continue
          }
          expect(await host.undo()).toEqual({ ok: true })
          expect(await host.flush()).toEqual({ ok: true })
          expect(await savedHead()).toBe(head)
          expect(await host.redo()).toEqual({ ok: true })
          expect(await host.flush()).toEqual({ ok: true })
          expect(await savedHead()).toBe(head + 1)
        }
        await host.shutdown()
      }),
      { numRuns: hostRuns, seed: 11 }
    )
    expect(refused).toBeGreaterThan(0)
  })
})
