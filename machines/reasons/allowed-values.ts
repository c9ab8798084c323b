import type { z } from 'zod'
import { reason, type Reason } from './reason'
import type { Bilingual } from '../text/bilingual'

// What a schema allows at one JSON path, in the GM's words: the CLI and every edge say the field and
// its allowed values ("b.card.steps: a whole number from 1 to 99") instead of zod's "Invalid input".

interface Def {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  out?: z.ZodType
  getter?: () => z.ZodType
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  valueType?: z.ZodType
  items?: z.ZodType[]
  options?: z.ZodType[]
  discriminator?: string
  values?: unknown[]
  entries?: Record<string, unknown>
  checks?: { _zod: { def: { check: string } } }[]
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The schema without its optional / nullable / default / lazy / pipe wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current)
    if (def.innerType && ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) current = def.innerType
    else if (def.type === 'lazy' && def.getter) current = def.getter()
    // A `.transform()` pipe validates with its `in`; a `z.preprocess` pipe validates with its `out`.
    else if (def.type === 'pipe' && def.in) current = defOf(def.in).type === 'transform' && def.out ? def.out : def.in
    else return current
  }
  return current
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The member of a discriminated union the raw value names, if any. */
function member(schema: z.ZodType, raw: unknown): z.ZodType | undefined {
  const def = defOf(schema)
  if (!def.discriminator || !isRecord(raw)) return undefined
  const tag = raw[def.discriminator]
  return def.options?.find((option) => {
    const shape = defOf(unwrap(option)).shape
    const field = shape?.[def.discriminator!]
    return field && literalValues(unwrap(field))?.includes(tag)
  })
}

function literalValues(schema: z.ZodType): unknown[] | undefined {
  const def = defOf(schema)
  if (def.type === 'literal') return [...(def.values ?? [])]
  if (def.type === 'enum') return Object.values(def.entries ?? {})
  if (def.type === 'union' && !def.discriminator && def.options?.length) {
    const all = def.options.map((option) => literalValues(unwrap(option)))
    return all.every((values) => values !== undefined) ? all.flat() : undefined
  }
  return undefined
}

/** The schema at a JSON path, and the raw value there. */
function at(schema: z.ZodType, path: readonly PropertyKey[], raw: unknown): { schema: z.ZodType; raw: unknown } | { values: unknown[]; raw: unknown } | undefined {
  let current = unwrap(schema)
  let value = raw
  for (const [i, key] of path.entries()) {
    const next = isRecord(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[key] : undefined
    const tagged = defOf(current)
    // The tag of a discriminated union that names no member: every member's tag is allowed.
    if (tagged.discriminator === key && i === path.length - 1 && !member(current, value)) {
      const values = (tagged.options ?? []).flatMap((option) => literalValues(unwrap(defOf(unwrap(option)).shape?.[key] ?? option)) ?? [])
      return { values, raw: next }
    }
    const chosen = member(current, value)
    if (chosen) current = unwrap(chosen)
    const def = defOf(current)
    if (def.type === 'object' && typeof key === 'string' && def.shape?.[key]) current = unwrap(def.shape[key]!)
    else if (def.type === 'array' && def.element) current = unwrap(def.element)
    else if (def.type === 'tuple' && typeof key === 'number' && def.items?.[key]) current = unwrap(def.items[key]!)
    else if (def.type === 'record' && def.valueType) current = unwrap(def.valueType)
    else return undefined
    value = next
  }
  const chosen = member(current, value)
  return { schema: chosen ? unwrap(chosen) : current, raw: value }
}

const shown = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value) : String(value))

/** What the schema allows at `path`, in words, or undefined when it is not a simple kind of value. */
export function allowedAt(schema: z.ZodType, path: readonly PropertyKey[], raw: unknown): { allowed: Reason; got: unknown } | undefined {
  const found = at(schema, path, raw)
  if (!found) return undefined
  if ('values' in found) return { allowed: reason('reason.schema.oneOf', { values: found.values.map(shown).join(', ') }), got: found.raw }
  const target = found.schema
  const def = defOf(target)
  const literals = literalValues(target)
  if (literals) return { allowed: reason('reason.schema.oneOf', { values: literals.map(shown).join(', ') }), got: found.raw }
  if (def.type === 'boolean') return { allowed: reason('reason.schema.trueOrFalse'), got: found.raw }
  if (def.type === 'number') {
    const number = target as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean }
    const min = Number.isFinite(number.minValue) && Math.abs(number.minValue!) < 2 ** 53 ? number.minValue : null
    const max = Number.isFinite(number.maxValue) && Math.abs(number.maxValue!) < 2 ** 53 ? number.maxValue : null
    const kind = number.isInt ? 'whole' : 'number'
    if (min !== null && max !== null) return { allowed: reason(kind === 'whole' ? 'reason.schema.wholeFromTo' : 'reason.schema.numberFromTo', { min, max }), got: found.raw }
    if (min !== null) return { allowed: reason(kind === 'whole' ? 'reason.schema.wholeAtLeast' : 'reason.schema.numberAtLeast', { min }), got: found.raw }
    if (max !== null) return { allowed: reason(kind === 'whole' ? 'reason.schema.wholeAtMost' : 'reason.schema.numberAtMost', { max }), got: found.raw }
    return { allowed: reason(kind === 'whole' ? 'reason.schema.whole' : 'reason.schema.number'), got: found.raw }
  }
  // A refined string (an id, a time) has a rule of its own that "text" would not say: zod's words stay.
  if (def.type === 'string' && def.checks?.some((check) => check._zod.def.check === 'custom')) return undefined
  if (def.type === 'string') {
    const text = target as unknown as { minLength: number | null; maxLength: number | null }
    const min = text.minLength ?? 0
    if (min > 0 && text.maxLength) return { allowed: reason('reason.schema.textFromTo', { min, max: text.maxLength }), got: found.raw }
    if (min > 0) return { allowed: reason('reason.schema.textAtLeast', { min }), got: found.raw }
    return { allowed: text.maxLength ? reason('reason.schema.textUpTo', { max: text.maxLength }) : reason('reason.schema.text'), got: found.raw }
  }
  return undefined
}

/** The raw value as a refusal quotes it: short JSON. */
export function gotText(value: unknown): string | Bilingual {
  // A number field left empty reaches the host as null (or ""): say so, not `null`.
  if (value === null || value === '') return { ko: '비어 있음', en: 'empty' }
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 40 ? `${text.slice(0, 39)}…` : text
}
