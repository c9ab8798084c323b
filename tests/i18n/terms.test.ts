import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseRulesReference } from '../../src/shared/rules-reference'

const projectRoot = join(import.meta.dirname, '../..')
const rulesMarkdown = readFileSync(join(projectRoot, 'docs/rules.md'), 'utf8')

interface Term {
  english: string
  korean: string
  avoided: string[]
}

/** The glossary table of docs/rules.md: one row per thing, with the words the panel never writes for it. */
function glossary(markdown: string): Term[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('용어 · Glossary'))
  if (!section) throw new Error('docs/rules.md has no "## 용어 · Glossary" section')
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| English') && !line.startsWith('|---'))
    .map((line) => {
      const [english, korean, avoided] = line.split('|').slice(1, 4).map((cell) => cell.trim())
      return { english: english!, korean: korean!, avoided: avoided ? avoided.split(',').map((word) => word.trim()) : [] }
    })
}

/** Every file whose words reach the GM window, the board or the logs, and the rules reference itself. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|svelte|json|md)$/.test(entry.name) ? [path] : []
  })
}

// A code comment may name the original's word (`// the margin (欄外)`); only what a reader sees counts.
const comment = /^\s*(?:\/\/|\/\*|\*|<!--)/
const terms = glossary(rulesMarkdown)

/** The text with the glossary's own lines blanked (they name the avoided words), line numbers kept. */
function withoutGlossary(text: string): string {
  let inside = false
  return text
    .split('\n')
    .map((line) => {
      if (line.startsWith('## ')) inside = line.startsWith('## 용어 · Glossary')
      return inside ? '' : line
    })
    .join('\n')
}

describe('one word per thing (issue 14, the glossary of docs/rules.md)', () => {
  it('the glossary names the duel 전투, as the originals 000 and 003 do, and never 결투 or 싸움', () => {
    const duel = terms.find((term) => term.english === 'duel')
    expect(duel?.korean).toBe('전투')
    expect(duel?.avoided).toEqual(expect.arrayContaining(['결투', '싸움']))
    expect(terms.length).toBeGreaterThanOrEqual(10)
  })

  it('the rules reference reads no glossary row as a rule: every entry is still a rule id', () => {
    const entries = parseRulesReference(rulesMarkdown)
    expect(entries.some((entry) => entry.part.includes('Glossary'))).toBe(false)
    expect(entries.map((entry) => entry.id)).not.toContain('용어 · Glossary')
  })

  it('no catalog, view, log line, data file or rules text in machines/, src/, data/ or docs/ writes an avoided word', () => {
    const files = ['machines', 'src', 'data', 'docs'].flatMap((dir) => sourceFiles(join(projectRoot, dir)))
    expect(files.length).toBeGreaterThan(100)
    const found = files.flatMap((file) =>
      withoutGlossary(readFileSync(file, 'utf8'))
        .split('\n')
        .flatMap((line, i) => {
          if (comment.test(line)) return []
          const words = terms.flatMap((term) => term.avoided.filter((word) => line.includes(word)))
          return words.length > 0 ? [`${relative(projectRoot, file)}:${i + 1}: ${words.join(', ')}: ${line.trim()}`] : []
        })
    )
    expect(found).toEqual([])
  })

  it('the Korean catalogs use each glossary term the UI shows', async () => {
    const { ko } = await import('../../src/renderer/src/lib/i18n/ko')
    const all = Object.values(ko).join('\n')
    for (const term of ['전투', '마스터 간 전투', '전투 기회', '교환', '조우 전투', '난외', '행동 주사위', '인과 주사위', '애정', '굴리기']) expect(all, term).toContain(term)
  })
})
