import { z } from 'zod'
import { settingsOverrideSchema } from '../campaign/model/settings'
import { findInputProblem, type InputProblem } from './input-checks'
import { reason, type Reason } from '../reasons/reason'
import { formatJsonPath, schemaReason } from '../reasons/schema-issue'

const id = z.string().min(1)

/** The two kinds of actor; a team is one of each. */
export const actorKinds = ['master', 'servant'] as const
/** A master or a servant. */
export type ActorKind = (typeof actorKinds)[number]

/** The actions an actor may declare in a war turn (T.1–T.5). */
export const turnActions = ['daily', 'investigate', 'rest'] as const
/** One declarable action. */
export type TurnAction = (typeof turnActions)[number]

/** The sign of an emotion (a directed bond). */
export const emotionSigns = ['positive', 'negative'] as const
/** Positive or negative. */
export type EmotionSign = (typeof emotionSigns)[number]

/** Whether an actor still takes part; dead masters and destroyed servants cannot declare. */
export const actorStatuses = ['active', 'dead', 'destroyed'] as const

/** A region of the city. */
export const turnRegionSchema = z.strictObject({ id })

/** An actor of the war; `mustRest` marks a master under V.6. */
export const turnActorSchema = z.strictObject({
  id,
  kind: z.enum(actorKinds),
  team: id,
  base: id.optional(),
  status: z.enum(actorStatuses).optional(),
  mustRest: z.boolean().optional()
})

/** One secret declaration: an action and its regions. */
export const turnDeclarationSchema = z.strictObject({
  actor: id,
  action: z.enum(turnActions),
  regions: z.array(id).optional()
})

/** An emotion held before this turn, from one actor toward another. */
export const heldEmotionSchema = z.strictObject({ from: id, to: id, sign: z.enum(emotionSigns) })

/** A trace a servant left in a region on the previous turn. */
export const traceSchema = z.strictObject({ servant: id, region: id })

/** The `resolve-turn` input contract of DESIGN.md, field by field. */
export const turnInputSchema = z.strictObject({
  regions: z.array(turnRegionSchema),
  actors: z.array(turnActorSchema),
  declarations: z.array(turnDeclarationSchema),
  emotions: z.array(heldEmotionSchema).default([]),
  traces: z.array(traceSchema).default([]),
  settings: settingsOverrideSchema.optional()
})

/** A validated `resolve-turn` input. */
export type TurnInput = z.output<typeof turnInputSchema>
/** One actor of a turn input. */
export type TurnActorInput = TurnInput['actors'][number]
/** One declaration of a turn input. */
export type TurnDeclaration = z.output<typeof turnDeclarationSchema>
/** One held emotion of a turn input. */
export type HeldEmotion = z.output<typeof heldEmotionSchema>
/** One trace, left last turn or for the next. */
export type Trace = z.output<typeof traceSchema>

/** The outcome of parsing: the input, or the first problem as a reason naming its JSON path. */
export type TurnInputResult = { ok: true; value: TurnInput } | { ok: false; why: Reason }

/** Validate raw JSON as a `resolve-turn` input: shape first (zod), then T.1–T.5, V.6 and the ids. */
export function parseTurnInput(raw: unknown): TurnInputResult {
  const parsed = turnInputSchema.safeParse(raw)
  if (!parsed.success) return { ok: false, why: schemaReason(turnInputSchema, raw, parsed.error) }
  const problem = findInputProblem(parsed.data)
  if (problem) return { ok: false, why: inputProblemReason(problem) }
  return { ok: true, value: parsed.data }
}

/** A rule problem of a turn input said with its JSON path (`declarations[0].regions: …`). */
export function inputProblemReason(problem: InputProblem): Reason {
  return reason('reason.schema.issue', { path: formatJsonPath(problem.path), detail: problem.why })
}
