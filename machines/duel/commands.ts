import { z } from 'zod'
import { idSchema } from '../campaign/model/campaign'
import { basicCardKinds } from '../campaign/model/settings'
import { aftermathListNames } from './rules/terms'

/** A card the GM gives a combatant (D.22), e.g. a magic or critical the sheet does not derive. */
export const handCardSchema = z.strictObject({
  key: idSchema,
  kind: z.enum([...basicCardKinds, 'skill', 'magic', 'np', 'critical']),
  grade: z.int().min(0).max(99),
  count: z.int().min(0).max(99),
  weakTo: z.enum(basicCardKinds).optional(),
  ranged: z.boolean().optional(),
  area: z.boolean().optional(),
  steps: z.int().min(1).max(99).optional()
})

const row = z.enum(['front', 'back'])

/** One fighter as the GM sets it up: side (default its team), row, conviction (D.21), extra cards. */
export const combatantSpecSchema = z.strictObject({
  actor: idSchema,
  side: idSchema.optional(),
  row: row.default('front'),
  conviction: z.boolean().default(false),
  cards: z.array(handCardSchema).max(20).default([])
})

const usedCountsSchema = z.strictObject({
  cards: z.record(idSchema, z.int().min(0).max(99)),
  generalSupport: z.int().min(0).max(99).default(0),
  skillSupport: z.int().min(0).max(99).default(0)
})

/** Commands of the duel phase (rules D, V): start → sealed plays → reveal → accept … → over → apply. */
export const duelCommandSchemas = [
  z.strictObject({
    type: z.literal('duel.start'),
    fight: z.enum(['duel', 'masters']).default('duel'),
    fromWarTurn: z.boolean().default(false),
    /** The pending T.12 fight or T.15 opportunity this duel plays (its war turn's scene, V.9). */
    offer: idSchema.optional(),
    combatants: z.array(combatantSpecSchema).min(2).max(12)
  }),
  z.strictObject({
    type: z.literal('duel.play'),
    actor: idSchema,
    cards: z.array(z.strictObject({ opponent: idSchema, card: idSchema })).max(12).default([]),
    support: z
      .strictObject({ ally: idSchema, type: z.enum(['general', 'skill']), mode: z.enum(['attack', 'defence']), magic: z.boolean().optional() })
      .optional()
  }),
  z.strictObject({ type: z.literal('duel.unplay'), actor: idSchema }),
  z.strictObject({ type: z.literal('duel.row'), actor: idSchema, row }),
  z.strictObject({ type: z.literal('duel.reveal') }),
  z.strictObject({
    type: z.literal('duel.amend'),
    pairing: z.int().min(0).max(100),
    side: z.enum(['a', 'b']),
    amount: z.int().min(0).max(999).nullable(),
    pool: z.enum(['hp', 'mp']).optional()
  }),
  z.strictObject({ type: z.literal('duel.accept') }),
  z.strictObject({ type: z.literal('duel.settle'), actor: idSchema, outcome: z.enum(['destroyed', 'dead', 'recall', 'stay']) }),
  z.strictObject({
    type: z.literal('duel.retreat'),
    actor: idSchema,
    opponent: idSchema,
    cards: z.array(idSchema).max(10).default([]),
    fate: z.boolean().default(false)
  }),
  z.strictObject({
    type: z.literal('duel.intrude'),
    actor: idSchema,
    side: idSchema.optional(),
    row: row.default('front'),
    opponent: idSchema,
    conviction: z.boolean().default(false),
    cards: z.array(handCardSchema).max(20).default([]),
    used: usedCountsSchema.optional()
  }),
  z.strictObject({ type: z.literal('duel.end') }),
  z.strictObject({ type: z.literal('duel.resume') }),
  // `endOfScene` is read only from older files: scene-end proposals are the campaign's now (V.10).
  z.strictObject({ type: z.literal('duel.strike'), list: z.enum([...aftermathListNames, 'endOfScene']), index: z.int().min(0).max(1000), struck: z.boolean() }),
  z.strictObject({ type: z.literal('duel.emotionSign'), index: z.int().min(0).max(1000), from: idSchema, sign: z.enum(['positive', 'negative']) }),
  z.strictObject({ type: z.literal('duel.apply') }),
  z.strictObject({ type: z.literal('duel.cancel') })
] as const
