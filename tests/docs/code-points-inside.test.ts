import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The code carries what the next engineer needs: its comments cite docs/ in the repository, never
// design notes that are not in it, and history ("issue 18") lives in commit messages, not in the code.
const root = resolve(import.meta.dirname, '../..')

/** Every source file below a folder. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? sources(path) : /\.(ts|svelte|mjs|cjs|js)$/.test(entry.name) ? [path] : []
  })
}

/** The lines of one text that point outside the repository or carry an issue number, as `path:line: text`. */
function outsidePointers(path: string, text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, at: `${path}:${i + 1}` }))
    .filter(({ line }) => /\b[Ii]ssues? \d+|\bDESIGN(\.md|:)|\bSTYLE(\.md|:)|RULES\.md|\.\.\/shared\/(docs|rules)\//.test(line))
    .map(({ line, at }) => `${at}: ${line.trim()}`)
}

describe('the code points inside the repository', () => {
  it('no comment in src/ or machines/ cites an issue number or the design notes outside the repository', () => {
    const found = [...sources('src'), ...sources('machines'), '.dependency-cruiser.cjs'].flatMap((path) => outsidePointers(path, readFileSync(join(root, path), 'utf8')))
    expect(found).toEqual([])
  })

  it('the scan sees an issue number and a design-note citation, and lets a rule id and docs/ through', () => {
    expect(outsidePointers('a.ts', '// the players’ door (issue 18)')).toHaveLength(1)
    expect(outsidePointers('a.ts', '/** a whitelist (DESIGN: Views) */')).toHaveLength(1)
    expect(outsidePointers('a.ts', '// see STYLE.md')).toHaveLength(1)
    expect(outsidePointers('a.ts', '// E.31 the margin is no paragraph (docs/rules.md)')).toEqual([])
  })
})
