import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createDocument } from '@machines/campaign/document'
import type { Bilingual } from '@machines/text/bilingual'
import { runCli, type CliOutcome } from '../../src/cli/run'
import type { PlayOutput } from '../../src/cli/play'
import { demoCampaign } from '../../src/host/demo'
import { serializeDocument } from '../../src/host/host'
import { demoDeclarations } from '../machines/campaign/fixtures'

// The `play` verb's contract (docs/contracts.md): one script per phase through the host's engine in
// memory, the worked encounter of the document itself, refusals and malformed scripts.

const doc = readFileSync(resolve(import.meta.dirname, '../../docs/contracts.md'), 'utf8')
const playSection = doc.slice(doc.indexOf('## `play`'))
const workedEncounter = JSON.parse(/```json\n([\s\S]*?)```/.exec(playSection)![1]!) as unknown

const warTurn = {
  campaign: 'demo',
  steps: [
    { type: 'turn.start' },
    ...demoDeclarations,
    { type: 'turn.resolve' },
    { type: 'turn.apply' },
    { type: 'undo' },
    { type: 'redo' }
  ]
}

const duel = {
  campaign: 'demo',
  steps: [
    { type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }] },
    { type: 'duel.play', actor: 'saber', cards: [{ opponent: 'lancer', card: 'smash' }] },
    { type: 'duel.play', actor: 'lancer', cards: [{ opponent: 'saber', card: 'assault' }] },
    { type: 'duel.reveal' },
    { type: 'duel.accept' },
    { type: 'duel.end' },
    { type: 'duel.apply' }
  ]
}

let folder: string
const oneLine = (outcome: CliOutcome) => outcome.stderr.trimEnd()
const english = (lines: readonly Bilingual[]) => lines.map((l) => l.en)

/** Writes a script into the temp folder and plays it as `npm run cli -- play <file>` would. */
async function play(script: unknown, ...flags: string[]): Promise<CliOutcome> {
  const file = join(folder, `script-${Math.random().toString(36).slice(2)}.json`)
  await writeFile(file, JSON.stringify(script))
  return runCli(['play', file, ...flags])
}
const output = (outcome: CliOutcome) => JSON.parse(outcome.stdout) as PlayOutput

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'overseer-play-'))
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

describe('npm run cli -- play: every phase headless', () => {
  it('T.7 T.12 V.9 a war turn: eight declarations, resolve, apply, undo and redo; the board counts the scene, the logs carry both', async () => {
    const outcome = await play(warTurn, '--seed', '3')
    expect(outcome.code).toBe(0)
    expect(outcome.stderr).toBe('')
    const out = output(outcome)
    expect(out.steps).toHaveLength(13)
    expect(out.steps.every((s) => s.ok)).toBe(true)
    expect(out.board.scene).toBe(1)
    expect(out.gm.head).toBe(11)
    expect(out.gm.canRedo).toBe(false)
    expect(english(out.log.gm).at(-1)).toMatch(/^War turn 1 applied: emotion exchange 2, info 5, fight 1, duel opportunity 7/)
    expect(english(out.log.public).join('\n')).toContain('War turn 1')
    // The board is the whitelist: the GM's declarations are in the GM view, never on the board.
    expect(JSON.stringify(out.board)).not.toContain('"declarations"')
  })

  it('D.71 a duel: plays, reveal, accept, end and apply, with the exchange in the GM log', async () => {
    const out = output(await play(duel))
    expect(out.steps.map((s) => s.ok)).toEqual(Array(7).fill(true))
    expect(english(out.log.gm)).toContain('Exchange 1 accepted: no damage')
    expect(english(out.log.gm).at(-1)).toMatch(/^Duel applied: no winner/)
    expect(out.board.phase).toBe('idle')
  })

  it('E.31 E.30 the worked encounter of docs/contracts.md: the margin sweep attacks both PCs, "roll" rolls Elias’s one valor die, and the same seed rolls the same', async () => {
    const outcome = await play(workedEncounter, '--seed', '29')
    expect(outcome.code).toBe(0)
    const out = output(outcome)
    expect(out.steps).toHaveLength(10)
    const gmLines = english(out.log.gm)
    expect(gmLines[0]).toBe('Setting incapacitatedUntargetable: true → true')
    expect(gmLines).toContain('Drowned Hands hits Han Haneul for 5 (E.31)')
    expect(gmLines.find((l) => l.startsWith('Drowned Hands attacks Elias Grau, defence check: valor C vs 4, dice '))).toMatch(/dice [1-6]$/)
    expect(english(out.log.public)).toContain('Drowned Hands hits Han Haneul for 5')
    expect(out.board.phaseView).toMatchObject({ kind: 'encounter', now: { kind: 'monster', threat: 'oar-sweep' } })
    expect(JSON.stringify(output(await play(workedEncounter, '--seed', '29')).log)).toBe(JSON.stringify(out.log))
  })

  it('E.71 without --seed the host’s own crypto dice roll a "roll" (the production default)', async () => {
    const out = output(await play({ campaign: 'demo', steps: [{ type: 'encounter.start', monster: 'ferry-shade', pcs: ['pc-elias'] }, { type: 'encounter.scout', pc: 'pc-elias', paragraph: 2, dice: 'roll' }] }))
    expect(out.steps.every((s) => s.ok)).toBe(true)
    // Elias's mind is A+1: three dice, each a face 1–6
    expect(english(out.log.gm).at(-1)).toMatch(/^Elias Grau rolls to scout paragraph 2: mind A\+1 vs 4, dice [1-6] [1-6] [1-6]$/)
  })

  it('a campaign file is read, never written, and played from its head; a relative path is the script’s folder’s', async () => {
    const file = join(folder, 'campaign.overseer.json')
    await writeFile(file, serializeDocument(createDocument(demoCampaign(), '2026-12-04T00:00:00.000Z')))
    const before = await stat(file)
    const text = await readFile(file, 'utf8')
    const outcome = await play({ ...duel, campaign: 'campaign.overseer.json' })
    expect(outcome.code).toBe(0)
    expect(await readFile(file, 'utf8')).toBe(text)
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs)
  })
})

