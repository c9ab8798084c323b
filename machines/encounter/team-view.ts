import type { Campaign } from '../campaign/model/campaign'
import type { EncounterContext } from './context'
import { isIncapacitated } from './rules/combat'

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
  /** E.72: after the reveal, PCs of the team healed above 0 that never had a token choose where they stand now. */
  healed: boolean
  slots: EncounterTeamSlot[]
}

/**
 * Builds one team's picture of an encounter battle: the plots of the PCs its players play
 * (`Pc.team`), never another team's plot or which of them are in beyond what the board shows. In the
 * plot step it asks every own PC's plot (E.11); while the round's actions run, it asks the plot of an
 * own PC healed above 0 that has no token yet (E.72). Null when the battle asks this team nothing.
 */
export function encounterTeamView(value: string, context: EncounterContext, campaign: Campaign, team: string): EncounterTeamView | null {
  const own = new Set(campaign.pcs.filter((pc) => pc.team === team).map((pc) => pc.id))
  const plotting = value === 'plots' && !context.plotsRevealed
  const healed = (value === 'melee' || value === 'pursuit') && context.plotsRevealed
  if (!plotting && !healed) return null
  const slots = context.pcs
    .filter((pc) => own.has(pc.id) && (plotting || (pc.position === null && !isIncapacitated(pc.hp))))
    .map((pc): EncounterTeamSlot => {
      const sheet = campaign.pcs.find((p) => p.id === pc.id)
      return { pc: pc.id, name: sheet ? { ko: sheet.name.ko, en: sheet.name.en } : { ko: pc.id, en: pc.id }, incapacitated: isIncapacitated(pc.hp), plot: context.plots[pc.id] ?? null }
    })
  return slots.length ? { kind: 'encounter', open: true, healed, slots } : null
}
