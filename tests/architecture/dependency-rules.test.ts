import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { cruise, type IConfiguration } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'

// `npm run lint:deps` (inside `npm test`) holds the real tree to these rules; this shows each rule
// bites, on a small tree that breaks them on purpose (tests/fixtures/dependency-rules/).
const require = createRequire(import.meta.url)
const config = require('../../.dependency-cruiser.cjs') as IConfiguration

async function violationsIn(dir: string): Promise<string[]> {
  const result = await cruise(['machines'], { baseDir: dir, ruleSet: { forbidden: config.forbidden }, tsPreCompilationDeps: true, validate: true, outputType: 'json' })
  const output = JSON.parse(result.output as string) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } }
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort()
}

describe('the import rules of .dependency-cruiser.cjs', () => {
  it('refuse cycles, phases reaching into the campaign, the campaign reaching into phases or past the registry, the reason catalog gathering words upward, and leaves importing upward', async () => {
    expect(await violationsIn(resolve('tests/fixtures/dependency-rules'))).toEqual([
      'campaign-sees-phases-through-definitions: machines/campaign/machine.ts → machines/duel/machine.ts',
      'dice-and-reasons-are-floors: machines/reasons/catalog.ts → machines/duel/reasons.en.ts',
      'model-is-a-floor: machines/campaign/model/campaign.ts → machines/campaign/machine.ts',
      'no-cycles: machines/campaign/machine.ts → machines/duel/machine.ts',
      'only-the-registry-imports-phases: machines/campaign/team-commands.ts → machines/duel/phase.ts',
      'phase-imports-only-floors: machines/duel/machine.ts → machines/campaign/machine.ts',
      'phase-rules-are-pure: machines/duel/rules/compare.ts → machines/duel/machine.ts',
      'text-imports-nothing: machines/text/bilingual.ts → machines/campaign/model/campaign.ts'
    ])
  })
})
