import { z } from 'zod'
import { idSchema } from '../campaign/model/ids'
import { rolledDiceSchema } from '../dice/requests'
import { battleStates, domains } from '../campaign/model/encounter-records'
import { diceSystems } from '../dice/systems'

const pc = idSchema
const threat = idSchema
const index = z.int().min(0).max(99)
const paragraph = z.int().min(1).max(5)
/** Dice typed by the GM or filled in by the host from `{ roll: { count, sides } }` (E.71). */
const dice = rolledDiceSchema
const delta = z.int().min(-999).max(999)

/** Where a PC token may stand: paragraph 1–5 or the margin (E.11, E.24). */
export const positionSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal('margin')])

/** What a PC attack aims at: the body or a threat by card id (E.20). */
export const attackTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('body') }),
  z.strictObject({ kind: z.literal('threat'), threat })
])

/** Who a GM adjustment changes: a PC, the body, or a threat. */
export const unitSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('pc'), pc }),
  z.strictObject({ kind: z.literal('body') }),
  z.strictObject({ kind: z.literal('threat'), threat })
])

/**
 * BCDice's answer to a command's table roll (the game's own tables: E.31, E.52, E.63, E.72), filled
 * in by the host from the command's dice before the command becomes an event: replay reads it.
 */
const bot = z.strictObject({ system: z.enum(diceSystems), text: z.string().min(1).max(4000) }).optional()

/** Commands of the encounter battle (rules E); every die they need travels inside them (E.71). */
export const encounterCommandSchemas = [
  z.strictObject({
    type: z.literal('encounter.start'),
    monster: idSchema,
    pcs: z.array(pc).min(1).max(20),
    ambush: z.boolean().default(false),
    /** The battlefield table's 1D6 when the battle is on a special field (E.63). */
    battlefield: dice.optional(),
    bot
  }),
  z.strictObject({ type: z.literal('encounter.scout'), pc, paragraph, dice }),
  z.strictObject({ type: z.literal('encounter.scoutStop') }),
  z.strictObject({
    type: z.literal('encounter.counterattack'),
    die: dice,
    /** The battlefield's 1D6 on the damage, in the city streets and the forest (E.63). */
    fieldDie: dice.optional()
  }),
  z.strictObject({ type: z.literal('encounter.plot'), pc, plot: z.int().min(1).max(6) }),
  z.strictObject({ type: z.literal('encounter.revealPlots') }),
  z.strictObject({
    type: z.literal('encounter.attack'),
    pc,
    weapon: index,
    target: attackTargetSchema,
    /** The hit check's dice; none when a diving PC hits automatically (E.62). */
    dice: dice.optional(),
    /** The pursuit round's +1D6 for an automatic hit (E.50). */
    pursuitDie: dice.optional(),
    /** The battlefield's 1D6 for an automatic hit (E.63). */
    fieldDie: dice.optional(),
    /** A gift lets this PC aim at an unrevealed or acted threat; the GM marks it (E.20). */
    giftPermits: z.boolean().default(false)
  }),
  z.strictObject({ type: z.literal('encounter.spell'), pc, gift: index }),
  /** The order of the PCs in one position: agreed by the players, or the higher 1D6 first (E.12). */
  z.strictObject({
    type: z.literal('encounter.order'),
    agreed: z.array(pc).max(20).optional(),
    rolls: z.record(z.string().max(50), dice).optional()
  }),
  /** The GM has applied a threat spell's effect by hand (E.32). */
  z.strictObject({ type: z.literal('encounter.effectDone'), threat }),
  z.strictObject({ type: z.literal('encounter.move'), pc, to: positionSchema }),
  z.strictObject({ type: z.literal('encounter.targetRoll'), threat, dice, bot }),
  z.strictObject({
    type: z.literal('encounter.threatAttack'),
    threat,
    target: pc,
    /** The defence check's dice; none when the threat cannot be defended against (E.62). */
    dice: dice.optional(),
    pursuitDie: dice.optional(),
    fieldDie: dice.optional()
  }),
  z.strictObject({
    type: z.literal('encounter.threatSpell'),
    threat,
    /** A PC who tries to obstruct the spell, with the obstruction check's dice (E.32). */
    obstruct: z.strictObject({ pc, dice }).optional()
  }),
  z.strictObject({ type: z.literal('encounter.threatPass'), threat }),
  z.strictObject({
    type: z.literal('encounter.pick'),
    /** Index of the action die; D rank must use the lower die (E.70). */
    action: index.optional(),
    /** Index of the mood die banked as inga, or none (E.70). */
    mood: index.nullable().default(null),
    /** The domain for a mood die showing 6. */
    moodDomain: z.enum(domains).optional(),
    /** [stage]D6 of the color of ruin on a strike (E.23). */
    ruinDice: dice.optional(),
    /** The weapon's own strike bonus dice (E.23). */
    weaponDice: dice.optional(),
    /** The pursuit round's +1D6 (E.50). */
    pursuitDie: dice.optional(),
    /** The battlefield's 1D6 on the damage (E.63). */
    fieldDie: dice.optional()
  }),
  z.strictObject({
    type: z.literal('encounter.endRound'),
    /** Each bound one's 1D6, keyed `pc:<id>` or `body` (E.40, E.60). */
    boundDice: z.record(z.string().max(50), dice).default({}),
    /** The battlefield's round-end dice of each one it reaches, keyed the same way (E.63). */
    fieldDice: z.record(z.string().max(50), dice).default({})
  }),
  z.strictObject({ type: z.literal('encounter.pursuit'), pc, ability: z.enum(['mind', 'skill']), dice }),
  z.strictObject({ type: z.literal('encounter.pursuitDecline') }),
  z.strictObject({ type: z.literal('encounter.outcome'), dice, bot }),
  z.strictObject({ type: z.literal('encounter.fatalWound'), pc, dice, bot }),
  z.strictObject({
    type: z.literal('encounter.effect'),
    /** The face's own dice (e.g. "lose 1D6 hp"). */
    dice: dice.optional(),
    /** The PC a party roll's effect goes to. */
    pc: pc.optional(),
    domain: z.enum(domains).optional()
  }),
  z.strictObject({
    type: z.literal('encounter.adjust'),
    unit: unitSchema,
    hp: delta.optional(),
    state: z.enum(battleStates).optional(),
    on: z.boolean().default(true),
    inga: z.strictObject({ domain: z.enum(domains), change: z.int().min(-9).max(9) }).optional(),
    /** Breaks a threat by hand, as E.21 does (a gift's effect, say): it turns acted and the body loses its durability. */
    break: z.boolean().optional(),
    /** The pursuit round's +1D6 on damage entered by hand (E.50). */
    pursuitDie: dice.optional(),
    /** The battlefield's 1D6 on damage entered by hand (E.63). */
    fieldDie: dice.optional(),
    reason: z.string().trim().max(200).optional()
  }),
  /** The GM's answer to what the battlefield asks: a gift's extra inga, or the loss at the end of a battle in the air (E.63). */
  z.strictObject({
    type: z.literal('encounter.battlefield'),
    /** Applied (true) or dismissed (false); both are logged. */
    apply: z.boolean(),
    /** At the end in the air: who flew during the battle (spared), keyed `pc:<id>` or `body`. */
    flew: z.array(z.string().max(50)).max(21).default([]),
    /** The loss dice of each one who never flew: melee rounds × 3D6. */
    dice: z.record(z.string().max(50), dice).default({})
  }),
  z.strictObject({ type: z.literal('encounter.finish') }),
  z.strictObject({ type: z.literal('encounter.cancel') })
] as const
