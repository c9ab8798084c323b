import type { commonReasonsEn } from './common.en'

/** Reasons shared by every part of the rules engine (Korean). */
export const commonReasonsKo: Record<keyof typeof commonReasonsEn, string> = {
  'reason.schema.issue': '{field}: {detail}',
  'reason.schema.unknownField': '{field}: 알 수 없는 항목',
  'reason.schema.allowed': '{field}: 허용 값 — {allowed} (받은 값: {got})',
  'reason.schema.allowedMissing': '{field}: 없음 — 허용 값: {allowed}',
  'reason.schema.oneOf': '다음 중 하나: {values}',
  'reason.schema.trueOrFalse': 'true 또는 false',
  'reason.schema.wholeFromTo': '{min}부터 {max}까지의 정수',
  'reason.schema.wholeAtLeast': '{min} 이상의 정수',
  'reason.schema.wholeAtMost': '{max} 이하의 정수',
  'reason.schema.whole': '정수',
  'reason.schema.numberFromTo': '{min}부터 {max}까지의 수',
  'reason.schema.numberAtLeast': '{min} 이상의 수',
  'reason.schema.numberAtMost': '{max} 이하의 수',
  'reason.schema.number': '수',
  'reason.schema.textUpTo': '{max}자 이하의 글',
  'reason.schema.textFromTo': '{min}자 이상 {max}자 이하의 글',
  'reason.schema.textAtLeast': '{min}자 이상의 글',
  'reason.schema.text': '글'
}
