import type { passkeyEn } from './en'

export const passkeyVi: Record<keyof typeof passkeyEn, string> = {
  'passkey.onlyKey':
    'Khóa truy cập của bạn là chìa khóa duy nhất của ví này. Không có cụm từ khôi phục: nếu bạn mất khóa truy cập, không ai (kể cả Walletport hay trang web này) có thể lấy lại tiền. Để an toàn, hãy thêm khóa truy cập thứ hai trên một thiết bị khác.',
  'passkey.keys':
    '{count, plural, other {# khóa truy cập sở hữu ví này: bất kỳ khóa nào cũng có thể dùng ví. Hãy giữ chúng trên các thiết bị khác nhau.}}',
  'passkey.onlyKeyRecoverable':
    'Khóa truy cập của bạn là chìa khóa duy nhất của ví này. Nếu bạn mất nó, địa chỉ khôi phục {recoverer} của bạn có thể thêm khóa truy cập mới sau thời gian chờ bên dưới. Một khóa truy cập thứ hai trên thiết bị khác sẽ nhanh hơn.',
  'passkey.synced':
    'Nhà cung cấp khóa truy cập cho biết khóa này đã được đồng bộ: nó có trên các thiết bị đăng nhập vào nhà cung cấp đó (ví dụ iCloud Keychain hoặc Trình quản lý mật khẩu của Google).',
  'passkey.deviceOnly': 'Khóa truy cập này không được đồng bộ: nó chỉ nằm trên thiết bị hoặc khóa bảo mật này.',
  'passkey.syncUnknown':
    'Trình duyệt không cho biết khóa truy cập này có được đồng bộ sang các thiết bị khác của bạn hay không.',
  'passkey.add': 'Thêm khóa truy cập thứ hai',
  'passkey.adding': 'Đang thêm… hãy tạo khóa truy cập mới, rồi xác nhận bằng khóa hiện tại',
  'passkey.added': 'Xong: khóa truy cập thứ hai giờ là chủ sở hữu của ví này.',
  'passkey.addCancelled': 'Đã hủy: không có khóa truy cập nào được thêm.',
  'passkey.addFailed': 'Không thể thêm khóa truy cập thứ hai: {reason}',
  'permissions.title': 'Quyền cho ứng dụng',
  'permissions.none': 'Không trang nào được lấy bất cứ thứ gì từ ví này mà không hỏi bạn.',
  'permissions.unreadable': 'Không đọc được các quyền của ví này từ mạng. Hãy thử lại sau.',
  'permissions.usedThisPeriod': 'Đã dùng trong kỳ này: {used}. Kết thúc {until}.',
  'permissions.usedInAll': 'Đã dùng đến nay: {used}. Kết thúc {until}.',
  'permissions.revoke': 'Thu hồi',
  'permissions.revoking': 'Hãy kiểm tra yêu cầu và xác nhận…',
  'recovery.title': 'Địa chỉ khôi phục',
  'recovery.none':
    'Chưa có địa chỉ khôi phục. Hãy chỉ định một ví bạn giữ ở nơi khác (ứng dụng ví khác, ví phần cứng, người bạn tin tưởng): nếu bạn mất mọi khóa truy cập, ví đó có thể thêm khóa mới sau {delay}, và trong thời gian đó bất kỳ khóa truy cập nào của bạn cũng có thể chặn việc này.',
  'recovery.current':
    '{recoverer} có thể đề xuất khóa truy cập mới cho ví này; đề xuất có hiệu lực sau {delay} trừ khi bạn hủy.',
  'recovery.address': 'Địa chỉ khôi phục',
  'recovery.name': 'Chỉ định địa chỉ khôi phục',
  'recovery.change': 'Đổi địa chỉ khôi phục',
  'recovery.invalid':
    'Hãy nhập một địa chỉ: 0x và 40 ký tự thập lục phân (địa chỉ viết hoa thường lẫn lộn phải có checksum hợp lệ).',
  'recovery.self': 'Ví này không thể là địa chỉ khôi phục của chính nó.',
  'recovery.asking': 'Hãy kiểm tra yêu cầu và xác nhận…',
  'recovery.named': 'Xong: {recoverer} là địa chỉ khôi phục của ví này.',
  'recovery.rejected': 'Đã hủy: không có gì thay đổi.',
  'recovery.failed': 'Chưa thay đổi: {reason}',
  'recovery.unreadable': 'Không thể đọc cài đặt khôi phục: {reason}',
  'recovery.pending':
    'Đang chờ khôi phục: {recoverer} đã đề xuất khóa truy cập mới cho ví này. Đề xuất có thể có hiệu lực từ {time}. Nếu không phải bạn, hãy hủy ngay.',
  'recovery.ready':
    'Sẵn sàng khôi phục: {recoverer} đã đề xuất khóa truy cập mới, và giờ bất kỳ ai cũng có thể thêm nó vào ví này. Nếu không phải bạn, hãy hủy ngay.',
  'recovery.cancel': 'Hủy khôi phục',
  'recovery.cancelLater': 'Hãy hoàn tất yêu cầu trên màn hình trước, rồi hủy khôi phục.',
  'recovery.cancelled': 'Đã hủy khôi phục.',
  'passkeyWindow.create': 'Tạo ví khóa truy cập của bạn',
  'passkeyWindow.use': 'Dùng khóa truy cập của bạn',
  'passkeyWindow.addPasskey': 'Thêm khóa truy cập thứ hai',
  'passkeyWindow.recover': 'Tạo khóa truy cập mới cho ví bạn khôi phục',
  'passkeyWindow.why':
    'Ví không thể yêu cầu khóa truy cập của bạn bên trong trang của {site} (trang web hoặc trình duyệt này không cho phép), nên ví yêu cầu trong cửa sổ riêng này. Khóa truy cập của bạn chỉ dùng cho ví, không bao giờ cho trang web.',
  'passkeyWindow.continue': 'Tiếp tục bằng khóa truy cập',
  'passkeyWindow.loading': 'Đang chờ ví…',
  'passkeyWindow.orphan': 'Cửa sổ này chỉ hoạt động khi được ví mở.',
  'passkeyWindow.pressAgain':
    'Trình duyệt này yêu cầu khóa truy cập trong một cửa sổ riêng, không phải bên trong trang này. Hãy nhấn nút lần nữa để tiếp tục ở đó.',
  'passkeyWindow.blocked': 'Trình duyệt đã chặn cửa sổ khóa truy cập. Hãy cho phép cửa sổ bật lên cho ví, rồi thử lại.',
  'passkey.unsupported':
    'Trình duyệt này không thể dùng ví khóa truy cập: nó không hỗ trợ khóa truy cập (WebAuthn) ở đây. Hãy dùng trình duyệt khác hoặc một ứng dụng ví.',
  'recover.title': 'Khôi phục ví khóa truy cập',
  'recover.intro':
    'Bạn mất khóa truy cập của một ví đã chỉ định ví này làm địa chỉ khôi phục? Hãy đề xuất khóa truy cập mới cho ví đó tại đây. Đề xuất có hiệu lực sau thời gian chờ của ví đó, trừ khi một trong các khóa truy cập của ví đó hủy nó.',
  'recover.find': 'Tìm các ví tôi có thể khôi phục',
  'recover.searching': 'Đang tìm các ví chỉ định địa chỉ này…',
  'recover.noneFound':
    'Gần đây không có ví khóa truy cập nào chỉ định địa chỉ này. Hãy nhập địa chỉ của ví nếu bạn biết.',
  'recover.account': 'Địa chỉ của ví cần khôi phục',
  'recover.check': 'Kiểm tra ví này',
  'recover.idle': '{account}: không có khôi phục nào đang chờ.',
  'recover.waiting': '{account}: đã đề xuất khóa truy cập mới; đề xuất có thể có hiệu lực từ {time}.',
  'recover.ready': '{account}: thời gian chờ đã qua; giờ có thể thêm khóa truy cập được đề xuất.',
  'recover.propose': 'Đề xuất khóa truy cập mới',
  'recover.proposeAgain': 'Đề xuất khóa truy cập khác thay thế',
  'recover.execute': 'Hoàn tất khôi phục',
  'recover.asking': 'Tạo khóa truy cập nếu được yêu cầu, rồi kiểm tra yêu cầu và xác nhận…',
  'recover.invalid': 'Hãy nhập địa chỉ của ví: 0x và 40 ký tự thập lục phân.',
  'recover.notRecoverer':
    'Ví này không phải là địa chỉ khôi phục của {account}: chỉ địa chỉ khôi phục của ví đó mới có thể đề xuất khóa truy cập mới.',
  'recover.notPasskeyAccount': '{account} không phải là ví khóa truy cập của dịch vụ này: không có gì được gửi.',
  'recover.nothingPending':
    'Không có khôi phục nào đang chờ cho ví này: nó đã được hoàn tất hoặc hủy, hoặc chưa từng được đề xuất.',
  'recover.notReady': 'Chưa được: thời gian chờ của lần khôi phục này chưa qua.',
  'recover.checkDone': 'Ví này có thể khôi phục {account}.',
  'recover.proposeDone':
    'Đã đề xuất: khóa truy cập mới của bạn có thể tiếp quản {account} khi thời gian chờ đã qua. Hãy quay lại lúc đó để hoàn tất khôi phục.',
  'recover.warning':
    'Bất kỳ ai cũng có thể chỉ định ví của bạn làm địa chỉ khôi phục của họ. Chỉ khôi phục ví mà bạn biết chắc địa chỉ đầy đủ là của bạn.',
  'recover.namedOn': 'Ví đó đã chỉ định ví này vào {date}. Chủ sở hữu hiện tại: {owners}.',
  'recover.owners': 'Chủ sở hữu hiện tại: {owners}.',
  'recover.executeDone':
    'Xong: khóa truy cập mới của bạn giờ sở hữu {account}. Các chủ sở hữu khác ví đó vẫn còn: {others} (bảng chủ sở hữu của ví liệt kê họ: hãy xóa những khóa bạn đã mất hoặc không biết). Hãy ngắt kết nối, rồi chọn “Dùng khóa truy cập của tôi” để mở ví.',
  'recover.rejected': 'Đã hủy: không có gì được gửi.',
  'recover.passkeyLeft':
    'Khóa truy cập được tạo cho đề xuất này vẫn nằm trên thiết bị của bạn nhưng không mở được gì: bạn có thể xóa nó trong cài đặt khóa truy cập của thiết bị.',
  'recover.failed': 'Khôi phục thất bại: {reason}',
  'owners.this': 'Khóa truy cập {tag} (khóa này)',
  'owners.other': 'Khóa truy cập {tag}',
  'owners.notPasskey':
    'Chủ sở hữu {tag}: một loại chủ sở hữu khác (không phải khóa truy cập). Nó có thể dùng ví này như một khóa truy cập; hãy xóa nó trừ khi chính bạn đã thêm.',
  'owners.unknownVerifier':
    'Chủ sở hữu {tag}: một loại chủ sở hữu không xác định. Nó trông giống khóa truy cập, nhưng chữ ký của nó được kiểm tra bởi {verifier}, không phải bởi trình xác minh khóa truy cập của ví này, nên người tạo hợp đồng đó quyết định nó chấp nhận gì. Hãy xóa nó trừ khi chính bạn đã thêm.',
  'owners.mixed':
    '{count, plural, other {# chủ sở hữu có thể dùng ví này, không phải tất cả đều là khóa truy cập: hãy kiểm tra từng mục bên dưới.}}',
  'owners.remove': 'Xóa',
  'owners.lastOne': 'Đây là khóa truy cập duy nhất của ví: không thể xóa, nếu không sẽ không ai dùng được ví.',
  'owners.removeOther': 'Để xóa khóa truy cập bạn đang dùng, hãy mở ví bằng một khóa khác.',
  'owners.removed': 'Xong: khóa truy cập đã được xóa khỏi danh sách chủ sở hữu của ví này.',
  'recovery.clear': 'Xóa địa chỉ khôi phục',
  'recovery.clearedDone': 'Xong: ví này không có địa chỉ khôi phục.',
}
