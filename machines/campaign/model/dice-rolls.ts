import { z } from 'zod'
import { diceSystems } from '../../dice/systems'
import { filledTextSchema, idSchema, localNameSchema, localTextSchema } from './ids'

/** The most faces one dice-box roll records (BCDice rolls at most 200 dice per term). */
export const mostRecordedFaces = 1000

/**
 * What the dice bot answered to one dice-box command (E.71): its own words, whether an `S` prefix
 * made it secret, and the faces it rolled in order. The host fills it in before the command becomes
 * an event, so undo and replay read it and never roll again.
 */
export const diceAnswerSchema = z.strictObject({
  system: z.enum(diceSystems),
  text: z.string().min(1).max(4000),
  secret: z.boolean(),
  dice: z.array(z.int().min(0).max(10000)).max(mostRecordedFaces),
  /** When the dice box rolled one of the campaign's own tables: which, the roll, and its face's words in both languages. */
  table: z
    .strictObject({
      id: idSchema,
      name: localNameSchema,
      roll: z.int().min(1).max(12),
      words: filledTextSchema,
      /** The face's 메모 (the GM's reading or correction), shown with the rolled words. */
      note: localTextSchema.optional(),
      /** Whether the face has an effect, which the dice box does not apply (only a battle does). */
      effect: z.boolean()
    })
    .optional()
})
/** The dice bot's answer to a dice-box command. */
export type DiceAnswer = z.infer<typeof diceAnswerSchema>

/** One dice-box roll as the campaign keeps it: the command typed, the answer, and when it was rolled. */
export const diceRollSchema = z.strictObject({
  turn: z.int().min(0),
  scene: z.int().min(0),
  command: z.string().min(1).max(200),
  ...diceAnswerSchema.shape
})
/** A dice-box roll. */
export type DiceRoll = z.infer<typeof diceRollSchema>
