import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { boardLayouts, firstFitting, type BoardLayout } from '../../src/renderer/src/board/fit-search'
import { boardType } from '../../src/renderer/src/board/type-scale'

// A board laid out by arithmetic instead of a browser: `rows` lines of text that always stay, and
// marked lines (extras first, then older lines) that the fitter may hide. Each question the search
// asks is one forced layout of the whole board in a browser; the tests count them.
interface Content {
  rows: number
  extras: number[]
  older: number[]
}

const lineHeight = 1.4

function fitsOn(content: Content): (layout: BoardLayout) => boolean {
  const marked = [...content.extras, ...content.older]
  return ({ base, dropped }) => (content.rows + marked.slice(dropped).reduce((sum, rows) => sum + rows, 0)) * base * lineHeight <= boardType.screen.height
}

const layoutsOf = (content: Content, preferred: number = boardType.base) => boardLayouts(preferred, content.extras.length, content.extras.length + content.older.length)

/** The search with its questions counted. */
function fitCounted(content: Content, hint: BoardLayout | null, preferred: number = boardType.base): { layout: BoardLayout; layouts: number } {
  const fits = fitsOn(content)
  let layouts = 0
  const layout = firstFitting(layoutsOf(content, preferred), (l) => (layouts++, fits(l)), hint)
  return { layout, layouts }
}

/** The first layout that fits, tried one by one in order of preference (what the search must find). */
function firstByScan(content: Content, preferred: number = boardType.base): BoardLayout {
  const layouts = layoutsOf(content, preferred)
  const fits = fitsOn(content)
  for (let i = 0; i < layouts.count; i++) if (fits(layouts.at(i))) return layouts.at(i)
  return layouts.at(layouts.count - 1)
}

// An encounter board that does not fit at the GM's 36 px: it shrinks to about 30 px at 1080p.
const battle: Content = { rows: 16, extras: [], older: [8, 1] }

describe('the board fitter’s search: one board on one screen in few forced layouts', () => {
  it('a board that fits at the GM’s size costs one layout', () => {
    expect(fitCounted({ rows: 10, extras: [], older: [2] }, null)).toEqual({ layout: { base: boardType.base, dropped: 0 }, layouts: 1 })
    expect(fitCounted({ rows: 10, extras: [], older: [2] }, { base: boardType.base, dropped: 0 }).layouts).toBe(1)
  })

  it('an encounter board that must shrink is searched once, in at most 7 layouts; each later step that fits the same way costs two', () => {
    const first = fitCounted(battle, null)
    expect(first.layout).toEqual(firstByScan(battle))
    expect(first.layout.base).toBeLessThan(boardType.base)
    expect(first.layout.base).toBeGreaterThan(boardType.floor)
    expect(first.layouts).toBeLessThanOrEqual(7)
    expect(fitCounted(battle, first.layout)).toEqual({ layout: first.layout, layouts: 2 })
  })

  it('news during a fight goes before the type shrinks; past the floor the oldest lines go', () => {
    expect(fitCounted({ rows: 20, extras: [3, 2], older: [] }, null).layout).toEqual({ base: boardType.base, dropped: 2 })
    expect(fitCounted({ rows: 20, extras: [3, 2], older: [] }, null).layout).toEqual(firstByScan({ rows: 20, extras: [3, 2], older: [] }))
    const crowded: Content = { rows: 29, extras: [1], older: [2, 2, 2] }
    expect(fitCounted(crowded, null).layout).toEqual({ base: boardType.floor, dropped: 3 })
  })

  it('whatever the last fit and the text size, the search finds the first layout that fits', () => {
    const content = fc.record({
      rows: fc.integer({ min: 0, max: 40 }),
      extras: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
      older: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 8 })
    })
    const hint = fc.option(fc.record({ base: fc.constantFrom(24, 24.5, 30, 35.5, 36, 46.8, 50), dropped: fc.integer({ min: 0, max: 12 }) }), { nil: null })
    fc.assert(
      fc.property(content, hint, fc.constantFrom(0.5, 1, 1.3), (shown, last, scale) => {
        const preferred = Math.max(boardType.floor, boardType.base * scale)
        expect(fitCounted(shown, last, preferred).layout).toEqual(firstByScan(shown, preferred))
      })
    )
  })
})
