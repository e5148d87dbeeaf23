import type { ReviewKey } from './en'

/** Turkish texts of the reviews: every key of ./en.ts (tests/unit/widget/i18n/i18n.test.ts). */
export const reviewTr: Record<ReviewKey, string> = {
  'approval.grantPermission': 'Bu siteye cüzdanınızdan alma izni verin',
  'approval.walletSetting': 'Cüzdanınızın bir ayarını değiştirin',
  'approval.byWallet': 'Bu isteği {site} değil, cüzdanınız yapıyor. Onaylamadan önce her satırı kontrol edin.',
  'approval.rebuilt':
    'Cüzdan hesap veya ağ değiştirdi, bu yüzden bu inceleme yeniden oluşturuldu. Bir kez daha kontrol edin.',
  'approval.outcomeChanged':
    'Onayladığınız anda yeniden simüle edildiğinde bu işlem artık incelemenin gösterdiğinden farklı bir şey yapacaktı. Hiçbir şey gönderilmedi: yeni incelemeyi kontrol edip tekrar onaylayın.',
  'review.account': 'Hesabınız',
  'review.willRevert': 'Ağ bunun başarısız olmasını bekliyor: {reason}. Ücreti yine de ödersiniz.',
  'review.behavesDifferently':
    'Bu sözleşme izlendiğinde farklı davranıyor: ikinci bir önizlemede başka tutarlar taşıdı. Burada gösterdiği şey, gerçekte olacak şey olmayabilir.',
  'review.transfer': '{amount} tutarını {to} adresine gönder',
  'review.transferFrom': '{amount} tutarını {from} adresinden {to} adresine taşı',
  'review.idOrUnits': '{amount} temel birim (veya öğe no. {amount})',
  'review.approve': '{spender} adresinin {amount} harcamasına izin ver',
  'review.increaseAllowance': '{spender} adresinin {amount} daha harcamasına izin ver',
  'review.permit2Approve':
    '{spender} adresinin Permit2 üzerinden {amount} {token} harcamasına izin ver, bitiş: {expiry}',
  'review.unlimited': 'sınırsız tutar',
  'review.never': 'hiçbir zaman',
  'review.approveAll': '{operator} adresinin bu koleksiyondaki tüm öğelerinizi taşımasına izin ver',
  'review.revokeAll': '{operator} adresinin bu koleksiyon için iznini geri al',
  'review.approveAllWarning':
    'Tümü için onay: operatör {collection} koleksiyonunda sahip olduğunuz her öğeyi şimdi ve ileride alabilir.',
  'review.unknownCall': 'Sözleşme çağrısı (fonksiyon {selector})',
  'review.setRecovery':
    '{recoverer} adresinin bu cüzdan için yeni bir geçiş anahtarı önermesine izin verir; iptal etmezseniz öneri {delay} sonra geçerli olur',
  'review.cancelRecovery': 'Bekleyen kurtarmayı iptal eder: önerilen geçiş anahtarı eklenmez',
  'review.clearRecovery': 'Kurtarma adresini kaldırır: artık kimse bu cüzdan için yeni bir geçiş anahtarı öneremez',
  'review.permit.permit': 'Token izni (EIP-2612): bu imza, harcama yetkilisinin tokenlarınızı almasına izin verir',
  'review.permit.daiPermit': 'Token izni (DAI tarzı): bu imza, harcama yetkilisinin tokenlarınızı almasına izin verir',
  'review.permit.permit2Single':
    'Permit2 harcama izni: bu imza, harcama yetkilisinin tokenlarınızı almasına izin verir',
  'review.permit.permit2Batch':
    'Birden çok token için Permit2 harcama izni: bu imza, harcama yetkilisinin onları almasına izin verir',
  'review.permit.permit2TransferFrom':
    'Permit2 transferi: bu imza, harcama yetkilisinin tokenlarınızı bir kez almasına izin verir',
  'review.permit.permit2BatchTransferFrom':
    'Birden çok tokenın Permit2 transferi: bu imza, harcama yetkilisinin onları bir kez almasına izin verir',
  'review.permitUnlimited':
    'Sınırsız: harcama yetkilisi sahip olduğunuz bu tokenların hepsini şimdi ve ileride alabilir.',
  'review.expires': 'İznin bitişi',
  'review.signatureDeadline': 'İmzanın son kullanım zamanı',
  'review.domain': 'Kimin için imzalanıyor',
  'review.messageOf': 'Veri ({type})',
  'review.hexOnly': 'Bu baytlar metin değil, bu yüzden oldukları gibi gösteriliyor.',
  'review.blindHash':
    'Bu, 32 baytlık bir özet (hash): neyi temsil ettiği gösterilemez. Bir işlemi veya bir token iznini onaylıyor olabilir. Yalnızca bu siteye tamamen güveniyorsanız imzalayın.',
  'review.signInSite': 'Oturum açtığınız yer',
  'review.signInStatement': 'Sitenin beyanı',
  'review.signInIssued': 'Yazıldığı zaman',
  'review.signInNotBefore': 'Geçerlilik başlangıcı',
  'review.signInExpires': 'Oturumun sona ermesi',
  'review.signInUri': 'Hedef',
  'review.signInNonce': 'Nonce',
  'review.signInRequestId': 'İstek kimliği',
  'review.signInResources': 'Ayrıca kefil olduğu kaynaklar',
  'review.signInResourcesNote':
    'İmzalayarak bu kaynaklara da kefil olursunuz: bir site bunları kendisine verdiğiniz haklar olarak okuyabilir. Bu oturum açma güvenli bir pencerede onaylanır.',
  'review.signInChain': 'ağ {chainId}',
  'review.signInText': 'İmzalanan haliyle mesajın tamamı',
  'review.siweDomain':
    'Bu oturum açma mesajı {messageDomain} için, ancak isteyen site {hostDomain}. İmzalamanız, o diğer sitede sizin adınıza oturum açılmasına yol açabilir.',
  'review.siweChain':
    'Bu oturum açma mesajı {messageChainId} kimlikli ağ için, ancak cüzdanınız {chainId} kimlikli ağda.',
  'review.invisible':
    'Metin görünmez veya yazı yönünü değiştiren karakterler içeriyor; bunlar ⟨U+…⟩ işaretleri olarak gösteriliyor.',
  'batch.atomicCalls':
    '{count, plural, one {# çağrı, tek bir işlemde ya hep ya hiç} other {# çağrı, tek bir işlemde ya hep ya hiç}}',
  'batch.atomicCaveat':
    'Çağrılar, geçiş anahtarlı cüzdanınızın tek bir işleminde birlikte çalışır: ya hepsi gerçekleşir ya da hiçbiri.',
  'batch.builderCodes': 'Geliştirici kodları',
  'batch.builderCodesNote':
    'Sitenin atfı (ERC-8021), uygulamanın hak ettiği payı alması için gönderilenin sonuna eklenir: hiçbir şey taşımaz ve önizlemede yer alır.',
  'review.addSigner':
    'Bu cüzdana sahip olarak yeni bir geçiş anahtarı ekler: bu anahtar cüzdanı sizinki kadar tam olarak kullanabilir',
  'review.removeSigner':
    '{tag} geçiş anahtarını bu cüzdanın sahiplerinden kaldırır: bu anahtar cüzdanı artık kullanamaz',
  'review.proposeRecovery':
    'Kurtarma adresi olarak, {account} cüzdanına sahip olacak yeni bir geçiş anahtarı önerir: öneri o cüzdanın bekleme süresinden sonra geçerli olur; yeter ki cüzdanın geçiş anahtarlarından biri iptal etmesin. O cüzdan için bekleyen her öneriyi değiştirir ve bekleme süresini yeniden başlatır',
  'review.grantPeriodic':
    '{site}, {until} tarihine kadar bu cüzdandan her {period} en fazla {amount} alabilir; alan: {redeemer}',
  'review.grantStream':
    '{site}, {until} tarihine kadar bu cüzdandan önce {initial}, sonra saniyede {rate}, toplamda en fazla {max} alabilir; alan: {redeemer}',
  'review.grantAllowance':
    '{site}, {until} tarihine kadar bu cüzdandan toplamda en fazla {amount} alabilir; alan: {redeemer}',
  'review.grantAnyRecipient':
    'Bu adres onu herhangi bir adrese gönderebilir: bu izin, bu cüzdandan neyin çıktığını sınırlar, nereye gittiğini değil.',
  'review.grantTotal':
    'Sona ermeden önce toplamda en fazla {total}. Bunu cüzdanda istediğiniz zaman iptal edebilirsiniz.',
  'review.grantStarts': '{start} tarihinden önce kullanılamaz.',
  'review.revokeUntilIncluded': 'İptal zincire yazılana kadar site, iznin şu anda izin verdiğini hâlâ alabilir.',
  'review.grantToken': 'Token sözleşmesi: {token}',
  'review.revokePermission': '{id} numaralı izni iptal eder: sitesi artık bu cüzdandan hiçbir şey alamaz',
  'review.executeRecovery': '{account} cüzdanının kurtarmasını tamamlar: onun için önerilen geçiş anahtarı sahip olur',
}
