import { access, readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import config, { leftOutPackages } from '../../electron-builder.config'
import { packForCheck, type NpmTree, type PackedApp } from '../../scripts/pack-check'
import { licenceFileName, noticesFileName } from '../../scripts/third-party-notices'
// electron-builder checks its configuration with this before it packs; it is not re-exported at the top.
import { validateConfiguration } from 'app-builder-lib/out/util/config/config'

/** Every installed package of an `npm ls --json` tree, as `name@version` (an unmet optional dependency has no version). */
function installed(tree: NpmTree): Set<string> {
  const found = new Set<string>()
  const walk = (node: NpmTree): void => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (child.version === undefined) continue
      found.add(`${name}@${child.version}`)
      walk(child)
    }
  }
  walk(tree)
  return found
}

/** The name in `name@version`. */
const nameOf = (nameAtVersion: string): string => nameAtVersion.slice(0, nameAtVersion.lastIndexOf('@'))

// What the validator needs of electron-builder's debug logger: nothing is logged.
const quiet = { isEnabled: false, add: () => undefined } as unknown as Parameters<typeof validateConfiguration>[1]

describe('the electron-builder configuration', () => {
  it('validates against electron-builder’s own schema', async () => {
    await expect(validateConfiguration(config, quiet)).resolves.toBeUndefined()
  })

  it('refuses a misspelt option, so the check above would catch one', async () => {
    await expect(validateConfiguration({ ...config, fuses: {} } as typeof config, quiet)).rejects.toThrow(/fuses/)
  })

  it('builds an installer for each OS: NSIS, DMG, AppImage and deb', () => {
    expect(config.win?.target).toBe('nsis')
    expect(config.mac?.target).toBe('dmg')
    expect(config.linux?.target).toEqual(['AppImage', 'deb'])
    expect(config.productName).toBe('Overseer')
  })

  it('gives the campaign file type, .overseer (one part, so every OS can associate it), to Overseer on each OS', () => {
    expect(config.fileAssociations).toEqual([
      expect.objectContaining({ ext: 'overseer', name: 'Overseer.Campaign', mimeType: 'application/x-overseer-campaign', role: 'Editor' })
    ])
  })
})

