import { coreEn, coreEnSingular } from './core.en'
import { duelEn, duelEnSingular } from './duel.en'
import { encounterEn, encounterEnSingular } from './encounter.en'
import { editorsEn, editorsEnSingular } from './editors.en'
import { filesEn, filesEnSingular } from './files.en'
import { playersEn } from './players.en'
import { reasonsEn, reasonsEnSingular } from '@machines/campaign/reason-catalog'
import { hostCatalogEn, hostCatalogEnSingular } from '../../../../shared/message'

/** Every English UI message; each area keeps its own file (the rules engine's reasons and the host's messages included). */
export const en = { ...coreEn, ...duelEn, ...encounterEn, ...editorsEn, ...filesEn, ...playersEn, ...reasonsEn, ...hostCatalogEn }

/** English singular forms of the messages that count something ("1 exchange played"), picked by `count`. */
export const enSingular: Readonly<Record<string, string>> = { ...coreEnSingular, ...duelEnSingular, ...encounterEnSingular, ...editorsEnSingular, ...filesEnSingular, ...reasonsEnSingular, ...hostCatalogEnSingular }

/** A message key. */
export type MessageKey = keyof typeof en
