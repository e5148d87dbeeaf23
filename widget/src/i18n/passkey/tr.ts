import type { passkeyEn } from './en'

/** Turkish texts of the passkey wallet's panel. */
export const passkeyTr: Record<keyof typeof passkeyEn, string> = {
  'passkey.onlyKey':
    'Geçiş anahtarınız bu cüzdanın tek anahtarıdır. Kurtarma ifadesi yoktur: geçiş anahtarını kaybederseniz hiç kimse (ne Walletport ne de bu site) varlıkları kurtaramaz. Güvende olmak için başka bir cihaza ikinci bir geçiş anahtarı ekleyin.',
  'passkey.keys':
    '{count, plural, one {Bu cüzdanın # geçiş anahtarı sahibi var ve cüzdanı kullanabilir. Anahtarlarınızı farklı cihazlarda tutun.} other {Bu cüzdanın # geçiş anahtarı sahibi var: her biri cüzdanı kullanabilir. Onları farklı cihazlarda tutun.}}',
  'passkey.onlyKeyRecoverable':
    'Geçiş anahtarınız bu cüzdanın tek anahtarıdır. Onu kaybederseniz, {recoverer} kurtarma adresiniz aşağıdaki bekleme süresinden sonra yeni bir geçiş anahtarı ekleyebilir. Başka bir cihazdaki ikinci bir geçiş anahtarı daha hızlıdır.',
  'passkey.synced':
    'Geçiş anahtarı sağlayıcınız bu geçiş anahtarını eşitlenmiş olarak bildiriyor: bu sağlayıcıda oturum açılmış cihazlarda bulunur (örneğin iCloud Anahtar Zinciri veya Google Şifre Yöneticisi).',
  'passkey.deviceOnly': 'Bu geçiş anahtarı eşitlenmiyor: yalnızca bu cihazda veya güvenlik anahtarında bulunur.',
  'passkey.syncUnknown': 'Tarayıcınız bu geçiş anahtarının diğer cihazlarınızla eşitlenip eşitlenmediğini bildirmedi.',
  'passkey.add': 'İkinci bir geçiş anahtarı ekle',
  'passkey.adding': 'Ekleniyor… yeni geçiş anahtarını oluşturun, ardından mevcut anahtarınızla onaylayın',
  'passkey.added': 'Tamam: ikinci geçiş anahtarı artık bu cüzdanın sahiplerinden biri.',
  'passkey.addCancelled': 'İptal edildi: hiçbir geçiş anahtarı eklenmedi.',
  'passkey.addFailed': 'İkinci geçiş anahtarı eklenemedi: {reason}',
  'permissions.title': 'Uygulama izinleri',
  'permissions.none': 'Hiçbir site size sormadan bu cüzdandan bir şey alamaz.',
  'permissions.unreadable': 'Bu cüzdanın izinleri ağdan okunamadı. Daha sonra tekrar deneyin.',
  'permissions.usedThisPeriod': 'Bu dönemde kullanılan: {used}. Bitiş: {until}.',
  'permissions.usedInAll': 'Şimdiye kadar kullanılan: {used}. Bitiş: {until}.',
  'permissions.revoke': 'İptal et',
  'permissions.revoking': 'İsteği kontrol edip onaylayın…',
  'recovery.title': 'Kurtarma adresi',
  'recovery.none':
    'Kurtarma adresi yok. Başka bir yerde sahip olduğunuz bir cüzdanı belirleyin (başka bir cüzdan uygulaması, bir donanım cüzdanı, güvendiğiniz biri): tüm geçiş anahtarlarınızı kaybederseniz, {delay} sonra yeni bir tane ekleyebilir ve bu süre içinde geçiş anahtarlarınızdan herhangi biri bunu durdurabilir.',
  'recovery.current':
    '{recoverer} bu cüzdan için yeni bir geçiş anahtarı önerebilir; iptal etmezseniz öneri {delay} sonra geçerli olur.',
  'recovery.address': 'Kurtarma adresi',
  'recovery.name': 'Kurtarma adresi belirle',
  'recovery.change': 'Kurtarma adresini değiştir',
  'recovery.invalid':
    'Bir adres girin: 0x ve 40 onaltılık karakter (büyük ve küçük harf karışık bir adresin sağlama toplamı geçerli olmalıdır).',
  'recovery.self': 'Bu cüzdan kendi kurtarma adresi olamaz.',
  'recovery.asking': 'İsteği kontrol edip onaylayın…',
  'recovery.named': 'Tamam: {recoverer} bu cüzdanın kurtarma adresi.',
  'recovery.rejected': 'İptal edildi: hiçbir şey değiştirilmedi.',
  'recovery.failed': 'Değiştirilmedi: {reason}',
  'recovery.unreadable': 'Kurtarma ayarları okunamadı: {reason}',
  'recovery.pending':
    'Kurtarma beklemede: {recoverer} bu cüzdan için yeni bir geçiş anahtarı önerdi. Anahtar {time} itibarıyla geçerli olabilir. Bu siz değilseniz, şimdi iptal edin.',
  'recovery.ready':
    'Kurtarma hazır: {recoverer} yeni bir geçiş anahtarı önerdi; bu anahtarı artık herkes bu cüzdana ekleyebilir. Bu siz değilseniz, şimdi iptal edin.',
  'recovery.cancel': 'Kurtarmayı iptal et',
  'recovery.cancelLater': 'Önce ekrandaki isteği tamamlayın, ardından kurtarmayı iptal edin.',
  'recovery.cancelled': 'Kurtarma iptal edildi.',
  'passkeyWindow.create': 'Geçiş anahtarlı cüzdanınızı oluşturun',
  'passkeyWindow.use': 'Geçiş anahtarınızı kullanın',
  'passkeyWindow.addPasskey': 'İkinci bir geçiş anahtarı ekleyin',
  'passkeyWindow.recover': 'Kurtardığınız cüzdanın yeni geçiş anahtarını oluşturun',
  'passkeyWindow.why':
    'Cüzdan, geçiş anahtarınızı {site} sayfasının içinde isteyemez (site veya bu tarayıcı buna izin vermiyor); bu yüzden kendi penceresinde istiyor. Geçiş anahtarınız yalnızca cüzdan için çalışır, asla site için değil.',
  'passkeyWindow.continue': 'Geçiş anahtarınızla devam edin',
  'passkeyWindow.loading': 'Cüzdan bekleniyor…',
  'passkeyWindow.orphan': 'Bu pencere yalnızca cüzdan tarafından açıldığında çalışır.',
  'passkeyWindow.pressAgain':
    'Bu tarayıcı geçiş anahtarlarını bu sayfanın içinde değil, kendi penceresinde ister. Orada devam etmek için düğmeye tekrar basın.',
  'passkeyWindow.blocked':
    'Tarayıcı geçiş anahtarı penceresini engelledi. Cüzdan için açılır pencerelere izin verin ve tekrar deneyin.',
  'passkey.unsupported':
    'Bu tarayıcı geçiş anahtarlı bir cüzdanı barındıramaz: burada geçiş anahtarlarını (WebAuthn) desteklemiyor. Başka bir tarayıcı veya bir cüzdan uygulaması kullanın.',
  'recover.title': 'Geçiş anahtarlı bir cüzdanı kurtarın',
  'recover.intro':
    'Bu cüzdanı kurtarma adresi olarak belirlemiş bir cüzdanın geçiş anahtarını mı kaybettiniz? Onun için burada yeni bir geçiş anahtarı önerin. Öneri, o cüzdanın bekleme süresinden sonra geçerli olur; yeter ki cüzdanın geçiş anahtarlarından biri iptal etmesin.',
  'recover.find': 'Kurtarabileceğim cüzdanları bul',
  'recover.searching': 'Bu adresi belirleyen cüzdanlar aranıyor…',
  'recover.noneFound':
    'Yakın zamanda hiçbir geçiş anahtarlı cüzdan bu adresi belirlemedi. Biliyorsanız cüzdanın adresini girin.',
  'recover.account': 'Kurtarılacak cüzdanın adresi',
  'recover.check': 'Bu cüzdanı kontrol et',
  'recover.idle': '{account}: bekleyen kurtarma yok.',
  'recover.waiting': '{account}: yeni bir geçiş anahtarı önerildi; {time} itibarıyla geçerli olabilir.',
  'recover.ready': '{account}: bekleme süresi doldu; önerilen geçiş anahtarı artık eklenebilir.',
  'recover.propose': 'Yeni bir geçiş anahtarı öner',
  'recover.proposeAgain': 'Bunun yerine başka bir geçiş anahtarı öner',
  'recover.execute': 'Kurtarmayı tamamla',
  'recover.asking': 'İstenirse geçiş anahtarını oluşturun, ardından isteği kontrol edip onaylayın…',
  'recover.invalid': 'Cüzdanın adresini girin: 0x ve 40 onaltılık karakter.',
  'recover.notRecoverer':
    'Bu cüzdan, {account} hesabının kurtarma adresi değil: yalnızca onun kurtarma adresi yeni bir geçiş anahtarı önerebilir.',
  'recover.notPasskeyAccount': '{account}, bu hizmetin geçiş anahtarlı bir cüzdanı değil: hiçbir şey gönderilmedi.',
  'recover.nothingPending':
    'Bu cüzdan için bekleyen bir kurtarma yok: kurtarma zaten tamamlandı veya iptal edildi ya da hiç önerilmedi.',
  'recover.notReady': 'Henüz değil: bu kurtarmanın bekleme süresi dolmadı.',
  'recover.checkDone': 'Bu cüzdan {account} hesabını kurtarabilir.',
  'recover.proposeDone':
    'Önerildi: bekleme süresi dolduğunda yeni geçiş anahtarınız {account} hesabını devralabilir. Kurtarmayı tamamlamak için o zaman geri gelin.',
  'recover.warning':
    'Herkes cüzdanınızı kendi kurtarma adresi olarak belirleyebilir. Yalnızca tam adresinin size ait olduğunu bildiğiniz bir cüzdanı kurtarın.',
  'recover.namedOn': 'Bu cüzdanı şu tarihte belirledi: {date}. Şu anki sahipler: {owners}.',
  'recover.owners': 'Şu anki sahipler: {owners}.',
  'recover.executeDone':
    'Tamam: yeni geçiş anahtarınız artık {account} hesabının sahibi. Hesabın hâlâ sahip olduğu diğer sahipler: {others} (sahipler paneli bunları listeler: kaybettiğiniz veya tanımadığınız her birini kaldırın). Bağlantıyı kesin, ardından açmak için “Geçiş anahtarımı kullan” seçeneğini seçin.',
  'recover.rejected': 'İptal edildi: hiçbir şey gönderilmedi.',
  'recover.passkeyLeft':
    'Bu öneri için oluşturulan geçiş anahtarı cihazınızda kalır ama hiçbir şeyi açmaz: onu cihazınızın geçiş anahtarı ayarlarından silebilirsiniz.',
  'recover.failed': 'Kurtarma başarısız oldu: {reason}',
  'owners.this': 'Geçiş anahtarı {tag} (bu anahtar)',
  'owners.other': 'Geçiş anahtarı {tag}',
  'owners.notPasskey':
    'Sahip {tag}: başka türde bir sahip (geçiş anahtarı değil). Bu cüzdanı bir geçiş anahtarı gibi kullanabilir; siz eklemediyseniz kaldırın.',
  'owners.unknownVerifier':
    'Sahip {tag}: bilinmeyen türde bir sahip. Geçiş anahtarına benziyor, ancak imzaları bu cüzdanın geçiş anahtarı doğrulayıcısı tarafından değil, {verifier} tarafından denetleniyor; yani neyi kabul edeceğine o sözleşmeyi yapan kişi karar veriyor. Siz eklemediyseniz kaldırın.',
  'owners.mixed':
    '{count, plural, one {Bu cüzdanı # sahip kullanabilir ve bu sahip bir geçiş anahtarı değil: aşağıda kontrol edin.} other {Bu cüzdanı # sahip kullanabilir ve bazıları geçiş anahtarı değil: aşağıda her birini kontrol edin.}}',
  'owners.remove': 'Kaldır',
  'owners.lastOne': 'Bu, cüzdanın tek geçiş anahtarı: kaldırılamaz, yoksa cüzdanı kimse kullanamaz.',
  'owners.removeOther': 'Kullandığınız geçiş anahtarını kaldırmak için cüzdanı başka bir anahtarla açın.',
  'owners.removed': 'Tamam: geçiş anahtarı bu cüzdanın sahiplerinden kaldırıldı.',
  'recovery.clear': 'Kurtarma adresini kaldır',
  'recovery.clearedDone': 'Tamam: bu cüzdanın kurtarma adresi yok.',
}
