import { describe, expect, it } from 'vitest'
import { resolveTurn } from '@machines/war-turn/resolve'
import { daily, feels, investigate, rest, turn } from './fixtures'

const exchangesOf = (...args: Parameters<typeof turn>) => resolveTurn(turn(...args)).emotionExchanges

describe('daily life: emotion exchange', () => {
  it('T.1 T.7 two daily masters in one region exchange without restriction', () => {
    expect(exchangesOf([daily('m-a', 'church', 'port', 'park'), daily('m-b', 'church', 'school', 'bridge')])).toEqual([
      { actors: ['m-a', 'm-b'], region: 'church', positiveOnly: false, rule: 'T.7' }
    ])
  })

  it('T.3 T.7 a daily master exchanges with its own daily servant', () => {
    expect(exchangesOf([daily('m-a', 'church', 'port', 'park'), daily('s-a', 'park')])).toEqual([
      { actors: ['m-a', 's-a'], region: 'park', positiveOnly: false, rule: 'T.7' }
    ])
  })

  it('T.6 a daily master exchanges nothing with a master investigating its region', () => {
    expect(exchangesOf([daily('m-a', 'church', 'port', 'park'), investigate('m-b', 'church')])).toEqual([])
  })

  it('T.9b the same pair meeting in two regions gives one exchange, in the first region', () => {
    expect(exchangesOf([daily('m-a', 'church', 'port', 'park'), daily('m-b', 'port', 'church', 'school')])).toEqual([
      { actors: ['m-a', 'm-b'], region: 'church', positiveOnly: false, rule: 'T.7' }
    ])
  })

  it('T.9c an exchange is one mutual item naming both actors once', () => {
    const exchanges = exchangesOf([daily('s-a', 'park'), daily('m-a', 'church', 'port', 'park')])
    expect(exchanges.map((exchange) => exchange.actors)).toEqual([['m-a', 's-a']])
  })

  it("T.8 a master holding an emotion toward B exchanges with B's servant when B is together with it", () => {
    const exchanges = exchangesOf(
      [daily('m-a', 'church', 'port', 'park'), daily('m-b', 'church', 'school', 'bridge'), daily('s-b', 'church')],
      { emotions: [feels('m-a', 'm-b', 'negative')] }
    )
    expect(exchanges).toEqual([
      { actors: ['m-a', 'm-b'], region: 'church', positiveOnly: false, rule: 'T.7' },
      { actors: ['m-a', 's-b'], region: 'church', positiveOnly: false, rule: 'T.8' },
      { actors: ['m-b', 's-b'], region: 'church', positiveOnly: false, rule: 'T.7' }
    ])
  })

  it("T.8 without an emotion toward B a master does not exchange with B's servant", () => {
    const exchanges = exchangesOf([
      daily('m-a', 'church', 'port', 'park'),
      daily('m-b', 'church', 'school', 'bridge'),
      daily('s-b', 'church')
    ])
    expect(exchanges.filter((exchange) => exchange.actors.includes('s-b') && exchange.actors.includes('m-a'))).toEqual([])
  })

  it("T.9d B's presence for T.8 counts whatever B declared", () => {
    const exchanges = exchangesOf(
      [daily('m-a', 'church', 'port', 'park'), investigate('m-b', 'church'), daily('s-b', 'church')],
      { emotions: [feels('m-a', 'm-b')] }
    )
    expect(exchanges).toEqual([{ actors: ['m-a', 's-b'], region: 'church', positiveOnly: false, rule: 'T.8' }])
  })

  it('T.9 a master with an emotion toward a lone servant exchanges positive-only', () => {
    const exchanges = exchangesOf(
      [daily('m-a', 'church', 'port', 'park'), daily('s-b', 'port'), daily('m-b', 'school', 'bridge', 'forest')],
      { emotions: [feels('m-a', 's-b', 'negative')] }
    )
    expect(exchanges).toEqual([{ actors: ['m-a', 's-b'], region: 'port', positiveOnly: true, rule: 'T.9' }])
  })

  it('T.9 a master without an emotion toward a lone servant does not meet it', () => {
    expect(exchangesOf([daily('m-a', 'church', 'port', 'park'), daily('s-b', 'port')])).toEqual([])
  })

  it("T.9d a resting master counts as absent, so its servant is met alone", () => {
    const exchanges = exchangesOf([daily('m-a', 'church', 'port', 'park'), daily('s-b', 'port'), rest('m-b')], {
      emotions: [feels('m-a', 's-b')]
    })
    expect(exchanges).toEqual([{ actors: ['m-a', 's-b'], region: 'port', positiveOnly: true, rule: 'T.9' }])
  })

  it("T.9 an emotion toward the servant alone does not allow an exchange when its master is present", () => {
    const exchanges = exchangesOf(
      [daily('m-a', 'church', 'port', 'park'), daily('s-b', 'port'), investigate('m-b', 'port')],
      { emotions: [feels('m-a', 's-b')] }
    )
    expect(exchanges).toEqual([])
  })

  it('T.9a a servant with a negative emotion toward a master is not met by it', () => {
    const exchanges = exchangesOf([daily('m-a', 'church', 'port', 'park'), daily('s-b', 'port')], {
      emotions: [feels('m-a', 's-b'), feels('s-b', 'm-a', 'negative')]
    })
    expect(exchanges).toEqual([])
  })

  it('T.9a T.9d a servant negative toward its own master is not met by it', () => {
    const exchanges = exchangesOf([daily('m-a', 'church', 'port', 'park'), daily('s-a', 'church')], {
      emotions: [feels('s-a', 'm-a', 'negative')]
    })
    expect(exchanges).toEqual([])
  })

  it('T.18 two daily servants of different teams in one region exchange freely with no earlier bond (second reading)', () => {
    expect(exchangesOf([daily('s-a', 'port'), daily('s-b', 'port')])).toEqual([{ actors: ['s-a', 's-b'], region: 'port', positiveOnly: false, rule: 'T.18' }])
    const exchanges = exchangesOf([daily('s-a', 'port'), daily('s-b', 'port')], { emotions: [feels('s-b', 's-a')] })
    expect(exchanges).toEqual([{ actors: ['s-a', 's-b'], region: 'port', positiveOnly: false, rule: 'T.18' }])
  })

  it("T.18 a recovering servant exchanges freely with a servant together with a master it holds an emotion toward", () => {
    const exchanges = exchangesOf(
      [daily('s-a', 'port'), daily('s-b', 'port'), daily('m-b', 'port', 'school', 'bridge')],
      { emotions: [feels('s-a', 'm-b')] }
    )
    // s-a and m-b do not exchange: the pair is judged from the master's side (T.9d), which holds nothing.
    expect(exchanges).toEqual([
      { actors: ['s-a', 's-b'], region: 'port', positiveOnly: false, rule: 'T.18' },
      { actors: ['m-b', 's-b'], region: 'port', positiveOnly: false, rule: 'T.7' }
    ])
  })

  it('T.18 T.9a two servants do not meet when either is negative toward the other', () => {
    const exchanges = exchangesOf([daily('s-a', 'port'), daily('s-b', 'port')], {
      emotions: [feels('s-b', 's-a'), feels('s-a', 's-b', 'negative')]
    })
    expect(exchanges).toEqual([])
  })

  it('T.19 a recovering servant exchanges nothing with an investigator in its region', () => {
    const exchanges = exchangesOf([daily('s-a', 'port'), investigate('s-b', 'port')], {
      emotions: [feels('s-a', 's-b'), feels('s-b', 's-a')]
    })
    expect(exchanges).toEqual([])
  })

  it('T.5 a resting actor is met by nobody', () => {
    expect(exchangesOf([daily('m-a', 'church', 'port', 'bridge'), rest('m-b', 'bridge')])).toEqual([])
  })

  it('an actor without a declaration is absent from the turn', () => {
    expect(exchangesOf([daily('m-a', 'church', 'port', 'park')])).toEqual([])
  })
})
