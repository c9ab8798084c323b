import type { encounterReasonsEn } from './reasons.en'

/** Why the encounter rules refuse something (Korean, terms from the RULES.md glossary). */
export const encounterReasonsKo: Record<keyof typeof encounterReasonsEn, string> = {}
