/** Why the encounter rules refuse something (English); keys start with `reason.encounter.`. */
export const encounterReasonsEn = {} as const
