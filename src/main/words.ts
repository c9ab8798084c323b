import type { TableLocale } from '@machines/campaign/board-view'
import type { ReasonParam } from '@machines/reasons/reason'
import { inEnglish, inKorean, message, type HostMessageKey } from '../shared/message'

/** The words of what the main process shows itself (the menu, native error boxes) in the table's language. */
export function menuWords(locale: TableLocale): (key: HostMessageKey, params?: Readonly<Record<string, ReasonParam>>) => string {
  const say = locale === 'ko' ? inKorean : inEnglish
  return (key, params) => say(message(key, params))
}
