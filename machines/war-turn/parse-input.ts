import { turnInputSchema, type TurnInput } from './input'
import { findInputProblem, type InputProblem } from './input-checks'
import { reason, type Reason } from '../reasons/reason'
import { placeOf, schemaReason } from '../reasons/schema-issue'

/** The outcome of parsing: the input, or the first problem as a reason naming its JSON path. */
export type TurnInputResult = { ok: true; value: TurnInput } | { ok: false; why: Reason }

/** Validate raw JSON as a `resolve-turn` input: shape first (zod), then T.1–T.5, V.6 and the ids. */
export function parseTurnInput(raw: unknown): TurnInputResult {
  const parsed = turnInputSchema.safeParse(raw)
  if (!parsed.success) return { ok: false, why: schemaReason(turnInputSchema, raw, parsed.error) }
  const problem = findInputProblem(parsed.data)
  if (problem) return { ok: false, why: inputProblemReason(problem) }
  return { ok: true, value: parsed.data }
}

/** A rule problem of a turn input said with its JSON path (`declarations[0].regions: …`). */
export function inputProblemReason(problem: InputProblem): Reason {
  return reason('reason.schema.issue', { ...placeOf(problem.path, undefined), detail: problem.why })
}
