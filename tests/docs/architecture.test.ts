import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// docs/architecture.md is the newcomer's map: every file or folder it names in backticks must be
// there, so a move in the code that forgets the map fails here instead of misleading a reader.
const root = resolve(import.meta.dirname, '../..')
const text = readFileSync(join(root, 'docs/architecture.md'), 'utf8')

/** Backticked names that read as paths in the repository: a folder with a slash, or a file with an extension. */
const namedPaths = [...text.matchAll(/`([^`\s]+)`/g)]
  .map((m) => m[1].replace(/:\d+$/, ''))
  .filter((name) => /^(\.?[\w-]+\/)+[\w.-]*$/.test(name) || /^\.[\w.-]+\.(c?js|json)$/.test(name))
  .filter((name) => !name.includes('<'))

describe('docs/architecture.md', () => {
  it('names paths, and each one is in the repository', () => {
    expect(namedPaths.length).toBeGreaterThan(15)
    const missing = namedPaths.filter((path) => !existsSync(join(root, path)))
    expect(missing).toEqual([])
  })

  it('names every floor of machines/ that the import rules know', () => {
    for (const floor of ['text/', 'reasons/', 'dice/', 'campaign/model/', 'campaign/', 'war-turn/', 'duel/', 'encounter/']) {
      expect(text).toContain(floor)
    }
  })
})
