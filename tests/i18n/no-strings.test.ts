import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse } from 'svelte/compiler'

const root = join(import.meta.dirname, '../../src/renderer/src')
/** Attributes a person reads or hears: their literal text must come from the catalogs. */
const spokenAttributes = new Set(['title', 'placeholder', 'aria-label', 'alt', 'aria-description', 'aria-placeholder'])
/** Text with a letter of any script (Latin, Hangul…) is words; symbols like ✓ ✗ ← → − + … are not. */
const letter = /\p{L}/u
/** Codes that read the same in every language: rule ids (`T.12`, `D.9b`) and dice (`2D6`). */
const codes = /\b(?:[TDVE]\.\d+[a-z]?|\d*D\d+)\b/g
const words = { test: (text: string): boolean => letter.test(text.replace(codes, '')) }

function svelteFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return svelteFiles(path)
    return entry.name.endsWith('.svelte') ? [path] : []
  })
}

interface Offence {
  where: string
  text: string
}

/** Every literal text node and spoken-attribute text in a component's markup (scripts and styles are not markup). */
function literalTexts(source: string): Offence[] {
  const ast = parse(source, { modern: true })
  const found: Offence[] = []
  const line = (start: number): number => source.slice(0, start).split('\n').length
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!node || typeof node !== 'object') return
    const n = node as { type?: string; name?: string; value?: unknown; data?: string; start?: number }
    if (n.type === 'Attribute') {
      if (spokenAttributes.has(n.name ?? '') && Array.isArray(n.value)) {
        for (const part of n.value as { type: string; data?: string; start: number }[]) {
          if (part.type === 'Text' && part.data && words.test(part.data)) found.push({ where: `line ${line(part.start)} ${n.name}=`, text: part.data.trim() })
        }
      }
      return
    }
    if (n.type === 'Text' && n.data && words.test(n.data)) {
      found.push({ where: `line ${line(n.start ?? 0)}`, text: n.data.trim() })
      return
    }
    for (const [key, value] of Object.entries(n)) {
      if (key !== 'metadata' && key !== 'parent') visit(value)
    }
  }
  visit(ast.fragment)
  return found
}

describe('no user-facing text outside the catalogs', () => {
  it('finds a literal word in a text node and in an aria-label, and accepts symbols and expressions', () => {
    const found = literalTexts('<p>Hello {name}</p><button aria-label="{x} sign">✓ ← → − + …</button><i title={t("k")}>{t("a")}</i>')
    expect(found.map((f) => f.text)).toEqual(['Hello', 'sign'])
  })

  it('accepts rule ids and dice notation, which read the same in every language', () => {
    expect(literalTexts('<span>T.12 D.60 D.9b</span><b title="V.6">2D6 · 1D6</b>')).toEqual([])
  })

  for (const file of svelteFiles(root)) {
    it(`${relative(root, file)} takes every word from i18n`, () => {
      expect(literalTexts(readFileSync(file, 'utf8'))).toEqual([])
    })
  }
})