describe('the packed desktop app (Linux folder, stand-in Electron binary)', () => {
  let packed: PackedApp
  beforeAll(async () => {
    await access('out/main/index.js').catch(() => {
      throw new Error('out/ is missing: run `npm run build` first (npm test does)')
    })
    packed = await packForCheck()
  }, 300_000)

  it('holds the built app and the main process’s runtime dependencies, transitively, as npm installs them for production — nothing else', async () => {
    // The expected packages come from npm's own production tree of the packed project, not from a list.
    const runtime = [...installed(packed.runtimeTree)].filter((pkg) => !leftOutPackages.includes(nameOf(pkg))).sort()
    expect(packed.packages).toEqual(runtime)
    // …and that tree is the one the app needs: every runtime dependency (ws for the players' door too), and lowdb's own steno.
    const { dependencies } = JSON.parse(await readFile('package.json', 'utf8')) as { dependencies: Record<string, string> }
    const names = packed.packages.map(nameOf)
    expect(names).toEqual(expect.arrayContaining([...Object.keys(dependencies), 'bcdice', 'steno']))
    const tops = new Set(packed.files.filter((file) => !file.startsWith('node_modules')).map((file) => file.split('/')[0]))
    expect([...tops].sort()).toEqual(['out', 'package.json'])
    expect(packed.files.filter((file) => file.startsWith('out/')).every((file) => /^out\/(main|preload|renderer)(\/|$)/.test(file))).toBe(true)
    expect(packed.files).toContain('out/main/index.js')
    expect(packed.files).toContain('out/main/bcdice-worker.js')
    expect(packed.files).toContain('out/preload/board.cjs')
    expect(packed.files).toContain('out/renderer/index.html')
  })

  it('links: every bare import of the packed main and preloads resolves inside the app.asar, by node from the importing file', () => {
    const specifiers = new Set(packed.imports.map((found) => found.specifier))
    // The scan sees what the main bundle and the BCDice worker import (the preloads import only electron).
    expect([...specifiers]).toEqual(expect.arrayContaining(['xstate', 'zod', 'lowdb', 'ws', 'uqr', 'bcdice']))
    expect(packed.imports.filter((found) => found.resolved === null)).toEqual([])
    expect(packed.imports.every((found) => found.resolved?.startsWith('node_modules/'))).toBe(true)
  })

  it('starts: the packed out/main/index.js, loaded under node with a stand-in answering electron only, asks for the instance lock and waits for app.whenReady', () => {
    expect(packed.start.failure).toBeNull()
    expect(packed.start.calls).toContain('app.requestSingleInstanceLock')
    expect(packed.start.calls.at(-1)).toBe('app.whenReady')
    // Every module it loaded came from the extracted app (or node itself), the players' door's ws among them.
    expect(packed.start.loaded.filter((file) => !file.startsWith('node:') && !/^(out|node_modules)\//.test(file))).toEqual([])
    expect(packed.start.loaded.some((file) => file.startsWith('node_modules/ws/'))).toBe(true)
  })

  it('puts what the Help menu opens beside the app.asar, where the OS can open it: the rules reference and the project’s licence', () => {
    expect(packed.resources).toEqual(expect.arrayContaining(['app.asar', 'rules.md', 'LICENSE']))
  })

  it('ships THIRD-PARTY-NOTICES.txt beside the app.asar: every packed package’s name, version, licence and whole licence text, each package carrying its licence file', async () => {
    expect(packed.resources).toContain(noticesFileName)
    expect(packed.packages.length).toBeGreaterThan(5)
    for (const nameAtVersion of packed.packages) {
      const name = nameOf(nameAtVersion)
      const version = nameAtVersion.slice(name.length + 1)
      const { license } = JSON.parse(await readFile(`node_modules/${name}/package.json`, 'utf8')) as { license: string }
      expect(packed.notices, nameAtVersion).toContain(`${name} ${version}\nLicence: ${license}\n`)
      // The licence file is packed with the package, and its text is in the notices whole (read from this install: the same version).
      const licences = packed.files.filter((file) => file.startsWith(`node_modules/${name}/`) && licenceFileName.test(file.slice(`node_modules/${name}/`.length)))
      expect(licences, nameAtVersion).not.toEqual([])
      for (const licence of licences) expect(packed.notices, licence).toContain((await readFile(licence, 'utf8')).trim())
    }
  })

  it('holds no source map, TypeScript source or test', () => {
    expect(packed.files.filter((file) => /\.(map|ts)$/.test(file) && !file.endsWith('.d.ts'))).toEqual([])
    expect(packed.files.filter((file) => /\.test\.js$|\/tests?\//.test(file))).toEqual([])
  })

  it('holds no dev dependency (the renderer’s libraries are in its bundle), and the players’ door’s socket library ws', async () => {
    const { devDependencies } = JSON.parse(await readFile('package.json', 'utf8')) as { devDependencies: Record<string, string> }
    const packedPackages = new Set(packed.files.filter((f) => f.startsWith('node_modules/')).map((f) => f.split('/')[1]))
    expect(Object.keys(devDependencies).filter((name) => name !== 'bcdice' && packedPackages.has(name))).toEqual([])
    expect(packedPackages.has('ws')).toBe(true)
  })

  it('leaves out what BCDice declares but never loads (lodash, source-map-support, source-map, buffer-from), and no packed script imports them', () => {
    const packedPackages = new Set(packed.files.filter((f) => f.startsWith('node_modules/')).map((f) => f.split('/')[1]))
    expect(leftOutPackages.filter((name) => packedPackages.has(name))).toEqual([])
    expect(packed.leftOutImporters).toEqual([])
    // With them the app.asar held 1,680 entries, 1,081 of them theirs.
    expect(packed.files.length).toBeLessThan(700)
  })

  it('of BCDice carries only the game systems in use, and the app’s own dice worker rolls in each from the packed files', () => {
    const systems = packed.files.filter((file) => file.startsWith('node_modules/bcdice/lib/bcdice/game_system/') && file.endsWith('.js'))
    expect(systems.map((file) => file.split('/').at(-1)).sort()).toEqual(['Amadeus.js', 'Amadeus_Korean.js', 'DiceBot.js'])
    expect(packed.files.filter((file) => file.includes('bcdice/lib/bcdice/i18n/')).map((file) => file.split('/').at(-1)).sort()).toEqual(['Amadeus.ja_jp.json', 'Amadeus.ko_kr.json', 'i18n.json'])
    expect(packed.rolls?.['Amadeus:Korean']).toMatch(/^\(RB>=4\) ＞ \[\d,\d\]/)
    expect(packed.rolls?.Amadeus).toMatch(/^\(RB>=4\) ＞/)
    expect(packed.rolls?.DiceBot).toMatch(/^\(2D6\) ＞ \d+\[\d,\d\] ＞ \d+$/)
  })

  it('is small: the whole app.asar under 16 MB (BCDice with every system is 43 MB)', () => {
    expect(packed.asarBytes).toBeLessThan(16 * 1024 * 1024)
  })

  it('flips the fuses: no running as Node, no NODE_OPTIONS or --inspect, only the checked app.asar, no file:// privileges', () => {
    expect(packed.fuses).toEqual({
      RunAsNode: 'off',
      EnableCookieEncryption: 'on',
      EnableNodeOptionsEnvironmentVariable: 'off',
      EnableNodeCliInspectArguments: 'off',
      EnableEmbeddedAsarIntegrityValidation: 'on',
      OnlyLoadAppFromAsar: 'on',
      LoadBrowserProcessSpecificV8Snapshot: 'off',
      GrantFileProtocolExtraPrivileges: 'off'
    })
  })
})
