import type { encounterEn } from './encounter.en'

/** Korean UI messages of the encounter screens. */
export const encounterKo: Record<keyof typeof encounterEn, string> = {}
