import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OverseerHost } from '../../src/host/host'
import { parseCampaignDocument } from '@machines/campaign/document'
import { english } from '@machines/reasons/format'

// Issue 7 asks for 100 kills; CI runs them all, a developer's `npm test` runs 25 unless told.
const kills = Number(process.env.CRASH_KILLS ?? (process.env.CI ? 100 : 25))
const repoRoot = resolve(import.meta.dirname, '../..')

let folder: string
let child: string
let file: string

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'overseer-crash-'))
  // Inside the project, so the bundle resolves the project's packages.
  child = join(repoRoot, 'node_modules', '.tmp', `crash-host-${process.pid}.mjs`)
  // Bundled once: a bundle starts in a fraction of the time `tsx` takes on a two-core machine.
  await build({
    entryPoints: [join(import.meta.dirname, 'fixtures', 'crash-host.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    tsconfig: join(repoRoot, 'tsconfig.node.json'),
    outfile: child,
    logLevel: 'warning'
  })
  const host = new OverseerHost({ dataDir: join(folder, 'setup') })
  await host.start()
  file = (await host.state()).path!
  await host.shutdown()
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
  await rm(child, { force: true })
})

/** Runs the child until it is mid-loop, kills it with SIGKILL, and returns the highest flushed command number. */
async function runAndKill(delayMs: number): Promise<number> {
  const proc = spawn(process.execPath, [child, join(folder, 'data'), file], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  let err = ''
  proc.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  proc.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk))
  const exited = new Promise<void>((done) => proc.on('exit', () => done()))
  const started = Date.now()
  while (!/^ready \d+\n/.test(out)) {
    if (proc.exitCode !== null) throw new Error(`child exited early: ${err}`)
    if (Date.now() - started > 20_000) throw new Error(`child did not start: ${err}`)
    await sleep(5)
  }
  await sleep(delayMs)
  proc.kill('SIGKILL')
  await exited
  const flushed = out.split('\n').filter((line) => /^\d+$/.test(line)).map(Number)
  return flushed.length ? Math.max(...flushed) : 0
}

describe('crash safety (issue 7)', () => {
  it(`a host saving in a loop killed ${kills} times: the file opens every time and holds a prefix of the commands`, async () => {
    let mustHold = 0
    for (let round = 0; round < kills; round++) {
      const flushed = await runAndKill(5 + ((round * 37) % 60))
      mustHold = Math.max(mustHold, flushed)
      const parsed = parseCampaignDocument(JSON.parse(await readFile(file, 'utf8')))
      if (!parsed.ok) throw new Error(`round ${round}: the file does not open: ${english(parsed.why)}`)
      const reasons = parsed.value.events.map((e) => (e.command.type === 'actor.adjust' ? e.command.reason : undefined))
      // A prefix: commands 0, 1, 2, … with nothing missing, nothing repeated, nothing out of order.
      expect(reasons).toEqual(reasons.map((_, i) => `cmd-${i}`))
      expect(parsed.value.events.length).toBeGreaterThanOrEqual(mustHold)
    }
    expect(mustHold).toBeGreaterThan(0)
  }, 600_000)
})
