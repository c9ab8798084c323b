import { coreEn } from './core.en'
import { duelEn } from './duel.en'
import { encounterEn } from './encounter.en'
import { editorsEn } from './editors.en'
import { filesEn } from './files.en'

/** Every English UI message; each area keeps its own file. */
export const en = { ...coreEn, ...duelEn, ...encounterEn, ...editorsEn, ...filesEn }

/** A message key. */
export type MessageKey = keyof typeof en
