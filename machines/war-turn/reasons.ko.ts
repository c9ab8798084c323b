import type { warTurnReasonsEn } from './reasons.en'

/** Why the war-turn rules refuse something (Korean, terms from the RULES.md glossary). */
export const warTurnReasonsKo: Record<keyof typeof warTurnReasonsEn, string> = {}
