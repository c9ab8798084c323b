import type { TableLocale } from '@machines/campaign/board-view'
import type { ReasonParam } from '@machines/reasons/reason'
import { inEnglish, inKorean, message, type HostMessageKey } from '../shared/message'

/** Says one of the host's messages in one language. */
export type Say = (key: HostMessageKey, params?: Readonly<Record<string, ReasonParam>>) => string

/** The words of what the main process shows itself (menus, native dialogs) in the table's language. */
export function shellWords(locale: TableLocale): Say {
  const say = locale === 'ko' ? inKorean : inEnglish
  return (key, params) => say(message(key, params))
}

/** The language of the OS, for the few words said before the host knows the GM's choice. */
export function systemLocale(preferred: readonly string[]): TableLocale {
  return preferred[0]?.toLowerCase().startsWith('ko') ? 'ko' : 'en'
}
