/**
 * English singular forms, beside a catalog whose words are the plural ("{count} exchanges played"):
 * key → "{count} exchange played". i18next stores them as `key_one` and picks them by `count`; this
 * module does the same for places without i18next (the CLI, the host's English `error`, tests).
 */
export type SingularForms = Readonly<Record<string, string>>

/** The catalog as i18next resources: each singular form under `key_one`, the plural under the key itself. */
export function withSingularKeys(catalog: Readonly<Record<string, string>>, singular: SingularForms): Record<string, string> {
  return { ...catalog, ...Object.fromEntries(Object.entries(singular).map(([key, words]) => [`${key}_one`, words])) }
}

const rules = new Map<string, Intl.PluralRules>()

/** The words of a key for a `count`, chosen as i18next chooses them (Intl plural rules: `one` or the rest). */
export function wordsForCount(words: string, singular: string | undefined, locale: string, count: unknown): string {
  if (singular === undefined || typeof count !== 'number') return words
  let rule = rules.get(locale)
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)))
  return rule.select(count) === 'one' ? singular : words
}
