import type { Campaign } from '../campaign/model/campaign'
import type { TableRoll } from '../campaign/model/phase-definition'
import type { EncounterContext } from './context'
import type { EncounterCommand } from './events'

/**
 * The table an encounter command rolls on, with its dice: the battlefield at the start (E.63), the
 * target table (E.31), the roll the battle's end owes next (E.52) and the fatal-wound table (E.72).
 * The host asks the dice bot for that face's words before the command becomes an event.
 */
export function encounterTableRoll(command: EncounterCommand, context: EncounterContext | null, _campaign: Campaign): TableRoll | null {
  switch (command.type) {
    case 'encounter.start':
      return command.battlefield ? { table: 'battlefield', dice: command.battlefield } : null
    case 'encounter.targetRoll':
      return { table: 'target', dice: command.dice }
    case 'encounter.outcome': {
      const due = context?.due[0]
      return due ? { table: due.table, dice: command.dice } : null
    }
    case 'encounter.fatalWound':
      return { table: 'fatal-wound', dice: command.dice }
    default:
      return null
  }
}
