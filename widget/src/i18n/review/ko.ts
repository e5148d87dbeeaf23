import type { ReviewKey } from './en'

/** Korean texts of the reviews: every key of ./en.ts (tests/unit/widget/i18n/i18n.test.ts). */
export const reviewKo: Record<ReviewKey, string> = {
  'approval.grantPermission': '이 사이트에 지갑에서 가져갈 권한 부여',
  'approval.walletSetting': '지갑 설정 변경',
  'approval.byWallet': '{site}이(가) 아니라 내 지갑이 요청한 것입니다. 확인하기 전에 모든 줄을 살펴보십시오.',
  'approval.rebuilt': '지갑의 계정 또는 네트워크가 바뀌어 이 검토 내용을 다시 만들었습니다. 한 번 더 확인하십시오.',
  'approval.outcomeChanged':
    '확인하는 순간 다시 시뮬레이션한 결과, 이제 검토 화면에 표시된 것과 다른 동작을 합니다. 아무것도 전송되지 않았습니다. 새 검토 내용을 확인하고 다시 승인하십시오.',
  'review.account': '내 계정',
  'review.willRevert': '네트워크는 이 작업이 실패할 것으로 예상합니다: {reason}. 그래도 수수료는 지불하게 됩니다.',
  'review.behavesDifferently':
    '이 컨트랙트는 관찰될 때 다르게 동작합니다. 두 번째 미리 보기에서 다른 금액을 옮겼습니다. 여기에 표시된 내용이 실제로 일어나는 일과 다를 수 있습니다.',
  'review.transfer': '{to}에게 {amount} 보내기',
  'review.transferFrom': '{from}에서 {to}(으)로 {amount} 옮기기',
  'review.idOrUnits': '{amount} 기본 단위(또는 아이템 #{amount})',
  'review.approve': '{spender}이(가) {amount}을(를) 사용하도록 허용',
  'review.increaseAllowance': '{spender}이(가) {amount}을(를) 추가로 사용하도록 허용',
  'review.permit2Approve': '{spender}이(가) Permit2를 통해 {token}을(를) {amount}까지 사용하도록 허용(기한: {expiry})',
  'review.unlimited': '무제한 금액',
  'review.never': '무기한',
  'review.approveAll': '{operator}이(가) 이 컬렉션의 내 아이템을 모두 옮기도록 허용',
  'review.revokeAll': '이 컬렉션에 대한 {operator}의 권한 철회',
  'review.approveAllWarning':
    '전체 승인: 운영자가 {collection}에 있는 내 아이템을 지금은 물론 앞으로도 모두 가져갈 수 있습니다.',
  'review.unknownCall': '컨트랙트 호출(함수 {selector})',
  'review.setRecovery':
    '{recoverer}이(가) 이 지갑에 새 패스키를 제안할 수 있게 합니다. 취소하지 않으면 {delay} 후에 적용됩니다',
  'review.cancelRecovery': '대기 중인 복구를 취소합니다. 제안된 패스키는 추가되지 않습니다',
  'review.clearRecovery': '복구 주소를 삭제합니다. 누구도 이 지갑에 새 패스키를 제안할 수 없습니다',
  'review.permit.permit': '토큰 허가(EIP-2612): 이 서명으로 지출자가 내 토큰을 가져갈 수 있습니다',
  'review.permit.daiPermit': '토큰 허가(DAI 방식): 이 서명으로 지출자가 내 토큰을 가져갈 수 있습니다',
  'review.permit.permit2Single': 'Permit2 사용 한도: 이 서명으로 지출자가 내 토큰을 가져갈 수 있습니다',
  'review.permit.permit2Batch': '여러 토큰의 Permit2 사용 한도: 이 서명으로 지출자가 그 토큰들을 가져갈 수 있습니다',
  'review.permit.permit2TransferFrom': 'Permit2 전송: 이 서명으로 지출자가 내 토큰을 한 번 가져갈 수 있습니다',
  'review.permit.permit2BatchTransferFrom':
    '여러 토큰의 Permit2 전송: 이 서명으로 지출자가 그 토큰들을 한 번 가져갈 수 있습니다',
  'review.permitUnlimited': '무제한: 지출자가 내가 가진 이 토큰을 지금은 물론 앞으로도 모두 가져갈 수 있습니다.',
  'review.expires': '권한 종료',
  'review.signatureDeadline': '서명 사용 기한',
  'review.domain': '서명 대상',
  'review.messageOf': '데이터({type})',
  'review.hexOnly': '이 바이트는 텍스트가 아니므로 있는 그대로 표시합니다.',
  'review.blindHash':
    '32바이트 해시입니다. 무엇을 나타내는지 표시할 수 없습니다. 트랜잭션이나 토큰 허가를 승인하는 것일 수도 있습니다. 이 사이트를 완전히 신뢰하는 경우에만 서명하십시오.',
  'review.signInSite': '로그인 대상',
  'review.signInStatement': '사이트의 안내',
  'review.signInIssued': '작성 시각',
  'review.signInNotBefore': '유효 시작',
  'review.signInExpires': '로그인 만료',
  'review.signInUri': '대상',
  'review.signInNonce': 'Nonce',
  'review.signInRequestId': '요청 ID',
  'review.signInResources': '함께 보증하는 대상',
  'review.signInResourcesNote':
    '서명하면 이 리소스들도 보증하게 됩니다. 사이트는 이를 내가 부여한 권한으로 해석할 수 있습니다. 이 로그인은 보안 창에서 확인합니다.',
  'review.signInChain': '체인 {chainId}',
  'review.signInText': '서명되는 메시지 전체',
  'review.siweDomain':
    '이 로그인 메시지는 {messageDomain}용이지만, 요청한 사이트는 {hostDomain}입니다. 서명하면 누군가 나로 가장해 그 다른 사이트에 로그인할 수 있습니다.',
  'review.siweChain': '이 로그인 메시지는 체인 {messageChainId}용이지만, 내 지갑은 체인 {chainId}에 있습니다.',
  'review.invisible': '텍스트에 보이지 않는 문자나 방향을 바꾸는 문자가 있습니다. ⟨U+…⟩ 표시로 나타냅니다.',
  'batch.atomicCalls': '{count, plural, other {호출 #개, 하나의 작업으로 모두 실행되거나 모두 실행되지 않음}}',
  'batch.atomicCaveat':
    '호출들은 패스키 지갑의 하나의 작업으로 함께 실행됩니다. 모두 실행되거나, 하나도 실행되지 않습니다.',
  'batch.builderCodes': '빌더 코드',
  'batch.builderCodesNote':
    '사이트의 기여 표시(ERC-8021)로, 앱이 실적을 인정받도록 전송되는 데이터 끝에 덧붙습니다. 아무것도 옮기지 않으며 미리 보기에 포함되어 있습니다.',
  'review.addSigner':
    '새 패스키를 이 지갑의 소유자로 추가합니다. 이 패스키는 내 패스키와 똑같이 지갑을 완전히 사용할 수 있습니다',
  'review.removeSigner':
    '패스키 {tag}을(를) 이 지갑의 소유자에서 삭제합니다. 그 패스키로는 더 이상 지갑을 사용할 수 없습니다',
  'review.proposeRecovery':
    '지갑 {account}의 복구 주소로서, 새 패스키를 그 지갑의 소유자로 제안합니다. 그 지갑의 대기 기간이 지나면 적용되며, 그 지갑의 패스키 중 하나가 취소하면 적용되지 않습니다. 그 지갑에 대기 중인 제안을 대체하고 대기 기간을 처음부터 다시 시작합니다',
  'review.grantPeriodic':
    '{site}은(는) {until}까지 이 지갑에서 {period}마다 최대 {amount}을(를) 가져갈 수 있습니다. 받는 주소: {redeemer}',
  'review.grantStream':
    '{site}은(는) {until}까지 이 지갑에서 처음에 {initial}, 이후 초당 {rate}, 총 최대 {max}을(를) 가져갈 수 있습니다. 받는 주소: {redeemer}',
  'review.grantAllowance':
    '{site}은(는) {until}까지 이 지갑에서 총 최대 {amount}을(를) 가져갈 수 있습니다. 받는 주소: {redeemer}',
  'review.grantAnyRecipient':
    '그 주소는 이를 어느 주소로든 보낼 수 있습니다. 이 권한은 이 지갑에서 나가는 금액을 제한할 뿐, 보내는 곳은 제한하지 않습니다.',
  'review.grantTotal': '종료 전까지 총 최대 {total}. 지갑에서 언제든지 취소할 수 있습니다.',
  'review.grantStarts': '{start} 이전에는 사용할 수 없습니다.',
  'review.revokeUntilIncluded':
    '취소가 체인에 기록될 때까지 사이트는 지금 이 권한이 허용하는 만큼을 여전히 가져갈 수 있습니다.',
  'review.grantToken': '토큰 컨트랙트: {token}',
  'review.revokePermission':
    '권한 #{id}을(를) 취소합니다. 해당 사이트는 더 이상 이 지갑에서 아무것도 가져갈 수 없습니다',
  'review.executeRecovery': '지갑 {account}의 복구를 완료합니다. 그 지갑에 제안된 패스키가 소유자가 됩니다',
}
