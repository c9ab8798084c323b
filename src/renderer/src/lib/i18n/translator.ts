import i18next, { type i18n as I18next } from 'i18next'
import type { MessageKey } from './en'
import type { Catalog, CatalogLocale } from './load-catalog'
import { particle, particleNames, withParticle } from '@machines/text/particles'

/**
 * One i18next instance per window, starting with one language's catalog (no loading, no network);
 * the other language joins through `addCatalog` when the window switches to it.
 */
export function createTranslator(locale: CatalogLocale, catalog: Catalog): I18next {
  const instance = i18next.createInstance()
  void instance.init({
    // English counts through i18next's plurals: `key_one` for 1, the key itself for the rest.
    resources: { [locale]: { translation: catalog } },
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

/** Gives a translator another language's catalog (before the window speaks it). */
export function addCatalog(translator: I18next, locale: CatalogLocale, catalog: Catalog): void {
  if (!translator.hasResourceBundle(locale, 'translation')) translator.addResourceBundle(locale, 'translation', catalog)
}

/**
 * A message with its parameters already written as the locale writes them. i18next picks a plural
 * form only for a numeric `count`, so that goes alongside; the words still show it grouped (`replace`).
 */
export function translate(translator: I18next, locale: CatalogLocale, key: MessageKey, values: Record<string, string>, count: unknown): string {
  if (typeof count === 'number') return translator.t(key, { count, replace: values, lng: locale }) as string
  return translator.t(key, { ...values, lng: locale }) as string
}
