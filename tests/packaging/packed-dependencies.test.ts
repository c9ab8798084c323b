import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createPackage } from '@electron/asar'
import { afterEach, describe, expect, it } from 'vitest'
import config, { leftOutPackages } from '../../electron-builder.config'
import { checkPackedDependencies, compareWithRuntime, describeMismatch, packedPackages, runtimePackages, type Lockfile } from '../../scripts/packed-dependencies'

// A project as npm locks it: the app needs lowdb (which needs steno) and bcdice (which declares lodash); vitest is a dev dependency;
// fsevents is optional (macOS only); xstate nests a copy of its own dependency.
const lock: Lockfile = {
  packages: {
    '': { dependencies: { lowdb: '^7.0.1', bcdice: '^4.9.0', xstate: '^5.0.0' }, optionalDependencies: { fsevents: '^2.0.0' } },
    'node_modules/lowdb': { version: '7.0.1', dependencies: { steno: '^4.0.2' } },
    'node_modules/steno': { version: '4.0.2' },
    'node_modules/bcdice': { version: '4.9.0', dependencies: { lodash: '^4.17.20' } },
    'node_modules/lodash': { version: '4.18.1' },
    'node_modules/xstate': { version: '5.33.3', dependencies: { '@scope/inner': '^1.0.0' } },
    'node_modules/xstate/node_modules/@scope/inner': { version: '1.2.0' },
    'node_modules/fsevents': { version: '2.3.3', optional: true },
    'node_modules/vitest': { version: '4.1.12', dev: true }
  }
}

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

/** Packs an app.asar holding package.json files for these `name@version` packages (and a subpath package.json, as xstate has). */
async function asarWith(packages: Record<string, string>): Promise<{ appOutDir: string; asar: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'overseer-packed-deps-'))
  folders.push(folder)
  const app = join(folder, 'app')
  await mkdir(join(app, 'out'), { recursive: true })
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'overseer', version: '0.1.0' }))
  await writeFile(join(app, 'out', 'index.js'), '')
  for (const [path, version] of Object.entries(packages)) {
    await mkdir(join(app, path, 'actions'), { recursive: true })
    await writeFile(join(app, path, 'package.json'), JSON.stringify({ version }))
    await writeFile(join(app, path, 'LICENSE'), `${path} licence text`)
    await writeFile(join(app, path, 'actions', 'package.json'), JSON.stringify({ version: 'not a package' }))
  }
  const appOutDir = join(folder, 'linux-unpacked')
  const asar = join(appOutDir, 'resources', 'app.asar')
  await mkdir(dirname(asar), { recursive: true })
  await createPackage(app, asar)
  await writeFile(join(folder, 'package-lock.json'), JSON.stringify(lock))
  return { appOutDir, asar }
}

/** The part of electron-builder's afterPack context the check reads: the project folder and where the app.asar lies. */
function contextFor(appOutDir: string) {
  const projectDir = dirname(appOutDir)
  return {
    appOutDir,
    packager: { info: { projectDir }, getResourcesDir: (dir: string) => join(dir, 'resources') }
  } as unknown as Parameters<typeof checkPackedDependencies>[0]
}

const complete = {
  'node_modules/bcdice': '4.9.0',
  'node_modules/lowdb': '7.0.1',
  'node_modules/steno': '4.0.2',
  'node_modules/xstate': '5.33.3',
  'node_modules/xstate/node_modules/@scope/inner': '1.2.0'
}

