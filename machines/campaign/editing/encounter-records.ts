import type { Campaign } from '../model/campaign'
import type { CommandOf } from '../commands'
import { removeById, upsertById } from './by-id'
import { phaseLock, type EditContext } from './edit-context'
import { campaignProblem } from './validate'
import { reason, type Reason } from '../../reasons/reason'

/** Why putting a PC sheet is refused (only when the campaign would be invalid). */
export function checkPcUpsert(context: EditContext, command: CommandOf<'edit.pc.upsert'>): Reason | undefined {
  return campaignProblem(applyPcUpsert(context.campaign, command))
}

/** Puts a PC sheet (a new id adds it). */
export function applyPcUpsert(campaign: Campaign, command: CommandOf<'edit.pc.upsert'>): Campaign {
  return { ...campaign, pcs: upsertById(campaign.pcs, command.pc) }
}

/** Why removing a PC is refused: it must exist and no battle may be running. */
export function checkPcRemove(context: EditContext, command: CommandOf<'edit.pc.remove'>): Reason | undefined {
  if (!context.campaign.pcs.some((p) => p.id === command.pc)) return reason('reason.campaign.unknownPc', { pc: command.pc })
  return phaseLock(context, 'removePc')
}

/** Removes a PC sheet. */
export function applyPcRemove(campaign: Campaign, command: CommandOf<'edit.pc.remove'>): Campaign {
  return { ...campaign, pcs: removeById(campaign.pcs, command.pc) }
}

/** Why setting the party's wheel is refused: a running battle holds its own copy (adjust it there, E.73). */
export function checkPartyWheel(context: EditContext): Reason | undefined {
  return context.phase?.kind === 'encounter' ? reason('reason.campaign.wheelInBattle') : undefined
}

/** Sets the party's one wheel of fate (E.73). */
export function applyPartyWheel(campaign: Campaign, command: CommandOf<'edit.party.wheel'>): Campaign {
  return { ...campaign, party: { ...campaign.party, wheel: { ...command.wheel } } }
}

/** Why putting a monster is refused (only when the campaign would be invalid). */
export function checkMonsterUpsert(context: EditContext, command: CommandOf<'edit.monster.upsert'>): Reason | undefined {
  return campaignProblem(applyMonsterUpsert(context.campaign, command))
}

/** Puts a monster (a new id adds it). */
export function applyMonsterUpsert(campaign: Campaign, command: CommandOf<'edit.monster.upsert'>): Campaign {
  return { ...campaign, monsters: upsertById(campaign.monsters, command.monster) }
}

/** Why removing a monster is refused: it must exist and no battle may be running. */
export function checkMonsterRemove(context: EditContext, command: CommandOf<'edit.monster.remove'>): Reason | undefined {
  if (!context.campaign.monsters.some((m) => m.id === command.monster)) return reason('reason.campaign.unknownMonster', { monster: command.monster })
  return phaseLock(context, 'removeMonster')
}

/** Removes a monster. */
export function applyMonsterRemove(campaign: Campaign, command: CommandOf<'edit.monster.remove'>): Campaign {
  return { ...campaign, monsters: removeById(campaign.monsters, command.monster) }
}

/** A table's dice and the rolls its faces answer, as one comparable text. */
const rollsOf = (table: { dice: string; faces: readonly { roll: number }[] }): string => `${table.dice}:${table.faces.map((f) => f.roll).join()}`

/**
 * Why putting a table is refused: the campaign would be invalid, or a running battle rolls on this
 * table and the edit changes its dice or rolls (a roll already made must still find its face).
 */
export function checkTableUpsert(context: EditContext, command: CommandOf<'edit.table.upsert'>): Reason | undefined {
  const here = context.campaign.tables.find((t) => t.id === command.table.id)
  if (here && context.phase?.kind === 'encounter' && rollsOf(here) !== rollsOf(command.table)) {
    return reason('reason.campaign.tableRollsInBattle', { table: command.table.id })
  }
  return campaignProblem(applyTableUpsert(context.campaign, command))
}

/** Puts a random table (a new id adds it). */
export function applyTableUpsert(campaign: Campaign, command: CommandOf<'edit.table.upsert'>): Campaign {
  return { ...campaign, tables: upsertById(campaign.tables, command.table) }
}

/** Why removing a table is refused: another table's `roll-table` face still rolls on it, or a battle is running. */
export function checkTableRemove(context: EditContext, command: CommandOf<'edit.table.remove'>): Reason | undefined {
  const { tables } = context.campaign
  if (!tables.some((t) => t.id === command.table)) return reason('reason.campaign.unknownTable', { table: command.table })
  for (const table of tables) {
    if (table.id === command.table) continue
    const face = table.faces.find((f) => f.effect?.kind === 'roll-table' && f.effect.table === command.table)
    if (face) return reason('reason.campaign.tableRolledOn', { table: table.id, target: command.table, roll: face.roll })
  }
  return phaseLock(context, 'removeTable')
}

/** Removes a random table. */
export function applyTableRemove(campaign: Campaign, command: CommandOf<'edit.table.remove'>): Campaign {
  return { ...campaign, tables: removeById(campaign.tables, command.table) }
}
