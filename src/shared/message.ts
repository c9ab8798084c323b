import type { ReasonOf, ReasonParam } from '@machines/reasons/reason'
import { formatReason } from '@machines/reasons/format'
import { reasonsEn, reasonsEnSingular, reasonsKo, type ReasonKey } from '@machines/campaign/reason-catalog'
import { hostMessagesEn, hostMessagesEnSingular } from './messages/host.en'
import { hostMessagesKo } from './messages/host.ko'
import { storeMessagesEn } from './messages/store.en'
import { storeMessagesKo } from './messages/store.ko'
import { shellMessagesEn } from './messages/shell.en'
import { shellMessagesKo } from './messages/shell.ko'
import { playersMessagesEn } from './messages/players.en'
import { playersMessagesKo } from './messages/players.ko'

/** Everything the host says to the GM outside the rules engine, in English (host, store and files, the desktop app's menus and dialogs). */
export const hostCatalogEn = { ...hostMessagesEn, ...storeMessagesEn, ...shellMessagesEn, ...playersMessagesEn }
/** English singular forms of the host's counted messages, picked by their `count` ("1 region"). */
export const hostCatalogEnSingular: Readonly<Record<string, string>> = { ...hostMessagesEnSingular }
/** A key of the host's own catalogs. */
export type HostMessageKey = keyof typeof hostCatalogEn
/** Everything the host says to the GM outside the rules engine, in Korean. */
export const hostCatalogKo: Record<HostMessageKey, string> = { ...hostMessagesKo, ...storeMessagesKo, ...shellMessagesKo, ...playersMessagesKo }

/** A key of any catalog the host speaks from: the rules engine's reasons or the host's own messages. */
export type MessageKey = ReasonKey | HostMessageKey

/**
 * Something the host tells the GM — a refusal, a file problem, a notice — as a catalog key and the
 * values its words need. The GM window says it in the GM's language; the host never picks one.
 */
export type Message = ReasonOf<MessageKey>

/** A host message from its key and values. */
export function message(key: HostMessageKey, params?: Readonly<Record<string, ReasonParam>>): Message {
  return params ? { key, params } : { key }
}

const everyEn: Readonly<Record<string, string>> = { ...reasonsEn, ...hostCatalogEn }
const everyKo: Readonly<Record<string, string>> = { ...reasonsKo, ...hostCatalogKo }
const everyEnSingular: Readonly<Record<string, string>> = { ...reasonsEnSingular, ...hostCatalogEnSingular }

/** A message in English: the words of logs, the CLI and a failure's `error`. */
export function inEnglish(said: Message): string {
  return formatReason(said, 'en', everyEn, everyEnSingular)
}

/** A message in Korean. */
export function inKorean(said: Message): string {
  return formatReason(said, 'ko', everyKo)
}

/** A refusal or failure: `why` for the GM window to word, `error` the same in English (logs, CLI, tests). */
export interface Failure {
  ok: false
  error: string
  why: Message
}

/** A failure from a message. */
export function failure(why: Message): Failure {
  return { ok: false, error: inEnglish(why), why }
}

/** A failure from a host message key and its values. */
export function fail(key: HostMessageKey, params?: Readonly<Record<string, ReasonParam>>): Failure {
  return failure(message(key, params))
}
