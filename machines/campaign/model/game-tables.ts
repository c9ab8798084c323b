import { z } from 'zod'
import gameTablesFile from '../../../data/encounter/game-tables.json'
import { botTableSchema, tableEffectSchema, tableSchema, tableSetSchema, type Table } from './encounter-records'
import { filledTextFields, idSchema, localNameSchema, localTextSchema } from './ids'

/** One face of the game's own tables in `data/`: the app's own short words, the effect, a note beside BCDice's words. */
const gameFaceSchema = z.strictObject({ ...filledTextFields, effect: tableEffectSchema.optional(), note: localTextSchema.optional() })

/**
 * `data/encounter/game-tables.json`: the effects of the game's own tables (E.31 TGT, E.52 BRT, RIT and
 * WT, E.63 BST, E.72 FWT) keyed by BCDice's table command and the roll. BCDice's words are not copied
 * here: they are read from the dice bot when a face is rolled.
 */
export const gameTablesFileSchema = z.strictObject({
  format: z.literal('overseer-game-tables'),
  system: z.string(),
  about: localTextSchema,
  tables: z.record(botTableSchema, z.strictObject({ id: idSchema, name: localNameSchema, dice: z.enum(['1D6', '2D6']), faces: z.record(z.string(), gameFaceSchema) }))
})

/** The game's own tables as campaign tables, each naming its BCDice command; validated once as a full table set. */
export function gameTables(): Table[] {
  const file = gameTablesFileSchema.parse(gameTablesFile)
  const tables = Object.entries(file.tables).map(([command, table]) =>
    tableSchema.parse({
      id: table.id,
      name: table.name,
      dice: table.dice,
      bcdice: command,
      faces: Object.entries(table.faces).map(([roll, face]) => ({
        roll: Number(roll),
        text: { ko: face.ko, en: face.en },
        ...(face.note ? { note: face.note } : {}),
        ...(face.effect ? { effect: face.effect } : {})
      }))
    })
  )
  return tableSetSchema.parse(tables)
}