describe('the runtime packages of a lockfile', () => {
  it('are its production packages, transitively and nested ones too, by npm’s own flags; dev ones and those left out are not', () => {
    const runtime = runtimePackages(lock, ['lodash'])
    expect([...runtime.required].sort()).toEqual(['@scope/inner@1.2.0', 'bcdice@4.9.0', 'lowdb@7.0.1', 'steno@4.0.2', 'xstate@5.33.3'])
    expect([...runtime.optional]).toEqual(['fsevents@2.3.3'])
    expect(runtime.neededBy.get('steno')).toEqual(['lowdb'])
  })

  it('of this project hold what the main process loads (lowdb with steno, xstate, zod) and no dev dependency', async () => {
    const projectLock = JSON.parse(await readFile('package-lock.json', 'utf8')) as Lockfile
    const { devDependencies } = JSON.parse(await readFile('package.json', 'utf8')) as { devDependencies: Record<string, string> }
    const names = [...runtimePackages(projectLock, leftOutPackages).required].map((pkg) => pkg.slice(0, pkg.lastIndexOf('@')))
    expect(names).toEqual(expect.arrayContaining(['lowdb', 'steno', 'xstate', 'zod', 'ws']))
    expect(names.filter((name) => name in devDependencies || leftOutPackages.includes(name))).toEqual([])
  })
})

describe('reading a packed app.asar back against the lockfile', () => {
  it('finds each package by its own package.json (nested and scoped too), not a subpath package.json', async () => {
    const { asar } = await asarWith(complete)
    expect(packedPackages(asar)).toEqual(['@scope/inner@1.2.0', 'bcdice@4.9.0', 'lowdb@7.0.1', 'steno@4.0.2', 'xstate@5.33.3'])
  })

  it('passes a complete app, with or without the optional package', async () => {
    const runtime = runtimePackages(lock, ['lodash'])
    expect(describeMismatch(compareWithRuntime(packedPackages((await asarWith(complete)).asar), runtime), runtime)).toBeUndefined()
    const withOptional = packedPackages((await asarWith({ ...complete, 'node_modules/fsevents': '2.3.3' })).asar)
    expect(compareWithRuntime(withOptional, runtime)).toEqual({ missing: [], extra: [] })
  })

  it('names a missing dependency and who needs it (steno, what a fresh clone lost), and says to run npm ci', async () => {
    const { 'node_modules/steno': _steno, ...withoutSteno } = complete
    const runtime = runtimePackages(lock, ['lodash'])
    const message = describeMismatch(compareWithRuntime(packedPackages((await asarWith(withoutSteno)).asar), runtime), runtime)
    expect(message).toContain('missing: steno@4.0.2 (needed by lowdb)')
    expect(message).toContain('run `npm ci`, then pack again')
  })

  it('names a dev dependency, a package left out on purpose (lodash) and a wrong version that sneaked in', async () => {
    const runtime = runtimePackages(lock, ['lodash'])
    const packed = packedPackages((await asarWith({ ...complete, 'node_modules/steno': '3.0.0', 'node_modules/vitest': '4.1.12', 'node_modules/lodash': '4.18.1' })).asar)
    expect(compareWithRuntime(packed, runtime)).toEqual({ missing: ['steno@4.0.2'], extra: ['lodash@4.18.1', 'steno@3.0.0', 'vitest@4.1.12'] })
  })
})

describe('electron-builder’s afterPack hook in the config', () => {
  it('is the check, with what BCDice declares but never loads left out, and ws (the players’ door) kept', () => {
    expect(leftOutPackages).toEqual(['lodash', 'source-map-support', 'source-map', 'buffer-from'])
    for (const name of leftOutPackages) expect(config.files).toContain(`!node_modules/${name}/**`)
    expect(config.files).not.toContain('!node_modules/ws/**')
    expect(typeof config.afterPack).toBe('function')
  })

  it('lets a complete app through and stops one that lacks a dependency or carries a left-out package, naming it', async () => {
    const afterPack = config.afterPack as (context: Parameters<typeof checkPackedDependencies>[0]) => Promise<void>
    await expect(afterPack(contextFor((await asarWith(complete)).appOutDir))).resolves.toBeUndefined()
    const { 'node_modules/steno': _steno, ...withoutSteno } = complete
    await expect(afterPack(contextFor((await asarWith(withoutSteno)).appOutDir))).rejects.toThrow(/missing: steno@4\.0\.2 \(needed by lowdb\)/)
    await expect(afterPack(contextFor((await asarWith({ ...complete, 'node_modules/lodash': '4.18.1' })).appOutDir))).rejects.toThrow(/not a runtime dependency: lodash@4\.18\.1/)
  })
})
