import { withSingularKeys } from '@machines/text/plural'

/** A UI language. */
export type CatalogLocale = 'ko' | 'en'

/** One language's messages as i18next reads them (English with its singular forms under `key_one`). */
export type Catalog = Readonly<Record<string, string>>

const loading = new Map<CatalogLocale, Promise<Catalog>>()

/**
 * One language's catalog, fetched the first time it is asked for. Each language is a chunk of its
 * own, so a window downloads only the one it speaks (the other comes when the GM switches).
 */
export function loadCatalog(locale: CatalogLocale): Promise<Catalog> {
  let catalog = loading.get(locale)
  if (!catalog) {
    catalog =
      locale === 'ko'
        ? import('./ko').then((module) => module.ko)
        : import('./en').then((module) => withSingularKeys(module.en, module.enSingular))
    // A failed fetch is asked again next time rather than remembered.
    catalog.catch(() => loading.delete(locale))
    loading.set(locale, catalog)
  }
  return catalog
}
