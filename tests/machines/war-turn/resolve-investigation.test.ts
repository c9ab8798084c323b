import { describe, expect, it } from 'vitest'
import { resolveTurn } from '@machines/war-turn/resolve'
import { daily, investigate, rest, turn } from './fixtures'

const resolve = (...args: Parameters<typeof turn>) => resolveTurn(turn(...args))

describe('investigation', () => {
  it('T.4 T.10 an investigator meeting a master with its servant gains info on the servant, no fight', () => {
    const result = resolve([investigate('s-a', 'port'), daily('m-b', 'port', 'school', 'bridge'), daily('s-b', 'port')])
    expect(result.info).toEqual([
      { team: 'A', servant: 's-b', by: 's-a', region: 'port', source: 'encounter', rule: 'T.10' }
    ])
    expect(result.fights).toEqual([])
  })

  it('T.2 T.11 an investigating master meeting a lone servant gains info on it, no fight', () => {
    const result = resolve([investigate('m-a', 'port'), daily('s-b', 'port')])
    expect(result.info).toEqual([
      { team: 'A', servant: 's-b', by: 'm-a', region: 'port', source: 'encounter', rule: 'T.11' }
    ])
    expect(result.fights).toEqual([])
  })

  it('T.12 an investigating master meeting a lone daily master makes a fight and gains no info', () => {
    const result = resolve([investigate('m-a', 'port'), daily('m-b', 'port', 'school', 'bridge')])
    expect(result.fights).toEqual([
      { kind: 'masters', actors: ['m-a', 'm-b'], region: 'port', stake: 'command-seal', rule: 'T.12' }
    ])
    expect(result.info).toEqual([])
  })

  it('T.12 a fight happens when either master finds the other alone, even if the other sees master and servant', () => {
    const result = resolve([investigate('m-a', 'port'), daily('s-a', 'port'), investigate('m-b', 'port')])
    expect(result.fights).toEqual([
      { kind: 'masters', actors: ['m-a', 'm-b'], region: 'port', stake: 'command-seal', rule: 'T.12' }
    ])
    expect(result.info).toEqual([
      { team: 'B', servant: 's-a', by: 'm-b', region: 'port', source: 'encounter', rule: 'T.10' }
    ])
  })

  it('T.12 two masters investigating each other alone make one fight', () => {
    const result = resolve([investigate('m-a', 'port'), investigate('m-b', 'port')])
    expect(result.fights).toEqual([
      { kind: 'masters', actors: ['m-a', 'm-b'], region: 'port', stake: 'command-seal', rule: 'T.12' }
    ])
  })

  it("T.12 a servant investigator meeting a lone master gains info on that master's servant", () => {
    const result = resolve([investigate('s-a', 'port'), daily('m-b', 'port', 'school', 'bridge'), daily('s-b', 'school')])
    expect(result.info).toEqual([
      { team: 'A', servant: 's-b', by: 's-a', region: 'port', source: 'encounter', rule: 'T.12' }
    ])
    expect(result.fights).toEqual([])
  })

  it("T.12 T.15 a servant investigator meeting a lone master may duel that master's servant wherever it is", () => {
    const result = resolve([investigate('s-a', 'port'), daily('m-b', 'port', 'school', 'bridge'), daily('s-b', 'school')])
    expect(result.duelOpportunities).toEqual([{ by: 's-a', servant: 's-b', region: 'port', rule: 'T.15' }])
  })

  it("T.15 a master investigator in a T.12 fight is also offered a duel with the lone master's servant", () => {
    const result = resolve([investigate('m-a', 'port'), daily('m-b', 'port', 'school', 'bridge'), rest('s-b')])
    expect(result.duelOpportunities).toEqual([{ by: 'm-a', servant: 's-b', region: 'port', rule: 'T.15' }])
  })

  it('T.12 a lone master whose servant takes no part gives neither info nor an opportunity', () => {
    const result = resolve([investigate('s-a', 'port'), daily('m-b', 'port', 'school', 'bridge')], {
      traces: [{ servant: 's-b', region: 'port' }]
    })
    expect([result.info, result.duelOpportunities, result.fights]).toEqual([[], [], []])
  })

  it('T.10 T.11 T.15 meeting a servant offers a duel with it', () => {
    const result = resolve([
      investigate('m-a', 'port'),
      daily('s-b', 'port'),
      daily('m-c', 'port', 'park', 'forest'),
      daily('s-c', 'port')
    ])
    expect(result.duelOpportunities).toEqual([
      { by: 'm-a', servant: 's-b', region: 'port', rule: 'T.15' },
      { by: 'm-a', servant: 's-c', region: 'port', rule: 'T.15' }
    ])
  })

  it('T.13 an investigator meeting no opponent finds the traces of other teams', () => {
    const result = resolve([investigate('s-a', 'port'), daily('s-c', 'park')], {
      traces: [{ servant: 's-c', region: 'port' }]
    })
    expect(result.info).toEqual([
      { team: 'A', servant: 's-c', by: 's-a', region: 'port', source: 'trace', rule: 'T.13' }
    ])
  })

  it('T.13 an investigator meeting an opponent does not look for traces', () => {
    const result = resolve([investigate('s-a', 'port'), daily('s-b', 'port'), daily('s-c', 'park')], {
      traces: [{ servant: 's-c', region: 'port' }]
    })
    expect(result.info.map((info) => [info.servant, info.rule])).toEqual([['s-b', 'T.11']])
  })

  it('T.13 a teammate in the region does not stop the trace search', () => {
    const result = resolve([investigate('m-a', 'port'), daily('s-a', 'port'), daily('s-c', 'park')], {
      traces: [{ servant: 's-c', region: 'port' }]
    })
    expect(result.info).toEqual([
      { team: 'A', servant: 's-c', by: 'm-a', region: 'port', source: 'trace', rule: 'T.13' }
    ])
  })

  it("T.13 a team's own servant's trace gives it no info", () => {
    const result = resolve([investigate('m-a', 'port'), daily('s-a', 'park')], {
      traces: [{ servant: 's-a', region: 'port' }]
    })
    expect(result.info).toEqual([])
  })

  it('T.5 T.13 a resting opponent is not met, so the traces are searched', () => {
    const result = resolve([investigate('s-a', 'bridge'), rest('m-b', 'bridge'), daily('s-c', 'park')], {
      traces: [{ servant: 's-c', region: 'bridge' }]
    })
    expect(result.info).toEqual([
      { team: 'A', servant: 's-c', by: 's-a', region: 'bridge', source: 'trace', rule: 'T.13' }
    ])
  })

  it('T.14 an investigator meeting nobody in a region without traces finds nothing', () => {
    const result = resolve([investigate('s-a', 'park'), daily('s-b', 'port')], {
      traces: [{ servant: 's-b', region: 'church' }]
    })
    expect([result.info, result.fights, result.duelOpportunities]).toEqual([[], [], []])
  })

  it('T.15 a trace found offers no duel', () => {
    const result = resolve([investigate('s-a', 'port'), daily('s-c', 'park')], {
      traces: [{ servant: 's-c', region: 'port' }]
    })
    expect(result.duelOpportunities).toEqual([])
  })

  it('T.19 a recovering servant learns nothing from an investigator in its region', () => {
    const result = resolve([daily('s-a', 'port'), investigate('s-b', 'port')])
    expect(result.info).toEqual([
      { team: 'B', servant: 's-a', by: 's-b', region: 'port', source: 'encounter', rule: 'T.11' }
    ])
  })

  it('T.22 a team gains one info point per servant per source, from its first finder', () => {
    const result = resolve([investigate('m-a', 'port'), investigate('s-a', 'port'), daily('s-b', 'port')])
    expect(result.info).toEqual([
      { team: 'A', servant: 's-b', by: 'm-a', region: 'port', source: 'encounter', rule: 'T.11' }
    ])
  })

  it('T.22 an encounter and a trace are separate sources of info on the same servant', () => {
    const result = resolve([investigate('m-a', 'port'), investigate('s-a', 'park'), daily('s-c', 'port')], {
      traces: [{ servant: 's-c', region: 'park' }]
    })
    expect(result.info).toEqual([
      { team: 'A', servant: 's-c', by: 'm-a', region: 'port', source: 'encounter', rule: 'T.11' },
      { team: 'A', servant: 's-c', by: 's-a', region: 'park', source: 'trace', rule: 'T.13' }
    ])
  })

  it('T.10 T.21 a pair investigating together is still met as usual this turn', () => {
    const result = resolve([investigate('m-a', 'port'), investigate('s-a', 'port'), investigate('s-b', 'port')])
    expect(result.info.filter((info) => info.team === 'B')).toEqual([
      { team: 'B', servant: 's-a', by: 's-b', region: 'port', source: 'encounter', rule: 'T.10' }
    ])
  })
})
