import type { i18n as I18next } from 'i18next'
import type { MessageKey } from './en'
import type { ReasonOf } from '@machines/reasons/reason'
import { addCatalog, createTranslator, translate } from './translator'
import { loadCatalog, type Catalog } from './load-catalog'

/** Something to say from the catalogs by key: a host refusal or notice, or one of the window's own. */
export type Said = ReasonOf<MessageKey>

/** The UI languages. */
export type Locale = 'ko' | 'en'
/** Every UI language, in the order the language menu lists them. */
export const locales: readonly Locale[] = ['ko', 'en']

/** A message's parameters: numbers are written with the locale's digits grouping. */
export type MessageParams = Record<string, string | number>

const storageKey = 'overseer.locale'
const intlLocale: Record<Locale, string> = { ko: 'ko-KR', en: 'en-GB' }

/** The language this window remembers choosing, or null when it never chose one. */
function storedLocale(): Locale | null {
  try {
    const saved = localStorage.getItem(storageKey)
    return saved === 'en' || saved === 'ko' ? saved : null
  } catch {
    return null
  }
}

/**
 * The runtime language switch; components read `t()` and re-render when the locale changes. Only the
 * language spoken is downloaded: a window mounts after `ready`, and a switch changes `locale` once the
 * other catalog is in, so no key ever shows untranslated.
 */
class I18n {
  /** Whether this window remembers a choice of its own (else it takes the table's language from the host). */
  readonly chosenHere = storedLocale() !== null
  locale = $state<Locale>(storedLocale() ?? 'ko')
  private translator: I18next | null = null
  private catalog: Catalog = {}
  /** The language asked for last (a slower earlier switch never wins over it). */
  private wanted: Locale = this.locale
  /** Settles when the window's first language is loaded: mount the window after it. */
  readonly ready: Promise<void> = loadCatalog(this.locale).then((catalog) => {
    this.translator ??= createTranslator(this.locale, catalog)
    this.catalog = catalog
  })
  private readonly formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

  private format<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: (locale: string) => F): F {
    const id = `${this.locale}:${key}`
    let format = this.formats.get(id) as F | undefined
    if (!format) {
      format = make(intlLocale[this.locale])
      this.formats.set(id, format)
    }
    return format
  }

  /** The message for a key in the current locale, with `{name}` parameters filled in. */
  t = (key: MessageKey, params: MessageParams = {}): string => {
    const values: Record<string, string> = {}
    for (const [name, value] of Object.entries(params)) values[name] = typeof value === 'number' ? this.number(value) : value
    // Before `ready` (nothing is mounted then) a key has no words yet.
    if (!this.translator) return key
    return translate(this.translator, this.locale, key, values, params.count)
  }

  /**
   * A message sent by key (a refusal from the rules engine, a file problem, a notice) in the current
   * locale; its bilingual words and nested messages are said in the same locale.
   */
  said = (message: ReasonOf<string>): string => {
    const values: MessageParams = {}
    for (const [name, value] of Object.entries(message.params ?? {})) {
      values[name] = typeof value === 'object' ? ('key' in value ? this.said(value) : value[this.locale]) : value
    }
    return this.t(message.key as MessageKey, values)
  }

  /** Where an info point came from (T.10 encounter, T.20 trace, a fight); a source the GM typed is shown as typed. */
  infoSource = (source: string): string => {
    const key = `knowledge.source.${source}`
    return key in this.catalog ? this.t(key as MessageKey) : source
  }

  /** Picks the ko or en half of a bilingual name or text; a half left blank reads as the other (English is optional). */
  name = (value: { ko: string; en: string }): string => value[this.locale] || value[this.locale === 'ko' ? 'en' : 'ko']

  /** A number as the locale writes it (`1,234`). */
  number = (value: number, options: Intl.NumberFormatOptions = {}): string =>
    this.format(`number:${JSON.stringify(options)}`, (l) => new Intl.NumberFormat(l, options)).format(value)

  /** A date and time as the locale writes it. */
  dateTime = (time: number): string =>
    this.format('dateTime', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' })).format(time)

  /** A date and time to the second (two saves in the same minute still read apart). */
  dateTimeSeconds = (time: number): string =>
    this.format('dateTimeSeconds', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'medium' })).format(time)

  /** A time of day as the locale writes it. */
  time = (time: number): string => this.format('time', (l) => new Intl.DateTimeFormat(l, { timeStyle: 'medium' })).format(time)

  /** A file size in KB or MB as the locale writes it. */
  bytes = (bytes: number): string =>
    bytes >= 1024 * 1024
      ? this.number(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : this.number(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 })

  /**
   * Switches and remembers the language. The window keeps speaking the old one until the new
   * catalog is in (a local chunk: milliseconds); settles when the switch is done or was overtaken.
   */
  async setLocale(locale: Locale): Promise<void> {
    this.wanted = locale
    try {
      localStorage.setItem(storageKey, locale)
    } catch {
      // A storage failure only costs remembering the choice.
    }
    await this.ready
    const catalog = await loadCatalog(locale)
    if (this.wanted !== locale || !this.translator) return
    addCatalog(this.translator, locale, catalog)
    this.catalog = catalog
    this.locale = locale
    document.documentElement.lang = locale
  }
}

/** The one language switch of a window. */
export const i18n = new I18n()
if (typeof document !== 'undefined') document.documentElement.lang = i18n.locale
