import type { passkeyEn } from './en'

export const passkeyKo: Record<keyof typeof passkeyEn, string> = {
  'passkey.onlyKey':
    '패스키가 이 지갑의 유일한 키입니다. 복구 문구는 없습니다. 패스키를 잃어버리면 누구도(Walletport도, 이 사이트도) 자금을 되찾을 수 없습니다. 안전을 위해 다른 기기에 두 번째 패스키를 추가하십시오.',
  'passkey.keys':
    '{count, plural, other {패스키 #개가 이 지갑을 소유합니다. 그중 어느 것으로든 지갑을 사용할 수 있습니다. 서로 다른 기기에 보관하십시오.}}',
  'passkey.onlyKeyRecoverable':
    '패스키가 이 지갑의 유일한 키입니다. 패스키를 잃어버리면 복구 주소 {recoverer}이(가) 아래의 대기 기간이 지난 후 새 패스키를 추가할 수 있습니다. 다른 기기에 두 번째 패스키를 두면 더 빠릅니다.',
  'passkey.synced':
    '패스키 제공업체에 따르면 이 패스키는 동기화되어 있습니다. 해당 제공업체에 로그인한 기기(예: iCloud 키체인, Google 비밀번호 관리자)에 있습니다.',
  'passkey.deviceOnly': '이 패스키는 동기화되지 않았습니다. 이 기기 또는 보안 키에만 있습니다.',
  'passkey.syncUnknown': '브라우저가 이 패스키가 다른 기기에 동기화되었는지 알려 주지 않았습니다.',
  'passkey.add': '두 번째 패스키 추가',
  'passkey.adding': '추가하는 중… 새 패스키를 만든 후 현재 패스키로 확인하십시오',
  'passkey.added': '완료: 두 번째 패스키가 이제 이 지갑의 소유자입니다.',
  'passkey.addCancelled': '취소됨: 패스키가 추가되지 않았습니다.',
  'passkey.addFailed': '두 번째 패스키를 추가할 수 없습니다: {reason}',
  'permissions.title': '앱 권한',
  'permissions.none': '어떤 사이트도 묻지 않고 이 지갑에서 무엇도 가져갈 수 없습니다.',
  'permissions.unreadable': '네트워크에서 이 지갑의 권한을 읽을 수 없습니다. 나중에 다시 시도하십시오.',
  'permissions.usedThisPeriod': '이번 기간 사용액: {used}. 종료: {until}.',
  'permissions.usedInAll': '지금까지 사용액: {used}. 종료: {until}.',
  'permissions.revoke': '취소',
  'permissions.revoking': '요청을 확인하고 승인하십시오…',
  'recovery.title': '복구 주소',
  'recovery.none':
    '복구 주소가 없습니다. 다른 곳에서 보유한 지갑(다른 지갑 앱, 하드웨어 지갑, 신뢰하는 사람)을 지정하십시오. 모든 패스키를 잃어버리면 그 지갑이 {delay} 후에 새 패스키를 추가할 수 있으며, 그동안 내 패스키 중 어느 것으로든 이를 중지할 수 있습니다.',
  'recovery.current':
    '{recoverer}은(는) 이 지갑에 새 패스키를 제안할 수 있습니다. 취소하지 않으면 {delay} 후에 적용됩니다.',
  'recovery.address': '복구 주소',
  'recovery.name': '복구 주소 지정',
  'recovery.change': '복구 주소 변경',
  'recovery.invalid': '주소를 입력하십시오: 0x와 16진수 40자(대소문자가 섞인 주소는 체크섬이 올바라야 합니다).',
  'recovery.self': '이 지갑은 자기 자신의 복구 주소가 될 수 없습니다.',
  'recovery.asking': '요청을 확인하고 승인하십시오…',
  'recovery.named': '완료: {recoverer}이(가) 이 지갑의 복구 주소입니다.',
  'recovery.rejected': '취소됨: 아무것도 변경되지 않았습니다.',
  'recovery.failed': '변경되지 않음: {reason}',
  'recovery.unreadable': '복구 설정을 읽을 수 없습니다: {reason}',
  'recovery.pending':
    '복구 대기 중: {recoverer}이(가) 이 지갑에 새 패스키를 제안했습니다. {time}부터 적용될 수 있습니다. 본인이 한 것이 아니라면 지금 취소하십시오.',
  'recovery.ready':
    '복구 준비됨: {recoverer}이(가) 새 패스키를 제안했으며, 이제 누구나 이를 이 지갑에 추가할 수 있습니다. 본인이 한 것이 아니라면 지금 취소하십시오.',
  'recovery.cancel': '복구 취소',
  'recovery.cancelLater': '먼저 화면의 요청을 마친 후 복구를 취소하십시오.',
  'recovery.cancelled': '복구가 취소되었습니다.',
  'passkeyWindow.create': '패스키 지갑 만들기',
  'passkeyWindow.use': '패스키 사용',
  'passkeyWindow.addPasskey': '두 번째 패스키 추가',
  'passkeyWindow.recover': '복구할 지갑의 새 패스키 만들기',
  'passkeyWindow.why':
    '지갑은 {site} 페이지 안에서 패스키를 요청할 수 없으므로(사이트 또는 이 브라우저가 허용하지 않음) 이 전용 창에서 요청합니다. 패스키는 지갑에만 사용되며 사이트에는 절대 사용되지 않습니다.',
  'passkeyWindow.continue': '패스키로 계속',
  'passkeyWindow.loading': '지갑을 기다리는 중…',
  'passkeyWindow.orphan': '이 창은 지갑이 열었을 때만 작동합니다.',
  'passkeyWindow.pressAgain':
    '이 브라우저는 이 페이지 안이 아니라 별도의 창에서 패스키를 요청합니다. 버튼을 다시 눌러 그 창에서 계속하십시오.',
  'passkeyWindow.blocked': '브라우저가 패스키 창을 차단했습니다. 지갑의 팝업을 허용한 후 다시 시도하십시오.',
  'passkey.unsupported':
    '이 브라우저에서는 패스키 지갑을 사용할 수 없습니다. 여기에서는 패스키(WebAuthn)를 지원하지 않습니다. 다른 브라우저나 지갑 앱을 사용하십시오.',
  'recover.title': '패스키 지갑 복구',
  'recover.intro':
    '이 지갑을 복구 주소로 지정한 지갑의 패스키를 잃어버렸습니까? 여기에서 그 지갑에 새 패스키를 제안하십시오. 그 지갑의 대기 기간이 지나면 적용되며, 그 지갑의 패스키 중 하나가 취소하면 적용되지 않습니다.',
  'recover.find': '복구할 수 있는 지갑 찾기',
  'recover.searching': '이 주소를 지정한 지갑을 찾는 중…',
  'recover.noneFound': '최근에 이 주소를 지정한 패스키 지갑이 없습니다. 지갑 주소를 알고 있다면 입력하십시오.',
  'recover.account': '복구할 지갑의 주소',
  'recover.check': '이 지갑 확인',
  'recover.idle': '{account}: 대기 중인 복구가 없습니다.',
  'recover.waiting': '{account}: 새 패스키가 제안되었습니다. {time}부터 적용될 수 있습니다.',
  'recover.ready': '{account}: 대기 기간이 지났습니다. 이제 제안된 패스키를 추가할 수 있습니다.',
  'recover.propose': '새 패스키 제안',
  'recover.proposeAgain': '대신 다른 패스키 제안',
  'recover.execute': '복구 완료',
  'recover.asking': '요청이 있으면 패스키를 만든 후, 요청을 확인하고 승인하십시오…',
  'recover.invalid': '지갑 주소를 입력하십시오: 0x와 16진수 40자.',
  'recover.notRecoverer':
    '이 지갑은 {account}의 복구 주소가 아닙니다. 새 패스키는 해당 지갑의 복구 주소만 제안할 수 있습니다.',
  'recover.notPasskeyAccount': '{account}은(는) 이 서비스의 패스키 지갑이 아닙니다. 아무것도 전송되지 않았습니다.',
  'recover.nothingPending':
    '이 지갑에는 대기 중인 복구가 없습니다. 이미 완료되었거나 취소되었거나, 제안된 적이 없습니다.',
  'recover.notReady': '아직 아닙니다: 이 복구의 대기 기간이 지나지 않았습니다.',
  'recover.checkDone': '이 지갑으로 {account}을(를) 복구할 수 있습니다.',
  'recover.proposeDone':
    '제안됨: 대기 기간이 지나면 새 패스키로 {account}을(를) 넘겨받을 수 있습니다. 그때 다시 와서 복구를 완료하십시오.',
  'recover.warning':
    '누구나 내 지갑을 자신의 복구 주소로 지정할 수 있습니다. 전체 주소가 내 것임을 확실히 아는 지갑만 복구하십시오.',
  'recover.namedOn': '{date}에 이 지갑을 지정했습니다. 현재 소유자: {owners}.',
  'recover.owners': '현재 소유자: {owners}.',
  'recover.executeDone':
    '완료: 이제 새 패스키가 {account}을(를) 소유합니다. 아직 남아 있는 다른 소유자: {others}(소유자 패널에 목록이 있습니다. 잃어버렸거나 모르는 것은 삭제하십시오). 연결을 해제한 후 ‘내 패스키 사용’을 선택하여 여십시오.',
  'recover.rejected': '취소됨: 아무것도 전송되지 않았습니다.',
  'recover.passkeyLeft':
    '이 제안을 위해 만든 패스키는 기기에 남지만 아무것도 열지 않습니다. 기기의 패스키 설정에서 삭제할 수 있습니다.',
  'recover.failed': '복구에 실패했습니다: {reason}',
  'owners.this': '패스키 {tag}(현재 패스키)',
  'owners.other': '패스키 {tag}',
  'owners.notPasskey':
    '소유자 {tag}: 다른 종류의 소유자(패스키 아님)입니다. 패스키처럼 이 지갑을 사용할 수 있습니다. 직접 추가한 것이 아니라면 삭제하십시오.',
  'owners.unknownVerifier':
    '소유자 {tag}: 알 수 없는 종류의 소유자입니다. 패스키처럼 보이지만 서명을 이 지갑의 패스키 검증자가 아닌 {verifier}이(가) 확인하므로, 무엇을 허용할지는 그 컨트랙트를 만든 사람이 정합니다. 직접 추가한 것이 아니라면 삭제하십시오.',
  'owners.mixed':
    '{count, plural, other {소유자 #개가 이 지갑을 사용할 수 있으며, 모두 패스키는 아닙니다. 아래에서 하나씩 확인하십시오.}}',
  'owners.remove': '삭제',
  'owners.lastOne': '이 지갑의 유일한 패스키입니다. 삭제하면 아무도 지갑을 사용할 수 없으므로 삭제할 수 없습니다.',
  'owners.removeOther': '사용 중인 패스키를 삭제하려면 다른 패스키로 지갑을 여십시오.',
  'owners.removed': '완료: 이 지갑의 소유자에서 패스키를 삭제했습니다.',
  'recovery.clear': '복구 주소 삭제',
  'recovery.clearedDone': '완료: 이 지갑에는 복구 주소가 없습니다.',
}
