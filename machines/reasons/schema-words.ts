import type { ReasonKey } from './catalog'
import type { ReasonParam } from './reason'

/** What a zod check says when it fails: a reason key (words starting `{path}: `) and its values. */
interface IssueWords {
  message: ReasonKey
  params?: Record<string, ReasonParam>
}

/**
 * A schema check's message as a catalog key with its values; `schemaReason` then says it in the
 * GM's language and fills `{path}` with where it failed.
 */
export function issueWords(key: ReasonKey, params?: Record<string, ReasonParam>): IssueWords {
  return params ? { message: key, params } : { message: key }
}
