import { describe, expect, it } from 'vitest'
import { boardView } from '@machines/campaign/board-view'
import { demoEngine, mustDispatch } from './fixtures'

const roll = (command: string, text: string, secret = false) => ({ type: 'dice.roll', command, answer: { system: 'Amadeus:Korean', text, secret, dice: [5] } })

describe('the board’s dice-box line belongs to its scene (E.71, V.9)', () => {
  it('V.9 an open roll shows on the board in its scene and is gone once the scene ends; the next scene’s roll shows alone', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, roll('BRT', '전과표(5) ＞ 보석'))
    expect(boardView(engine.current).rolls.map((r) => r.text)).toEqual(['전과표(5) ＞ 보석'])
    mustDispatch(engine, { type: 'scene.advance' })
    expect(boardView(engine.current).rolls).toEqual([])
    mustDispatch(engine, roll('1D6', '(1D6) ＞ 3'))
    expect(boardView(engine.current).rolls.map((r) => r.text)).toEqual(['(1D6) ＞ 3'])
    // The campaign keeps both; only the board forgets the old scene's.
    expect(engine.current.context.campaign.rolls).toHaveLength(2)
  })

  it('E.71 a secret roll never reaches the board, in its scene or after', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, roll('S1D6', '(1D6) ＞ 6', true))
    expect(boardView(engine.current).rolls).toEqual([])
  })
})
