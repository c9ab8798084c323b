import { describe, expect, it } from 'vitest'
import { resolveTurn } from '@machines/war-turn/resolve'
import { daily, investigate, rest, turn } from './fixtures'

const resolve = (...args: Parameters<typeof turn>) => resolveTurn(turn(...args))

describe('mana supply', () => {
  it("T.16 a daily servant in one of its daily master's regions receives supply", () => {
    expect(resolve([daily('m-a', 'church', 'port', 'park'), daily('s-a', 'port')]).manaSupply).toEqual([
      { servant: 's-a', master: 'm-a', region: 'port', rule: 'T.16' }
    ])
  })

  it("T.16 a daily servant outside its daily master's regions receives none", () => {
    expect(resolve([daily('m-a', 'church', 'port', 'park'), daily('s-a', 'school')]).manaSupply).toEqual([])
  })

  it('T.17 a daily servant whose master investigates its region receives none', () => {
    expect(resolve([investigate('m-a', 'port'), daily('s-a', 'port')]).manaSupply).toEqual([])
  })

  it("T.17 an investigating servant in one of its daily master's regions receives none", () => {
    expect(resolve([daily('m-a', 'church', 'port', 'park'), investigate('s-a', 'port')]).manaSupply).toEqual([])
  })

  it('T.21 master and servant investigating together: the servant receives supply', () => {
    expect(resolve([investigate('m-a', 'port'), investigate('s-a', 'port')]).manaSupply).toEqual([
      { servant: 's-a', master: 'm-a', region: 'port', rule: 'T.21' }
    ])
  })

  it('T.21 master and servant investigating different regions: no supply', () => {
    expect(resolve([investigate('m-a', 'port'), investigate('s-a', 'park')]).manaSupply).toEqual([])
  })

  it('T.5 a resting master supplies nobody', () => {
    expect(resolve([rest('m-a'), daily('s-a', 'school')]).manaSupply).toEqual([])
  })
})

describe('traces left for the next turn', () => {
  it('T.20 each present servant leaves a trace in its region, masters none', () => {
    const result = resolve([
      daily('m-a', 'church', 'port', 'park'),
      daily('s-a', 'port'),
      investigate('m-b', 'park'),
      investigate('s-c', 'church')
    ])
    expect(result.traces).toEqual([
      { servant: 's-a', region: 'port' },
      { servant: 's-c', region: 'church' }
    ])
  })

  it('T.20 T.21 master and servant investigating together erase the trace', () => {
    expect(resolve([investigate('m-a', 'port'), investigate('s-a', 'port')]).traces).toEqual([])
  })

  it('T.20 a servant investigating without its master still leaves a trace', () => {
    expect(resolve([investigate('m-a', 'park'), investigate('s-a', 'port')]).traces).toEqual([
      { servant: 's-a', region: 'port' }
    ])
  })

  it('T.20 traces last one turn: last turn\'s traces are not carried over', () => {
    const result = resolve([rest('s-c')], { traces: [{ servant: 's-c', region: 'port' }] })
    expect(result.traces).toEqual([])
  })

  it('T.5 a resting servant leaves no trace by default', () => {
    expect(resolve([rest('s-a')]).traces).toEqual([])
  })

  it('T.5 with restLeavesTrace a resting servant leaves a trace at its base', () => {
    expect(resolve([rest('s-a')], { settings: { restLeavesTrace: true } }).traces).toEqual([
      { servant: 's-a', region: 'school' }
    ])
  })

  it('T.5 with restLeavesTrace a resting servant leaves a trace where it declared its rest', () => {
    expect(resolve([rest('s-b', 'bridge')], { settings: { restLeavesTrace: true } }).traces).toEqual([
      { servant: 's-b', region: 'bridge' }
    ])
  })
})
