import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { documentVersion, parseCampaignDocument } from '@machines/campaign/document'
import { CampaignEngine } from '@machines/campaign/engine'
import { verifyDocument } from '@machines/campaign/verify'
import { encounterStates } from '@machines/campaign/migrations/encounter-states'
import { at } from '../fixtures'

type Raw = Record<string, unknown>

/** A campaign file written by version 5: an ambush at the end of melee round 1, its checkpoints holding `battle` and the step. */
const versionFive = (): Raw => JSON.parse(readFileSync(new URL('./files/encounter-round-end-v5.json', import.meta.url), 'utf8')) as Raw

/** The head checkpoint's running phase. */
const headPhase = (doc: { checkpoints: readonly { head: number; context: { phase: unknown } }[]; head: number }) => doc.checkpoints.find((c) => c.head === doc.head)!.context.phase as Raw

describe('to version 6: the encounter battle’s steps are its machine’s states', () => {
  it('this build writes version 6', () => {
    expect(documentVersion).toBe(6)
  })

  it('the fixture is a version-5 file whose battle is the state `battle` with its step in the context', () => {
    const doc = versionFive() as unknown as Parameters<typeof headPhase>[0] & { version: number }
    expect(doc.version).toBe(5)
    expect(headPhase(doc)).toMatchObject({ kind: 'encounter', value: 'battle', context: { step: 'roundEnd', round: 1 } })
  })

  it('E.40 a version-5 file opens with its battle at the round-end state, its history replays to the same state, and the battle goes on', () => {
    const parsed = parseCampaignDocument(versionFive())
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.why))
    expect(parsed.migratedFrom).toBe(5)
    expect(parsed.value.version).toBe(6)
    const phase = headPhase(parsed.value)
    expect(phase).toMatchObject({ kind: 'encounter', value: 'roundEnd', context: { round: 1 } })
    expect(phase.context).not.toHaveProperty('step')
    expect(verifyDocument(parsed.value).ok).toBe(true)
    const engine = new CampaignEngine(parsed.value)
    expect(engine.current.context.phase).toMatchObject({ kind: 'encounter', value: 'roundEnd' })
    const ended = engine.dispatch({ type: 'encounter.endRound' }, at)
    expect(ended.ok).toBe(true)
    // E.10: melee round 2 follows round 1's end, its actions begun
    expect(engine.current.context.phase).toMatchObject({ kind: 'encounter', value: 'melee', context: { round: 2 } })
  })

  it('E.4 E.11 E.50 each version-5 step becomes its state: acting is a melee round, or the pursuit round in round 3', () => {
    const steps: [string, unknown, string, string][] = [
      ['scouting', 'scout', 'battle', 'scout'],
      ['counterattack', 'scout', 'battle', 'counterattack'],
      ['plotting', 1, 'battle', 'plots'],
      ['acting', 1, 'battle', 'melee'],
      ['acting', 2, 'battle', 'melee'],
      ['roundEnd', 2, 'battle', 'roundEnd'],
      ['pursuitCheck', 2, 'battle', 'pursuitCheck'],
      ['acting', 3, 'battle', 'pursuit'],
      ['over', 3, 'over', 'over']
    ]
    for (const [step, round, value, state] of steps) {
      const doc = { version: 5, checkpoints: [{ head: 1, value: 'inPhase', context: { campaign: {}, phase: { kind: 'encounter', value, context: { step, round, log: [] } } } }] }
      const migrated = encounterStates(doc) as unknown as { version: number; checkpoints: { context: { phase: Raw } }[] }
      expect(migrated.version).toBe(6)
      expect(migrated.checkpoints[0]!.context.phase, step).toEqual({ kind: 'encounter', value: state, context: { round, log: [] } })
    }
  })

  it('a checkpoint of another phase, or with no phase, is left as it was', () => {
    const duel = { kind: 'duel', value: 'collecting', context: { exchanges: 0 } }
    const doc = { version: 5, checkpoints: [{ head: 1, value: 'inPhase', context: { campaign: {}, phase: duel } }, { head: 2, value: 'idle', context: { campaign: {}, phase: null } }] }
    const migrated = encounterStates(doc) as unknown as { checkpoints: { context: { phase: unknown } }[] }
    expect(migrated.checkpoints.map((c) => c.context.phase)).toEqual([duel, null])
  })
})
