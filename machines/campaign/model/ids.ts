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

/** A name in both UI languages. */
export const localNameSchema = z.strictObject({ ko: nameSchema, en: nameSchema })

/** A text in both UI languages (a skill's or gift's text, a threat card's effect): up to 2000 characters each, either may be empty. */
export const localTextSchema = z.strictObject({ ko: z.string().trim().max(2000), en: z.string().trim().max(2000) })

/** A text in both UI languages that must say something in each (a table face). */
export const filledTextSchema = z.strictObject({ ko: z.string().trim().min(1).max(2000), en: z.string().trim().min(1).max(2000) })
