import { coreEn } from './core.en'
import { duelEn } from './duel.en'
import { encounterEn } from './encounter.en'

/** Every English UI message; each area keeps its own file. */
export const en = { ...coreEn, ...duelEn, ...encounterEn }

/** A message key. */
export type MessageKey = keyof typeof en
