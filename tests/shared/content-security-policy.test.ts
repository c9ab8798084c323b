import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../src/shared/content-security-policy'

const root = join(import.meta.dirname, '../..')

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

describe('one content security policy', () => {
  it('is written once: no page, server or shell spells out a policy of its own', async () => {
    const sources = [...(await filesUnder('src')), 'electron.vite.config.ts']
    const spelling = []
    for (const file of sources) {
      const text = await readFile(join(root, file), 'utf8')
      if (/default-src|http-equiv="Content-Security-Policy"/i.test(text)) spelling.push(file)
    }
    expect(spelling).toEqual(['src/shared/content-security-policy.ts'])
  })

  it('allows only our own scripts, no plugins, no base or form targets, and no framing', () => {
    const directives = Object.fromEntries(contentSecurityPolicy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]))
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'form-action': "'none'",
      'frame-ancestors': "'none'"
    })
  })
})
