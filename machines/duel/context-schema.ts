import { z } from 'zod'
import { campaignSchema, idSchema } from '../campaign/model/campaign'
import { handCardSchema } from './commands'
import { aftermathListNames } from './rules/terms'
import { cardSchema, supportSchema } from './rules/input'

const int = z.int().min(-9999).max(9999)
const count = z.int().min(0).max(999)
const damageType = z.enum(['general', 'skill', 'magic', 'np', 'special'])
const pool = z.enum(['hp', 'mp'])
const rules = z.array(z.string().max(10)).max(40)
const tally = z.strictObject({ general: z.number(), skill: z.number(), magic: z.number(), np: z.number(), special: z.number() })

const handSchema = z.strictObject({ cards: z.array(handCardSchema).max(60), generalSupport: count, skillSupport: count })

const combatantSchema = z.strictObject({
  id: idSchema,
  kind: z.enum(['servant', 'master']),
  side: idSchema,
  row: z.enum(['front', 'back']),
  status: z.enum(['in', 'destroyed', 'dead', 'withdrew', 'recalled']),
  hand: handSchema,
  fresh: handSchema,
  guard: z.strictObject({ skill: count, np: count }),
  conviction: z.boolean(),
  reorganize: z.boolean(),
  bonus: count,
  lost: z.strictObject({ hp: int, mp: int }),
  hpBefore: int,
  fateSpent: count,
  opponent: idSchema.optional()
})

const supportPlaySchema = z.strictObject({ ally: idSchema, type: z.enum(['general', 'skill']), mode: z.enum(['attack', 'defence']), magic: z.boolean().optional() })

const sealedPlaySchema = z.strictObject({
  actor: idSchema,
  cards: z.array(z.strictObject({ opponent: idSchema, card: idSchema })).max(12),
  support: supportPlaySchema.optional()
})

const damageSchema = z.strictObject({ amount: count, pool, type: damageType.nullable() })
const revealedSideSchema = z.strictObject({ id: idSchema, key: idSchema.nullable(), card: cardSchema, supports: z.array(supportSchema).max(20) })
const amendmentSchema = z.strictObject({ amount: count, pool })

const revealedExchangeSchema = z.strictObject({
  number: z.int().min(1),
  pairings: z
    .array(
      z.strictObject({
        a: revealedSideSchema,
        b: revealedSideSchema,
        result: z.strictObject({ winner: z.enum(['a', 'b']).nullable(), damage: z.strictObject({ a: damageSchema, b: damageSchema }), rules }),
        steps: z
          .array(
            z.strictObject({
              step: z.enum(['card', 'attackSupport', 'conviction', 'masterReduction', 'defenceSupport', 'skillGuard', 'npGuard', 'floor']),
              amount: int,
              rules
            })
          )
          .max(20),
        amended: z.strictObject({ a: amendmentSchema.optional(), b: amendmentSchema.optional() })
      })
    )
    .max(100),
  supports: z.array(supportPlaySchema.extend({ from: idSchema, voided: z.boolean().optional() })).max(20)
})

const lifeProposalSchema = z.strictObject({
  actor: idSchema,
  consequence: z.enum(['destroyed', 'dead', 'recall', 'must-rest']),
  rule: z.string().max(10),
  countsAsDestroyed: z.boolean().optional()
})

const overSchema = z.strictObject({
  reason: z.enum(['destroyed', 'dead', 'withdrawal', 'no-cards', 'max-exchanges', 'gm']),
  actors: z.array(idSchema).max(20),
  verdict: z.strictObject({
    winner: idSchema.nullable(),
    rule: z.enum(['D.70', 'D.71']),
    scores: z.record(z.string(), z.number()),
    dealt: z.record(z.string(), tally),
    taken: z.record(z.string(), tally)
  }),
  seals: z.array(z.strictObject({ master: idSchema, rule: z.literal('T.12') })).max(20),
  emotions: z.array(z.strictObject({ actors: z.tuple([idSchema, idSchema]), positiveOnly: z.literal(false), rule: z.literal('T.23') })).max(200),
  info: z.array(z.strictObject({ team: idSchema, servant: idSchema, by: idSchema, rule: z.literal('T.24') })).max(200),
  mustRest: z.array(idSchema).max(20),
  struck: z.strictObject(Object.fromEntries(aftermathListNames.map((list) => [list, z.array(z.int().min(0))])) as Record<(typeof aftermathListNames)[number], z.ZodArray<z.ZodInt>>),
  emotionSigns: z.record(z.string(), z.enum(['positive', 'negative']))
})

/** Validates a checkpointed duel context read from a file. */
export const duelContextSchema = z.strictObject({
  turn: z.int().min(0).max(100001),
  fight: z.enum(['duel', 'masters']),
  fromWarTurn: z.boolean(),
  scene: z.int().min(0).max(100001),
  offer: z.string().max(20).nullable(),
  exchanges: z.int().min(0).max(100000),
  combatants: z.array(combatantSchema).min(2).max(20),
  plays: z.array(sealedPlaySchema).max(20),
  revealed: revealedExchangeSchema.nullable(),
  history: z.array(revealedExchangeSchema).max(10000),
  retreats: z
    .array(
      z.strictObject({
        after: z.int().min(0),
        actor: idSchema,
        opponent: idSchema,
        escaped: z.boolean(),
        fateSpent: z.boolean(),
        presented: z.array(z.strictObject({ key: idSchema, kind: handCardSchema.shape.kind, grade: count })).max(10),
        damage: count,
        taken: z.strictObject({ hp: count, mp: count }),
        rules
      })
    )
    .max(1000),
  intrusions: z.array(z.strictObject({ after: z.int().min(0), actor: idSchema, opponent: idSchema, reorganize: z.boolean() })).max(1000),
  damage: z.array(z.strictObject({ from: idSchema, to: idSchema, amount: count, type: damageType, pool: pool.optional() })).max(100000),
  life: z.array(lifeProposalSchema).max(20),
  over: overSchema.nullable(),
  applied: campaignSchema.nullable()
})
