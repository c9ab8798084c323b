// `npm run pack:check`: packs the desktop app for Linux into a folder, against a stand-in Electron
// binary that carries only Electron's fuse wire (the real binary cannot be downloaded on our build
// machines), and reports what the app.asar holds, how the fuses are set, and what the app's own
// BCDice worker rolls from the packed files in each game system it ships.
import { noticesFileName } from './third-party-notices'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { execFileSync } from 'node:child_process'
import { extractAll, listPackage } from '@electron/asar'
import { getCurrentFuseWire, FuseV1Options } from '@electron/fuses'
import { build, Platform } from 'electron-builder'
import config, { leftOutPackages } from '../electron-builder.config'
import { bcdiceSystems } from '../src/host/dice/bcdice-systems'
import { packedPackages } from './packed-dependencies'
import { resolvePackedImports, scriptsNaming, type PackedImport } from './packed-imports'
import { startPackedMain, type PackedStart } from './packed-start'
import { writeIcons } from './make-icons'

/** What a packed app holds: the files of its app.asar, its fuses by name, and what each game system rolls from the packed files. */
export interface PackedApp {
  files: string[]
  fuses: Record<string, 'on' | 'off' | 'inherit' | 'removed'>
  /** The packages under the app.asar's node_modules, as `name@version`. */
  packages: string[]
  /** What `npm ls --omit=dev --all --json` says the packed project's production install holds. */
  runtimeTree: NpmTree
  /** The size of the app.asar. */
  asarBytes: number
  rolls: Record<string, string>
  /** Every bare import of the packed main and preloads, resolved by node inside the extracted app.asar. */
  imports: PackedImport[]
  /** The packed main loaded under node with a stand-in answering `electron` only. */
  start: PackedStart
  /** The packed scripts that import a package the config leaves out (none may). */
  leftOutImporters: string[]
  /** The files beside the app.asar in resources/ (what the Help menu opens). */
  resources: string[]
  /** The third-party notices written beside the app.asar. */
  notices: string
}

/** A node of `npm ls --json`: a package and what it depends on (an unmet optional dependency is an empty object). */
export interface NpmTree {
  version?: string
  dependencies?: Record<string, NpmTree>
}

/** Runs npm in a folder and returns what it printed; a failure (npm ls reporting a problem too) throws. */
function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' })
}

/**
 * Starts the app's own BCDice worker (out/main/bcdice-worker.js) from an unpacked app folder and rolls
 * once in each system, in a child node: the worker finds BCDice and each system's files where the
 * package put them, or the roll fails.
 */
function rollFrom(appFolder: string, systems: readonly string[]): Record<string, string> {
  const script = `
    const { Worker } = require('node:worker_threads')
    const worker = new Worker(${JSON.stringify(join(appFolder, 'out', 'main', 'bcdice-worker.js'))})
    const ask = (id, system, command) => new Promise((done) => {
      worker.on('message', (reply) => reply.id === id && done(reply))
      worker.postMessage({ id, kind: 'roll', system, command, faces: [], randoms: [0.1, 0.5, 0.9, 0.3] })
    })
    ;(async () => {
      const rolls = {}
      let id = 0
      for (const system of ${JSON.stringify(systems)}) {
        const reply = await ask(++id, system, system.startsWith('Amadeus') ? 'RB>=4' : '2D6')
        rolls[system] = reply.ok && reply.answer ? reply.answer.text : 'no result: ' + (reply.detail ?? 'unknown command')
      }
      console.log(JSON.stringify(rolls))
      await worker.terminate()
    })().catch((error) => { console.error(error.message); process.exit(1) })`
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }))
}

const sentinel = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
// Electron's own defaults of fuse wire version 1: run-as-node, NODE_OPTIONS, --inspect and file:// privileges on.
const defaultWire = [1, 0, 1, 1, 0, 0, 0, 1]

/** A folder standing in for Electron's release: an `electron` executable holding a fuse wire, nothing else. */
async function standInElectron(folder: string, version: string): Promise<string> {
  await mkdir(folder, { recursive: true })
  const wire = Buffer.from([1, defaultWire.length, ...defaultWire.map((on) => (on ? 49 : 48))])
  await writeFile(join(folder, 'electron'), Buffer.concat([Buffer.from('#!/bin/sh\n# stand-in\n'), Buffer.from(sentinel), wire]), { mode: 0o755 })
  await writeFile(join(folder, 'version'), version)
  return folder
}

