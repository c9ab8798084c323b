import type { hostMessagesEn } from './host.en'

/** What the host says to the GM (Korean). */
export const hostMessagesKo: Record<keyof typeof hostMessagesEn, string> = {
  'host.noCampaign': '열린 캠페인이 없습니다',
  'host.campaignsFolder': '캠페인 폴더를 만들 수 없습니다: {detail}',
  'host.expectedServantId': 'servant: 서번트 id가 필요합니다',
  'host.expectedLogKind': '기록 종류(public 또는 full)와 언어(ko 또는 en)가 필요합니다',
  'host.expectedLocale': 'locale: ko 또는 en이어야 합니다',
  'host.expectedPath': 'path: 파일 경로가 필요합니다',
  'host.expectedBackup': '캠페인 경로와 백업 이름이 필요합니다',
  'host.noBackup': '{name}(이)라는 백업이 없습니다',
  'host.cannotRestore': '{file}: 저장된 상태를 복원할 수 없습니다 ({detail})',
  'host.writeFailed': '{file}을(를) 쓸 수 없습니다: {cause}',
  'host.notGmWindow': '거부됨: GM 창이 아닙니다',
  'host.connectionLost': '오버시어와의 연결이 끊어졌습니다',
  'host.requestTooLarge': '오버시어에 보내기에는 너무 큽니다 ({size}; 최대 {max})',
  'host.web.wrongTokenTitle': '오버시어: 이 주소에는 올바른 GM 토큰이 없습니다',
  'host.web.wrongToken': 'GM 패널을 열려면 웹 호스트가 시작할 때 출력한 토큰이 필요합니다. 출력된 GM 패널 주소 전체(?token=…으로 끝나는 주소)를 여세요. 토큰은 다시 시작해도 바뀌지 않습니다.',
  'host.expectedRecord': '가져올 종류(monster 또는 table)와 id가 필요합니다',
  'host.notice.recordCopied': '“{source}”에서 {name}을(를) 가져왔습니다.',
  'host.notice.recordReplaced': '{name}을(를) “{source}”의 것으로 교체했습니다.',
  'host.requestFailed': '요청이 실패했습니다: {detail}',
  'host.notice.imported': '“{name}”을(를) 새 캠페인 파일 {file}(으)로 가져왔습니다.',
  'host.notice.importedMigrated': '“{name}”을(를) 새 캠페인 파일 {file}(으)로 가져왔습니다. 이전 버전의 오버시어(형식 {format})로 만든 파일이어서 새 형식으로 저장했습니다.',
  'host.notice.servantCopied': '“{source}”에서 {className}({trueName})와(과) {master}을(를) 진영 {team}(으)로 복사했습니다.',
  'host.notice.servantCopiedMovedBase': '“{source}”에서 {className}({trueName})와(과) {master}을(를) 진영 {team}(으)로 복사했습니다. 파일의 거점이 이 캠페인의 지역이 아니어서 거점을 {base}(으)로 정했습니다.',
  'host.notice.migrated': '이전 버전의 오버시어(형식 {format})로 만든 파일입니다. 새 형식으로 저장됩니다.',
  'host.notice.recovered': '지난번에 오버시어가 정상적으로 종료되지 않았습니다. 마지막 저장에서 캠페인을 복구했습니다.',
  'host.notice.restored': '{name}을(를) 복원했습니다.',
  'host.notice.restoredSetAside': '{name}을(를) 복원했습니다. 이전 파일은 {setAside}(으)로 보관했습니다.'
}
