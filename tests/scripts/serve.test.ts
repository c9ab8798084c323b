import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { staleness } from '../../scripts/serve.mjs'

const run = promisify(execFile)
const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

/** A project folder with files written at the given times (seconds since the epoch). */
async function project(files: Record<string, number>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'overseer-serve-'))
  folders.push(root)
  for (const [path, at] of Object.entries(files)) {
    const file = join(root, path)
    await mkdir(dirname(file), { recursive: true })
    // A stand-in web host: says it started and stops (the real one is out/node/serve.mjs after a build).
    await writeFile(file, path === 'out/node/serve.mjs' ? "console.log('stand-in host started')\n" : 'x\n')
    await utimes(file, at, at)
  }
  return root
}

const built = { 'out/node/serve.mjs': 2000, 'out/renderer/index.html': 2001 }

describe('npm run serve builds only when out/ is stale', () => {
  it('a build newer than every source is current', async () => {
    expect(staleness(await project({ 'src/host/host.ts': 1000, 'machines/x.ts': 1500, 'package.json': 900, ...built }))).toBeNull()
  })

  it('a source changed after the oldest output, a missing output folder or a changed package.json make it stale', async () => {
    expect(staleness(await project({ 'src/renderer/src/gm/GmApp.svelte': 2000.5, ...built }))).toBe('src changed after the last build')
    expect(staleness(await project({ 'src/a.ts': 1000, 'out/node/serve.mjs': 2000 }))).toBe('out/renderer is missing')
    expect(staleness(await project({ 'package.json': 3000, ...built }))).toBe('package.json changed after the last build')
  })

  it('restarts on a current build at once, without building', async () => {
    const root = await project({ 'src/a.ts': 1000, ...built })
    const { stdout } = await run(process.execPath, [resolve('scripts/serve.mjs')], { cwd: root })
    expect(stdout).toBe('out/ is current: starting without a build\nstand-in host started\n')
  })

  it('package.json’s serve script is this check', async () => {
    const { default: pkg } = await import('../../package.json', { with: { type: 'json' } })
    expect(pkg.scripts.serve).toBe('node scripts/serve.mjs')
  })
})
