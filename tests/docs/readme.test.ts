import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { entryForms } from '@machines/duel/entry-syntax'

const root = resolve(import.meta.dirname, '../..')
const readme = readFileSync(join(root, 'README.md'), 'utf8')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string>; engines?: { node?: string } }

describe('README.md', () => {
  it('opens with the two commands a newcomer types, and both are scripts that exist', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
    expect(firstBlock).toContain('npm install && npm start')
    expect(firstBlock).toContain('npm test')
    expect(pkg.scripts.start).toBeTruthy()
    expect(pkg.scripts.test).toBeTruthy()
  })

  it('says what to run without Electron’s binary: the exact install line, then npm run serve', () => {
    expect(readme).toContain('ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm ci')
    expect(readme).toMatch(/npm run serve/)
    expect(pkg.scripts.serve).toBeTruthy()
  })

  it('states the Node version package.json asks for', () => {
    expect(pkg.engines?.node).toMatch(/\^20\.19\.0/)
    expect(readme).toContain('**Node 20**')
    expect(readme).toContain(pkg.engines!.node!)
  })

  it('explains every form of the duel slot the panel’s help shows (D.50, D.51, D.41)', () => {
    const section = readme.slice(readme.indexOf('## Duel slot syntax'), readme.indexOf('\n## ', readme.indexOf('## Duel slot syntax') + 1))
    for (const example of entryForms.flatMap((form) => form.examples)) expect(section, example).toContain(`\`${example}\``)
  })
})
