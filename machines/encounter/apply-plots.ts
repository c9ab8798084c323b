import type { Campaign } from '../campaign/model/campaign'
import type { EncounterCommandOf } from './events'
import type { EncounterContext } from './context'
import { placeByPlots, positionOfPlot } from './order'
import { ok, type Result } from './result'
import { ablePcs, findAblePc, withLog } from './units'

/** A PC's secret plot 1–6, sealed until every able PC has one (E.11); it may be changed until the reveal. */
export function sealPlot(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.plot'>): Result<EncounterContext> {
  const found = findAblePc(context, campaign, command.pc)
  if (!found.ok) return found
  const position = positionOfPlot(command.plot)
  if (!position.ok) return position
  return ok({ ...context, plots: { ...context.plots, [command.pc]: command.plot } })
}

/** Reveals every plot at once and puts each token on its paragraph, 6 on the margin (E.11). */
export function revealPlots(context: EncounterContext): Result<EncounterContext> {
  const placed = placeByPlots(
    ablePcs(context).map((pc) => pc.id),
    context.plots
  )
  if (!placed.ok) return placed
  const positions = placed.value
  const pcs = context.pcs.map((pc) => ({ ...pc, position: positions[pc.id] ?? null }))
  return ok(withLog({ ...context, pcs, plotsRevealed: true }, { kind: 'plots', rule: 'E.11', positions }))
}
