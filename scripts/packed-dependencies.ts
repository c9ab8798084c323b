// The packed app must carry every package a production install of package-lock.json holds (the main
// process's runtime dependencies, transitively) and nothing else. electron-builder collects them with
// `npm ls` and packs an incomplete tree without a word when npm reports problems, so `npm run dist`
// and the packing check both read the app.asar back against the lockfile before anything is made of it.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { extractFile, listPackage } from '@electron/asar'
import type { AfterPackContext } from 'electron-builder'

/** One entry of package-lock.json's `packages` (lockfile version 2 or 3), as far as this check reads it. */
interface LockEntry {
  version?: string
  dev?: boolean
  optional?: boolean
  devOptional?: boolean
  link?: boolean
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

/** What of package-lock.json this check reads. */
export interface Lockfile {
  packages: Record<string, LockEntry>
}

/** The packages a production install holds, as `name@version`: those it must hold, and those it holds only on some platforms (optional). */
export interface RuntimePackages {
  required: Set<string>
  optional: Set<string>
  /** For each required name, who asks for it (`the app` or a package name), to say why a missing one matters. */
  neededBy: Map<string, string[]>
}

const nodeModules = 'node_modules/'

/** The package name of a folder path ending in node_modules/<name> (a scoped name keeps its scope). */
export function packageName(folder: string): string {
  return folder.slice(folder.lastIndexOf(nodeModules) + nodeModules.length)
}

/**
 * The packages `npm ci --omit=dev` installs from this lockfile (npm's own dev/optional flags decide),
 * but for those left out by name (the packing config drops them on purpose).
 */
export function runtimePackages(lock: Lockfile, leftOut: readonly string[] = []): RuntimePackages {
  const required = new Set<string>()
  const optional = new Set<string>()
  const neededBy = new Map<string, string[]>()
  for (const [folder, entry] of Object.entries(lock.packages)) {
    if (!folder.includes(nodeModules) || entry.link || entry.dev || !entry.version) continue
    const name = packageName(folder)
    if (leftOut.includes(name)) continue
    ;(entry.optional || entry.devOptional ? optional : required).add(`${name}@${entry.version}`)
  }
  for (const [folder, entry] of Object.entries(lock.packages)) {
    if (entry.dev) continue
    const asker = folder === '' ? 'the app' : packageName(folder)
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      neededBy.set(name, [...(neededBy.get(name) ?? []), asker])
    }
  }
  return { required, optional, neededBy }
}

/** A package root inside the asar: only node_modules/<name> steps, then its package.json (not xstate/actions/package.json). */
const packageRoot = /^(?:node_modules\/(?:@[^/]+\/)?[^/]+\/)+package\.json$/

/** The packages an app.asar holds under node_modules, as `name@version` read from each one's own package.json. */
export function packedPackages(asar: string): string[] {
  const roots = listPackage(asar, { isPack: false })
    .map((file) => file.replace(/\\/g, '/').replace(/^\//, ''))
    .filter((file) => packageRoot.test(file))
  return roots
    .map((file) => {
      const { version } = JSON.parse(extractFile(asar, file).toString('utf8')) as { version?: string }
      return `${packageName(file.slice(0, -'/package.json'.length))}@${version ?? '?'}`
    })
    .sort()
}

/** What a packed app lacks of the runtime packages, and what it carries beyond them (an optional one may be either there or not). */
export function compareWithRuntime(packed: readonly string[], runtime: RuntimePackages): { missing: string[]; extra: string[] } {
  const held = new Set(packed)
  return {
    missing: [...runtime.required].filter((name) => !held.has(name)).sort(),
    extra: [...held].filter((name) => !runtime.required.has(name) && !runtime.optional.has(name)).sort()
  }
}

/** The name in `name@version` (a scoped name keeps its scope). */
function nameOf(nameAtVersion: string): string {
  return nameAtVersion.slice(0, nameAtVersion.lastIndexOf('@'))
}

/** One message naming every missing and every extra package, and what to do about it; undefined when the app is complete. */
export function describeMismatch(mismatch: { missing: string[]; extra: string[] }, runtime: RuntimePackages): string | undefined {
  if (mismatch.missing.length === 0 && mismatch.extra.length === 0) return undefined
  const lines = ['The packed app does not hold the runtime dependencies package-lock.json lists, so no installer was made of it.']
  for (const name of mismatch.missing) lines.push(`  missing: ${name} (needed by ${(runtime.neededBy.get(nameOf(name)) ?? ['?']).join(', ')})`)
  for (const name of mismatch.extra) lines.push(`  not a runtime dependency: ${name}`)
  lines.push('node_modules differs from package-lock.json: run `npm ci`, then pack again.')
  return lines.join('\n')
}

/**
 * electron-builder's afterPack hook (it runs after the app.asar is written, before the fuses, signing and
 * any installer): refuses a packed app that lacks a runtime dependency or holds anything else.
 */
export async function checkPackedDependencies(context: Pick<AfterPackContext, 'appOutDir' | 'packager'>, leftOut: readonly string[]): Promise<void> {
  const lock = JSON.parse(await readFile(join(context.packager.info.projectDir, 'package-lock.json'), 'utf8')) as Lockfile
  const runtime = runtimePackages(lock, leftOut)
  const asar = join(context.packager.getResourcesDir(context.appOutDir), 'app.asar')
  const problem = describeMismatch(compareWithRuntime(packedPackages(asar), runtime), runtime)
  if (problem) throw new Error(problem)
}
