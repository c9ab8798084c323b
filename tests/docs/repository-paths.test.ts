import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The project carries everything a user needs: README.md and docs/*.md point at nothing outside
// the repository, and every link they hold leads to a file (or a heading) that is there.
const root = resolve(import.meta.dirname, '../..')
const documents = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)]
const read = (path: string): string => readFileSync(join(root, path), 'utf8')

/** Where the machine's own programs live, named so a reader can find them (not files of the project). */
const systemPaths = new Set(['/usr/bin/chromium', '/Applications/Overseer.app'])
/** The only address a document may give: the web host on this machine. */
const localAddress = /^http:\/\/127\.0\.0\.1(:\d+)?(\/|$)/

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to dashes. */
const anchorOf = (heading: string): string => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s/g, '-')
const anchorsOf = (text: string): Set<string> => new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1])))

/** Whether a path, read from a document's folder, stays inside the repository. */
const inside = (document: string, target: string): boolean => !relative(root, resolve(root, dirname(document), target)).startsWith('..')

describe.each(documents)('%s', (document) => {
  const text = read(document)

  it('links only to files and headings inside the repository, and each one is there', () => {
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1])
    for (const link of links) {
      if (localAddress.test(link)) continue
      expect(link, `${document}: ${link} leaves the repository`).not.toMatch(/^[a-z]+:|^\/|^~/)
      const [path, anchor] = link.split('#')
      const file = path === '' ? document : join(dirname(document), path)
      expect(inside(document, path || '.'), `${document}: ${link} leaves the repository`).toBe(true)
      expect(existsSync(join(root, file)), `${document}: ${link} leads to no file`).toBe(true)
      if (anchor) expect(anchorsOf(read(file)), `${document}: ${link} leads to no heading`).toContain(anchor)
    }
  })

  it('names no path outside the repository: no ../ out of it, no absolute path but the machine’s own programs', () => {
    for (const [, up] of text.matchAll(/((?:\.\.\/)+[\w./-]*)/g)) {
      expect(inside(document, up), `${document}: ${up} is outside the repository`).toBe(true)
    }
    for (const [, , absolute] of text.matchAll(/(^|[^\w.~%$}/:\\-])(\/[A-Za-z][\w.-]*(?:\/[\w.-]+)+)/gm)) {
      expect(systemPaths.has(absolute), `${document}: ${absolute} is an absolute path`).toBe(true)
    }
    for (const [address] of text.matchAll(/\b[a-z]+:\/\/[^\s)`>]+/g)) {
      expect(address, `${document}: ${address} points outside the repository`).toMatch(localAddress)
    }
  })
})

describe('the path check itself', () => {
  it('refuses what today’s README used to hold, and accepts a path back into the repository', () => {
    expect(inside('README.md', '../shared/rules/RULES.md')).toBe(false)
    expect(inside('docs/contracts.md', '../data/rules.json')).toBe(true)
    expect(anchorOf('Duel slot syntax')).toBe('duel-slot-syntax')
  })
})
