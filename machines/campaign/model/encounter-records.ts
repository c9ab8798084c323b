import { z } from 'zod'
import { filledTextSchema, idSchema, localNameSchema, localTextSchema } from './ids'
import { notationSchema } from '../../dice/notation'
import { issueWords } from '../../reasons/schema-words'

/** Ability ranks of rule E.70, best first. */
export const abilityRanks = ['S', 'A', 'B', 'C', 'D'] as const
/** One ability rank. */
export type AbilityRank = (typeof abilityRanks)[number]

/** PC abilities: valor 武勇, skill 技術, mind 頭腦, spirit 靈力, love 愛, daily 日常. */
export const abilityNames = ['valor', 'skill', 'mind', 'spirit', 'love', 'daily'] as const
/** One ability. */
export type AbilityName = (typeof abilityNames)[number]

/** The five domains of the wheel of fate (E.73), in mood-die face order 1–5 (E.70). */
export const domains = ['black', 'red', 'blue', 'green', 'white'] as const
/** One domain of the wheel. */
export type Domain = (typeof domains)[number]

/** Battle states of 14.13 (E.60–E.62); all end with the battle. */
export const battleStates = ['bound', 'flying', 'diving'] as const
/** One battle state. */
export type BattleState = (typeof battleStates)[number]

/** Weapon traits the rules read (E.61). */
export const weaponTraits = ['anti-air'] as const

/** Gift types; only `spell` is an action of its own (E.25). */
export const giftKinds = ['spell', 'support', 'passive', 'interrupt'] as const

/** Threat kinds (E.31 attack, E.32 spell). */
export const threatKinds = ['attack', 'spell'] as const

const name = localNameSchema
const text = localTextSchema
const uniqueList = <T extends string>(values: readonly [T, ...T[]]) =>
  z.array(z.enum(values)).refine((list) => new Set(list).size === list.length, issueWords('reason.encounter.listedTwice'))

/** A monster's body card (14.01): what the PCs must bring to 0 hp. */
export const bodySchema = z.strictObject({
  name,
  level: z.int().min(1).max(99),
  hp: z.int().min(0).max(9999),
  defence: z.int().min(0).max(99)
})
/** A monster's body. */
export type Body = z.infer<typeof bodySchema>

/** How a target-table face picks the PC a threat attacks (E.31). */
export const targetPicks = ['lowest-hp', 'highest-hp', 'lowest-paragraph', 'highest-paragraph', 'lowest-rank', 'highest-rank'] as const
/** One target pick. */
export type TargetPick = (typeof targetPicks)[number]

/** A threat card (14.09): hidden until revealed; `check` is the ability PCs defend or obstruct with. */
export const threatSchema = z.strictObject({
  id: idSchema,
  name,
  kind: z.enum(threatKinds),
  durability: z.int().min(0).max(999),
  attack: z.int().min(0).max(99),
  power: z.int().min(0).max(999),
  check: z.enum(abilityNames),
  effect: text,
  target: text.optional(),
  /** The target its card names, as the panel can pick it (E.31): proposed as the attack's default. */
  targetPick: z.strictObject({ pick: z.enum(targetPicks), ability: z.enum(abilityNames).optional() }).optional(),
  traits: uniqueList(weaponTraits).default([])
})
/** A threat card. */
export type Threat = z.infer<typeof threatSchema>

/** One paragraph as written on the board: its public name and the threat planned there (14.01). */
export const paragraphPlanSchema = z.strictObject({ name, threat: idSchema })

/** The encounter board: paragraphs 1–5 in order. */
export const boardSchema = z.strictObject({ paragraphs: z.array(paragraphPlanSchema).length(5) })
/** The encounter board. */
export type Board = z.infer<typeof boardSchema>

/** A monster ready to fight: body, threat cards and the board plan; every planned threat exists once. */
export const monsterSchema = z
  .strictObject({
    id: idSchema,
    name,
    body: bodySchema,
    threats: z.array(threatSchema).min(1).max(30),
    board: boardSchema
  })
  .superRefine((monster, ctx) => {
    const ids = new Set<string>()
    monster.threats.forEach((threat, i) => {
      if (ids.has(threat.id)) ctx.addIssue({ code: 'custom', path: ['threats', i, 'id'], ...issueWords('reason.encounter.duplicateThreat', { threat: threat.id }) })
      ids.add(threat.id)
    })
    const planned = new Set<string>()
    monster.board.paragraphs.forEach((paragraph, i) => {
      const path = ['board', 'paragraphs', i, 'threat']
      if (!ids.has(paragraph.threat)) ctx.addIssue({ code: 'custom', path, ...issueWords('reason.encounter.unknownThreat', { threat: paragraph.threat }) })
      if (planned.has(paragraph.threat)) ctx.addIssue({ code: 'custom', path, ...issueWords('reason.encounter.threatPlannedTwice', { threat: paragraph.threat }) })
      planned.add(paragraph.threat)
    })
  })
