import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// Tests reach the engine and its data the way the code does, through the aliases `@machines/…` and
// `@data/…`: a relative `../../../machines/…` breaks when a test moves and hides which floor it uses.
const root = resolve(import.meta.dirname, '../..')

/** Every test source file below tests/. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? testFiles(path) : /\.(ts|svelte)$/.test(entry.name) ? [path] : []
  })
}

/** The relative imports in one file's text that land in machines/ or data/, as `file: specifier`. */
function relativeEngineImports(file: string, text: string): string[] {
  return [...text.matchAll(/(?:from|import\()\s*["'](\.{1,2}\/[^"']+)["']/g)]
    .map((m) => m[1])
    .filter((specifier) => /^(machines|data)\//.test(relative(root, resolve(dirname(file), specifier))))
    .map((specifier) => `${relative(root, file)}: ${specifier}`)
}

describe('tests import the engine through its aliases', () => {
  it('no test imports machines/ or data/ by a relative path', () => {
    const found = testFiles(join(root, 'tests')).flatMap((file) => relativeEngineImports(file, readFileSync(file, 'utf8')))
    expect(found).toEqual([])
  })

  it('the check sees a relative engine import, and lets an alias and a test helper through', () => {
    const file = join(root, 'tests/machines/text/example.test.ts')
    expect(relativeEngineImports(file, `import { clip } from '../../../machines/text/clip'`)).toEqual(['tests/machines/text/example.test.ts: ../../../machines/text/clip'])
    expect(relativeEngineImports(file, `import demo from '../../../data/demo-campaign.json'`)).toHaveLength(1)
    expect(relativeEngineImports(file, `import { clip } from '@machines/text/clip'`)).toEqual([])
    expect(relativeEngineImports(file, `import { at } from '../campaign/fixtures'`)).toEqual([])
  })
})
