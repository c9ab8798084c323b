import { boardType } from './type-scale'

/** Steps of the body size when the type must shrink: half a pixel of a 1080-line screen. */
const sizeStep = 0.5

/** One way of laying the board out: a body size (px of a 1080-line screen) and how many marked elements it hides. */
export interface BoardLayout {
  base: number
  dropped: number
}

/** The layouts a board may take, in order of preference, by index. */
export interface BoardLayouts {
  count: number
  at(index: number): BoardLayout
  /** The index of a layout in this order, or -1 when it is not one of them. */
  indexOf(layout: BoardLayout): number
}

/**
 * Every layout a board may take, most wanted first: the GM's size hiding none, then the `extras` one
 * by one; then, with the extras hidden, the body size down to the floor in half pixels; then, at the
 * floor, the older lines one by one up to all `droppable`. Each hides more or draws smaller than the
 * one before, so once one fits all later ones do.
 */
export function boardLayouts(preferred: number, extras: number, droppable: number): BoardLayouts {
  const sizes = Math.max(0, Math.ceil((preferred - boardType.floor) / sizeStep - 1e-9))
  const shrinkFrom = extras + 1
  const floorFrom = shrinkFrom + sizes
  return {
    count: floorFrom + (droppable - extras),
    at: (index) => {
      if (index < shrinkFrom) return { base: preferred, dropped: index }
      if (index < floorFrom) return { base: Math.max(boardType.floor, preferred - sizeStep * (index - extras)), dropped: extras }
      return { base: boardType.floor, dropped: extras + 1 + index - floorFrom }
    },
    indexOf: ({ base, dropped }) => {
      if (base === preferred && dropped <= extras) return dropped
      if (dropped === extras && base < preferred) return Math.min(floorFrom - 1, extras + Math.round((preferred - base) / sizeStep))
      if (base === boardType.floor && dropped > extras && dropped <= droppable) return floorFrom - 1 + dropped - extras
      return -1
    }
  }
}

/**
 * The first layout that fits (the last when none does), asking `fits` — a forced layout of the whole
 * board each time — as few times as it can. It starts from `hint`, the last fit: a board that changed a
 * line or two (every step of a battle) usually fits the same way, and two tries confirm it (it fits,
 * the one before it does not) instead of a fresh binary search of six or more.
 */
export function firstFitting(layouts: BoardLayouts, fits: (layout: BoardLayout) => boolean, hint: BoardLayout | null): BoardLayout {
  const tried = new Map<number, boolean>()
  const fitsAt = (index: number): boolean => {
    let answer = tried.get(index)
    if (answer === undefined) tried.set(index, (answer = fits(layouts.at(index))))
    return answer
  }
  /** The first fitting index in from..to, `to` being known to fit or the last resort. */
  const search = (from: number, to: number): number => {
    let lo = from
    let hi = to
    while (lo < hi) {
      const middle = Math.floor((lo + hi) / 2)
      if (fitsAt(middle)) hi = middle
      else lo = middle + 1
    }
    return hi
  }
  const last = layouts.count - 1
  const start = hint ? layouts.indexOf(hint) : -1
  let index: number
  if (start <= 0) index = fitsAt(0) ? 0 : search(1, last)
  else if (fitsAt(start)) index = fitsAt(start - 1) ? search(0, start - 1) : start
  else index = search(start + 1, last)
  return layouts.at(index)
}
