import { z } from 'zod'
import rulesFile from '../../../data/rules.json'
import { issueWords } from '../../reasons/schema-words'
import { diceSystems } from '../../dice/systems'

/** The three basic cards of rule D.1. */
export const basicCardKinds = ['smash', 'counter', 'assault'] as const
/** One of the three basic cards. */
export type BasicCardKind = (typeof basicCardKinds)[number]
const basicCard = z.enum(basicCardKinds)

/** Servant parameters that cards and floors derive from (D.22, V.4). */
export const parameterNames = ['strength', 'endurance', 'agility', 'mana', 'luck', 'np'] as const
/** One servant parameter. */
export type ParameterName = (typeof parameterNames)[number]

/** Schema of every ⚙ setting of the rules (docs/rules.md); `data/rules.json` holds the defaults. */
export const settingsSchema = z.strictObject({
  rankGrades: z.strictObject({ E: z.int(), D: z.int(), C: z.int(), B: z.int(), A: z.int(), EX: z.int() }),
  commandSeals: z.int().min(0).max(99),
  restLeavesTrace: z.boolean(),
  manaSupplyMp: z.int().min(0).max(999),
  recoveryHp: z.int().min(0).max(999),
  recoveryMp: z.int().min(0).max(999),
  infoGrade: z.int().min(1).max(99),
  cardCycle: z
    .strictObject({ smash: basicCard, assault: basicCard, counter: basicCard })
    .refine((cycle) => new Set(Object.values(cycle)).size === 3 && basicCardKinds.every((k) => cycle[k] !== k), issueWords('reason.campaign.cardCycle')),
  masterVsServantReduction: z.int().min(0).max(99),
  servantCardsFrom: z.strictObject({
    smash: z.enum(parameterNames),
    counter: z.enum(parameterNames),
    assault: z.enum(parameterNames)
  }),
  specialVsSpecial: z.enum(['difference', 'full']),
  retreatCards: z.int().min(1).max(10),
  retreatFailThreshold: z.int().min(1).max(999),
  retreatFailTakesDamage: z.boolean(),
  maxExchanges: z.int().min(1).max(999).nullable(),
  winnerCountsMp: z.boolean(),
  restHp: z.int().min(0).max(999),
  restMp: z.int().min(0).max(999),
  servantMpFloorBase: z.int().min(0).max(999),
  scoutTarget: z.int().min(1).max(12),
  marginValue: z.int().min(0).max(6),
  incapacitatedUntargetable: z.boolean(),
  awakeningThresholds: z.array(z.int().min(0).max(999)).length(4),
  diceSystem: z.enum(diceSystems)
})

/** Every ⚙ setting with its value for one campaign. */
export type Settings = z.infer<typeof settingsSchema>
/** A ⚙ setting's key. */
export type SettingKey = keyof Settings

/** What `data/rules.json` says of one setting: its default, the rule it changes, its labels. */
export interface SettingInfo {
  default: unknown
  rule: string
  en: string
  ko: string
}

/** The descriptions of every setting, keyed like `Settings`. */
export const settingInfo = rulesFile.settings as Record<SettingKey, SettingInfo>

/** The defaults of every ⚙ setting, validated once at load. */
export const defaultSettings: Settings = settingsSchema.parse(
  Object.fromEntries(Object.entries(rulesFile.settings).map(([key, info]) => [key, info.default]))
)

/** Overrides of some settings, validated key by key against the schema. */
export const settingsOverrideSchema = settingsSchema.partial()

/** The defaults with the given overrides applied. */
export function withSettings(overrides: Partial<Settings> = {}): Settings {
  return { ...defaultSettings, ...overrides }
}