describe('npm run cli -- play: refusals and bad scripts', () => {
  it('E.31 a refused step stops the script: what ran is printed, the refused step last with its rule, one line names it, exit 2', async () => {
    const script = { campaign: 'demo', steps: [...(workedEncounter as { steps: unknown[] }).steps.slice(0, 4), { type: 'encounter.threatAttack', threat: 'drowned-hands', target: 'pc-haneul', dice: [1, 2, 3] }] }
    const outcome = await play(script, '--seed', '1')
    expect(outcome.code).toBe(2)
    expect(oneLine(outcome)).toMatch(/^steps\[4\] \(encounter\.threatAttack\): .*\(E\.31\)$/)
    expect(outcome.stderr.split('\n')).toHaveLength(2)
    const out = output(outcome)
    expect(out.steps.slice(0, 4).every((s) => s.ok)).toBe(true)
    expect(out.steps[4]).toMatchObject({ step: 4, type: 'encounter.threatAttack', ok: false, rule: 'E.31' })
    expect(out.steps[4]!.ok === false && out.steps[4]!.reason.ko).toMatch(/E\.31/)
  })

  it('a malformed script is refused like every other verb: one line with the JSON path, nothing on stdout, nothing run', async () => {
    const cases: [unknown, RegExp][] = [
      [{ steps: [{ type: 'turn.start' }] }, /^campaign: /],
      [{ campaign: 'demo', steps: [] }, /^steps: /],
      [{ campaign: 'demo', steps: [{ type: 'encounter.start', monster: 'ferry-shade', pcs: ['pc-elias'] }, { type: 'encounter.scout', pc: 'pc-elias', paragraph: 9, dice: 'roll' }] }, /^steps\[1\]\.paragraph: /],
      [{ campaign: 'demo', steps: [{ type: 'no.such.command' }] }, /^steps\[0\]/],
      [{ campaign: 'demo', steps: [{ type: 'undo', extra: 1 }] }, /^steps\[0\]: undo and redo take nothing/],
      [{ campaign: 'demo', settings: { scoutTarget: 'four' }, steps: [{ type: 'turn.start' }] }, /^settings\.scoutTarget: /],
      [{ campaign: 'missing.json', steps: [{ type: 'turn.start' }] }, /^campaign: missing\.json: cannot read \(ENOENT\)$/],
      [{ campaign: 'demo', steps: [{ type: 'turn.start' }], extra: true }, /extra/]
    ]
    for (const [script, line] of cases) {
      const outcome = await play(script)
      expect(outcome.code, JSON.stringify(script)).toBe(2)
      expect(outcome.stdout).toBe('')
      expect(oneLine(outcome)).toMatch(line)
      expect(oneLine(outcome)).not.toContain('\n')
    }
  })

  it('--seed must be a whole number, and belongs to play alone', async () => {
    const bad = await play(duel, '--seed', 'x')
    expect([bad.code, bad.stdout, oneLine(bad)]).toEqual([2, '', expect.stringMatching(/^--seed needs a whole number/)])
    const file = join(folder, 'turn.json')
    await writeFile(file, '{}')
    expect((await runCli(['resolve-turn', file, '--seed', '3'])).code).toBe(2)
  })
})
