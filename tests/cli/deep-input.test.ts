import { describe, expect, it } from 'vitest'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runCli } from '../../src/cli/run'
import { tempFolder } from '../host/helpers'

// A hostile input nested 100,000 deep is bad input like any other: exit 2 and one line naming where,
// never a stack trace (the contract of every headless verb, docs/contracts.md).

const depth = 100_000
const deepArray = `${'['.repeat(depth)}${']'.repeat(depth)}`
const deepObject = `${'{"card":'.repeat(depth)}{"kind":"wait"}${'}'.repeat(depth)}`
const exchange = (card: string): string =>
  `{"a":{"id":"saber","kind":"servant","row":"front","card":${card}},"b":{"id":"lancer","kind":"servant","row":"front","card":{"kind":"wait"}},"settings":{}}`

describe('resolve-exchange with a card nested 100,000 deep', () => {
  for (const [name, card] of [
    ['a card that is an array nested 100,000 deep', deepArray],
    ['a card nested in cards 100,000 deep', deepObject],
    ['a card with a field nested 100,000 deep', `{"kind":"smash","grade":4,"extra":${deepArray}}`]
  ] as const) {
    it(`${name}: exit 2 with one line`, async () => {
      const { dir, cleanup } = await tempFolder('deep-input')
      try {
        const file = join(dir, 'exchange.json')
        await writeFile(file, exchange(card))
        const outcome = await runCli(['resolve-exchange', file])
        expect(outcome.code).toBe(2)
        expect(outcome.stdout).toBe('')
        expect(outcome.stderr.split('\n')).toEqual([expect.stringMatching(/^a\.card/), ''])
        expect(outcome.stderr.length).toBeLessThan(500)
      } finally {
        await cleanup()
      }
    })
  }
})
