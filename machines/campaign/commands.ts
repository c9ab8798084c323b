import { z } from 'zod'
import { idSchema } from './model/campaign'
import { settingsSchema } from './model/settings'
import { warTurnCommandSchemas } from '../war-turn/commands'
import { duelCommandSchemas } from '../duel/commands'
import { encounterCommandSchemas } from '../encounter/commands'
import { editCommandSchemas } from './editing/commands'
import { teamImportCommandSchema } from './team-import'
import { reason, type Reason } from '../reasons/reason'
import { schemaReason } from '../reasons/schema-issue'

const delta = z.int().min(-999).max(999)

/** Commands that edit the campaign in any phase (GM overrides are always allowed). */
export const campaignCommandSchemas = [
  z.strictObject({
    type: z.literal('actor.adjust'),
    actor: idSchema,
    hp: delta.optional(),
    mp: delta.optional(),
    commandSeals: delta.optional(),
    reason: z.string().max(200).optional()
  }),
  z.strictObject({ type: z.literal('notes.set'), text: z.string().max(100000) }),
  z.strictObject({ type: z.literal('campaign.rename'), name: z.string().trim().min(1).max(80) }),
  z.strictObject({ type: z.literal('board.announce'), text: z.string().trim().min(1).max(500) }),
  z.strictObject({
    type: z.literal('settings.set'),
    key: z.enum(Object.keys(settingsSchema.shape) as [keyof typeof settingsSchema.shape]),
    value: z.unknown()
  }),
  z.strictObject({ type: z.literal('scene.advance') }),
  z.strictObject({
    type: z.literal('guess.record'),
    team: idSchema,
    servant: idSchema,
    secret: z.enum(['trueName', 'workshop']),
    text: z.string().trim().min(1).max(200)
  }),
  z.strictObject({ type: z.literal('guess.mark'), index: z.int().min(0).max(5000), correct: z.boolean() }),
  z.strictObject({ type: z.literal('servant.reveal'), servant: idSchema, revealed: z.boolean() }),
  ...editCommandSchemas,
  teamImportCommandSchema
] as const

/** Every command the GM can send, validated at the edge (IPC, WebSocket, CLI, files). */
export const commandSchema = z.discriminatedUnion('type', [...campaignCommandSchemas, ...warTurnCommandSchemas, ...encounterCommandSchemas, ...duelCommandSchemas])

/** A validated GM command; it is also the XState event the campaign machine receives. */
export type Command = z.infer<typeof commandSchema>
/** The command of one type. */
export type CommandOf<T extends Command['type']> = Extract<Command, { type: T }>

/** Validates an untrusted command; the reason names the field and the problem on one line. */
export function parseCommand(raw: unknown): { ok: true; value: Command } | { ok: false; why: Reason } {
  const result = commandSchema.safeParse(raw)
  if (result.success) return { ok: true, value: result.data }
  const issue = result.error.issues[0]
  // An unknown type would otherwise list every command type in one very long line.
  if (issue.code === 'invalid_union' && issue.path.join('.') === 'type') {
    const type = (raw as { type?: unknown }).type
    return { ok: false, why: type === undefined ? reason('reason.campaign.typeMissing') : reason('reason.campaign.typeUnknown', { type: JSON.stringify(type) }) }
  }
  return { ok: false, why: schemaReason(commandSchema, raw, result.error, 'command') }
}
