/** Why the duel rules refuse something (English); keys start with `reason.duel.`. */
export const duelReasonsEn = {} as const
