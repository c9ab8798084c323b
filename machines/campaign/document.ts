import { z } from 'zod'
import { campaignSchema, type Campaign } from './model/campaign'
import { anyCommandSchema } from './commands'
import { phaseStateSchema } from './phases'
import { issueWords } from '../reasons/schema-words'
import { reason, type Reason } from '../reasons/reason'
import { schemaReason } from '../reasons/schema-issue'
import { toBilingualRecords } from './bilingual-migration'
import { secondReading } from './migrations/second-reading'
import { sheetCards } from './migrations/sheet-cards'
import { encounterStates } from './migrations/encounter-states'

/** The file format's name, written in every campaign file. */
export const documentFormat = 'overseer-campaign'
/** The version this build writes; older ones are migrated on open. */
export const documentVersion = 6
/** The first version written under the rules' second reading: older histories do not replay under it. */
export const secondReadingVersion = 4

// A plain regex: z.iso.datetime() costs more than the rest of an event's validation together.
const isoTime = z.string().refine((time) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,3})?Z$/.test(time), issueWords('reason.campaign.isoTime'))

/** Who sent a command: the GM, or a team from its own page (`team:<id>`). */
export const eventAuthorSchema = z.custom<EventAuthor>((author) => author === 'gm' || (typeof author === 'string' && /^team:[a-z0-9][a-z0-9-]{0,39}$/.test(author)), issueWords('reason.campaign.eventAuthor'))
/** Who sent a command. */
export type EventAuthor = 'gm' | `team:${string}`

/** The team that sent a command from its own page, or null when the GM did. */
export function teamOfAuthor(author: EventAuthor): string | null {
  return author.startsWith('team:') ? author.slice('team:'.length) : null
}

/** One applied command in the event log (dice already inside the command). */
export const loggedEventSchema = z.strictObject({
  at: isoTime,
  author: eventAuthorSchema,
  command: anyCommandSchema,
  /** Rule ids that produced the outcome (the session log cites them). */
  rules: z.array(z.string().max(10)).max(200)
})

/** An applied command as the log keeps it. */
export type LoggedEvent = z.infer<typeof loggedEventSchema>

/** A persisted state of the campaign machine after `head` events (restored with `resolveState`). */
export const checkpointSchema = z
  .strictObject({
    head: z.int().min(0),
    value: z.enum(['idle', 'inPhase']),
    context: z.strictObject({ campaign: campaignSchema, phase: phaseStateSchema.nullable() })
  })
  .refine((c) => (c.value === 'inPhase') === (c.context.phase !== null), { ...issueWords('reason.campaign.checkpointStepPhase'), path: ['value'] })

/** A persisted campaign-machine state. */
export type Checkpoint = z.infer<typeof checkpointSchema>

/** A campaign file: the initial state, the event log, the head and checkpoints (docs/architecture.md). */
export const campaignDocumentSchema = z
  .strictObject({
    format: z.literal(documentFormat),
    version: z.literal(documentVersion),
    meta: z.strictObject({
      name: z.string().max(80),
      createdAt: z.iso.datetime(),
      savedAt: z.iso.datetime(),
      app: z.string().max(40)
    }),
    initial: campaignSchema,
    events: z.array(loggedEventSchema).max(500_000),
    head: z.int().min(0),
    checkpoints: z.array(checkpointSchema).max(1000)
  })
  .superRefine((doc, ctx) => {
    if (doc.head > doc.events.length) ctx.addIssue({ code: 'custom', path: ['head'], ...issueWords('reason.campaign.headPastLog', { head: doc.head, count: doc.events.length }) })
    doc.checkpoints.forEach((c, i) => {
      if (c.head > doc.events.length) ctx.addIssue({ code: 'custom', path: ['checkpoints', i, 'head'], ...issueWords('reason.campaign.checkpointPastLog') })
    })
  })

/**
 * The member in which a saved file carries its integrity seal (the host writes and checks it); it is
 * not part of the document and is dropped before validation.
 */
export const integrityField = 'integrity'

/** A validated campaign file. */
export type CampaignDocument = z.infer<typeof campaignDocumentSchema>

