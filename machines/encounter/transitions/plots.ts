import type { Campaign } from '../../campaign/model/campaign'
import type { EncounterCommandOf } from '../events'
import type { EncounterContext } from '../context'
import { placeByPlots, positionOfPlot } from '../rules/order'
import { ok, refuse, type Result } from '../rules/result'
import { ablePcs, findPc, updatePc, withLog } from '../units'
import { isIncapacitated } from '../rules/combat'
import type { Position } from '../rules/terms'

/**
 * A PC's secret plot 1–6, sealed until every able PC has one (E.11); it may be changed until the
 * reveal. An incapacitated PC may have one too, where its token waits (E.72).
 */
export function sealPlot(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.plot'>): Result<EncounterContext> {
  const found = findPc(context, campaign, command.pc)
  if (!found.ok) return found
  const position = positionOfPlot(command.plot)
  if (!position.ok) return position
  return ok({ ...context, plots: { ...context.plots, [command.pc]: command.plot } })
}

/** After the reveal, a PC healed above 0 that never had a plot is given one now, and stands there (E.72). */
export function plotHealedPc(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.plot'>): Result<EncounterContext> {
  const found = findPc(context, campaign, command.pc)
  if (!found.ok) return found
  const position = positionOfPlot(command.plot)
  if (!position.ok) return position
  const pc = found.value.pc
  if (isIncapacitated(pc.hp)) return refuse('E.72', 'reason.encounter.pcIncapacitated', { pc: pc.id })
  if (pc.position !== null) return refuse('E.11', 'reason.encounter.plotsRoundOneOnly')
  const placed = updatePc({ ...context, plots: { ...context.plots, [pc.id]: command.plot } }, pc.id, (p) => ({ ...p, position: position.value }))
  return ok(withLog(placed, { kind: 'move', rule: 'E.72', pc: pc.id, from: null, to: position.value }))
}

/** Reveals every plot at once and puts each token on its paragraph, 6 on the margin (E.11). */
export function revealPlots(context: EncounterContext): Result<EncounterContext> {
  const able = ablePcs(context).map((pc) => pc.id)
  const placed = placeByPlots(able, Object.fromEntries(Object.entries(context.plots).filter(([id]) => able.includes(id))))
  if (!placed.ok) return placed
  // rule E.72: an incapacitated PC's token waits on its plot, so it acts from there once healed
  const positions: Record<string, Position> = { ...placed.value }
  for (const pc of context.pcs) {
    const plot = context.plots[pc.id]
    if (positions[pc.id] === undefined && plot !== undefined) {
      const at = positionOfPlot(plot)
      if (at.ok) positions[pc.id] = at.value
    }
  }
  const pcs = context.pcs.map((pc) => ({ ...pc, position: positions[pc.id] ?? null }))
  return ok(withLog({ ...context, pcs, plotsRevealed: true }, { kind: 'plots', rule: 'E.11', positions }))
}
