import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { importsOf, isBare, isProvided, resolvePackedImports, scriptsNaming } from '../../scripts/packed-imports'
import { startPackedMain } from '../../scripts/packed-start'

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

/** An extracted app folder in a temp folder (out of reach of this project's node_modules) holding these files. */
async function appWith(files: Record<string, string>): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'overseer-packed-links-'))
  folders.push(folder)
  for (const [path, text] of Object.entries({ 'package.json': JSON.stringify({ name: 'overseer', type: 'module' }), ...files })) {
    await mkdir(dirname(join(folder, path)), { recursive: true })
    await writeFile(join(folder, path), text)
  }
  return folder
}

describe('reading the imports of a packed script', () => {
  it('finds static imports, re-exports, import("…"), require and a function made by createRequire, not a specifier built at run time', () => {
    const source = [
      "import { a } from 'alpha'",
      "export * from 'beta'",
      "export { c } from './gamma.js'",
      "const d = await import('delta')",
      "import { createRequire } from 'node:module'",
      'const load = createRequire(import.meta.url)',
      "load('bcdice/lib/internal')",
      'const name = "eps" + "ilon"',
      'await import(name)',
      "createRequire(import.meta.url).resolve('tsx/esm/api')"
    ].join('\n')
    expect(importsOf(source, 'module').map((found) => `${found.kind} ${found.specifier}`)).toEqual([
      'import alpha',
      'import beta',
      'import ./gamma.js',
      'import delta',
      'import node:module',
      'require bcdice/lib/internal'
    ])
    expect(importsOf("let electron = require('electron'); require('ws')", 'script').map((found) => found.specifier)).toEqual(['electron', 'ws'])
  })

  it('counts packages as bare, and leaves Electron’s module and node’s built-ins to what provides them', () => {
    expect(['ws', '@scope/pkg/sub', 'zod/v4/locales/ko.js'].every(isBare)).toBe(true)
    expect(['./x.js', '../y.js', '/abs.js', 'file:///z.js', 'node:fs'].some(isBare)).toBe(false)
    expect(['electron', 'fs', 'node:path', 'worker_threads'].every(isProvided)).toBe(true)
    expect(isProvided('ws')).toBe(false)
  })
})

describe('resolving the packed imports', () => {
  it('resolves by node from the importing file inside the app folder, and names an import the package lacks — though this project’s node_modules has it', async () => {
    const app = await appWith({
      'out/main/index.js': "import 'kept'\nimport 'zod'\nimport { app } from 'electron'\nimport 'node:fs'",
      'out/preload/index.cjs': "require('kept'); require('electron')",
      'node_modules/kept/package.json': JSON.stringify({ name: 'kept', exports: { import: './esm.mjs', require: './cjs.cjs' } }),
      'node_modules/kept/esm.mjs': '',
      'node_modules/kept/cjs.cjs': ''
    })
    const found = await resolvePackedImports(app)
    expect(found.map(({ from, specifier, kind, resolved }) => ({ from, specifier, kind, resolved }))).toEqual([
      { from: 'out/main/index.js', specifier: 'kept', kind: 'import', resolved: 'node_modules/kept/esm.mjs' },
      { from: 'out/main/index.js', specifier: 'zod', kind: 'import', resolved: null },
      { from: 'out/preload/index.cjs', specifier: 'kept', kind: 'require', resolved: 'node_modules/kept/cjs.cjs' }
    ])
    expect(found[1]?.error).toBe('ERR_MODULE_NOT_FOUND')
  })

  it('finds the packed scripts that import a left-out package, and none that only mention its name', async () => {
    const app = await appWith({
      'node_modules/bcdice/lib/uses.js': "const _ = require('lodash/fp')",
      'node_modules/bcdice/lib/mentions.js': "// lodash was used by the tests\nconst name = 'lodash'",
      'out/main/index.js': "import 'zod'"
    })
    expect(await scriptsNaming(app, ['lodash', 'source-map'])).toEqual(['node_modules/bcdice/lib/uses.js'])
  })
})

describe('loading a packed main under node with the stand-in electron', () => {
  it('reaches app.whenReady, recording what it asked of Electron and every module node loaded', async () => {
    const app = await appWith({
      'out/main/index.js':
        "import { app, protocol } from 'electron'\nimport 'kept'\napp.requestSingleInstanceLock()\nprotocol.registerSchemesAsPrivileged([])\nawait app.whenReady()\nthrow new Error('never ready')",
      'node_modules/kept/package.json': JSON.stringify({ name: 'kept', type: 'module', exports: './index.js' }),
      'node_modules/kept/index.js': 'export const kept = true'
    })
    const started = await startPackedMain(app)
    expect(started.failure).toBeNull()
    expect(started.calls).toEqual(['app.requestSingleInstanceLock', 'protocol.registerSchemesAsPrivileged', 'app.whenReady'])
    expect(started.loaded).toEqual(['out/main/index.js', 'node_modules/kept/index.js'])
  })

  it('reports a package the app lacks as node’s link error, and a start-up that rejects before ready as an unhandled rejection', async () => {
    const missing = await startPackedMain(await appWith({ 'out/main/index.js': "import { WebSocketServer } from 'ws'" }))
    expect(missing.failure?.code).toBe('ERR_MODULE_NOT_FOUND')
    expect(missing.failure?.message).toContain("'ws'")
    const rejecting = await startPackedMain(
      await appWith({ 'out/main/index.js': "import { app } from 'electron'\nvoid (async () => { app.getPath('music') })()" })
    )
    expect(rejecting.failure).toMatchObject({ unhandledRejection: true, message: expect.stringContaining('no path "music"') })
  })
})
