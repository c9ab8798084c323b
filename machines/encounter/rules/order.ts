import type { Position } from './terms'
import { both, join, type Bilingual } from '../../text/bilingual'
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

/** A PC's 1D6 for the order: one face, or the faces of its first roll and each tie-break after it (E.12). */
export type OrderRolls = Readonly<Record<string, number | readonly number[]>>

const facesOf = (roll: number | readonly number[] | undefined): readonly number[] => (roll === undefined ? [] : typeof roll === 'number' ? [roll] : roll)

const sharedStart = (a: readonly number[], b: readonly number[]): number => {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return i
}

/**
 * The faces each PC's order roll used (E.12): its first 1D6, and a reroll for as long as it stays tied
 * with another PC; faces given beyond that are not used. A PC still tied after its last face is missing.
 */
export function usedOrderRolls(pcIds: readonly string[], rolls: OrderRolls): { used: Record<string, number[]>; tied: string[] } {
  const used: Record<string, number[]> = {}
  const tied: string[] = []
  for (const id of pcIds) {
    const faces = facesOf(rolls[id])
    const need = 1 + Math.max(0, ...pcIds.filter((other) => other !== id).map((other) => sharedStart(faces, facesOf(rolls[other]))))
    if (faces.length < need) tied.push(id)
    used[id] = faces.slice(0, need)
  }
  return { used, tied }
}

const higherFirst = (a: readonly number[], b: readonly number[]): number => {
  const at = sharedStart(a, b)
  return (b[at] ?? 0) - (a[at] ?? 0)
}

/**
 * The order of several PCs in one position: the players' agreed order, else the higher 1D6 first;
 * tied PCs roll again, and each reroll decides among them (E.12). A refusal names the PCs by
 * `nameOf` (the GM reads names, not ids).
 */
export function orderWithin(pcIds: readonly string[], agreed?: readonly string[], rolls?: OrderRolls, nameOf: (id: string) => Bilingual = both): Result<string[]> {
  if (agreed) {
    const same = agreed.length === pcIds.length && pcIds.every((id) => agreed.includes(id))
    return same ? ok([...agreed]) : refuse('E.12', 'reason.encounter.agreedOrder')
  }
  if (pcIds.length <= 1) return ok([...pcIds])
  const missing = pcIds.filter((id) => facesOf(rolls?.[id]).length === 0)
  if (missing.length > 0) return refuse('E.12', 'reason.encounter.rollForOrder', { pcs: join(missing.map(nameOf)) })
  const { used, tied } = usedOrderRolls(pcIds, rolls!)
  if (tied.length > 0) return refuse('E.12', 'reason.encounter.tieRollAgain', { pcs: join(tied.map(nameOf)) })
  return ok([...pcIds].sort((a, b) => higherFirst(used[a]!, used[b]!)))
}
