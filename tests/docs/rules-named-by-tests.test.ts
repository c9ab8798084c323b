import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseRulesReference, ruleIdPattern } from '../../src/shared/rules-reference'

const root = resolve(import.meta.dirname, '../..')
// docs/rules.md holds an entry for every rule id of the digest (its ids were compared with the digest's
// when issue 12 was closed); the digest itself lives outside the repository, so CI reads the reference.
const numbered = parseRulesReference(readFileSync(join(root, 'docs/rules.md'), 'utf8'))
  .map((entry) => entry.id)
  .filter((id) => /^[TDVE]\.\d+[a-z]?$/.test(id))

/** The titles of every `describe`, `it` and `test` under tests/, each a quoted string (it may span lines). */
function testTitles(): string[] {
  const title = /\b(?:describe|it|test)(?:\.\w+)*\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g
  return readdirSync(join(root, 'tests'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .flatMap((entry) => [...readFileSync(join(entry.parentPath, entry.name), 'utf8').matchAll(title)].map((match) => match[2]!))
}

describe('the quality bar: every rule id is named by a test', () => {
  it('each numbered rule of docs/rules.md (T, D, V, E) appears in the title of at least one test', () => {
    const named = new Set(testTitles().flatMap((text) => [...text.matchAll(ruleIdPattern)].map(([id]) => id)))
    expect(numbered.length).toBeGreaterThan(90)
    expect(numbered.filter((id) => !named.has(id))).toEqual([])
  })

  it('finds titles across lines and in every quote style, and only in test titles', () => {
    const sample = "it(\n  'T.901 a title'\n)\ndescribe(`D.902 in ${'x'}`)\n// V.903 in a comment\nconst it2 = ('E.904')"
    const title = /\b(?:describe|it|test)(?:\.\w+)*\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g
    expect([...sample.matchAll(title)].map((m) => m[2])).toEqual(['T.901 a title', "D.902 in ${'x'}"])
  })
})
