import { coreEn } from './core.en'
import { duelEn } from './duel.en'
import { encounterEn } from './encounter.en'
import { editorsEn } from './editors.en'
import { filesEn } from './files.en'
import { playersEn } from './players.en'
import { reasonsEn } from '@machines/reasons/catalog'
import { hostCatalogEn } from '../../../../shared/message'

/** Every English UI message; each area keeps its own file (the rules engine's reasons and the host's messages included). */
export const en = { ...coreEn, ...duelEn, ...encounterEn, ...editorsEn, ...filesEn, ...playersEn, ...reasonsEn, ...hostCatalogEn }

/** A message key. */
export type MessageKey = keyof typeof en