/** A monster. */
export type Monster = z.infer<typeof monsterSchema>

/** An ability: its rank sets the dice, its modifier adds to the action die (E.70). */
export const abilitySchema = z.strictObject({ rank: z.enum(abilityRanks), modifier: z.int().min(-9).max(9) })
/** An ability. */
export type Ability = z.infer<typeof abilitySchema>

/** Inga held in each domain of the wheel of fate (E.73). */
export const wheelSchema = z.strictObject({
  black: z.int().min(0).max(99),
  red: z.int().min(0).max(99),
  blue: z.int().min(0).max(99),
  green: z.int().min(0).max(99),
  white: z.int().min(0).max(99)
})
/** A wheel of fate. */
export type Wheel = z.infer<typeof wheelSchema>

/** A PC's weapon; `strikeBonus` is what it adds on a strike (E.23), as dice notation. */
export const weaponSchema = z.strictObject({
  name,
  power: z.int().min(0).max(999),
  traits: uniqueList(weaponTraits).default([]),
  strikeBonus: notationSchema.optional()
})
/** A weapon. */
export type Weapon = z.infer<typeof weaponSchema>

/** A gift (恩惠), a PC power; a `spell` gift is used by the spell action (E.25). */
export const giftSchema = z.strictObject({ name, kind: z.enum(giftKinds), text })
/** A gift. */
export type Gift = z.infer<typeof giftSchema>

/** A player character of the encounter battle; the party's wheel of fate is the campaign's (E.73). */
export const pcSchema = z
  .strictObject({
    id: idSchema,
    name,
    abilities: z.strictObject(Object.fromEntries(abilityNames.map((a) => [a, abilitySchema])) as Record<AbilityName, typeof abilitySchema>),
    hp: z.int().min(0).max(999),
    maxHp: z.int().min(1).max(999),
    weapons: z.array(weaponSchema).max(20).default([]),
    gifts: z.array(giftSchema).max(40).default([]),
    states: uniqueList(battleStates).default([]),
    /** The team whose players play this PC and seal its plot from their page; absent: the GM enters it. */
    team: idSchema.optional()
  })
  .refine((pc) => pc.hp <= pc.maxHp, { path: ['hp'], ...issueWords('reason.encounter.hpAboveMax') })
/** A PC. */
export type Pc = z.infer<typeof pcSchema>

/**
 * What a battlefield does for the whole battle (E.63, the battlefield table's faces). Each part is
 * applied by the panel, or put to the GM, where the rules reach it; `spares` names the state that
 * exempts a PC (and the body) from that part; `reading` is the data's comment on how the face was read.
 */
export const battlefieldEffectSchema = z.strictObject({
  kind: z.literal('battlefield'),
  /** Every check of a PC not in `spares` gets `modifier`. */
  checkModifier: z.strictObject({ modifier: z.int().min(-3).max(-1), spares: z.enum(battleStates).optional() }).optional(),
  /** At each round's end every PC and the body not in `spares` lose `d6`D6 hp. */
  roundEndLoss: z.strictObject({ d6: z.int().min(1).max(3), spares: z.enum(battleStates).optional() }).optional(),
  /** Every damage PCs and monsters deal is +1D6 (`dealt`), or every damage they take is −1D6 (`taken`). */
  damageDie: z.enum(['dealt', 'taken']).optional(),
  /** When a PC uses a gift, `domain` counts `count` more inga than the wheel holds. */
  giftInga: z.strictObject({ domain: z.enum(domains), count: z.int().min(1).max(9) }).optional(),
  /** At the battle's end, if the body still has hp, every PC and the body never in `spares` during the battle lose melee rounds × `d6PerRound`D6 hp. */
  battleEndLoss: z.strictObject({ d6PerRound: z.int().min(1).max(6), spares: z.enum(battleStates) }).optional(),
  reading: z.string().max(2000).optional()
})
/** A battlefield's effects. */
export type BattlefieldEffect = z.infer<typeof battlefieldEffectSchema>

