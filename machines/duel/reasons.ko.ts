import type { duelReasonsEn } from './reasons.en'

/** Why the duel rules refuse something (Korean, terms from the RULES.md glossary). */
export const duelReasonsKo: Record<keyof typeof duelReasonsEn, string> = {}
