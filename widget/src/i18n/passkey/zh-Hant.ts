import type { passkeyEn } from './en'

export const passkeyZhHant: Record<keyof typeof passkeyEn, string> = {
  'passkey.onlyKey':
    '您的通行密鑰是這個錢包唯一的鑰匙。沒有復原詞組：如果您遺失了通行密鑰，任何人（無論是 Walletport 還是這個網站）都無法取回資金。為了安全，請在另一部裝置上新增第二個通行密鑰。',
  'passkey.keys':
    '{count, plural, other {# 個通行密鑰擁有這個錢包：其中任何一個都可以使用它。請將它們保存在不同的裝置上。}}',
  'passkey.onlyKeyRecoverable':
    '您的通行密鑰是這個錢包唯一的鑰匙。如果遺失，您的復原地址 {recoverer} 可以在下方的等待期之後新增新的通行密鑰。在另一部裝置上新增第二個通行密鑰會更快。',
  'passkey.synced':
    '您的通行密鑰提供者回報這個通行密鑰已同步：它存在於登入該提供者的裝置上（例如 iCloud 鑰匙圈或 Google 密碼管理工具）。',
  'passkey.deviceOnly': '這個通行密鑰未同步：它只存在於這部裝置或安全金鑰上。',
  'passkey.syncUnknown': '您的瀏覽器沒有說明這個通行密鑰是否已同步到您的其他裝置。',
  'passkey.add': '新增第二個通行密鑰',
  'passkey.adding': '正在新增…請建立新的通行密鑰，然後用目前的通行密鑰確認',
  'passkey.added': '完成：第二個通行密鑰現在是這個錢包的擁有者。',
  'passkey.addCancelled': '已取消：沒有新增通行密鑰。',
  'passkey.addFailed': '無法新增第二個通行密鑰：{reason}',
  'recovery.title': '復原地址',
  'recovery.none':
    '沒有復原地址。請指定一個您在別處持有的錢包（另一個錢包 App、硬體錢包或您信任的人）：如果您遺失了所有通行密鑰，它可以在 {delay} 後新增新的通行密鑰，在這段期間您的任何一個通行密鑰都可以阻止它。',
  'recovery.current': '{recoverer} 可以為這個錢包提議新的通行密鑰；除非您取消，否則提議會在 {delay} 後生效。',
  'recovery.address': '復原地址',
  'recovery.name': '指定復原地址',
  'recovery.change': '變更復原地址',
  'recovery.invalid': '請輸入地址：0x 加上 40 個十六進位字元（大小寫混合的地址必須有有效的檢查碼）。',
  'recovery.self': '這個錢包不能作為自己的復原地址。',
  'recovery.asking': '請檢查請求並確認…',
  'recovery.named': '完成：{recoverer} 現在是這個錢包的復原地址。',
  'recovery.rejected': '已取消：沒有任何變更。',
  'recovery.failed': '未變更：{reason}',
  'recovery.unreadable': '無法讀取復原設定：{reason}',
  'recovery.pending':
    '復原待處理：{recoverer} 為這個錢包提議了新的通行密鑰。它可能從 {time} 起生效。如果這不是您本人所為，請立即取消。',
  'recovery.ready':
    '復原已就緒：{recoverer} 提議了新的通行密鑰，現在任何人都可以將它新增到這個錢包。如果這不是您本人所為，請立即取消。',
  'recovery.cancel': '取消復原',
  'recovery.cancelLater': '請先完成畫面上的請求，然後再取消復原。',
  'recovery.cancelled': '復原已取消。',
  'passkeyWindow.create': '建立您的通行密鑰錢包',
  'passkeyWindow.use': '使用您的通行密鑰',
  'passkeyWindow.addPasskey': '新增第二個通行密鑰',
  'passkeyWindow.recover': '為要復原的錢包建立新的通行密鑰',
  'passkeyWindow.why':
    '錢包無法在 {site} 的頁面內要求您的通行密鑰（該網站或這個瀏覽器不允許），因此改在它自己的這個視窗中要求。您的通行密鑰只用於錢包，絕不用於該網站。',
  'passkeyWindow.continue': '使用通行密鑰繼續',
  'passkeyWindow.loading': '正在等待錢包…',
  'passkeyWindow.orphan': '這個視窗只有在由錢包開啟時才能使用。',
  'passkeyWindow.pressAgain':
    '這個瀏覽器會在獨立的視窗中（而不是在這個頁面內）要求通行密鑰。請再按一次按鈕，在那裡繼續。',
  'passkeyWindow.blocked': '瀏覽器封鎖了通行密鑰視窗。請允許錢包的彈出式視窗，然後再試一次。',
  'passkey.unsupported':
    '這個瀏覽器無法使用通行密鑰錢包：它在此處不支援通行密鑰（WebAuthn）。請使用其他瀏覽器或錢包 App。',
  'recover.title': '復原通行密鑰錢包',
  'recover.intro':
    '某個錢包把這個錢包指定為復原地址，而您遺失了它的通行密鑰？請在這裡為它提議新的通行密鑰。提議會在該錢包的等待期之後生效，除非它的某個通行密鑰取消了提議。',
  'recover.find': '尋找我可以復原的錢包',
  'recover.searching': '正在尋找指定了這個地址的錢包…',
  'recover.noneFound': '最近沒有通行密鑰錢包指定這個地址。如果您知道錢包的地址，請輸入。',
  'recover.account': '要復原的錢包地址',
  'recover.check': '檢查這個錢包',
  'recover.idle': '{account}：沒有待處理的復原。',
  'recover.waiting': '{account}：已提議新的通行密鑰；它可能從 {time} 起生效。',
  'recover.ready': '{account}：等待期已過；現在可以新增提議的通行密鑰。',
  'recover.propose': '提議新的通行密鑰',
  'recover.proposeAgain': '改為提議另一個通行密鑰',
  'recover.execute': '完成復原',
  'recover.asking': '如有提示，請建立通行密鑰，然後檢查請求並確認…',
  'recover.invalid': '請輸入錢包地址：0x 加上 40 個十六進位字元。',
  'recover.notRecoverer': '這個錢包不是 {account} 的復原地址：只有它的復原地址才能提議新的通行密鑰。',
  'recover.notPasskeyAccount': '{account} 不是這項服務的通行密鑰錢包：沒有傳送任何內容。',
  'recover.nothingPending': '這個錢包沒有待處理的復原：它已經完成或被取消，或者從未被提議。',
  'recover.notReady': '還不行：這項復原的等待期尚未結束。',
  'recover.checkDone': '這個錢包可以復原 {account}。',
  'recover.proposeDone': '已提議：等待期結束後，您的新通行密鑰就可以接管 {account}。屆時請回來完成復原。',
  'recover.warning': '任何人都可以把您的錢包指定為他們的復原地址。只復原您確知完整地址屬於您的錢包。',
  'recover.namedOn': '它在 {date} 指定了這個錢包。目前的擁有者：{owners}。',
  'recover.owners': '目前的擁有者：{owners}。',
  'recover.executeDone':
    '完成：您的新通行密鑰現在擁有 {account}。它仍有的其他擁有者：{others}（它的擁有者面板會列出它們：移除您遺失的或不認得的）。請中斷連結，然後選擇「使用我的通行密鑰」來開啟它。',
  'recover.rejected': '已取消：沒有傳送任何內容。',
  'recover.passkeyLeft':
    '為這項提議建立的通行密鑰仍保留在您的裝置上，但無法開啟任何東西：您可以在裝置的通行密鑰設定中刪除它。',
  'recover.failed': '復原失敗：{reason}',
  'owners.this': '通行密鑰 {tag}（目前這個）',
  'owners.other': '通行密鑰 {tag}',
  'owners.notPasskey':
    '擁有者 {tag}：另一種擁有者（不是通行密鑰）。它可以像通行密鑰一樣使用這個錢包；除非是您新增的，否則請移除它。',
  'owners.unknownVerifier':
    '擁有者 {tag}：不明類型的擁有者。它看起來像通行密鑰，但它的簽章由 {verifier} 驗證，而不是由這個錢包的通行密鑰驗證器驗證，因此它接受什麼由建立該合約的人決定。除非是您新增的，否則請移除它。',
  'owners.mixed': '{count, plural, other {# 個擁有者可以使用這個錢包，並非全部都是通行密鑰：請逐一檢查下方的每一個。}}',
  'owners.remove': '移除',
  'owners.lastOne': '這是這個錢包唯一的通行密鑰：無法移除，否則任何人都無法使用這個錢包。',
  'owners.removeOther': '若要移除您正在使用的通行密鑰，請用另一個通行密鑰開啟錢包。',
  'owners.removed': '完成：已從這個錢包的擁有者中移除該通行密鑰。',
  'recovery.clear': '移除復原地址',
  'recovery.clearedDone': '完成：這個錢包沒有復原地址。',
}
