/** Why the war-turn rules refuse something (English); keys start with `reason.warTurn.`. */
export const warTurnReasonsEn = {} as const