/** What a table face does, when the panel can apply it; a face without an effect is text for the GM. */
export const tableEffectSchema = z.discriminatedUnion('kind', [
  battlefieldEffectSchema,
  z.strictObject({ kind: z.literal('hp-loss'), amount: notationSchema }),
  z.strictObject({ kind: z.literal('hp-set'), value: z.int().min(0).max(999) }),
  z.strictObject({ kind: z.literal('coin-gain'), amount: notationSchema }),
  z.strictObject({ kind: z.literal('coin-loss'), amount: notationSchema }),
  z.strictObject({ kind: z.literal('inga'), domain: z.enum([...domains, 'any']), change: z.int().min(-9).max(9).refine((n) => n !== 0, issueWords('reason.encounter.changeNotZero')) }),
  z.strictObject({ kind: z.literal('item'), item: name, count: notationSchema.default('1') }),
  z.strictObject({ kind: z.literal('state'), state: z.enum([...battleStates, 'incapacitated', 'dead']) }),
  z.strictObject({ kind: z.literal('roll-table'), table: idSchema }),
  z.strictObject({ kind: z.literal('target'), pick: z.enum(targetPicks), ability: z.enum(abilityNames).optional() })
])
/** A table face's effect. */
export type TableEffect = z.infer<typeof tableEffectSchema>

/**
 * One face of a table: the roll that selects it, its text, and what it does. A face of one of the
 * game's own tables (`bcdice` on the table) reads BCDice's words on a Korean screen and `text.en` on
 * an English one; `note` is shown beside them (a correction of BCDice's words, or a reading).
 */
export const tableFaceSchema = z.strictObject({
  roll: z.int().min(1).max(12),
  text: filledTextSchema,
  note: localTextSchema.optional(),
  effect: tableEffectSchema.optional()
})
/** A table face. */
export type TableFace = z.infer<typeof tableFaceSchema>

/** The rolls each table die notation can produce. */
export const tableRolls = { '1D6': [1, 2, 3, 4, 5, 6], '2D6': [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] } as const

/** A BCDice table command (`BRT`, `TGT`): upper-case letters and digits. */
export const botTableSchema = z.string().refine((command) => /^[A-Z][A-Z0-9]{0,11}$/.test(command), issueWords('reason.encounter.botTableFormat'))

/**
 * A random table (target, spoils, damage, random item, battlefield, fatal wound): one face per roll.
 * `bcdice` names the game's own table in the dice bot (BCDice's `BRT`…): its words are read from
 * BCDice when the table is rolled, in the campaign's game system.
 */
export const tableSchema = z
  .strictObject({ id: idSchema, name, dice: z.enum(['1D6', '2D6']), bcdice: botTableSchema.optional(), faces: z.array(tableFaceSchema) })
  .superRefine((table, ctx) => {
    const rolls = tableRolls[table.dice]
    const seen = new Set<number>()
    table.faces.forEach((face, i) => {
      if (!(rolls as readonly number[]).includes(face.roll)) ctx.addIssue({ code: 'custom', path: ['faces', i, 'roll'], ...issueWords('reason.encounter.tableCannotRoll', { dice: table.dice, roll: face.roll }) })
      if (seen.has(face.roll)) ctx.addIssue({ code: 'custom', path: ['faces', i, 'roll'], ...issueWords('reason.encounter.rollTwoFaces', { roll: face.roll }) })
      seen.add(face.roll)
      const effect = face.effect
      if (effect?.kind === 'target' && (effect.pick === 'lowest-rank' || effect.pick === 'highest-rank') && !effect.ability) {
        ctx.addIssue({ code: 'custom', path: ['faces', i, 'effect', 'ability'], ...issueWords('reason.encounter.rankPickAbility') })
      }
    })
    const missing = rolls.filter((roll) => !seen.has(roll))
    if (missing.length > 0) ctx.addIssue({ code: 'custom', path: ['faces'], ...issueWords('reason.encounter.noFaceForRolls', { rolls: missing.join(', ') }) })
  })
/** A random table. */
export type Table = z.infer<typeof tableSchema>

/** The tables the battle rules roll on, by the id each must have in a table set. */
export const standardTableIds = ['target', 'spoils', 'damage', 'random-item', 'battlefield', 'fatal-wound'] as const
/** One standard table id. */
export type StandardTableId = (typeof standardTableIds)[number]

/** A set of tables holding at least the six standard ones; `roll-table` faces must name a table of the set. */
export const tableSetSchema = z.array(tableSchema).superRefine((tables, ctx) => {
  // These problems are about the whole set, so their words name no path (`schemaReason` still says them in the GM's language).
  const ids = new Set(tables.map((t) => t.id))
  if (ids.size !== tables.length) ctx.addIssue({ code: 'custom', path: [], ...issueWords('reason.encounter.tablesShareId') })
  for (const id of standardTableIds) if (!ids.has(id)) ctx.addIssue({ code: 'custom', path: [], ...issueWords('reason.encounter.tableMissing', { table: id }) })
  tables.forEach((table, t) =>
    table.faces.forEach((face, f) => {
      if (face.effect?.kind === 'roll-table' && !ids.has(face.effect.table)) {
        ctx.addIssue({ code: 'custom', path: [t, 'faces', f, 'effect', 'table'], ...issueWords('reason.encounter.tableUnknown', { table: face.effect.table }) })
      }
    })
  )
})
