import { describe, expect, it } from 'vitest'
import { demoCampaign, demoEngine, mustDispatch } from '../fixtures'
import { campaignOf, refusal, refusalKo } from './helpers'
import { entriesOf, played } from '../session-log/helpers'

// Issue 17: the GM sets the order of teams, regions, PCs, monsters and tables; one move is one undo step.
describe('edit.reorder', () => {
  it('puts the regions in the order given, and undo puts them back', () => {
    const { engine } = demoEngine()
    const ids = demoCampaign().regions.map((r) => r.id)
    const moved = [ids[1]!, ids[0]!, ...ids.slice(2)]
    mustDispatch(engine, { type: 'edit.reorder', list: 'regions', ids: moved })
    expect(campaignOf(engine).regions.map((r) => r.id)).toEqual(moved)
    engine.undo()
    expect(campaignOf(engine).regions.map((r) => r.id)).toEqual(ids)
  })

  it('reorders the teams (the board shows its cards in this order)', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'edit.reorder', list: 'teams', ids: ['violet', 'red', 'blue', 'green'] })
    expect(campaignOf(engine).teams.map((t) => t.id)).toEqual(['violet', 'red', 'blue', 'green'])
  })

  it('refuses an order that leaves out, repeats or invents an id, naming every id of the list', () => {
    const { engine } = demoEngine()
    expect(refusal(engine, { type: 'edit.reorder', list: 'teams', ids: ['red', 'blue', 'green'] })).toBe('A new order must name every id of the teams once: red, blue, green, violet')
    expect(refusalKo(engine, { type: 'edit.reorder', list: 'teams', ids: ['red', 'red', 'green', 'violet'] })).toBe('새 순서는 진영 목록의 모든 id를 한 번씩 담아야 합니다: red, blue, green, violet')
    expect(refusal(engine, { type: 'edit.reorder', list: 'teams', ids: ['red', 'blue', 'green', 'gold'] })).toMatch(/^A new order must name/)
  })

  it('refuses a list that cannot be reordered at the edge', () => {
    const { engine } = demoEngine()
    expect(refusal(engine, { type: 'edit.reorder', list: 'servants', ids: ['saber'] })).toMatch(/^list:/)
  })

  it('says the new order in the GM log by name', () => {
    const [entry] = entriesOf(played([{ type: 'edit.reorder', list: 'teams', ids: ['violet', 'red', 'blue', 'green'] }]))
    expect(entry!.gm.ko).toMatch(/^순서 변경: 진영 목록 — 보라 진영, 붉은 진영, 푸른 진영, 초록 진영$/)
    expect(entry!.gm.en).toMatch(/^Order changed: the teams — /)
  })
})
