import { describe, expect, it } from 'vitest'
import { demoDeclarations, demoEngine, mustDispatch } from './fixtures'

const announcements = (engine: ReturnType<typeof demoEngine>['engine']) => engine.current.context.campaign.announcements.map((a) => ({ turn: a.turn, text: a.text }))

describe('board.announce is filed under the turn it is said in', () => {
  it('during the first war turn it carries turn 1, as the turn\'s own published news do (not the 0 turns finished)', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'turn.start' })
    mustDispatch(engine, { type: 'board.announce', text: 'a storm over the port' })
    mustDispatch(engine, { type: 'turn.publish', text: 'a fight at the church' })
    for (const d of demoDeclarations) mustDispatch(engine, d)
    mustDispatch(engine, { type: 'turn.resolve' })
    mustDispatch(engine, { type: 'turn.apply' })
    expect(announcements(engine)).toEqual([
      { turn: 1, text: 'a storm over the port' },
      { turn: 1, text: 'a fight at the church' }
    ])
  })

  it('between turns and in a phase that plays no turn of its own, it carries the last finished turn', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'board.announce', text: 'before anything' })
    mustDispatch(engine, { type: 'turn.start' })
    for (const d of demoDeclarations) mustDispatch(engine, d)
    mustDispatch(engine, { type: 'turn.resolve' })
    mustDispatch(engine, { type: 'turn.apply' })
    mustDispatch(engine, { type: 'board.announce', text: 'after turn 1' })
    mustDispatch(engine, { type: 'turn.start' })
    mustDispatch(engine, { type: 'board.announce', text: 'during turn 2' })
    expect(announcements(engine)).toEqual([
      { turn: 0, text: 'before anything' },
      { turn: 1, text: 'after turn 1' },
      { turn: 2, text: 'during turn 2' }
    ])
  })
})
