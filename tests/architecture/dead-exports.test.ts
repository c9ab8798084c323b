import { readFileSync, readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// An export nothing reads is a promise to the next engineer that something uses it; its doc comment
// then goes stale unnoticed. This names every export of machines/ and src/ whose name occurs nowhere
// in the repository's code but at its own declaration.
const root = resolve(import.meta.dirname, '../..')
const scanned = ['machines', 'src', 'tests', 'bench', 'scripts', 'data']
const checked = ['machines', 'src']
// Declared only to be checked by the compiler: a type-level assertion that the command list is whole.
const compileTimeChecks = new Set(['allCommandsListed'])

/** Every code file below a folder. */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(path)
    return /\.(ts|svelte|mjs|js|cts)$/.test(entry.name) ? [path] : []
  })
}

/** How often each word occurs in a text. */
function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const [word] of text.matchAll(/\b\w+\b/g)) counts.set(word, (counts.get(word) ?? 0) + 1)
  return counts
}

describe('every export is read somewhere', () => {
  it('no export of machines/ or src/ is named only where it is declared', () => {
    const topLevel = readdirSync(root).filter((name) => /\.(ts|mjs|cjs|js)$/.test(name)).map((name) => join(root, name))
    const files = [...scanned.flatMap((dir) => codeFiles(join(root, dir))), ...topLevel]
    const perFile = new Map(files.map((file) => [file, wordCounts(readFileSync(file, 'utf8'))]))
    const total = new Map<string, number>()
    for (const counts of perFile.values()) for (const [word, n] of counts) total.set(word, (total.get(word) ?? 0) + n)
    const unread = files
      .filter((file) => checked.some((dir) => relative(root, file).startsWith(`${dir}/`)))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/^export (?:async )?(?:function\*? |const |let |class |interface |type |enum )(\w+)/gm)]
          .map((m) => m[1]!)
          .filter((name) => !compileTimeChecks.has(name) && total.get(name) === 1)
          .map((name) => `${relative(root, file)}: ${name}`)
      )
    expect(unread).toEqual([])
  })
})
