import type { blankReasonsEn } from './reasons.en'

/** Why the blank-campaign wizard's answers cannot make a campaign (Korean). */
export const blankReasonsKo: Record<keyof typeof blankReasonsEn, string> = {
  'reason.blank.nameMissing': '이름: 캠페인 이름을 입력하세요',
  'reason.blank.nameTooLong': '이름: 최대 {max}자입니다 (지금 {n}자)',
  'reason.blank.teamsRange': '진영 수: 0부터 {max}까지의 정수입니다 (입력: {n})',
  'reason.blank.noRegions': '지역: 한 줄에 하나씩, 지역을 하나 이상 입력하세요',
  'reason.blank.tooManyRegions': '지역: 최대 {max}곳입니다 (입력: {n}곳)',
  'reason.blank.regionTooLong': '지역 {line}번째 줄: 지역 이름은 최대 {max}자입니다',
  'reason.blank.regionTwice': '지역 {line}번째 줄: “{name}” — {first}번째 줄과 같은 이름입니다'
}
