import { commonReasonsEn } from './common.en'
import { commonReasonsKo } from './common.ko'
import { warTurnReasonsEn } from '../war-turn/reasons.en'
import { warTurnReasonsKo } from '../war-turn/reasons.ko'
import { duelReasonsEn } from '../duel/reasons.en'
import { duelReasonsKo } from '../duel/reasons.ko'
import { encounterReasonsEn, encounterReasonsEnSingular } from '../encounter/reasons.en'
import { encounterReasonsKo } from '../encounter/reasons.ko'
import { campaignReasonsEn, campaignReasonsEnSingular } from '../campaign/reasons.en'
import { campaignReasonsKo } from '../campaign/reasons.ko'

/** Every rules-engine reason in English; each part of the rules keeps its own file. */
export const reasonsEn = { ...commonReasonsEn, ...warTurnReasonsEn, ...duelReasonsEn, ...encounterReasonsEn, ...campaignReasonsEn }

/** English singular forms of the reasons that count something ("needs 1 die"), picked by their `count`. */
export const reasonsEnSingular: Readonly<Record<string, string>> = { ...encounterReasonsEnSingular, ...campaignReasonsEnSingular }

/** A key of the rules-engine reason catalogs. */
export type ReasonKey = keyof typeof reasonsEn

/** Every rules-engine reason in Korean (terms from docs/glossary.md). */
export const reasonsKo: Record<ReasonKey, string> = { ...commonReasonsKo, ...warTurnReasonsKo, ...duelReasonsKo, ...encounterReasonsKo, ...campaignReasonsKo }
