import type { Campaign } from '../campaign/model/campaign'
import type { EncounterContext } from './context'
import { isIncapacitated } from './combat'

/** One of the team's own PCs in the battle and the plot it has sealed (E.11). */
export interface EncounterTeamSlot {
  pc: string
  name: { ko: string; en: string }
  /** E.72: an incapacitated PC may still seal the plot its token waits on. */
  incapacitated: boolean
  /** The team's own sealed plot 1–6, null until one is sealed. */
  plot: number | null
}

/** What a team sees of a running encounter battle: its own PCs' secret plots while the plot step collects them. */
export interface EncounterTeamView {
  kind: 'encounter'
  /** E.11: plots are collected until the GM reveals them all at once. */
  open: boolean
  slots: EncounterTeamSlot[]
}

/**
 * Builds one team's picture of an encounter battle (issue 18): the plots of the PCs its players play
 * (`Pc.team`), never another team's plot or which of them are in beyond what the board shows. Null
 * when the battle asks this team nothing: no plot step, or no PC of its own in the battle.
 */
export function encounterTeamView(_value: string, context: EncounterContext, campaign: Campaign, team: string): EncounterTeamView | null {
  if (context.step !== 'plotting' || context.plotsRevealed) return null
  const own = new Set(campaign.pcs.filter((pc) => pc.team === team).map((pc) => pc.id))
  const slots = context.pcs
    .filter((pc) => own.has(pc.id))
    .map((pc): EncounterTeamSlot => {
      const sheet = campaign.pcs.find((p) => p.id === pc.id)
      return { pc: pc.id, name: sheet ? { ko: sheet.name.ko, en: sheet.name.en } : { ko: pc.id, en: pc.id }, incapacitated: isIncapacitated(pc.hp), plot: context.plots[pc.id] ?? null }
    })
  return slots.length ? { kind: 'encounter', open: true, slots } : null
}
