import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { verbs } from '../../src/cli/verbs'

// docs/contracts.md shows each verb's input and its output: the verbs must answer exactly that.
const text = readFileSync(join(resolve(import.meta.dirname, '../..'), 'docs/contracts.md'), 'utf8')
const blocks = [...text.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]) as unknown)

describe('docs/contracts.md', () => {
  it('T.7 T.12 T.15 resolve-turn answers its documented example with its documented output', () => {
    expect(verbs['resolve-turn'](blocks[0], { base: '.' })).toEqual({ ok: true, value: blocks[1] })
  })

  it('D.16 D.43 resolve-exchange answers its documented example with its documented output', () => {
    expect(verbs['resolve-exchange'](blocks[2], { base: '.' })).toEqual({ ok: true, value: blocks[3] })
  })
})
