import { en, type MessageKey } from './en'
import { ko } from './ko'

/** The UI languages. */
export type Locale = 'ko' | 'en'

const catalogs: Record<Locale, Record<MessageKey, string>> = { ko, en }
const storageKey = 'overseer.locale'

function storedLocale(): Locale {
  try {
    const saved = localStorage.getItem(storageKey)
    return saved === 'en' || saved === 'ko' ? saved : 'ko'
  } catch {
    return 'ko'
  }
}

/** The runtime language switch; components read `t()` and re-render when the locale changes. */
class I18n {
  locale = $state<Locale>(storedLocale())

  /** The message for a key in the current locale, with `{name}` parameters filled in. */
  t = (key: MessageKey, params: Record<string, string | number> = {}): string =>
    catalogs[this.locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))

  /** Picks the ko or en half of a bilingual name. */
  name = (value: { ko: string; en: string }): string => value[this.locale]

  /** Switches and remembers the language. */
  setLocale(locale: Locale): void {
    this.locale = locale
    document.documentElement.lang = locale
    try {
      localStorage.setItem(storageKey, locale)
    } catch {
      // A storage failure only costs remembering the choice.
    }
  }
}

/** The one language switch of a window. */
export const i18n = new I18n()
