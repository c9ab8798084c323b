/** English UI messages of the encounter screens. */
export const encounterEn = {} as const
