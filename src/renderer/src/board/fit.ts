import { boardType } from './type-scale'
import { boardLayouts, firstFitting, type BoardLayout } from './fit-search'

/**
 * The `data-drop` marks of what may leave a full board, plus the line's age (0 = newest). Marks from
 * `extra` up go before any text shrinks (news during a fight); the others only once the type is at
 * its floor: older news between turns, then a past exchange, then battle-log lines, oldest first.
 * What carries the moment has no mark and always stays.
 */
export const dropRank = { extra: 2000, news: 1000, pastExchange: 600, log: 500 } as const

/** How the board was fitted into its window: the body size used and how many older lines it hid. */
export interface BoardFitResult {
  /** Body text size in pixels of a 1080-line screen. */
  base: number
  /** Older lines left out because even the smallest readable type did not fit them. */
  dropped: number
}

/** Whether the content is taller than the screen's inner box, or anything inside it sticks out. */
function overflows(screen: HTMLElement, content: HTMLElement): boolean {
  const style = getComputedStyle(screen)
  const room = screen.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)
  // scrollHeight: the content's own height, or more when a descendant sticks out below it.
  return content.scrollHeight > room || content.scrollWidth > content.clientWidth
}

/**
 * Keeps one board on one screen without scrolling. The body size starts at the GM's choice and
 * shrinks only down to the readable floor; past that, the elements marked `data-drop` go, the
 * highest mark first (older lines carry higher marks). Runs before the browser paints, whenever
 * the content or the window changes, so a player never sees the board overflow.
 *
 * Each try is a forced layout of the whole board; the search starts from the last fit (fit-search.ts).
 */
export class BoardFitter {
  private preferred: number = boardType.base
  private readonly mutations: MutationObserver
  private readonly resize: ResizeObserver
  private last: BoardFitResult | null = null
  /** Forced layouts (measurements) since the fitter was made, shown as `data-fit-layouts`: what fitting costs. */
  private layouts = 0

  /**
   * @param node the board: the window's size, its padding the screen's edge
   * @param content the board's one child that holds every line, as tall as they make it
   */
  constructor(
    private readonly node: HTMLElement,
    private readonly content: HTMLElement,
    private readonly onfit?: (result: BoardFitResult) => void
  ) {
    // Text and elements only: the fitter's own style and `hidden` changes are attributes, so they never loop back.
    this.mutations = new MutationObserver(() => this.fit())
    this.mutations.observe(node, { childList: true, subtree: true, characterData: true })
    this.resize = new ResizeObserver(() => this.fit())
    this.resize.observe(node)
  }

  /** The GM's text size (1 = 100 %); the board never goes below the floor, whatever the setting. */
  setScale(scale: number): void {
    this.preferred = Math.max(boardType.floor, boardType.base * scale)
    this.fit()
  }

  /** Fits the board now (the observers call this; a caller may too, after a change they cannot see). */
  fit(): void {
    const node = this.node
    if (!node.isConnected || node.clientHeight === 0) return
    const unit = Math.min(node.clientHeight / boardType.screen.height, node.clientWidth / boardType.screen.width)
    node.style.setProperty('--u', `${unit}px`)
    node.style.setProperty('--floor-u', String(boardType.floor))
    const droppable = [...node.querySelectorAll<HTMLElement>('[data-drop]')].sort((a, b) => Number(b.dataset.drop) - Number(a.dataset.drop))
    const extras = droppable.filter((element) => Number(element.dataset.drop) >= dropRank.extra).length
    const apply = ({ base, dropped }: BoardLayout) => {
      node.style.setProperty('--base-u', String(base))
      droppable.forEach((element, i) => (element.hidden = i < dropped))
    }
    const fits = (layout: BoardLayout): boolean => {
      apply(layout)
      this.layouts += 1
      return !overflows(node, this.content)
    }
    const result = firstFitting(boardLayouts(this.preferred, extras, droppable.length), fits, this.last)
    apply(result)
    node.dataset.fitBase = String(Math.round(result.base * 10) / 10)
    node.dataset.fitDropped = String(result.dropped)
    node.dataset.fitLayouts = String(this.layouts)
    if (this.last?.base !== result.base || this.last?.dropped !== result.dropped) {
      this.last = result
      this.onfit?.(result)
    }
  }

  /** Stops watching the board. */
  destroy(): void {
    this.mutations.disconnect()
    this.resize.disconnect()
  }
}
