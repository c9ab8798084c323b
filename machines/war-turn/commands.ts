import { z } from 'zod'
import { idSchema } from '../campaign/model/campaign'

/** The outcome lists of a turn proposal that the GM can strike or keep. */
export const proposalListNames = ['emotionExchanges', 'info', 'fights', 'duelOpportunities', 'manaSupply', 'traces'] as const
/** One outcome list of a turn proposal. */
export type ProposalListName = (typeof proposalListNames)[number]
/** The lists the GM may strike lines from: the outcomes, and the recovery lines (V.7, T.16, T.21). */
export const strikableLists = [...proposalListNames, 'recovery'] as const
/** One list the GM may strike a line from. */
export type StrikableList = (typeof strikableLists)[number]

/** Commands of the war-turn phase (rules T): declare → resolve → amend → apply. */
export const warTurnCommandSchemas = [
  z.strictObject({ type: z.literal('turn.start') }),
  z.strictObject({
    type: z.literal('turn.declare'),
    actor: idSchema,
    action: z.enum(['daily', 'investigate', 'rest']),
    regions: z.array(idSchema).max(3)
  }),
  /** Several declarations at once (the paste box's good lines): one step, checked line by line in order, all or none. */
  z.strictObject({
    type: z.literal('turn.declareLines'),
    lines: z
      .array(
        z.strictObject({
          line: z.int().min(1).max(10000),
          actor: idSchema,
          action: z.enum(['daily', 'investigate', 'rest']),
          regions: z.array(idSchema).max(3)
        })
      )
      .min(1)
      .max(100)
  }),
  z.strictObject({ type: z.literal('turn.retract'), actor: idSchema }),
  z.strictObject({ type: z.literal('turn.resolve') }),
  z.strictObject({ type: z.literal('turn.reopen') }),
  z.strictObject({
    type: z.literal('turn.strike'),
    list: z.enum(strikableLists),
    index: z.int().min(0).max(10000),
    struck: z.boolean()
  }),
  z.strictObject({
    type: z.literal('turn.emotionSign'),
    index: z.int().min(0).max(10000),
    from: idSchema,
    sign: z.enum(['positive', 'negative'])
  }),
  z.strictObject({ type: z.literal('turn.infoGrade'), index: z.int().min(0).max(10000), grade: z.int().min(1).max(99) }),
  /** The GM's hp and mp for one recovery line (V.7, T.16, T.21), in place of the rule's. */
  z.strictObject({ type: z.literal('turn.recovery'), index: z.int().min(0).max(10000), hp: z.int().min(-999).max(999), mp: z.int().min(-999).max(999) }),
  z.strictObject({ type: z.literal('turn.publish'), text: z.string().trim().min(1).max(500) }),
  z.strictObject({ type: z.literal('turn.apply') }),
  z.strictObject({ type: z.literal('turn.cancel') })
] as const
