import { describe, expect, it } from 'vitest'
import { at, demoEngine, demoDeclarations, mustDispatch } from '../campaign/fixtures'
import { entriesOf } from '../campaign/session-log/helpers'
import type { CampaignEngine } from '@machines/campaign/engine'
import { english, korean } from '@machines/reasons/format'

const declarationsOf = (engine: CampaignEngine) => {
  const phase = engine.current.context.phase
  if (phase?.kind !== 'warTurn') throw new Error('no war turn running')
  return phase.context.declarations
}
/** The demo's eight declarations as the lines of one batch, numbered 1–8. */
const eightLines = demoDeclarations.map(({ actor, action, regions }, i) => ({ line: i + 1, actor, action, regions: [...regions] }))

function turnStarted(): CampaignEngine {
  const { engine } = demoEngine()
  mustDispatch(engine, { type: 'turn.start' })
  return engine
}

describe('a batch of declarations (the paste box’s good lines) is one command: turn.declareLines', () => {
  it('T.1–T.5 eight lines declare all eight actors in one step, as eight turn.declare commands would', () => {
    const batched = turnStarted()
    mustDispatch(batched, { type: 'turn.declareLines', lines: eightLines })
    const oneByOne = turnStarted()
    for (const d of demoDeclarations) mustDispatch(oneByOne, d)
    expect(declarationsOf(batched)).toEqual(declarationsOf(oneByOne))
    expect(batched.head).toBe(2)
    // It resolves like any other set of declarations.
    mustDispatch(batched, { type: 'turn.resolve' })
    mustDispatch(oneByOne, { type: 'turn.resolve' })
    expect(batched.current.context.phase).toEqual(oneByOne.current.context.phase)
  })

  it('one undo takes the whole batch back, and one redo brings it again', () => {
    const engine = turnStarted()
    mustDispatch(engine, { type: 'turn.declare', actor: 'saber', action: 'investigate', regions: ['church'] })
    mustDispatch(engine, { type: 'turn.declareLines', lines: eightLines })
    expect(declarationsOf(engine)).toHaveLength(8)
    expect(engine.undo().ok).toBe(true)
    expect(declarationsOf(engine)).toEqual([{ actor: 'saber', action: 'investigate', regions: ['church'] }])
    expect(engine.redo().ok).toBe(true)
    expect(declarationsOf(engine)).toHaveLength(8)
    // A line for an actor declared before replaces that declaration, as a single declare would.
    expect(declarationsOf(engine).find((d) => d.actor === 'saber')).toEqual({ actor: 'saber', action: 'daily', regions: ['port'] })
  })

  it('one log line names the count and every declaration', () => {
    const engine = turnStarted()
    mustDispatch(engine, { type: 'turn.declareLines', lines: eightLines })
    const entries = entriesOf(engine)
    expect(entries).toHaveLength(2)
    const line = entries.at(-1)!.gm
    expect(line.ko).toMatch(/^선언 8개 한꺼번에: 한하늘 일상 생활 — 교회, 항구, 공원; 세이버 일상 생활 — 항구;/)
    expect(line.en).toMatch(/^8 declarations at once: /)
    const one = turnStarted()
    mustDispatch(one, { type: 'turn.declareLines', lines: eightLines.slice(1, 2) })
    expect(entriesOf(one).at(-1)!.gm.en).toMatch(/^1 declaration at once: /)
  })

  it('T.3 a bad line is refused naming its line number and the rule; nothing of the batch is declared', () => {
    const engine = turnStarted()
    const lines = [eightLines[0]!, { line: 5, actor: 'lancer', action: 'daily', regions: ['port', 'church'] }, eightLines[2]!]
    const result = engine.dispatch({ type: 'turn.declareLines', lines }, at)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.why.key).toBe('reason.warTurn.lineRefused')
      expect(result.why.params?.n).toBe(5)
      expect(english(result.why)).toMatch(/^line 5: .*T\.3/)
      expect(korean(result.why)).toMatch(/^5번째 줄: .*T\.3/)
    }
    expect(declarationsOf(engine)).toEqual([])
    expect(engine.head).toBe(1)
  })

  it('lines are checked in order as if the earlier ones were declared: a second line for one actor is refused, naming the first', () => {
    const engine = turnStarted()
    const lines = [eightLines[1]!, { line: 7, actor: 'saber', action: 'investigate', regions: ['church'] }]
    const result = engine.dispatch({ type: 'turn.declareLines', lines }, at)
    expect(!result.ok && english(result.why)).toBe('line 7: Saber is already declared on line 2, earlier in this paste: keep one of the two lines')
    expect(declarationsOf(engine)).toEqual([])
  })

  it('an empty batch and a batch after the turn is resolved are refused with their reasons', () => {
    const engine = turnStarted()
    const empty = engine.dispatch({ type: 'turn.declareLines', lines: [] }, at)
    expect(empty.ok).toBe(false)
    mustDispatch(engine, { type: 'turn.declareLines', lines: eightLines })
    mustDispatch(engine, { type: 'turn.resolve' })
    const late = engine.dispatch({ type: 'turn.declareLines', lines: eightLines.slice(0, 1) }, at)
    expect(!late.ok && late.why.key).toBe('reason.warTurn.declarationsClosed')
  })
})
