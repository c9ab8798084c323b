import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ko } from '../../src/renderer/src/lib/i18n/ko'
import { particleNames, particlePlaceholder } from '@machines/text/particles'

const projectRoot = join(import.meta.dirname, '../..')
/**
 * A hedged particle: both forms written for the reader to choose (이(가), 을(를), 은(는), 와(과), 가(이)…)
 * or an optional first part ((으)로, (이)나, (이)라, (아)야). The panel chooses the form instead.
 */
const hedged = /(?:이\(가\)|가\(이\)|은\(는\)|는\(은\)|을\(를\)|를\(을\)|와\(과\)|과\(와\)|아\(야\)|야\(아\)|\((?:으|이|아)\)[가-힣])/u

/** Every source file whose words reach the GM window, the board or the logs: catalogs, views, log lines, data. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|svelte|json)$/.test(entry.name) ? [path] : []
  })
}

describe('Korean that reads right (issue 14)', () => {
  it('no catalog, board string, log line or data file in machines/, src/ or data/ writes a hedged particle', () => {
    const files = ['machines', 'src', 'data'].flatMap((dir) => sourceFiles(join(projectRoot, dir)))
    expect(files.length).toBeGreaterThan(100)
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (hedged.test(line) ? [`${relative(projectRoot, file)}:${i + 1}: ${line.trim()}`] : []))
    )
    expect(found).toEqual([])
  })

  it('the scan would catch each hedge the issue names', () => {
    for (const text of ['{pc}이(가)', '을(를) 먼저', '{x}은(는)', '{dice}(으)로는', '{a}와(과)', '(이)나']) expect(hedged.test(text), text).toBe(true)
    for (const text of ['{pc, 이}', '세이버를', '2D6 (1D6)', '(RA+1>=4)']) expect(hedged.test(text), text).toBe(false)
  })

  it('every particle placeholder in the Korean catalogs names a particle the panel knows', () => {
    const unknown = Object.entries(ko).flatMap(([key, words]) =>
      [...words.matchAll(particlePlaceholder)].filter((m) => !particleNames.includes(m[3]!)).map((m) => `${key}: ${m[0]}`)
    )
    expect(unknown).toEqual([])
  })
})
