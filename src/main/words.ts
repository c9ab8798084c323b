import { inEnglish, inKorean, message, type HostMessageKey } from '../shared/message'
import type { ReasonParam } from '@machines/reasons/reason'

/**
 * The words of what the main process shows itself (the menu, native error boxes), in the OS's
 * language: the menu is built before any window has told us the GM's choice.
 */
export function menuWords(osLocale: string): (key: HostMessageKey, params?: Readonly<Record<string, ReasonParam>>) => string {
  const say = osLocale.toLowerCase().startsWith('ko') ? inKorean : inEnglish
  return (key, params) => say(message(key, params))
}
