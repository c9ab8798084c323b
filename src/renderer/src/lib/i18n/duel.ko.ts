import type { duelEn } from './duel.en'

/** Korean UI messages of the duel screens. */
export const duelKo: Record<keyof typeof duelEn, string> = {}
