import { commonReasonsEn } from './common.en'
import { commonReasonsKo } from './common.ko'

/**
 * Every reason key of the rules engine. Each part adds its own keys from its `reasons.en.ts`
 * (`declare module '../reasons/catalog'`), so this floor imports none of the parts above it.
 */
export interface ReasonWords extends Record<keyof typeof commonReasonsEn, string> {}

/** A key of the rules-engine reason catalogs. */
export type ReasonKey = keyof ReasonWords & string

/** One part's reason words in both languages, registered by the part (a phase through its definition). */
export interface ReasonWordsOfPart {
  en: Readonly<Record<string, string>>
  ko: Readonly<Record<string, string>>
  /** English singular forms of the words that count something ("needs 1 die"), picked by their `count`. */
  enSingular?: Readonly<Partial<Record<string, string>>>
}

/** Every registered rules-engine reason in English (the common ones, then each part's as it registers). */
export const reasonsEn = { ...commonReasonsEn } as Record<ReasonKey, string>

/** English singular forms of the registered reasons that count something, picked by their `count`. */
export const reasonsEnSingular: Record<string, string> = {}

/** Every registered rules-engine reason in Korean (terms from docs/glossary.md). */
export const reasonsKo = { ...commonReasonsKo } as Record<ReasonKey, string>

/**
 * Adds one part's words to the catalogs. A key may be registered once, and in both languages: a
 * part can neither shadow another's words nor leave the GM's language without them.
 */
export function registerReasonWords(words: ReasonWordsOfPart): void {
  const keys = Object.keys(words.en)
  const taken = keys.find((key) => Object.hasOwn(reasonsEn, key))
  if (taken) throw new Error(`the reason "${taken}" is already registered`)
  const missing = keys.find((key) => !Object.hasOwn(words.ko, key)) ?? Object.keys(words.ko).find((key) => !Object.hasOwn(words.en, key))
  if (missing) throw new Error(`the reason "${missing}" lacks its English or Korean words`)
  Object.assign(reasonsEn, words.en)
  Object.assign(reasonsKo, words.ko)
  for (const [key, text] of Object.entries(words.enSingular ?? {})) if (text !== undefined) reasonsEnSingular[key] = text
}
