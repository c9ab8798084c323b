import type { playersMessagesEn } from './players.en'

/** What the players' door says (Korean). */
export const playersMessagesKo: Record<keyof typeof playersMessagesEn, string> = {
  'players.unavailable': '이 창에서는 플레이어 접속을 켤 수 없습니다',
  'players.expectedChange': '플레이어 접속 켜기/끄기와 이 컴퓨터의 주소가 필요합니다',
  'players.expectedTeam': 'team: 진영 id가 필요합니다',
  'players.noSuchAddress': '{address} 주소는 지금 이 컴퓨터에 없습니다. 목록에서 고르세요',
  'players.addressNeeded': '플레이어 휴대폰이 이 컴퓨터에 접속할 네트워크 주소를 고르세요',
  'players.listenFailed': '{address} 주소로 플레이어 접속을 받을 수 없습니다: {detail}',
  'players.notOn': '먼저 “플레이어 접속”을 켜세요',
  'players.noSuchTeam': '열린 캠페인에 {team} 진영이 없습니다',
  'players.noLink': '{team} 진영에는 취소할 링크가 없습니다',
  'players.linkRevoked': '이 링크는 더 이상 쓸 수 없어 보내지 않았습니다. 진영의 새 링크를 GM에게 받으세요',
  'players.noAnswer': '보낸 뒤 답이 없습니다. 닿지 않았을 수 있으니, 다시 연결되면 제출한 내용을 확인하고 필요하면 다시 보내세요',
  'players.notSent': '보내지 못했습니다: GM의 Overseer와 연결되지 않았습니다. 연결되면 다시 보내세요',
  'players.tooFast': '제출이 너무 잦습니다. 잠시 뒤에 다시 보내세요',
  'players.previewOnly': '미리보기는 진영 페이지를 보여 줄 뿐, 진영으로서 아무것도 보내지 않습니다',
  'players.badSubmission': '페이지가 보낸 내용을 읽을 수 없습니다: {detail}'
}
