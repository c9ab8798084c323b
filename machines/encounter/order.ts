import type { Position } from './battle'
import { both, join, type Bilingual } from '../text/bilingual'
import { ok, refuse, type Result } from './result'

/** The order positions act in each melee round: paragraph 1 → 5, then the margin (E.12). */
export const processingOrder: readonly Position[] = [1, 2, 3, 4, 5, 'margin']

/** Where a plot puts a PC's token: its paragraph, or the margin for 6 (E.11). */
export function positionOfPlot(plot: number): Result<Position> {
  if (!Number.isInteger(plot) || plot < 1 || plot > 6) return refuse('E.11', 'reason.encounter.plotRange', { plot })
  return ok(plot === 6 ? 'margin' : (plot as Position))
}

/** Every PC's token position from the revealed plots; refused until every PC has plotted (E.11). */
export function placeByPlots(pcIds: readonly string[], plots: Readonly<Record<string, number>>): Result<Record<string, Position>> {
  const missing = pcIds.filter((id) => plots[id] === undefined)
  if (missing.length > 0) return refuse('E.11', 'reason.encounter.waitingForPlots', { pcs: missing.join(', ') })
  const unknown = Object.keys(plots).filter((id) => !pcIds.includes(id))
  if (unknown.length > 0) return refuse('E.11', 'reason.encounter.pcsNotInBattle', { pcs: unknown.join(', ') })
  const placed: Record<string, Position> = {}
  for (const id of pcIds) {
    const position = positionOfPlot(plots[id]!)
    if (!position.ok) return position
    placed[id] = position.value
  }
  return ok(placed)
}

/**
 * The order of several PCs in one position: the players' agreed order, else the higher 1D6 first;
 * ties roll again (E.12). A refusal names the PCs by `nameOf` (the GM reads names, not ids).
 */
export function orderWithin(
  pcIds: readonly string[],
  agreed?: readonly string[],
  rolls?: Readonly<Record<string, number>>,
  nameOf: (id: string) => Bilingual = both
): Result<string[]> {
  if (agreed) {
    const same = agreed.length === pcIds.length && pcIds.every((id) => agreed.includes(id))
    return same ? ok([...agreed]) : refuse('E.12', 'reason.encounter.agreedOrder')
  }
  if (pcIds.length <= 1) return ok([...pcIds])
  const missing = pcIds.filter((id) => rolls?.[id] === undefined)
  if (missing.length > 0) return refuse('E.12', 'reason.encounter.rollForOrder', { pcs: join(missing.map(nameOf)) })
  const sorted = [...pcIds].sort((a, b) => rolls![b]! - rolls![a]!)
  const tied = sorted.filter((id) => sorted.some((other) => other !== id && rolls![other] === rolls![id]))
  if (tied.length > 0) return refuse('E.12', 'reason.encounter.tieRollAgain', { pcs: join(tied.map(nameOf)) })
  return ok(sorted)
}
