import { isReason, type Reason, type ReasonOf, type ReasonParam } from './reason'
import { reasonsEn, reasonsEnSingular, reasonsKo } from './catalog'
import { withParticles } from '../text/particles'
import { wordsForCount, type SingularForms } from '../text/plural'

/** The languages reasons are written in. */
type ReasonLocale = 'ko' | 'en'

/** A reason catalog: key → words with `{name}` parameters. */
type ReasonCatalog = Readonly<Record<string, string>>

/**
 * A reason's words in one language. The GM window translates through i18next; this is the same
 * `{name}` filling for places without it (the CLI, the host's English `error`, tests).
 */
export function formatReason(reason: ReasonOf<string>, locale: ReasonLocale, catalog: ReasonCatalog, singular: SingularForms = {}): string {
  // English plurals by `count`, as i18next picks them: "needs 1 die", "needs 2 dice".
  const words = wordsForCount(catalog[reason.key] ?? reason.key, locale === 'en' ? singular[reason.key] : undefined, locale, reason.params?.count)
  const param = (name: string): string | undefined => {
    const value = reason.params?.[name]
    return value === undefined ? undefined : paramText(value, locale, catalog, singular)
  }
  // `{pc, 은}`: the value with the particle its last syllable takes (machines/text/particles.ts).
  return withParticles(words, param).replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = reason.params?.[name]
    return value === undefined ? match : paramText(value, locale, catalog, singular)
  })
}

function paramText(value: ReasonParam, locale: ReasonLocale, catalog: ReasonCatalog, singular: SingularForms): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  return isReason(value) ? formatReason(value, locale, catalog, singular) : value[locale]
}

/** A rules-engine reason in English (the CLI's and the headless contract's language). */
export function english(reason: Reason): string {
  return formatReason(reason, 'en', reasonsEn, reasonsEnSingular)
}

/** A rules-engine reason in Korean. */
export function korean(reason: Reason): string {
  return formatReason(reason, 'ko', reasonsKo)
}
