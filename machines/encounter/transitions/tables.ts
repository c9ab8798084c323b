import type { Campaign } from '../../campaign/model/campaign'
import { isIncapacitated } from '../rules/combat'
import type { EncounterCommandOf } from '../events'
import type { EncounterContext, PendingTable, TablePurpose } from '../context'
import type { Domain, TableEffect } from '../../campaign/model/encounter-records'
import { ok, refuse, type Result } from '../rules/result'
import { campaignTables } from '../start'
import {applyToPc, effectNotation, faceFor, readTable } from '../rules/tables'
import { tableReading } from '../rules/table-reading'
import { findPc, updatePc, withLog } from '../units'

const changesPc = (effect: TableEffect | undefined): boolean =>
  effect?.kind === 'hp-loss' || effect?.kind === 'hp-set' || effect?.kind === 'inga' || (effect?.kind === 'state' && effect.state !== 'dead' && effect.state !== 'incapacitated')

/** What the GM supplies to finish a table roll: the face's dice, the PC a party roll goes to, a domain. */
export interface TableChoice {
  dice?: readonly number[]
  pc?: string
  domain?: Domain
}

/** Reads a pending table roll with the face's own dice and applies what it does to its PC (E.52, E.72). */
function readPending(context: EncounterContext, campaign: Campaign, pending: PendingTable, choice: TableChoice): Result<EncounterContext> {
  const tables = campaignTables(campaign)
  if (!tables.ok) return tables
  const table = tables.value.find((t) => t.id === pending.table)!
  const outcome = readTable(table, pending.roll, choice.dice ?? [])
  if (!outcome.ok) return outcome
  const face = faceFor(table, pending.roll)
  const pcId = pending.pc ?? choice.pc ?? null
  if (pending.needsPc && !pcId) return refuse(outcome.value.rule, 'reason.encounter.namePc')
  if (pending.needsDomain && !choice.domain) return refuse('E.73', 'reason.encounter.chooseIngaDomain')
  let next: EncounterContext = { ...context, table: null }
  let applied = false
  if (pcId && face.ok && changesPc(face.value.effect)) {
    const found = findPc(next, campaign, pcId)
    if (!found.ok) return found
    const changed = applyToPc(found.value.pc, next.wheel, outcome.value.effect, choice.domain)
    if (!changed.ok) return changed
    next = { ...updatePc(next, pcId, () => changed.value.pc), wheel: changed.value.wheel }
    applied = changed.value.applied
  }
  const effect = outcome.value.effect
  if (pending.purpose === 'outcome' && effect.kind === 'roll-table') next = { ...next, due: [{ table: effect.table, pc: pending.pc }, ...next.due] }
  const dice = 'dice' in effect ? effect.dice : []
  return ok(withLog(next, { kind: 'table', rule: outcome.value.rule, table: pending.table, roll: pending.roll, ...pending.reading, pc: pcId, dice, applied }))
}

/** Rolls a table: the face is read now, or waits for its own dice, a domain or a PC (E.52, E.72). */
function rollTable(context: EncounterContext, campaign: Campaign, purpose: TablePurpose, tableId: string, dice: readonly number[], pc: string | null, bot: string | undefined): Result<EncounterContext> {
  const tables = campaignTables(campaign)
  if (!tables.ok) return tables
  const table = tables.value.find((t) => t.id === tableId)
  if (!table) return refuse('E.52', 'reason.encounter.noTable', { table: tableId })
  const count = table.dice === '2D6' ? 2 : 1
  if (dice.length !== count || dice.some((d) => d < 1 || d > 6)) return refuse('E.52', 'reason.encounter.tableRolls', { table: tableId, dice: table.dice })
  const roll = dice.reduce((sum, die) => sum + die, 0)
  const face = faceFor(table, roll)
  if (!face.ok) return face
  const notation = effectNotation(face.value)
  if (notation?.count.kind === 'variable') return refuse('E.52', 'reason.encounter.faceDiceUncountable', { roll, table: tableId, notation: notation.text })
  const effect = face.value.effect
  const pending: PendingTable = {
    purpose,
    table: tableId,
    roll,
    reading: tableReading(table, face.value, bot),
    pc,
    effectDice: notation?.count.kind === 'fixed' ? notation.count.value : 0,
    needsDomain: effect?.kind === 'inga' && effect.domain === 'any',
    needsPc: pc === null && changesPc(effect)
  }
  if (pending.effectDice > 0 || pending.needsDomain || pending.needsPc) return ok({ ...context, table: pending })
  return readPending(context, campaign, pending, {})
}

/** The next roll the battle's end owes: spoils once per body level, or each PC's damage (E.52). */
export function rollOutcome(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.outcome'>): Result<EncounterContext> {
  const [due, ...rest] = context.due
  if (!due) return refuse('E.52', 'reason.encounter.allRollsMade')
  return rollTable({ ...context, due: rest }, campaign, 'outcome', due.table, command.dice, due.pc, command.bot?.text)
}

/** A fatal-wound roll for an incapacitated PC (E.72). */
export function rollFatalWound(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.fatalWound'>): Result<EncounterContext> {
  const found = findPc(context, campaign, command.pc)
  if (!found.ok) return found
  if (!isIncapacitated(found.value.pc.hp)) return refuse('E.72', 'reason.encounter.notIncapacitated', { pc: command.pc })
  return rollTable(context, campaign, 'fatal-wound', 'fatal-wound', command.dice, command.pc, command.bot?.text)
}

/** Finishes a table roll waiting for its own dice, a domain or a PC. */
export function finishTableRoll(context: EncounterContext, campaign: Campaign, command: EncounterCommandOf<'encounter.effect'>): Result<EncounterContext> {
  const pending = context.table
  if (!pending) return refuse('E.52', 'reason.encounter.noTableWaiting')
  if (pending.effectDice > 0 && (command.dice?.length ?? 0) !== pending.effectDice) return refuse('E.52', 'reason.encounter.faceDice', { count: pending.effectDice })
  return readPending(context, campaign, pending, { dice: command.dice, pc: command.pc, domain: command.domain })
}
