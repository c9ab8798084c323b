// Whether the packed app links: every bare import its main process and preloads make must resolve
// inside the extracted app.asar, the way node resolves it from the importing file. The development
// node_modules is never consulted, so a package the config leaves out (ws, once) is caught here.
import { execFileSync } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { isBuiltin } from 'node:module'
import { join, relative } from 'node:path'
import { parse, type Node } from 'acorn'

/** One bare import of a packed file: who imports what, how, and where node resolved it (null: it did not). */
export interface PackedImport {
  /** The importing file, relative to the app folder (`out/main/index.js`). */
  from: string
  specifier: string
  kind: 'import' | 'require'
  /** The resolved file, relative to the app folder; null when it does not resolve. */
  resolved: string | null
  /** Node's error code when it does not resolve (ERR_MODULE_NOT_FOUND, MODULE_NOT_FOUND…). */
  error?: string
}

/** Specifiers the app resolves elsewhere: Electron's own module and node's built-ins. */
export function isProvided(specifier: string): boolean {
  return specifier === 'electron' || specifier.startsWith('electron/') || isBuiltin(specifier)
}

/** Whether a specifier names a package (not a relative path, an absolute path or a URL). */
export function isBare(specifier: string): boolean {
  return !/^(?:\.{1,2}\/|\/|[a-zA-Z][a-zA-Z0-9+.-]*:)/.test(specifier) && specifier !== '.' && specifier !== '..'
}

type AnyNode = Node & Record<string, unknown>

function children(node: AnyNode): AnyNode[] {
  const found: AnyNode[] = []
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (item && typeof item === 'object' && typeof item.type === 'string') found.push(item)
    if (value && typeof value === 'object' && typeof (value as AnyNode).type === 'string') found.push(value as AnyNode)
  }
  return found
}

const literal = (node: unknown): string | null => {
  const candidate = node as AnyNode | undefined
  return candidate?.type === 'Literal' && typeof candidate.value === 'string' ? candidate.value : null
}

/**
 * The module specifiers a script names with a string: static imports and re-exports, `import("…")`,
 * and calls of `require` or of a function made by `createRequire(…)` (the BCDice worker loads BCDice
 * so). A specifier built at run time cannot be read here; the load of the packed main covers those.
 */
export function importsOf(source: string, sourceType: 'module' | 'script'): { specifier: string; kind: PackedImport['kind'] }[] {
  const tree = parse(source, { ecmaVersion: 'latest', sourceType, allowHashBang: true }) as unknown as AnyNode
  const requirers = new Set(['require'])
  const found: { specifier: string; kind: PackedImport['kind'] }[] = []
  const visit = (node: AnyNode): void => {
    if (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration') {
      const specifier = literal(node.source)
      if (specifier !== null) found.push({ specifier, kind: 'import' })
    } else if (node.type === 'ImportExpression') {
      const specifier = literal(node.source)
      if (specifier !== null) found.push({ specifier, kind: 'import' })
    } else if (node.type === 'VariableDeclarator') {
      const init = node.init as AnyNode | null
      const id = node.id as AnyNode
      if (init?.type === 'CallExpression' && (init.callee as AnyNode).type === 'Identifier' && (init.callee as AnyNode).name === 'createRequire' && id.type === 'Identifier') {
        requirers.add(id.name as string)
      }
    } else if (node.type === 'CallExpression') {
      const callee = node.callee as AnyNode
      const args = node.arguments as AnyNode[]
      const specifier = literal(args[0])
      if (callee.type === 'Identifier' && requirers.has(callee.name as string) && specifier !== null) found.push({ specifier, kind: 'require' })
    }
    for (const child of children(node)) visit(child)
  }
  visit(tree)
  return found
}

async function scriptsUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile() && /\.(?:js|cjs|mjs)$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name))
}

// Run by a child node in the app folder: resolves each import with node's own resolution from its
// importer (import.meta.resolve from a probe module written beside an ES module, require.resolve
// from the importer for CommonJS), so nothing of this project's own node_modules is in reach.
const resolver = `
import { writeFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL, fileURLToPath } from 'node:url'
const asks = JSON.parse(process.argv[1])
const answers = []
for (const ask of asks) {
  try {
    if (ask.kind === 'require') answers.push({ file: createRequire(ask.file).resolve(ask.specifier) })
    else {
      const probe = join(dirname(ask.file), '.resolve-probe-' + process.pid + '.mjs')
      writeFileSync(probe, 'export default (s) => import.meta.resolve(s)')
      try {
        const resolve = (await import(pathToFileURL(probe).href + '?' + answers.length)).default
        const url = resolve(ask.specifier)
        answers.push({ file: url.startsWith('file:') ? fileURLToPath(url) : url })
      } finally { rmSync(probe, { force: true }) }
    }
  } catch (error) { answers.push({ error: error.code ?? error.message }) }
}
console.log(JSON.stringify(answers))
`

/**
 * Every bare import of the app's own scripts under `out/main` and `out/preload` of an extracted
 * app folder, each resolved by node from its importer (Electron's module and built-ins aside).
 */
export async function resolvePackedImports(appFolder: string): Promise<PackedImport[]> {
  const asks: { file: string; from: string; specifier: string; kind: PackedImport['kind'] }[] = []
  for (const folder of ['out/main', 'out/preload']) {
    for (const file of await scriptsUnder(join(appFolder, folder))) {
      const sourceType = file.endsWith('.cjs') ? 'script' : 'module'
      for (const found of importsOf(await readFile(file, 'utf8'), sourceType)) {
        if (isBare(found.specifier) && !isProvided(found.specifier)) asks.push({ file, from: relative(appFolder, file).replace(/\\/g, '/'), ...found })
      }
    }
  }
  const script = resolver
  const answers = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(asks)], { cwd: appFolder, encoding: 'utf8' })
  ) as { file?: string; error?: string }[]
  return asks.map((ask, index) => {
    const answer = answers[index]!
    const inside = answer.file ? relative(appFolder, answer.file).replace(/\\/g, '/') : null
    return {
      from: ask.from,
      specifier: ask.specifier,
      kind: ask.kind,
      // A file outside the app folder is not in the package: it does not count as resolved.
      resolved: inside && !inside.startsWith('..') ? inside : null,
      ...(answer.error ? { error: answer.error } : inside?.startsWith('..') ? { error: `outside the app: ${answer.file}` } : {})
    }
  })
}

/** The scripts of an extracted app folder that name one of `packages` as a module (import, export from, import() or require), relative to it. */
export async function scriptsNaming(appFolder: string, packages: readonly string[]): Promise<string[]> {
  if (packages.length === 0) return []
  const names = packages.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')
  const naming = new RegExp(`(?:\\bfrom|\\bimport|\\brequire)\\s*\\(?\\s*['"\`](?:${names})(?:/[^'"\`]*)?['"\`]`)
  const found: string[] = []
  for (const file of await scriptsUnder(appFolder)) if (naming.test(await readFile(file, 'utf8'))) found.push(relative(appFolder, file).replace(/\\/g, '/'))
  return found
}
