/** English UI messages of the duel screens. */
export const duelEn = {} as const
