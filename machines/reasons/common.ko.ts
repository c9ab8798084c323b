import type { commonReasonsEn } from './common.en'

/** Reasons shared by every part of the rules engine (Korean). */
export const commonReasonsKo: Record<keyof typeof commonReasonsEn, string> = {
  'reason.schema.issue': '{path}: {detail}',
  'reason.schema.unknownField': '{path}: 알 수 없는 항목'
}
