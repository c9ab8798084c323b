import { describe, expect, it } from 'vitest'
import { proposeAfterFight, type Fighter } from '@machines/duel/after-fight'

const mA: Fighter = { id: 'm-a', kind: 'master', team: 'A' }
const sA: Fighter = { id: 's-a', kind: 'servant', team: 'A' }
const mB: Fighter = { id: 'm-b', kind: 'master', team: 'B' }
const sB: Fighter = { id: 's-b', kind: 'servant', team: 'B' }
const sC: Fighter = { id: 's-c', kind: 'servant', team: 'C' }

describe('after a war-turn fight', () => {
  it('T.23 servants who fought may exchange emotions with each other', () => {
    expect(proposeAfterFight([sA, sB]).emotionExchanges).toEqual([
      { actors: ['s-a', 's-b'], positiveOnly: false, rule: 'T.23' }
    ])
  })

  it('T.23 masters who fought exchange with masters only, never with servants', () => {
    expect(proposeAfterFight([mA, sA, mB, sB]).emotionExchanges).toEqual([
      { actors: ['m-a', 'm-b'], positiveOnly: false, rule: 'T.23' },
      { actors: ['s-a', 's-b'], positiveOnly: false, rule: 'T.23' }
    ])
  })

  it('T.23 a master and its own servant fighting side by side exchange nothing', () => {
    expect(proposeAfterFight([mA, sA]).emotionExchanges).toEqual([])
  })

  it("T.24 servants who fought gain info on each other, for their teams", () => {
    expect(proposeAfterFight([sA, sB]).info).toEqual([
      { team: 'A', servant: 's-b', by: 's-a', rule: 'T.24' },
      { team: 'B', servant: 's-a', by: 's-b', rule: 'T.24' }
    ])
  })

  it('T.24 masters who fought gain no info', () => {
    expect(proposeAfterFight([mA, mB]).info).toEqual([])
  })

  it('T.24 in a melee of three every servant learns about each other servant', () => {
    expect(proposeAfterFight([sA, sB, sC]).info.map((info) => `${info.team}:${info.servant}`)).toEqual([
      'A:s-b',
      'A:s-c',
      'B:s-a',
      'B:s-c',
      'C:s-a',
      'C:s-b'
    ])
  })

  it('T.23 T.24 a fighter listed twice counts once', () => {
    const proposal = proposeAfterFight([sA, sB, sA])
    expect([proposal.emotionExchanges.length, proposal.info.length]).toEqual([1, 2])
  })
})
