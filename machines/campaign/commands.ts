import { z } from 'zod'
import { idSchema } from './model/campaign'
import { settingsSchema } from './model/settings'
import { diceAnswerSchema } from './model/dice-rolls'
import { allPhases, builtInPhases, phasesGeneration, type PhaseKind } from './phases'
import { boundedJsonSchema } from './model/json-bounds'
import { editCommandSchemas } from './editing/commands'
import { teamImportCommandSchema } from './team-import'
import { reason, type Reason } from '../reasons/reason'
import { schemaReason } from '../reasons/schema-issue'
import type { WithDiceRequests } from '../dice/requests'

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
    type: z.literal('dice.roll'),
    /** The command as the GM typed it in the dice box, in BCDice's syntax (`RA+1>=4`, `2D6`, `BRT`, `S1D6`). */
    command: z.string().trim().min(1).max(200),
    /** BCDice's answer, filled in by the host before the command becomes an event (E.71). */
    answer: diceAnswerSchema.optional()
  }),
  z.strictObject({
    type: z.literal('settings.set'),
    key: z.enum(Object.keys(settingsSchema.shape) as [keyof typeof settingsSchema.shape]),
    value: boundedJsonSchema
  }),
  /** Ends a free scene (a roleplay scene outside turns and battles, V.9). */
  z.strictObject({ type: z.literal('scene.advance') }),
  /** The GM accepts the destruction or death the end of a scene proposed (V.10). */
  z.strictObject({ type: z.literal('life.accept'), actor: idSchema }),
  /** The GM strikes it: the actor lives on, due again at the end of this scene (V.10). */
  z.strictObject({ type: z.literal('life.strike'), actor: idSchema }),
  /** Strikes a pending T.12 fight or T.15 duel opportunity from the list, or puts it back. */
  z.strictObject({ type: z.literal('offer.strike'), offer: idSchema, struck: z.boolean() }),
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

/** One of the campaign's own commands (they run in any phase, or between phases). */
export type CampaignCommand = z.output<(typeof campaignCommandSchemas)[number]>

type Built = typeof builtInPhases
type CommandsOf<D> = D extends { commands: readonly z.ZodType<infer C>[] } ? C : never
/** A command of one of the built-in phases. */
export type PhaseCommand = { [K in PhaseKind]: CommandsOf<Built[K]> }[PhaseKind]

type InputsOf<D> = D extends { commands: readonly (infer S)[] } ? (S extends z.ZodType ? z.input<S> : never) : never
/** A command as the GM's window writes it, before validation fills in defaults. */
export type CommandInput = z.input<(typeof campaignCommandSchemas)[number]> | { [K in PhaseKind]: InputsOf<Built[K]> }[PhaseKind]
/** A command as a window sends it: its input form, where dice may be requests the host rolls (E.71). */
export type SentCommand = WithDiceRequests<CommandInput>

/** A validated GM command; it is also the XState event the campaign machine receives. */
export type Command = CampaignCommand | PhaseCommand
/** The command of one type. */
export type CommandOf<T extends Command['type']> = Extract<Command, { type: T }>

// One cast, here: the members are gathered at run time, so zod cannot infer the union's type.
function unionOf(phaseCommands: readonly z.ZodType[]): z.ZodType<Command> {
  return z.discriminatedUnion('type', [...campaignCommandSchemas, ...phaseCommands] as unknown as [z.ZodObject, ...z.ZodObject[]]) as unknown as z.ZodType<Command>
}

/** Every command of the campaign and the built-in phases (the commands a shipped campaign file holds). */
export const commandSchema = unionOf(Object.values(builtInPhases).flatMap((phase): readonly z.ZodType[] => phase.commands))

let registered: { generation: number; schema: z.ZodType<Command>; byType?: Map<string, z.ZodObject> } = { generation: phasesGeneration(), schema: commandSchema }

function currentCommandSchema(): z.ZodType<Command> {
  if (registered.generation !== phasesGeneration()) {
    registered = { generation: phasesGeneration(), schema: unionOf(allPhases().flatMap(({ definition }) => definition.commands)) }
  }
  return registered.schema
}

/** Each command type's own object schema, from the current union (built once per registration). */
function schemaOfType(type: string): z.ZodObject | undefined {
  currentCommandSchema()
  registered.byType ??= new Map((registered.schema as unknown as { options: z.ZodObject[] }).options.map((option) => [String((option.shape.type as z.ZodLiteral).value), option]))
  return registered.byType.get(type)
}

/**
 * Every command the GM can send — the campaign's and every registered phase's, plug-ins included —
 * validated at the edge (IPC, WebSocket, CLI, files).
 */
export const anyCommandSchema: z.ZodType<Command> = z.lazy(currentCommandSchema)

/** Commands this module validated: handed on (the host to the engine), they are not validated again. */
const validated = new WeakSet<object>()

/** Whether a value is a command `parseCommand` returned (so it is valid, its dice filled in, and unchanged since). */
export function isParsedCommand(value: unknown): value is Command {
  return typeof value === 'object' && value !== null && validated.has(value)
}

/**
 * A parsed command with one field added, that field checked against its own schema in the command's
 * type (the rest was checked when it was parsed): the host adds BCDice's words for a table roll (E.71)
 * without validating the whole command again. Null when the type has no such field or the value does not fit.
 */
export function withParsedField(command: Command, key: string, value: unknown): Command | null {
  const field = schemaOfType(command.type)?.shape[key]
  const checked = field?.safeParse(value)
  if (!checked?.success) return null
  const added = { ...command, [key]: checked.data } as Command
  validated.add(added)
  return added
}

/** Validates an untrusted command; the reason names the field and the problem on one line. */
export function parseCommand(raw: unknown): { ok: true; value: Command } | { ok: false; why: Reason } {
  if (isParsedCommand(raw)) return { ok: true, value: raw }
  const schema = currentCommandSchema()
  const result = schema.safeParse(raw)
  if (result.success) {
    // zod returns a fresh object, which nobody changes (commands are read, and copied to change)
    validated.add(result.data)
    return { ok: true, value: result.data }
  }
  const issue = result.error.issues[0]
  // An unknown type would otherwise list every command type in one very long line.
  if (issue.code === 'invalid_union' && issue.path.join('.') === 'type') {
    const type = (raw as { type?: unknown }).type
    return { ok: false, why: type === undefined ? reason('reason.campaign.typeMissing') : reason('reason.campaign.typeUnknown', { type: JSON.stringify(type) }) }
  }
  return { ok: false, why: schemaReason(schema, raw, result.error, 'command') }
}