/** Creates a new document that starts from the given campaign. */
export function createDocument(initial: Campaign, now: string, app = 'overseer'): CampaignDocument {
  return {
    format: documentFormat,
    version: documentVersion,
    meta: { name: initial.name, createdAt: now, savedAt: now, app },
    initial,
    events: [],
    head: 0,
    checkpoints: []
  }
}

type Raw = Record<string, unknown>

/**
 * Migrations keyed by the version they upgrade FROM. Each takes a structured clone and returns
 * the next version's shape; the chain is committed only if every step and the final validation pass.
 */
export const migrations: Record<number, (doc: Raw) => Raw> = {
  // v1 called the log `log` and kept no checkpoints.
  1: (doc) => {
    const { log, ...rest } = doc
    return { ...rest, version: 2, events: log ?? [], checkpoints: [] }
  },
  2: toBilingualRecords,
  // v3 kept a wheel of fate per PC, deadlines "below 0", one last turn's fights, and a duel that ended a scene.
  3: secondReading,
  // v4 servants had no sheet cards: magic, critical and ranged cards were added in each duel.
  4: sheetCards,
  // v5 kept a running encounter battle as `battle` / `over`, its step in the context.
  5: encounterStates
}

/**
 * What the migrations from `from` changed that the GM should know, read from the migrated document
 * (its newest state): v3 → v4 summed the PCs' wheels into the party's one wheel (E.73).
 */
export function migrationNotes(from: number, doc: CampaignDocument): Reason[] {
  if (from >= secondReadingVersion) return []
  const newest = doc.checkpoints.reduce<Checkpoint | null>((best, c) => (c.head <= doc.head && (!best || c.head > best.head) ? c : best), null)
  const campaign = newest?.context.campaign ?? doc.initial
  const phase = newest?.context.phase
  const wheel = phase?.kind === 'encounter' ? phase.context.wheel : campaign.party.wheel
  const counts = (['black', 'red', 'blue', 'green', 'white'] as const).map((domain) => wheel[domain]).join(' / ')
  const key = phase?.kind === 'warTurn' ? 'reason.campaign.migratedSecondReadingTurn' : 'reason.campaign.migratedSecondReading'
  const pcs = reason('reason.campaign.count.pcWheels', { count: campaign.pcs.length })
  return [reason(key, { wheel: counts, pcs, atRisk: reason('reason.campaign.count.atRiskPools', { count: campaign.atRisk.length }) })]
}

/** Result of reading an untrusted campaign file. */
export type ParseResult = { ok: true; value: CampaignDocument; migratedFrom?: number } | { ok: false; why: Reason }

/** Migrates and validates a parsed JSON value as a campaign document; the reason names the JSON path. */
export function parseCampaignDocument(raw: unknown): ParseResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, why: reason('reason.campaign.fileNotObject') }
  const { [integrityField]: _seal, ...record } = raw as Raw
  if (record.format !== documentFormat) return { ok: false, why: reason('reason.campaign.fileNotCampaign', { format: documentFormat }) }
  const from = record.version
  if (typeof from !== 'number' || !Number.isInteger(from)) return { ok: false, why: reason('reason.campaign.fileVersionMissing') }
  if (from > documentVersion) return { ok: false, why: reason('reason.campaign.fileVersionNewer', { version: from, current: documentVersion }) }
  let doc: Raw = record
  try {
    if (from < documentVersion) doc = structuredClone(record)
    for (let v = from; v < documentVersion; v++) {
      const step = migrations[v]
      if (!step) return { ok: false, why: reason('reason.campaign.fileNoMigration', { version: v }) }
      doc = step(doc)
    }
  } catch (error) {
    return { ok: false, why: reason('reason.campaign.fileMigrationFailed', { version: from, detail: (error as Error).message }) }
  }
  const result = campaignDocumentSchema.safeParse(doc)
  if (!result.success) return { ok: false, why: schemaReason(campaignDocumentSchema, doc, result.error, 'file') }
  return from < documentVersion ? { ok: true, value: result.data, migratedFrom: from } : { ok: true, value: result.data }
}
