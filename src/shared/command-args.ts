import { z } from 'zod'
import { boardFontScale, boardThemes, tableLocales } from '@machines/campaign/board-view'
import type { SentCommand } from '@machines/campaign/commands'
import { reason } from '@machines/reasons/reason'
import { blankCampaignSpecSchema } from '@machines/campaign/blank/blank-campaign'
import { schemaReason } from '@machines/reasons/schema-issue'
import { copyableRecordKinds, type Commands } from './contract'
import { fail, failure, type Failure } from './message'

// The one place the renderer's requests are checked: each method has one zod tuple, parsed once
// by whichever edge receives the request (Electron's IPC gateway, the web host's socket) before
// the host runs it. A bad argument gets one clear message and reaches nothing.

/** A board look as the GM may set it (and as the display prefs file holds it). */
export const boardStyleSchema = z.strictObject({
  theme: z.enum(boardThemes),
  fontScale: z.number().min(boardFontScale.min).max(boardFontScale.max),
  // A prefs file from before the board spoke the GM's language keeps its look and starts in Korean.
  locale: z.enum(tableLocales).default('ko')
})

/** A display change: any of blank, frozen, theme, font scale, language. */
export const displayChangeSchema = z.strictObject({
  blank: z.boolean().optional(),
  frozen: z.boolean().optional(),
  theme: boardStyleSchema.shape.theme.optional(),
  fontScale: boardStyleSchema.shape.fontScale.optional(),
  locale: z.enum(tableLocales).optional()
})

const path = z.string().min(1).max(4096)
const teamId = z.string().min(1).max(40)
/** Players joining on (with an IPv4 address of this machine, checked by the door against the list) or off. */
const playersJoinChangeSchema = z.strictObject({
  on: z.boolean(),
  address: z.ipv4().optional(),
  board: z.boolean().optional()
})
const backupName = z.string().min(1).max(255)
const recordId = z.string().min(1).max(40)
const locale = z.enum(tableLocales)
const logKind = z.enum(['public', 'full'])
// The text of a campaign file: its size, JSON and schema are the file reader's to judge (one line each).
const fileText = z.string()
// A command is an object with a type; the engine validates it in full, after the host rolled its dice
// requests (E.71), against the commands of every registered phase.
const sentCommand = z.looseObject({ type: z.string().max(80) }) as unknown as z.ZodType<SentCommand>

/** One argument: its schema, and what the GM reads when it is wrong. */
interface Arg<T = unknown> {
  schema: z.ZodType<T>
  refuse(raw: unknown, error: z.ZodError): Failure
}

const arg = <T>(schema: z.ZodType<T>, refuse: Arg['refuse']): Arg<T> => ({ schema, refuse })
const said = (key: Parameters<typeof fail>[0]) => (): Failure => fail(key)

/** The argument specs of a parameter list, element by element: a schema that drifts from `Commands` is a compile error. */
type ArgsOf<P extends readonly unknown[]> = { readonly [I in keyof P]: Arg<P[I]> }

const commandArgs = {
  state: [],
  dispatch: [arg(sentCommand, () => failure(reason('reason.campaign.typeMissing')))],
  undo: [],
  redo: [],
  newFromDemo: [],
  newBlank: [arg(blankCampaignSpecSchema, (raw, error) => failure(schemaReason(blankCampaignSpecSchema, raw, error, 'blank')))],
  open: [arg(path, said('host.expectedPath'))],
  restoreBackup: [arg(path, said('host.expectedBackup')), arg(backupName, said('host.expectedBackup'))],
  setDisplay: [arg(displayChangeSchema, (raw, error) => failure(schemaReason(displayChangeSchema, raw, error, 'display')))],
  close: [],
  exportCampaign: [],
  importCampaign: [arg(fileText, said('store.import.notText'))],
  startLogHere: [],
  listBackups: [],
  recordsInFile: [arg(fileText, said('store.import.notText'))],
  importServant: [arg(fileText, said('store.import.notText')), arg(recordId, said('host.expectedServantId'))],
  importRecord: [arg(fileText, said('store.import.notText')), arg(z.enum(copyableRecordKinds), said('host.expectedRecord')), arg(recordId, said('host.expectedRecord'))],
  exportSessionLog: [arg(logKind, said('host.expectedLogKind')), arg(locale, said('host.expectedLogKind'))],
  turnSummary: [arg(locale, said('host.expectedLocale'))],
  diceList: [],
  setPlayersJoin: [arg(playersJoinChangeSchema, said('players.expectedChange'))],
  issueTeamLink: [arg(teamId, said('players.expectedTeam'))],
  revokeTeamLink: [arg(teamId, said('players.expectedTeam'))],
  teamPreview: [arg(teamId, said('players.expectedTeam'))],
  teamDigest: [arg(teamId, said('players.expectedTeam')), arg(locale, said('host.expectedLocale'))],
  exportTeamDigest: [arg(teamId, said('players.expectedTeam')), arg(locale, said('host.expectedLocale'))]
} satisfies { [K in keyof Commands]: ArgsOf<Parameters<Commands[K]>> }

/** The most arguments any request takes (the socket protocol's bound); a request with more than its method takes is refused. */
export const maxCommandArgs = Math.max(...Object.values(commandArgs).map((args) => args.length))

/** The zod tuple of one method's arguments. */
export function argsSchema<K extends keyof Commands>(method: K): z.ZodType<Parameters<Commands[K]>> {
  const args: readonly Arg[] = commandArgs[method]
  return z.tuple(args.map((a) => a.schema) as [z.ZodType, ...z.ZodType[]]) as unknown as z.ZodType<Parameters<Commands[K]>>
}

/** A method's arguments parsed, or the one message naming the first that is wrong (or that there are too many). */
export function parseArgs<K extends keyof Commands>(method: K, raw: readonly unknown[]): { ok: true; args: Parameters<Commands[K]> } | Failure {
  const specs: readonly Arg[] = commandArgs[method]
  // An argument the method does not take is a caller's mistake: it is named, not silently dropped.
  if (raw.length > specs.length) return fail('host.tooManyArguments', { given: raw.length, max: specs.length })
  const parsed = argsSchema(method).safeParse(raw)
  if (parsed.success) return { ok: true, args: parsed.data }
  const index = parsed.error.issues[0]?.path[0]
  const at = typeof index === 'number' ? index : raw.length
  const spec = specs[Math.min(at, specs.length - 1)]!
  const element = spec.schema.safeParse(raw[at])
  return spec.refuse(raw[at], element.success ? parsed.error : element.error)
}

/** Parses a request's arguments and runs it on the host: the one call both edges make. */
export async function callChecked<K extends keyof Commands>(host: Commands, method: K, raw: readonly unknown[]): Promise<Awaited<ReturnType<Commands[K]>> | Failure> {
  const parsed = parseArgs(method, raw)
  if (!parsed.ok) return parsed
  const run = host[method] as (...args: Parameters<Commands[K]>) => ReturnType<Commands[K]>
  return await run.apply(host, parsed.args)
}
