import i18next, { type i18n as I18next } from 'i18next'
import { en, enSingular, type MessageKey } from './en'
import { ko } from './ko'
import { particle, particleNames, withParticle } from '@machines/text/particles'
import { withSingularKeys } from '@machines/text/plural'

/** One i18next instance per window, with the catalogs inlined (no loading, no network). */
export function createTranslator(locale: 'ko' | 'en'): I18next {
  const instance = i18next.createInstance()
  void instance.init({
    // English counts through i18next's plurals: `key_one` for 1, the key itself for the rest.
    resources: { ko: { translation: ko }, en: { translation: withSingularKeys(en, enSingular) } },
    lng: locale,
    fallbackLng: false,
    initAsync: false,
    // Keys are flat ('header.turn'), parameters are `{name}`, and Svelte escapes what it renders.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    // A missing parameter stays visible as `{name}` rather than vanishing.
    missingInterpolationHandler: (_text: string, match: RegExpExecArray) => match[0]
  })
  // `{pc, 은}` is the value with the particle its last syllable takes; `{id, ~을}` the particle alone.
  for (const name of particleNames) {
    instance.services.formatter?.add(name, (value: unknown) => withParticle(String(value), name))
    instance.services.formatter?.add(`~${name}`, (value: unknown) => particle(String(value), name))
  }
  return instance
}

/**
 * A message with its parameters already written as the locale writes them. i18next picks a plural
 * form only for a numeric `count`, so that goes alongside; the words still show it grouped (`replace`).
 */
export function translate(translator: I18next, locale: 'ko' | 'en', key: MessageKey, values: Record<string, string>, count: unknown): string {
  if (typeof count === 'number') return translator.t(key, { count, replace: values, lng: locale }) as string
  return translator.t(key, { ...values, lng: locale }) as string
}
