/** Reasons shared by every part of the rules engine (English). */
export const commonReasonsEn = {
  'reason.schema.issue': '{field}: {detail}',
  'reason.schema.unknownField': '{field}: unknown field',
  'reason.schema.allowed': '{field}: {allowed} (got {got})',
  'reason.schema.allowedMissing': '{field}: missing — {allowed}',
  'reason.schema.oneOf': 'one of {values}',
  'reason.schema.trueOrFalse': 'true or false',
  'reason.schema.wholeFromTo': 'a whole number from {min} to {max}',
  'reason.schema.wholeAtLeast': 'a whole number ≥ {min}',
  'reason.schema.wholeAtMost': 'a whole number ≤ {max}',
  'reason.schema.whole': 'a whole number',
  'reason.schema.numberFromTo': 'a number from {min} to {max}',
  'reason.schema.numberAtLeast': 'a number ≥ {min}',
  'reason.schema.numberAtMost': 'a number ≤ {max}',
  'reason.schema.number': 'a number',
  'reason.schema.textUpTo': 'text of up to {max} characters',
  'reason.schema.textFromTo': 'text of {min} to {max} characters',
  'reason.schema.textAtLeast': 'text of at least {min} characters',
  'reason.schema.text': 'text'
} as const
