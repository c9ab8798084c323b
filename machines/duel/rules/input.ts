import { z } from 'zod'
import { basicCardKinds, settingsOverrideSchema } from '../../campaign/model/settings'
import { reason, type Reason } from '../../reasons/reason'
import { schemaReason } from '../../reasons/schema-issue'
import { cardWord, kindWord } from './words'

const grade = z.int().min(0).max(99)
const ranged = z.boolean().optional()

/** A judgment card presented in one exchange (D.1, D.2, D.16, D.30–D.34); `wait` presents nothing. */
export const cardSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.enum(basicCardKinds), grade, ranged }),
  z.strictObject({ kind: z.literal('skill'), grade, weakTo: z.enum(basicCardKinds), ranged }),
  // rule D.47: `steps` is any whole number ≥ 1 (1 single-step, D.32; 2, 3, … multi-step)
  z.strictObject({ kind: z.literal('magic'), grade, steps: z.int().min(1).max(99).default(2), ranged }),
  z.strictObject({ kind: z.literal('np'), grade, area: z.boolean().optional(), ranged }),
  z.strictObject({ kind: z.literal('critical'), grade, ranged }),
  z.strictObject({ kind: z.literal('wait'), ranged })
])
/** A card as resolved (magic `steps` filled in). */
export type Card = z.output<typeof cardSchema>

/** One back-row supporter's help to this side (D.41–D.45). */
export const supportSchema = z.strictObject({
  type: z.enum(['general', 'skill']),
  mode: z.enum(['attack', 'defence']),
  magic: z.boolean().optional()
})
/** One supporter's help. */
export type Support = z.infer<typeof supportSchema>

/** Damage the side's skills and NPs take off a blow it loses (D.16, D.47). */
export const guardSchema = z.strictObject({ skill: z.int().min(0).max(99).optional(), np: z.int().min(0).max(99).optional() })

/** One side of a pairing. */
export const sideSchema = z.strictObject({
  id: z.string().min(1).max(80),
  kind: z.enum(['servant', 'master']),
  row: z.enum(['front', 'back']),
  card: cardSchema,
  supports: z.array(supportSchema).max(20).optional(),
  guard: guardSchema.optional(),
  conviction: z.boolean().optional()
})
/** One side of a pairing, parsed. */
export type Side = z.output<typeof sideSchema>

/** The `resolve-exchange` input (docs/contracts.md): one pairing of one exchange. */
export const exchangeInputSchema = z
  .strictObject({ a: sideSchema, b: sideSchema, settings: settingsOverrideSchema.optional() })
  .superRefine((input, ctx) => {
    // `schemaReason` says a catalog-key message in the catalog's words: "{path}: {detail}"
    const refuse = (path: (string | number)[], detail: Reason): void => ctx.addIssue({ code: 'custom', path, message: 'reason.schema.issue', params: { detail } })
    if (input.a.id === input.b.id) refuse(['b', 'id'], reason('reason.duel.sideDuelsItself'))
    for (const key of ['a', 'b'] as const) {
      const problem = illegalPlay(input[key])
      if (problem) refuse([key, ...problem.path], problem.why)
    }
  })
/** A parsed `resolve-exchange` input. */
export type ExchangeInput = z.output<typeof exchangeInputSchema>

/** Why a side's play breaks a rule (D.40, D.41, D.45, D.21), or undefined when it is legal. */
export function illegalPlay(side: Side): { path: (string | number)[]; why: Reason } | undefined {
  const { card } = side
  if (side.row === 'back') {
    if (side.kind === 'servant' && (card.kind === 'np' || card.kind === 'critical')) {
      return { path: ['card', 'kind'], why: reason('reason.duel.backRowServantCard', { card: cardWord(card.kind) }) }
    }
    if (side.kind === 'master' && card.kind === 'critical') {
      return { path: ['card', 'kind'], why: reason('reason.duel.backRowMasterCritical') }
    }
    if (card.kind !== 'wait' && !card.ranged) {
      return { path: ['card', 'ranged'], why: reason('reason.duel.backRowRanged', { kind: kindWord(side.kind) }) }
    }
    if (side.supports?.length) {
      return { path: ['supports'], why: reason('reason.duel.supportedFrontOnly') }
    }
  }
  const magicSupports = (side.supports ?? []).flatMap((s, i) => (s.magic ? [i] : []))
  if (magicSupports.length > 1) {
    return { path: ['supports', magicSupports[1], 'magic'], why: reason('reason.duel.oneSupportMagic') }
  }
  if (side.conviction && side.kind !== 'master') {
    return { path: ['conviction'], why: reason('reason.duel.convictionMasterOnlyCan') }
  }
  return undefined
}

/** Parses a raw `resolve-exchange` input; a refusal names the JSON path of its first problem. */
export function parseExchangeInput(raw: unknown): { ok: true; value: ExchangeInput } | { ok: false; why: Reason } {
  const parsed = exchangeInputSchema.safeParse(raw)
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, why: schemaReason(exchangeInputSchema, raw, parsed.error) }
}
