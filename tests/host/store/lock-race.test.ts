import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface, type Interface } from 'node:readline'
import { bundleFixture } from '../bundle-fixture'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { lockPathOf } from '../../../src/host/store/lock'

// Two real processes open the same campaign at once after a crash left its lock behind: exactly
// one may take the stale lock over, every round (a lock with two owners loses a command).

const rounds = 100
const repoRoot = resolve(import.meta.dirname, '../../..')
let folder: string
let bundle: string
let removeBundle: () => Promise<void>
const racers: { proc: ChildProcessWithoutNullStreams; lines: Interface; next(): Promise<string> }[] = []

/** A racer process and a way to read its next answer line. */
function startRacer(): (typeof racers)[number] {
  const proc = spawn(process.execPath, [bundle], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] })
  const lines = createInterface({ input: proc.stdout })
  const queue: string[] = []
  const waiting: ((line: string) => void)[] = []
  lines.on('line', (line) => (waiting.length ? waiting.shift()!(line) : queue.push(line)))
  const next = (): Promise<string> =>
    queue.length
      ? Promise.resolve(queue.shift()!)
      : new Promise((done, fail) => {
          const timer = setTimeout(() => fail(new Error('racer did not answer within 10 s')), 10_000)
          waiting.push((line) => (clearTimeout(timer), done(line)))
        })
  return { proc, lines, next }
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'overseer-lock-race-'))
  ;({ bundle, remove: removeBundle } = await bundleFixture(join(import.meta.dirname, 'fixtures', 'lock-racer.ts')))
  racers.push(startRacer(), startRacer())
})

afterAll(async () => {
  for (const racer of racers) racer.proc.kill()
  await rm(folder, { recursive: true, force: true })
  await removeBundle()
})

it(`${rounds} rounds of two processes racing for a stale lock give exactly one owner each time`, async () => {
  const dead = spawnSync(process.execPath, ['-e', '']).pid!
  const owners: number[] = []
  for (let round = 0; round < rounds; round++) {
    const file = join(folder, `campaign-${round}.json`)
    // What a crashed host leaves: a lock naming this machine and a process that is gone.
    await writeFile(lockPathOf(file), JSON.stringify({ pid: dead, hostname: hostname(), since: new Date().toISOString(), token: `crashed-${round}` }))
    const at = Date.now() + 30
    for (const racer of racers) racer.proc.stdin.write(`acquire ${file} ${at}\n`)
    const answers = await Promise.all(racers.map((racer) => racer.next()))
    const winners = racers.filter((_, i) => answers[i] === 'won')
    owners.push(winners.length)
    for (const winner of winners) {
      winner.proc.stdin.write('release\n')
      expect(await winner.next()).toBe('released')
    }
  }
  expect(owners.filter((n) => n !== 1)).toEqual([])
  // Each takeover cleans up after itself: no claim files are left beside the campaigns.
  expect((await readdir(folder)).filter((name) => name.includes('.takeover-'))).toEqual([])
})
