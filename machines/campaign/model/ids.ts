import { z } from 'zod'
import { issueWords } from '../../reasons/schema-words'

// A leaf module: the encounter schemas build on these and the campaign schema holds the encounter
// schemas, so both import from here to keep the module graph free of cycles.

/** Property names every plain object inherits; none may be an id. */
export const inheritedNames: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype))

/** An id: short, stable, safe in file names and CSS (`saber`, `m-rin`, `port`). */
// A refine rather than `.regex`: only a custom issue carries a catalog key to `schemaReason`.
export const idSchema = z
  .string()
  .refine((id) => /^[a-z0-9][a-z0-9-]{0,39}$/.test(id), issueWords('reason.campaign.idFormat'))
  // Ids key plain objects (plots, tallies, the waiting list): one every object already has
  // (`constructor`) would read as present before it was set, so it is refused here, at the edge.
  .refine((id) => !inheritedNames.has(id), issueWords('reason.campaign.idReserved'))

/** A display name: 1–80 characters. */
export const nameSchema = z.string().trim().min(1).max(80)

/**
 * Reads a thing named in one language as named in both: a plain string, or an object missing one language
 * (or, for names, holding a blank one), gets the other language's words (a Korean-only campaign
 * types each name once, in a form, a file, a paste or the CLI; the English UI then shows the Korean).
 */
function oneLanguageEnough(raw: unknown, blankIsMissing: boolean): unknown {
  if (typeof raw === 'string') return { ko: raw, en: raw }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw
  const { ko, en } = raw as { ko?: unknown; en?: unknown }
  const missing = (value: unknown): boolean => value === undefined || (blankIsMissing && typeof value === 'string' && value.trim() === '')
  if (missing(en) && typeof ko === 'string') return { ...raw, en: ko }
  if (missing(ko) && typeof en === 'string') return { ...raw, ko: en }
  return raw
}

/**
 * Both languages as the rest of the code reads them, one language enough as a sender writes them. The declared
 * input stays `{ ko, en }`, so Overseer's own code is still checked for writing both; what comes from outside
 * (a file, a paste, the CLI) is read through the fill.
 */
function bilingual<T extends z.ZodType>(schema: T, blankIsMissing: boolean) {
  return z.preprocess<unknown, T, z.input<T>>((raw) => oneLanguageEnough(raw, blankIsMissing), schema)
}

/** A name in both UI languages (one is enough: the other falls back to it). */
export const localNameSchema = bilingual(z.strictObject({ ko: nameSchema, en: nameSchema }), true)

/** A text in both UI languages (a skill's or gift's text, a threat card's effect): up to 2000 characters each, either may be empty; a missing one falls back to the other. */
export const localTextSchema = bilingual(z.strictObject({ ko: z.string().trim().max(2000), en: z.string().trim().max(2000) }), false)

/** The two fields of a text that must say something in each language (a table face carries them beside its effect). */
export const filledTextFields = { ko: z.string().trim().min(1).max(2000), en: z.string().trim().min(1).max(2000) }

/** A text in both UI languages that must say something in each; one is enough: the other falls back to it. */
export const filledTextSchema = bilingual(z.strictObject(filledTextFields), true)
