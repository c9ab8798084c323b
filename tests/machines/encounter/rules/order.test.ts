import { describe, expect, it } from 'vitest'
import { orderWithin, placeByPlots, positionOfPlot, processingOrder, usedOrderRolls } from '@machines/encounter/rules/order'
import { inEnglish } from '../in-english'

describe('E.11 plots', () => {
  it('E.11 plots 1–5 put the token on that paragraph and 6 in the margin', () => {
    expect([1, 2, 3, 4, 5, 6].map((p) => positionOfPlot(p))).toEqual([1, 2, 3, 4, 5, 'margin'].map((value) => ({ ok: true, value })))
  })

  it('E.11 a plot outside 1–6 is refused', () => {
    expect(inEnglish(positionOfPlot(7))).toEqual({ ok: false, rule: 'E.11', error: 'a plot is 1–6, not 7' })
  })

  it('E.11 all plots are revealed together: every PC’s token is placed at once', () => {
    expect(placeByPlots(['ana', 'bo', 'cy'], { ana: 2, bo: 6, cy: 2 })).toEqual({ ok: true, value: { ana: 2, bo: 'margin', cy: 2 } })
  })

  it('E.11 nothing is revealed while a PC has not plotted', () => {
    expect(inEnglish(placeByPlots(['ana', 'bo'], { ana: 2 }))).toEqual({ ok: false, rule: 'E.11', error: 'waiting for the plot of bo' })
  })

  it('E.11 a plot for a PC not in the battle is refused', () => {
    expect(placeByPlots(['ana'], { ana: 2, zed: 3 }).ok).toBe(false)
  })
})

describe('E.12 processing order', () => {
  it('E.12 positions act from paragraph 1 to 5, then the margin', () => {
    expect(processingOrder).toEqual([1, 2, 3, 4, 5, 'margin'])
  })

  it('E.12 the players’ agreed order is kept', () => {
    expect(orderWithin(['ana', 'bo'], ['bo', 'ana'])).toEqual({ ok: true, value: ['bo', 'ana'] })
  })

  it('E.12 an agreed order must list exactly the PCs there', () => {
    expect(orderWithin(['ana', 'bo'], ['bo']).ok).toBe(false)
  })

  it('E.12 without agreement the higher 1D6 goes first', () => {
    expect(orderWithin(['ana', 'bo', 'cy'], undefined, { ana: 2, bo: 6, cy: 4 })).toEqual({ ok: true, value: ['bo', 'cy', 'ana'] })
  })

  it('E.12 tied rolls must be rolled again', () => {
    expect(inEnglish(orderWithin(['ana', 'bo', 'cy'], undefined, { ana: 5, bo: 5, cy: 1 }))).toEqual({ ok: false, rule: 'E.12', error: 'tie between ana, bo: roll again' })
  })

  it('E.12 tied PCs reroll: each reroll decides among those still tied, and faces beyond the tie are not used', () => {
    const rolls = { ana: [5, 2, 6], bo: [5, 2, 1], cy: [1, 6, 6], dee: [5, 4] }
    expect(orderWithin(['ana', 'bo', 'cy', 'dee'], undefined, rolls)).toEqual({ ok: true, value: ['dee', 'ana', 'bo', 'cy'] })
    expect(usedOrderRolls(['ana', 'bo', 'cy', 'dee'], rolls)).toEqual({ used: { ana: [5, 2, 6], bo: [5, 2, 1], cy: [1], dee: [5, 4] }, tied: [] })
  })

  it('E.12 a PC still tied after its last reroll must roll again', () => {
    expect(inEnglish(orderWithin(['ana', 'bo'], undefined, { ana: [3, 4], bo: [3, 4] }))).toEqual({ ok: false, rule: 'E.12', error: 'tie between ana, bo: roll again' })
  })

  it('E.12 a lone PC needs no roll', () => {
    expect(orderWithin(['ana'])).toEqual({ ok: true, value: ['ana'] })
  })
})
