import { describe, expect, it } from 'vitest'
import { demoEngine, mustDispatch, demoDeclarations } from './fixtures'
import type { CampaignEngine } from '@machines/campaign/engine'
import type { Offer } from '@machines/campaign/model/campaign'
import { offerList } from '@machines/campaign/offer-list'

const listOf = (engine: CampaignEngine) => offerList(engine.current.context.campaign)
const ids = (offers: Offer[]) => offers.map((o) => o.id)
const states = (offers: Offer[]) => offers.map((o) => [o.id, o.state])

/** The demo with one war turn of its eight declarations applied: fight t1-f1 (T.12) and opportunity t1-o1 (T.15) among the offers. */
function afterOneTurn(): CampaignEngine {
  const { engine } = demoEngine()
  mustDispatch(engine, { type: 'turn.start' })
  for (const d of demoDeclarations) mustDispatch(engine, d)
  mustDispatch(engine, { type: 'turn.resolve' })
  mustDispatch(engine, { type: 'turn.apply' })
  return engine
}

/** Plays the T.12 fight t1-f1 as a masters' duel: Elias retreats at once, the duel is applied. */
function playFight(engine: CampaignEngine): void {
  mustDispatch(engine, { type: 'duel.start', offer: 't1-f1', fight: 'masters', combatants: [{ actor: 'm-elias' }, { actor: 'm-verdant' }] })
  mustDispatch(engine, { type: 'duel.retreat', actor: 'm-elias', opponent: 'm-verdant', fate: true })
  mustDispatch(engine, { type: 'duel.apply' })
}

describe('the GM window’s list of fights and duel opportunities: pending, then marked played or struck (T.12, T.15)', () => {
  it('T.12 T.15 a fresh turn’s offers are all pending and nothing is settled yet', () => {
    const list = listOf(afterOneTurn())
    expect(ids(list.pending).slice(0, 2)).toEqual(['t1-f1', 't1-o1'])
    expect(list.settled).toEqual([])
  })

  it('T.12 a fight a duel played leaves the pending list and shows as played, with its rule', () => {
    const engine = afterOneTurn()
    playFight(engine)
    const list = listOf(engine)
    expect(ids(list.pending)).not.toContain('t1-f1')
    expect(list.settled.map((o) => [o.id, o.state, o.rule, o.settledTurn])).toEqual([['t1-f1', 'played', 'T.12', 1]])
  })

  it('T.15 a struck opportunity shows as struck; put back, it is pending again and no longer settled', () => {
    const engine = afterOneTurn()
    mustDispatch(engine, { type: 'offer.strike', offer: 't1-o1', struck: true })
    expect(states(listOf(engine).settled)).toEqual([['t1-o1', 'struck']])
    mustDispatch(engine, { type: 'offer.strike', offer: 't1-o1', struck: false })
    const list = listOf(engine)
    expect(list.settled).toEqual([])
    expect(ids(list.pending)).toContain('t1-o1')
    expect(engine.current.context.campaign.offers.find((o) => o.id === 't1-o1')).not.toHaveProperty('settledTurn')
  })

  it('T.12 T.15 settled offers stay visible, in the order they arose, until the next war turn is applied; pending ones stay', () => {
    const engine = afterOneTurn()
    mustDispatch(engine, { type: 'offer.strike', offer: 't1-o1', struck: true })
    playFight(engine)
    expect(states(listOf(engine).settled)).toEqual([['t1-f1', 'played'], ['t1-o1', 'struck']])
    mustDispatch(engine, { type: 'turn.start' })
    for (const d of demoDeclarations) mustDispatch(engine, d)
    mustDispatch(engine, { type: 'turn.resolve' })
    // While the next turn runs, the list still reads as before it.
    expect(listOf(engine).settled).toHaveLength(2)
    mustDispatch(engine, { type: 'turn.apply' })
    const list = listOf(engine)
    expect(list.settled).toEqual([])
    // The first turn's other offers still wait, next to the second turn's.
    expect(ids(list.pending)).toEqual(expect.arrayContaining(['t2-f1', 't2-o1']))
    expect(list.pending.some((o) => o.turn === 1)).toBe(true)
    // The campaign keeps them, marked: the list only stops showing them.
    expect(states(engine.current.context.campaign.offers.filter((o) => o.id === 't1-f1' || o.id === 't1-o1'))).toEqual([['t1-f1', 'played'], ['t1-o1', 'struck']])
  })

  it('undo takes a play back: with the duel running again, the fight is pending and no longer marked', () => {
    const engine = afterOneTurn()
    playFight(engine)
    engine.undo()
    expect(engine.current.context.phase?.kind).toBe('duel')
    expect(listOf(engine).settled).toEqual([])
    expect(ids(listOf(engine).pending)).toContain('t1-f1')
  })

  it('a settled offer from a file written before settledTurn was kept counts as settled in the turn it arose in', () => {
    const offer: Offer = { id: 't2-f1', kind: 'fight', rule: 'T.12', turn: 2, scene: 2, actors: ['m-a', 'm-b'], region: 'port', state: 'played' }
    expect(offerList({ turn: 2, offers: [offer] }).settled).toEqual([offer])
    expect(offerList({ turn: 3, offers: [offer] }).settled).toEqual([])
  })

  it('T.12 T.15 the same offer met twice in one turn shows once; the same pair in another turn is its own offer, told apart by its turn', () => {
    const offer = (id: string, kind: Offer['kind'], turn: number, actors: [string, string], region: string): Offer => ({ id, kind, rule: kind === 'fight' ? 'T.12' : 'T.15', turn, scene: turn, actors, region, state: 'pending' })
    const offers = [
      offer('t1-o1', 'opportunity', 1, ['saber', 'lancer'], 'port'),
      offer('t1-o2', 'opportunity', 1, ['saber', 'lancer'], 'park'),
      offer('t1-o3', 'opportunity', 1, ['lancer', 'saber'], 'park'),
      offer('t1-f1', 'fight', 1, ['m-a', 'm-b'], 'port'),
      offer('t1-f2', 'fight', 1, ['m-b', 'm-a'], 'park'),
      offer('t2-o1', 'opportunity', 2, ['saber', 'lancer'], 'port')
    ]
    // T.15 a duel opportunity has a direction (who found whom); a T.12 fight between two masters has none.
    expect(ids(offerList({ turn: 2, offers }).pending)).toEqual(['t1-o1', 't1-o3', 't1-f1', 't2-o1'])
  })
})
