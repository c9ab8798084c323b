import { z } from 'zod'
import { cardOverrideSchema, idSchema, masterSchema, regionSchema, servantSchema, teamSchema } from '../model/campaign'
import { basicCardKinds, settingsSchema } from '../model/settings'
import { botTableSchema, monsterSchema, pcSchema, tableSchema, wheelSchema } from '../model/encounter-records'
import { botTableWordSchema } from '../model/bot-table-words'

const settingKeys = Object.keys(settingsSchema.shape) as [keyof typeof settingsSchema.shape, ...(keyof typeof settingsSchema.shape)[]]

/** The campaign's lists whose order the GM sets (the board and every list show records in this order). */
export const reorderableLists = ['teams', 'regions', 'pcs', 'monsters', 'tables'] as const
/** A list whose order the GM sets. */
export type ReorderableList = (typeof reorderableLists)[number]

/** `create: true` says the record is new: an id already in use is refused instead of replaced. */
const newRecord = z.literal(true).optional()

/** Campaign authoring commands: each puts or removes one record, so every edit undoes and autosaves. */
export const editCommandSchemas = [
  z.strictObject({ type: z.literal('edit.team.upsert'), create: newRecord, team: teamSchema }),
  z.strictObject({ type: z.literal('edit.team.remove'), team: idSchema }),
  /** A new team copied from `from`, with copies of its master and servant under the ids `team` names: one undo step. */
  z.strictObject({ type: z.literal('edit.team.duplicate'), from: idSchema, team: teamSchema }),
  z.strictObject({ type: z.literal('edit.master.upsert'), create: newRecord, master: masterSchema }),
  z.strictObject({ type: z.literal('edit.servant.upsert'), create: newRecord, servant: servantSchema }),
  z.strictObject({
    type: z.literal('edit.servant.cardOverride'),
    servant: idSchema,
    card: z.enum(basicCardKinds),
    override: cardOverrideSchema.nullable()
  }),
  z.strictObject({ type: z.literal('edit.region.upsert'), create: newRecord, region: regionSchema }),
  z.strictObject({ type: z.literal('edit.region.remove'), region: idSchema }),
  z.strictObject({ type: z.literal('edit.pc.upsert'), create: newRecord, pc: pcSchema }),
  z.strictObject({ type: z.literal('edit.pc.remove'), pc: idSchema }),
  /** The party's one wheel of fate, set between battles (E.73). */
  z.strictObject({ type: z.literal('edit.party.wheel'), wheel: wheelSchema }),
  z.strictObject({ type: z.literal('edit.monster.upsert'), create: newRecord, monster: monsterSchema }),
  z.strictObject({ type: z.literal('edit.monster.remove'), monster: idSchema }),
  z.strictObject({ type: z.literal('edit.table.upsert'), create: newRecord, table: tableSchema }),
  z.strictObject({ type: z.literal('edit.table.remove'), table: idSchema }),
  /** The GM's Korean words for one face of a dice-bot table BCDice answers in Japanese; empty words take them away. */
  z.strictObject({ type: z.literal('edit.botTableWord'), command: botTableSchema, face: botTableWordSchema.shape.face, text: z.string().trim().max(2000) }),
  /**
   * Pasted sheet rows put at once: teams with their master and servant, masters, regions, PCs. One
   * undo step; a record whose id exists is refused unless `overwrite` says to replace it.
   */
  z.strictObject({
    type: z.literal('edit.paste'),
    overwrite: z.boolean().default(false),
    teams: z.array(z.strictObject({ team: teamSchema, master: masterSchema, servant: servantSchema })).max(20).default([]),
    /** Masters' sheets of existing teams. */
    masters: z.array(masterSchema).max(20).default([]),
    regions: z.array(regionSchema).max(60).default([]),
    pcs: z.array(pcSchema).max(20).default([])
  }),
  /** Puts a list's records in this order: every id of the list, each once. */
  z.strictObject({ type: z.literal('edit.reorder'), list: z.enum(reorderableLists), ids: z.array(idSchema).min(1).max(500) }),
  // Without a key, every setting goes back to its default.
  z.strictObject({ type: z.literal('settings.reset'), key: z.enum(settingKeys).optional() })
] as const
