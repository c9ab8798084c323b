/** Reasons shared by every part of the rules engine (English). */
export const commonReasonsEn = {
  'reason.schema.issue': '{path}: {detail}',
  'reason.schema.unknownField': '{path}: unknown field'
} as const