/** Packs the built app (run `npm run build` first) and reads back what was packed. */
export async function packForCheck(): Promise<PackedApp> {
  const root = resolve('.')
  const work = await mkdtemp(join(tmpdir(), 'overseer-pack-'))
  try {
    // A copy of the project to pack, with a production install of its own: electron-builder collects
    // node_modules through `npm ls`, which misreads a linked node_modules (whether it reads npm's hidden
    // lockfile or the folders depends on their times) and then packs an incomplete tree.
    const projectDir = join(work, 'project')
    await mkdir(projectDir)
    await writeFile(join(projectDir, 'package.json'), await readFile(join(root, 'package.json')))
    await writeFile(join(projectDir, 'package-lock.json'), await readFile(join(root, 'package-lock.json')))
    const quietNpm = ['--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline']
    npm(['ci', '--omit=dev', ...quietNpm], projectDir)
    await cp(join(root, 'out'), join(projectDir, 'out'), { recursive: true })
    await cp(join(root, 'docs', 'rules.md'), join(projectDir, 'docs', 'rules.md'))
    await cp(join(root, 'LICENSE'), join(projectDir, 'LICENSE'))
    await writeIcons(join(projectDir, 'build'))
    const electronVersion = JSON.parse(await readFile(join(root, 'node_modules/electron/package.json'), 'utf8')).version as string
    const output = join(work, 'dist')
    await build({
      projectDir,
      targets: Platform.LINUX.createTarget('dir'),
      config: { ...config, electronVersion, electronDist: await standInElectron(join(work, 'electron'), electronVersion), directories: { ...config.directories, output } },
      publish: 'never'
    })
    const unpacked = join(output, 'linux-unpacked')
    const wire = await getCurrentFuseWire(join(unpacked, 'overseer'))
    const names = Object.keys(FuseV1Options).filter((key) => Number.isNaN(Number(key)))
    const state = (value: number | undefined): PackedApp['fuses'][string] => (value === 49 ? 'on' : value === 48 ? 'off' : value === 114 ? 'removed' : 'inherit')
    const asar = join(unpacked, 'resources', 'app.asar')
    extractAll(asar, join(work, 'app'))
    const rolls = rollFrom(join(work, 'app'), bcdiceSystems)
    const imports = await resolvePackedImports(join(work, 'app'))
    const start = await startPackedMain(join(work, 'app'))
    const leftOutImporters = await scriptsNaming(join(work, 'app'), leftOutPackages)
    return {
      files: listPackage(asar, { isPack: false }).map((file) => file.replace(/\\/g, '/').replace(/^\//, '')),
      packages: packedPackages(asar),
      runtimeTree: JSON.parse(npm(['ls', '--omit=dev', '--all', '--json'], projectDir)) as NpmTree,
      fuses: Object.fromEntries(names.map((name) => [name, state(wire[FuseV1Options[name as keyof typeof FuseV1Options]])])),
      asarBytes: (await stat(asar)).size,
      rolls,
      imports,
      start,
      leftOutImporters,
      resources: (await readdir(join(unpacked, 'resources'))).sort(),
      notices: await readFile(join(unpacked, 'resources', noticesFileName), 'utf8')
    }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const packed = await packForCheck()
  const top = new Map<string, number>()
  for (const file of packed.files) {
    const key = file.startsWith('node_modules/') ? file.split('/').slice(0, 2).join('/') : file.split('/').slice(0, 2).join('/')
    top.set(key, (top.get(key) ?? 0) + 1)
  }
  console.log('app.asar:')
  for (const [key, count] of [...top].sort()) console.log(`  ${key} (${count})`)
  console.log(`app.asar: ${(packed.asarBytes / 1024 / 1024).toFixed(1)} MB`)
  console.log('packages:', packed.packages.join(', '))
  console.log('beside the app.asar:', packed.resources.join(', '))
  console.log(`${noticesFileName}: ${packed.notices.length} characters, ${(packed.notices.match(/^Licence: /gm) ?? []).length} packages`)
  console.log('fuses:', packed.fuses)
  for (const file of packed.files.filter((f) => f.startsWith('node_modules/bcdice/lib/bcdice/'))) console.log(`  ${file}`)
  console.log('rolls of the packed BCDice worker:', packed.rolls)
  console.log(`left out: ${leftOutPackages.join(', ')}; packed scripts importing them: ${packed.leftOutImporters.join(', ') || 'none'}`)
  console.log('bare imports of the packed main and preloads, resolved by node inside app.asar:')
  for (const found of packed.imports) console.log(`  ${found.from}: ${found.kind} ${found.specifier} → ${found.resolved ?? `NOT FOUND (${found.error})`}`)
  const loadedPackages = new Set(packed.start.loaded.filter((file) => file.startsWith('node_modules/')).map((file) => file.split('/').slice(0, file.startsWith('node_modules/@') ? 3 : 2).join('/')))
  console.log(`packed out/main/index.js under node (stand-in electron): loaded ${packed.start.loaded.length} modules from ${[...loadedPackages].sort().join(', ')}`)
  console.log(`  asked Electron: ${packed.start.calls.join(', ')}`)
  console.log(packed.start.failure ? `  FAILED: ${packed.start.failure.code ?? ''} ${packed.start.failure.message}` : '  reached app.whenReady')
}
