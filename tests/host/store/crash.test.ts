import { spawn } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { build } from 'esbuild'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openBackup, openCampaignFile } from '../../../src/host/store/campaign-store'
import { parseCounter, storeOptions, tempFolder } from './helpers'

const kills = Number(process.env.CRASH_KILLS ?? 20)
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000)
const repoRoot = resolve(import.meta.dirname, '../../..')

let dir: string
let cleanup: () => Promise<void>
let writer: string
beforeAll(async () => {
  ;({ dir, cleanup } = await tempFolder())
  // Bundled once to plain JS: a child under `node --import tsx` takes about a second to start
  // on a two-core machine, which would make 20 kills take 20 s; the bundle starts in ~0.3 s.
  writer = join(dir, 'crash-writer.mjs')
  await build({
    entryPoints: [join(import.meta.dirname, 'fixtures', 'crash-writer.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: writer,
    // The store speaks from the shared catalogs, which reach the rules engine's through `@machines/…`.
    tsconfig: join(repoRoot, 'tsconfig.node.json'),
    logLevel: 'warning'
  })
})
afterAll(() => cleanup())

/** A small seeded generator, so a failing run can be repeated with CRASH_SEED. */
function random(start: number): () => number {
  let state = start >>> 0 || 1
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
}

/**
 * Starts the writer, lets it save for a random moment once it is writing, kills it with
 * SIGKILL and returns the highest counter it reported as flushed.
 */
async function runAndKill(file: string, delayMs: number): Promise<number> {
  const child = spawn(process.execPath, [writer, file], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  let errors = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk))
  const exited = new Promise<NodeJS.Signals | number | null>((done) => child.on('exit', (code, signal) => done(signal ?? code)))
  const started = Date.now()
  // Wait until it has flushed at least one save after starting, so the kill lands mid-loop.
  while (!/^ready \d+\n\d+\n/.test(output)) {
    if (child.exitCode !== null) throw new Error(`the writer exited early: ${errors}`)
    if (Date.now() - started > 10_000) throw new Error(`the writer did not start: ${errors}`)
    await sleep(5)
  }
  await sleep(delayMs)
  child.kill('SIGKILL')
  expect(await exited).toBe('SIGKILL')
  const flushed = output
    .split('\n')
    .filter((line) => /^\d+$/.test(line))
    .map(Number)
  return Math.max(...flushed)
}

it(`a writer killed ${kills} times at random moments always leaves a valid file holding at least its last flushed save (seed ${seed})`, { timeout: 5_000 + kills * 2_000 }, async () => {
  const file = join(dir, 'campaign', 'campaign.json')
  const next = random(seed)
  let onDisk = 0
  for (let kill = 1; kill <= kills; kill++) {
    const lastFlushed = await runAndKill(file, Math.floor(next() * 40))
    const opened = await openCampaignFile(file, storeOptions())
    if (!opened.ok) throw new Error(`after kill ${kill}: ${opened.error}`)
    const { counter } = opened.store.doc
    expect(opened.store.tookOverLockFrom, `kill ${kill} left its lock`).toBeDefined()
    expect(counter, `kill ${kill}: file holds ${counter}, writer had flushed ${lastFlushed}`).toBeGreaterThanOrEqual(lastFlushed)
    expect(counter, `kill ${kill}: the counter went back`).toBeGreaterThanOrEqual(onDisk)
    onDisk = counter
    await opened.store.close()
  }
  expect(onDisk).toBeGreaterThan(kills)
})

it('after the crashes the backups are valid documents, at most 5, and no temp file is left once opened', async () => {
  const file = join(dir, 'campaign', 'campaign.json')
  const opened = await openCampaignFile(file, storeOptions())
  if (!opened.ok) throw new Error(opened.error)
  const backups = await opened.store.listBackups()
  expect(backups.length).toBeGreaterThanOrEqual(1)
  expect(backups.length).toBeLessThanOrEqual(5)
  for (const backup of backups) expect((await openBackup(backup, { parse: parseCounter })).ok).toBe(true)
  const leftovers = [...(await readdir(join(dir, 'campaign'))), ...(await readdir(join(dir, 'campaign', 'campaign.backups')))].filter((name) => name.endsWith('.tmp'))
  expect(leftovers).toEqual([])
  await opened.store.close()
})
