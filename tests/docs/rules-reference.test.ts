import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseRulesReference, ruleIdPattern, splitRuleIds } from '../../src/shared/rules-reference'

const root = resolve(import.meta.dirname, '../..')
const reference = parseRulesReference(readFileSync(join(root, 'docs/rules.md'), 'utf8'))
const ids = new Set(reference.map((entry) => entry.id))

/** Every text file of a folder of the repository, with its path. */
function filesUnder(folder: string): { path: string; text: string }[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|svelte|json|cjs|mjs|js)$/.test(entry.name))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name)
      return { path: path.slice(root.length + 1), text: readFileSync(path, 'utf8') }
    })
}

const sources = ['machines', 'src', 'data'].flatMap(filesUnder)
/** Where each rule id is cited: the code's comments, its `rule` fields, its refusal words and the ⚙ settings. */
const cited = new Map<string, string>()
for (const { path, text } of sources) for (const [id] of text.matchAll(ruleIdPattern)) if (!cited.has(id)) cited.set(id, path)
// Named rule ids that are not part-and-number: the ⚙ settings' `rule` fields and the custom tables' rule.
const settings = JSON.parse(readFileSync(join(root, 'data/rules.json'), 'utf8')) as unknown
const settingRules = new Set<string>()
JSON.stringify(settings, (key, value: unknown) => {
  if (key === 'rule' && typeof value === 'string') settingRules.add(value)
  return value
})

const hedged = ['이(가)', '가(이)', '을(를)', '를(을)', '은(는)', '는(은)', '(으)로', '와(과)', '과(와)']

describe('docs/rules.md, the rules reference', () => {
  it('has an entry for every rule id cited in machines/, src/ and data/', () => {
    const missing = [...cited].filter(([id]) => !ids.has(id)).map(([id, path]) => `${id} (${path})`)
    expect(missing).toEqual([])
    expect(cited.size).toBeGreaterThan(90)
  })

  it('has an entry for every rule a ⚙ setting names and for the custom tables (E.31, E.52, E.63, E.72)', () => {
    for (const rule of settingRules) expect(ids, rule).toContain(rule)
    expect(ids).toContain('tables')
  })

  it('holds only real rule ids: each is cited by the code, and a part-and-number id stands under its own part', () => {
    for (const entry of reference) {
      expect(cited.has(entry.id) || settingRules.has(entry.id) || entry.id === 'tables', `${entry.id} is cited nowhere`).toBe(true)
      const numbered = /^([TDVE])\.\d+[a-z]?$/.exec(entry.id)
      if (numbered) expect(entry.part.startsWith(`${numbered[1]} `), `${entry.id} under "${entry.part}"`).toBe(true)
      else expect(entry.part).toMatch(/Other$/)
    }
  })

  it('explains each rule in Korean and in English, with no hedged particles', () => {
    for (const entry of reference) {
      expect(entry.ko, entry.id).toMatch(/[가-힣]/)
      expect(entry.en, entry.id).toMatch(/^[A-Z`]/)
      for (const particle of hedged) expect(entry.ko, `${entry.id}: ${particle}`).not.toContain(particle)
    }
  })

  it('is refused when an entry lacks a language or appears twice, naming the line', () => {
    expect(() => parseRulesReference('## T\n\n### T.1\n- **ko** 하나\n')).toThrow(/line 3: T\.1 needs/)
    expect(() => parseRulesReference('## T\n### T.1\n- **ko** 가\n- **en** A\n### T.1\n- **ko** 가\n- **en** A\n')).toThrow(/line 5: T\.1 appears twice/)
  })
})

describe('rule ids inside a sentence', () => {
  it('are cut out of a refusal so the GM window can link each one', () => {
    expect(splitRuleIds('거부됨: 후열은 보조만 (D.41, T.9a)')).toEqual([
      { text: '거부됨: 후열은 보조만 (' },
      { rule: 'D.41' },
      { text: ', ' },
      { rule: 'T.9a' },
      { text: ')' }
    ])
  })

  it('leave a sentence without one whole, and do not take ids out of longer words', () => {
    expect(splitRuleIds('nothing here')).toEqual([{ text: 'nothing here' }])
    expect(splitRuleIds('ID.47x E.1')).toEqual([{ text: 'ID.47x ' }, { rule: 'E.1' }])
  })
})
