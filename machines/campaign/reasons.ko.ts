import type { campaignReasonsEn } from './reasons.en'

/** Why the campaign rules refuse something (Korean, terms from the RULES.md glossary). */
export const campaignReasonsKo: Record<keyof typeof campaignReasonsEn, string> = {
  'reason.campaign.unknownCommand': '알 수 없는 명령 "{type}"',
  'reason.campaign.phaseRunning': '진행 중인 {phase}을(를) 먼저 끝내세요',
  'reason.campaign.phaseNotRunning': '진행 중인 {phase}이(가) 없습니다 — 먼저 시작하세요',
  'reason.campaign.notAllowedNow': '지금은 할 수 없습니다',
  'reason.campaign.notAllowedInStep': '이 단계에서는 할 수 없습니다',
  'reason.campaign.sceneAdvanceInPhase': '진행 중인 단계를 먼저 끝내세요. 장면은 그 단계가 스스로 넘깁니다',
  'reason.campaign.notPossibleNow': '지금은 "{type}"을(를) 할 수 없습니다',
  'reason.campaign.typeMissing': 'type: 없음',
  'reason.campaign.typeUnknown': 'type: 알 수 없는 명령 {type}',
  'reason.campaign.nothingToUndo': '되돌릴 것이 없습니다',
  'reason.campaign.nothingToRedo': '다시 할 것이 없습니다',
  'reason.campaign.unknownTeam': '알 수 없는 팀 "{team}"',
  'reason.campaign.unknownServant': '알 수 없는 서번트 "{servant}"',
  'reason.campaign.guessOwnServant': '자기 팀의 서번트는 추측할 수 없습니다',
  'reason.campaign.guessStillOpen': '아직 판정하지 않은 추측을 먼저 맞음/틀림으로 표시하세요',
  'reason.campaign.noGuess': '추측 #{n}이(가) 없습니다',
  'reason.campaign.guessAlreadyMarked': '이미 판정한 추측입니다'
}
