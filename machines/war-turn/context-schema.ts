import { z } from 'zod'
import { campaignSchema } from '../campaign/model/campaign'
import { boundedJsonSchema } from '../campaign/model/json-bounds'

const outcomes = z.array(z.record(z.string(), boundedJsonSchema)).max(10000)

/** Validates a checkpointed war-turn context read from a file. */
export const warTurnContextSchema = z.strictObject({
  turn: z.int().min(1),
  declarations: z
    .array(z.strictObject({ actor: z.string(), action: z.enum(['daily', 'investigate', 'rest']), regions: z.array(z.string()).max(3) }))
    .max(100),
  proposal: z
    .strictObject({
      resolution: z.strictObject({
        emotionExchanges: outcomes,
        info: outcomes,
        fights: outcomes,
        duelOpportunities: outcomes,
        manaSupply: outcomes,
        traces: outcomes
      }),
      recovery: z
        .array(
          z.strictObject({
            actor: z.string(),
            rule: z.enum(['V.7', 'T.16', 'T.21']),
            hp: z.int(),
            mp: z.int(),
            supply: z.int().min(0).nullable(),
            mpWithoutSupply: z.int()
          })
        )
        .max(100),
      struck: z.record(z.string(), z.array(z.int())),
      emotionSigns: z.record(z.string(), z.enum(['positive', 'negative'])),
      infoGrades: z.record(z.string(), z.int()),
      recoveryAmounts: z.record(z.string(), z.strictObject({ hp: z.int(), mp: z.int() }))
    })
    .nullable(),
  publish: z.array(z.string().max(500)).max(100),
  applied: campaignSchema.nullable()
})
