import type { ReviewKey } from './en'

/** Vietnamese texts of the reviews: every key of ./en.ts (tests/unit/widget/i18n/i18n.test.ts). */
export const reviewVi: Record<ReviewKey, string> = {
  'approval.grantPermission': 'Cấp cho trang này quyền lấy từ ví của bạn',
  'approval.walletSetting': 'Thay đổi một cài đặt của ví',
  'approval.byWallet': 'Do ví của bạn yêu cầu, không phải {site}. Hãy kiểm tra từng dòng trước khi xác nhận.',
  'approval.rebuilt':
    'Ví đã đổi tài khoản hoặc mạng, nên bản xem xét này đã được tạo lại. Hãy kiểm tra lại một lần nữa.',
  'approval.outcomeChanged':
    'Khi mô phỏng lại lúc bạn xác nhận, việc này giờ sẽ làm điều khác với những gì bản xem xét đã hiển thị. Không có gì được gửi: hãy kiểm tra bản xem xét mới và xác nhận lại.',
  'review.account': 'Tài khoản của bạn',
  'review.willRevert': 'Mạng dự đoán việc này sẽ thất bại: {reason}. Bạn vẫn phải trả phí.',
  'review.behavesDifferently':
    'Hợp đồng này hoạt động khác khi bị theo dõi: trong lần xem trước thứ hai, nó đã chuyển các số tiền khác. Những gì hiển thị ở đây có thể không phải là điều sẽ xảy ra.',
  'review.transfer': 'Gửi {amount} đến {to}',
  'review.transferFrom': 'Chuyển {amount} từ {from} đến {to}',
  'review.idOrUnits': '{amount} đơn vị cơ sở (hoặc vật phẩm #{amount})',
  'review.approve': 'Cho phép {spender} chi tiêu {amount}',
  'review.increaseAllowance': 'Cho phép {spender} chi tiêu thêm {amount}',
  'review.permit2Approve': 'Cho phép {spender} chi tiêu {amount} của {token} qua Permit2, thời hạn: {expiry}',
  'review.unlimited': 'số lượng không giới hạn',
  'review.never': 'không thời hạn',
  'review.approveAll': 'Cho phép {operator} chuyển tất cả vật phẩm của bạn trong bộ sưu tập này',
  'review.revokeAll': 'Thu hồi quyền của {operator} đối với bộ sưu tập này',
  'review.approveAllWarning':
    'Phê duyệt tất cả: bên vận hành có thể lấy mọi vật phẩm bạn nắm giữ trong {collection}, bây giờ và sau này.',
  'review.unknownCall': 'Lệnh gọi hợp đồng (hàm {selector})',
  'review.setRecovery':
    'Cho phép {recoverer} đề xuất khóa truy cập mới cho ví này; đề xuất có hiệu lực sau {delay} trừ khi bạn hủy',
  'review.cancelRecovery': 'Hủy khôi phục đang chờ: khóa truy cập được đề xuất sẽ không được thêm',
  'review.clearRecovery': 'Xóa địa chỉ khôi phục: không ai có thể đề xuất khóa truy cập mới cho ví này',
  'review.permit.permit': 'Giấy phép token (EIP-2612): chữ ký này cho phép bên chi tiêu lấy token của bạn',
  'review.permit.daiPermit': 'Giấy phép token (kiểu DAI): chữ ký này cho phép bên chi tiêu lấy token của bạn',
  'review.permit.permit2Single': 'Hạn mức Permit2: chữ ký này cho phép bên chi tiêu lấy token của bạn',
  'review.permit.permit2Batch': 'Hạn mức Permit2 cho nhiều token: chữ ký này cho phép bên chi tiêu lấy chúng',
  'review.permit.permit2TransferFrom':
    'Chuyển khoản Permit2: chữ ký này cho phép bên chi tiêu lấy token của bạn một lần',
  'review.permit.permit2BatchTransferFrom':
    'Chuyển khoản Permit2 nhiều token: chữ ký này cho phép bên chi tiêu lấy chúng một lần',
  'review.permitUnlimited':
    'Không giới hạn: bên chi tiêu có thể lấy toàn bộ các token này bạn nắm giữ, bây giờ và sau này.',
  'review.expires': 'Quyền hết hạn',
  'review.signatureDeadline': 'Chữ ký dùng được đến',
  'review.domain': 'Ký cho',
  'review.messageOf': 'Dữ liệu ({type})',
  'review.hexOnly': 'Các byte này không phải văn bản, nên được hiển thị nguyên dạng.',
  'review.blindHash':
    'Đây là một mã băm 32 byte: không thể hiển thị nó đại diện cho điều gì. Nó có thể phê duyệt một giao dịch hoặc một giấy phép token. Chỉ ký nếu bạn hoàn toàn tin tưởng trang web này.',
  'review.signInSite': 'Đăng nhập vào',
  'review.signInStatement': 'Trang web nói',
  'review.signInIssued': 'Thời điểm tạo',
  'review.signInNotBefore': 'Có hiệu lực từ',
  'review.signInExpires': 'Đăng nhập hết hạn',
  'review.signInUri': 'Dành cho',
  'review.signInNonce': 'Nonce',
  'review.signInRequestId': 'ID yêu cầu',
  'review.signInResources': 'Đồng thời xác nhận cho',
  'review.signInResourcesNote':
    'Việc ký cũng xác nhận cho các tài nguyên này: trang web có thể coi chúng là quyền bạn cấp cho nó. Lần đăng nhập này được xác nhận trong cửa sổ an toàn.',
  'review.signInChain': 'chuỗi {chainId}',
  'review.signInText': 'Toàn bộ tin nhắn, đúng như được ký',
  'review.siweDomain':
    'Tin nhắn đăng nhập này dành cho {messageDomain}, nhưng trang web đang yêu cầu là {hostDomain}. Nếu ký, người khác có thể đăng nhập vào trang web kia với danh nghĩa của bạn.',
  'review.siweChain':
    'Tin nhắn đăng nhập này dành cho chuỗi {messageChainId}, nhưng ví của bạn đang ở chuỗi {chainId}.',
  'review.invisible': 'Văn bản chứa ký tự vô hình hoặc ký tự đổi hướng; chúng được hiển thị bằng dấu ⟨U+…⟩.',
  'batch.atomicCalls': '{count, plural, other {# lệnh gọi, tất cả hoặc không gì cả trong một thao tác}}',
  'batch.atomicCaveat':
    'Các lệnh gọi chạy cùng nhau trong một thao tác của ví khóa truy cập: hoặc tất cả đều diễn ra, hoặc không lệnh nào.',
  'batch.builderCodes': 'Mã nhà phát triển',
  'batch.builderCodesNote':
    'Thông tin ghi nhận của trang (ERC-8021), được thêm vào cuối dữ liệu gửi đi để ứng dụng được ghi công: không chuyển bất cứ thứ gì và đã có trong bản xem trước.',
  'review.addSigner': 'Thêm một khóa truy cập mới làm chủ sở hữu của ví này: nó có thể dùng ví đầy đủ như khóa của bạn',
  'review.removeSigner': 'Xóa khóa truy cập {tag} khỏi danh sách chủ sở hữu của ví này: nó không thể dùng ví nữa',
  'review.proposeRecovery':
    'Với tư cách địa chỉ khôi phục, đề xuất một khóa truy cập mới làm chủ sở hữu của ví {account}: đề xuất có hiệu lực sau thời gian chờ của ví đó, trừ khi một trong các khóa truy cập của ví đó hủy. Đề xuất này thay thế mọi đề xuất đang chờ cho ví đó và bắt đầu lại thời gian chờ',
  'review.grantPeriodic': '{site} có thể lấy tối đa {amount} mỗi {period} từ ví này, đến {until}, do {redeemer} nhận',
  'review.grantStream':
    '{site} có thể lấy {initial} ngay, sau đó {rate} mỗi giây, tổng cộng tối đa {max}, từ ví này đến {until}, do {redeemer} nhận',
  'review.grantAllowance': '{site} có thể lấy tổng cộng tối đa {amount} từ ví này, đến {until}, do {redeemer} nhận',
  'review.grantAnyRecipient':
    'Địa chỉ đó có thể gửi nó đến bất kỳ địa chỉ nào: quyền này giới hạn những gì rời khỏi ví này, không giới hạn nơi nó đến.',
  'review.grantTotal': 'Tổng cộng tối đa {total} trước khi hết hạn. Bạn có thể thu hồi bất cứ lúc nào trong ví.',
  'review.grantStarts': 'Không thể dùng quyền này trước {start}.',
  'review.revokeUntilIncluded':
    'Cho đến khi việc thu hồi được ghi lên chuỗi, trang vẫn có thể lấy những gì quyền này cho phép lúc này.',
  'review.grantToken': 'Hợp đồng token: {token}',
  'review.revokePermission': 'Thu hồi quyền số {id}: trang của quyền đó không thể lấy thêm gì từ ví này',
  'review.executeRecovery':
    'Hoàn tất khôi phục ví {account}: khóa truy cập được đề xuất cho ví đó trở thành chủ sở hữu',
}
