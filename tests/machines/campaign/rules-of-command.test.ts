import { describe, expect, it } from 'vitest'
import { collectRuleIds } from '@machines/campaign/model/rule-ids'
import { demoEngine, mustDispatch, demoDeclarations } from './fixtures'

describe('rule ids logged with each event (the session log cites them)', () => {
  it('collects rule and rules fields at any depth', () => {
    expect([...collectRuleIds({ a: [{ rule: 'T.7' }, { b: { rules: ['D.16', 'D.43'] } }], rule: 5 })].sort()).toEqual(['D.16', 'D.43', 'T.7'])
  })

  it('an applied war turn logs the rules of the outcomes it kept (T.7, T.10, T.16, T.20)', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'turn.start' })
    for (const d of demoDeclarations) mustDispatch(engine, d)
    mustDispatch(engine, { type: 'turn.resolve' })
    mustDispatch(engine, { type: 'turn.apply' })
    expect(engine.events.at(-1)!.rules).toEqual(expect.arrayContaining(['T.7', 'T.10', 'T.12', 'T.15', 'T.16', 'T.20']))
  })

  it('an accepted duel exchange logs the rules that decided it (D.1, D.14)', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    mustDispatch(engine, { type: 'duel.play', actor: 'saber', cards: [{ opponent: 'lancer', card: 'smash' }] })
    mustDispatch(engine, { type: 'duel.play', actor: 'lancer', cards: [{ opponent: 'saber', card: 'assault' }] })
    mustDispatch(engine, { type: 'duel.reveal' })
    mustDispatch(engine, { type: 'duel.accept' })
    expect(engine.events.at(-1)!.rules).toEqual(expect.arrayContaining(['D.1', 'D.14']))
    expect(engine.events.at(-3)!.rules).toEqual([])
  })
})
