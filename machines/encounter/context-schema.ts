import { z } from 'zod'
import { campaignSchema } from '../campaign/model/campaign'
import { idSchema } from '../campaign/model/ids'
import { attackTargetSchema, positionSchema } from './commands'
import { abilityNames, abilityRanks, battleStates, battlefieldEffectSchema, domains, monsterSchema, wheelSchema } from '../campaign/model/encounter-records'

const round = z.union([z.literal('scout'), z.literal(1), z.literal(2), z.literal(3)])
const paragraph = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)])
const states = z.array(z.enum(battleStates)).max(3)
const die = z.int().min(1).max(6)
const bilingual = z.strictObject({ ko: z.string().max(5000), en: z.string().max(5000) })
const reading = { text: bilingual, note: bilingual.nullable() }

const checkBase = {
  pc: idSchema,
  ability: z.enum(abilityNames),
  rank: z.enum(abilityRanks),
  modifier: z.int().min(-99).max(99),
  target: z.int().min(-99).max(99),
  dice: z.array(die).min(1).max(4)
}

const pendingCheckSchema = z.discriminatedUnion('purpose', [
  z.strictObject({ ...checkBase, purpose: z.literal('scout'), paragraph }),
  z.strictObject({ ...checkBase, purpose: z.literal('attack'), weapon: z.int().min(0), attack: attackTargetSchema, gift: z.boolean().optional() }),
  z.strictObject({ ...checkBase, purpose: z.literal('defence'), threat: idSchema }),
  z.strictObject({ ...checkBase, purpose: z.literal('obstruct'), threat: idSchema }),
  z.strictObject({ ...checkBase, purpose: z.literal('pursuit') })
])

/** Validates a checkpointed encounter context read from a file. */
export const encounterContextSchema = z.strictObject({
  monster: monsterSchema,
  ambush: z.boolean(),
  battlefield: z.strictObject({ roll: die, effect: battlefieldEffectSchema.optional(), ...reading }).nullable(),
  round,
  body: z.strictObject({ hp: z.int().min(0), maxHp: z.int().min(0), states }),
  slots: z
    .array(z.strictObject({ paragraph, threat: idSchema, placedIn: round.nullable(), acted: z.boolean(), states, broken: z.boolean() }))
    .length(5),
  pcs: z
    .array(
      z.strictObject({ id: idSchema, position: positionSchema.nullable(), acted: z.boolean(), hp: z.int().min(0), states })
    )
    .min(1)
    .max(20),
  wheel: wheelSchema,
  scout: z.strictObject({ scouted: z.array(idSchema).max(20), over: z.boolean(), fumbled: z.boolean(), counterattackDone: z.boolean() }),
  plots: z.record(z.string(), z.int().min(1).max(6)),
  plotsRevealed: z.boolean(),
  roundOver: z.boolean(),
  pursuit: z.enum(['undecided', 'granted', 'refused']),
  check: pendingCheckSchema.nullable(),
  spell: z.strictObject({ threat: idSchema, tried: z.array(idSchema).max(20) }).nullable(),
  effectDue: idSchema.nullable(),
  // A context checkpointed before the battlefield's effects (E.63) has no prompt.
  fieldDue: z
    .discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('gift'), pc: idSchema, domain: z.enum(domains), count: z.int().min(1).max(9) }),
      z.strictObject({
        kind: z.literal('battle-end'),
        rounds: z.int().min(1).max(3),
        d6: z.int().min(1).max(6),
        spares: z.enum(battleStates),
        units: z.array(z.string().max(50)).max(21),
        preset: z.array(z.string().max(50)).max(21)
      })
    ])
    .nullable()
    .default(null),
  order: z.strictObject({ position: positionSchema, pcs: z.array(idSchema).max(20), rolls: z.record(z.string(), die), rerolls: z.record(z.string(), z.array(die).max(6)).optional() }).nullable(),
  targetRoll: z.strictObject({ threat: idSchema, roll: die, ...reading, candidates: z.array(idSchema).max(20), all: z.boolean().default(false) }).nullable(),
  table: z
    .strictObject({
      purpose: z.enum(['outcome', 'fatal-wound']),
      table: idSchema,
      roll: z.int().min(1).max(12),
      reading: z.strictObject(reading),
      pc: idSchema.nullable(),
      effectDice: z.int().min(0).max(20),
      needsDomain: z.boolean(),
      needsPc: z.boolean()
    })
    .nullable(),
  result: z
    .strictObject({ reason: z.enum(['body-destroyed', 'all-incapacitated', 'no-pursuit', 'pursuit-ended']), pcsWin: z.boolean() })
    .nullable(),
  due: z.array(z.strictObject({ table: idSchema, pc: idSchema.nullable() })).max(200),
  // Log lines are written by the rules only; a file is trusted for their shape like the war turn's outcomes.
  log: z.array(z.looseObject({ kind: z.string(), rule: z.string(), round })).max(20000),
  finished: campaignSchema.nullable()
})
