import type { Campaign } from '../campaign/model/campaign'
import { isIncapacitated } from './rules/combat'
import type { EncounterContext, EncounterPc, EncounterSlot, LogEntry } from './context'
import type { Pc, Threat } from '../campaign/model/encounter-records'
import { ok, refuse, type Result } from './rules/result'

/** A log line without the round, which `withLog` adds. */
export type NewLogEntry = LogEntry extends infer E ? (E extends LogEntry ? Omit<E, 'round'> : never) : never

/** The context with one more log line, stamped with the current round. */
export function withLog(context: EncounterContext, ...entries: NewLogEntry[]): EncounterContext {
  return { ...context, log: [...context.log, ...entries.map((entry) => ({ ...entry, round: context.round }) as LogEntry)] }
}

/** A PC of the battle, with its sheet from the campaign; refused when not in this battle. */
export function findPc(context: EncounterContext, campaign: Campaign, id: string): Result<{ pc: EncounterPc; sheet: Pc }> {
  const pc = context.pcs.find((p) => p.id === id)
  const sheet = campaign.pcs.find((p) => p.id === id)
  if (!pc || !sheet) return refuse('E.1', 'reason.encounter.noPcInBattle', { pc: id })
  return ok({ pc, sheet })
}

/** A PC of the battle who can still act (E.72). */
export function findAblePc(context: EncounterContext, campaign: Campaign, id: string): Result<{ pc: EncounterPc; sheet: Pc }> {
  const found = findPc(context, campaign, id)
  if (found.ok && isIncapacitated(found.value.pc.hp)) return refuse('E.72', 'reason.encounter.pcIncapacitated', { pc: id })
  return found
}

/** A threat on the board with its card; refused when the monster has no such threat. */
export function findThreat(context: EncounterContext, id: string): Result<{ slot: EncounterSlot; card: Threat }> {
  const slot = context.slots.find((s) => s.threat === id)
  const card = context.monster.threats.find((t) => t.id === id)
  if (!slot || !card) return refuse('E.1', 'reason.encounter.noThreatOnBoard', { threat: id })
  return ok({ slot, card })
}

/** A threat already known to be on the board (checked before), with its card. */
export function knownThreat(context: EncounterContext, id: string): { slot: EncounterSlot; card: Threat } {
  const found = findThreat(context, id)
  if (!found.ok) throw new Error(`threat "${id}" is not on the board`) // callers check it first
  return found.value
}

/** The context with one PC changed. */
export function updatePc(context: EncounterContext, id: string, change: (pc: EncounterPc) => EncounterPc): EncounterContext {
  return { ...context, pcs: context.pcs.map((pc) => (pc.id === id ? change(pc) : pc)) }
}

/** The context with one threat slot changed. */
export function updateSlot(context: EncounterContext, threat: string, change: (slot: EncounterSlot) => EncounterSlot): EncounterContext {
  return { ...context, slots: context.slots.map((slot) => (slot.threat === threat ? change(slot) : slot)) }
}

/** The PCs of the battle who can still act (E.72). */
export function ablePcs(context: EncounterContext): EncounterPc[] {
  return context.pcs.filter((pc) => !isIncapacitated(pc.hp))
}
