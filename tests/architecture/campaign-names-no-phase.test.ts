import { readFileSync, readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allPhases } from '@machines/campaign/phases'

// The campaign layer only routes: what a phase asks, checks and counts is the phase's own
// (docs/architecture.md). The import rules cannot see phase knowledge that arrives as types through
// the registry (`phase.context.declarations`), so this reads the campaign layer's text for the
// names only a phase should say: its command types, its kind compared, its reason keys.
const root = resolve(import.meta.dirname, '../..')
const campaign = join(root, 'machines/campaign')

/** The campaign layer's own files: not the model floor below the phases, not the registry, not the file migrations (they read old shapes by design), not its words. */
function campaignLayerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    const rel = relative(campaign, path)
    if (entry.isDirectory()) return rel === 'model' || rel === 'migrations' ? [] : campaignLayerFiles(path)
    return entry.name.endsWith('.ts') && rel !== 'phases.ts' && !/^reasons\.(ko|en)\.ts$/.test(entry.name) ? [path] : []
  })
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The places in one file's text that name a phase, as `file: what` (no line numbers: an edit above must not move the list). */
function phaseNames(file: string, text: string, phases: readonly { kind: string; prefix: string }[]): string[] {
  const patterns = phases.flatMap(({ kind, prefix }) => [
    new RegExp(`['"\`]${escape(prefix)}[A-Za-z]+['"\`]`, 'g'),
    new RegExp(`kind\\s*[!=]==?\\s*['"\`]${escape(kind)}['"\`]`, 'g'),
    new RegExp(`reason\\.${escape(kind)}\\.[A-Za-z.]+`, 'g')
  ])
  return text.split('\n').flatMap((lineText) => patterns.flatMap((pattern) => [...lineText.matchAll(pattern)].map((m) => `${relative(root, file)}: ${m[0]}`)))
}

// What still names a phase in the campaign layer; this list may only shrink.
const stillNamed = [
  "machines/campaign/document.ts: kind === 'encounter'",
  "machines/campaign/document.ts: kind === 'warTurn'",
  "machines/campaign/editing/encounter-records.ts: kind === 'encounter'",
  "machines/campaign/editing/encounter-records.ts: kind === 'encounter'",
  'machines/campaign/guess.ts: reason.warTurn.guessAlreadyRight',
  'machines/campaign/guess.ts: reason.warTurn.guessNeedsInfo',
  'machines/campaign/guess.ts: reason.warTurn.guessNeedsBetterInfo'
]

describe('the campaign layer names no phase', () => {
  it("no command type, kind or reason key of a phase is written in machines/campaign outside the registry (what a team may send is the phase's team.sends)", () => {
    const phases = allPhases().map(({ kind, definition }) => ({ kind, prefix: definition.prefix }))
    const found = campaignLayerFiles(campaign).flatMap((file) => phaseNames(file, readFileSync(file, 'utf8'), phases))
    expect(found.sort()).toEqual([...stillNamed].sort())
  })

  it('the check sees a command type, a kind compared and a reason key, and lets other words through', () => {
    const file = join(campaign, 'example.ts')
    const phases = [{ kind: 'duel', prefix: 'duel.' }]
    expect(phaseNames(file, `if (command.type === 'duel.play') return reason('reason.duel.playsClosed')`, phases)).toEqual([
      "machines/campaign/example.ts: 'duel.play'",
      'machines/campaign/example.ts: reason.duel.playsClosed'
    ])
    expect(phaseNames(file, `if (phase.kind !== 'duel') return`, phases)).toEqual(["machines/campaign/example.ts: kind !== 'duel'"])
    expect(phaseNames(file, `const fight = line('전투', 'duel')\nreason('reason.campaign.teamNotAsked')`, phases)).toEqual([])
  })
})
