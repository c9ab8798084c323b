import type { Bilingual } from '../text/bilingual'
import type { ReasonKey } from './catalog'

/** A reason from any catalog: its key names the words, `params` fills them. */
export interface ReasonOf<Key extends string> {
  key: Key
  params?: Readonly<Record<string, ReasonParam>>
}

/**
 * A value a reason's words need: a number or an id written as is, a word in both languages
 * (a glossary term), or another reason said inside this one ("line 3: {detail}").
 */
export type ReasonParam = string | number | Bilingual | ReasonOf<string>

/** Why the rules engine refuses something: words from the ko/en reason catalogs, never English text. */
export type Reason = ReasonOf<ReasonKey>

/** A reason from its catalog key and the values its words need. */
export function reason(key: ReasonKey, params?: Readonly<Record<string, ReasonParam>>): Reason {
  return params ? { key, params } : { key }
}

/** Whether a parameter is a nested reason (rather than a bilingual word). */
export function isReason(value: ReasonParam): value is ReasonOf<string> {
  return typeof value === 'object' && 'key' in value
}
