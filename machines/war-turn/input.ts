import { z } from 'zod'
import { settingsOverrideSchema } from '../campaign/model/settings'

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

/** The `resolve-turn` input contract of docs/contracts.md, field by field. */
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
