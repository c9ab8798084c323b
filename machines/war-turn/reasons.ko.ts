import type { warTurnReasonsEn } from './reasons.en'

/** Why the war-turn rules refuse something (Korean, terms from the RULES.md glossary). */
export const warTurnReasonsKo: Record<keyof typeof warTurnReasonsEn, string> = {
  'reason.warTurn.guessAlreadyRight': '{secret}은(는) 이미 맞혔습니다',
  'reason.warTurn.guessNeedsInfo': '{secret}을(를) 추측하려면 이 서번트에 대한 정보가 1개 이상 필요합니다 (T.25)',
  'reason.warTurn.guessNeedsBetterInfo': '틀린 추측 뒤에는 등급 {grade}보다 높은 정보가 있어야 다음 {secret} 추측을 할 수 있습니다 (T.25)'
}
