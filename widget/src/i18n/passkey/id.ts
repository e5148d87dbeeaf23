import type { passkeyEn } from './en'

export const passkeyId: Record<keyof typeof passkeyEn, string> = {
  'passkey.onlyKey':
    'Kunci sandi Anda adalah satu-satunya kunci ke dompet ini. Tidak ada frasa pemulihan: jika Anda kehilangan kunci sandi, tidak ada seorang pun (baik Walletport maupun situs ini) yang dapat memulihkan dana. Agar aman, tambahkan kunci sandi kedua di perangkat lain.',
  'passkey.keys':
    '{count, plural, other {# kunci sandi}} memiliki dompet ini: salah satu di antaranya dapat menggunakannya. Simpan di perangkat yang berbeda.',
  'passkey.onlyKeyRecoverable':
    'Kunci sandi Anda adalah satu-satunya kunci ke dompet ini. Jika Anda kehilangannya, alamat pemulihan Anda {recoverer} dapat menambahkan kunci sandi baru setelah jeda di bawah. Kunci sandi kedua di perangkat lain lebih cepat.',
  'passkey.synced':
    'Penyedia kunci sandi Anda melaporkan kunci sandi ini tersinkron: kunci ini ada di perangkat yang masuk ke penyedia tersebut (misalnya iCloud Keychain atau Pengelola Sandi Google).',
  'passkey.deviceOnly': 'Kunci sandi ini tidak tersinkron: kunci ini hanya ada di perangkat atau kunci keamanan ini.',
  'passkey.syncUnknown':
    'Browser Anda tidak memberi tahu apakah kunci sandi ini tersinkron ke perangkat Anda yang lain.',
  'passkey.add': 'Tambahkan kunci sandi kedua',
  'passkey.adding': 'Menambahkan… buat kunci sandi baru, lalu konfirmasi dengan kunci sandi Anda saat ini',
  'passkey.added': 'Selesai: kunci sandi kedua sekarang menjadi pemilik dompet ini.',
  'passkey.addCancelled': 'Dibatalkan: tidak ada kunci sandi yang ditambahkan.',
  'passkey.addFailed': 'Kunci sandi kedua tidak dapat ditambahkan: {reason}',
  'permissions.title': 'Izin untuk aplikasi',
  'permissions.none': 'Tidak ada situs yang boleh mengambil apa pun dari dompet ini tanpa bertanya kepada Anda.',
  'permissions.unreadable': 'Izin dompet ini tidak dapat dibaca dari jaringan. Coba lagi nanti.',
  'permissions.usedThisPeriod': 'Terpakai periode ini: {used}. Berakhir {until}.',
  'permissions.usedInAll': 'Terpakai sejauh ini: {used}. Berakhir {until}.',
  'permissions.revoke': 'Cabut',
  'permissions.revoking': 'Periksa permintaan lalu konfirmasi…',
  'recovery.title': 'Alamat pemulihan',
  'recovery.none':
    'Tidak ada alamat pemulihan. Tetapkan dompet yang Anda miliki di tempat lain (aplikasi dompet lain, dompet perangkat keras, orang yang Anda percayai): jika Anda kehilangan semua kunci sandi, dompet itu dapat menambahkan kunci sandi baru setelah {delay}, dan kunci sandi mana pun milik Anda dapat menghentikannya selama waktu itu.',
  'recovery.current':
    '{recoverer} dapat mengusulkan kunci sandi baru untuk dompet ini; usulan berlaku {delay} kemudian kecuali Anda membatalkannya.',
  'recovery.address': 'Alamat pemulihan',
  'recovery.name': 'Tetapkan alamat pemulihan',
  'recovery.change': 'Ubah alamat pemulihan',
  'recovery.invalid':
    'Masukkan alamat: 0x dan 40 karakter heksadesimal (alamat dengan huruf besar-kecil campuran harus memiliki checksum yang valid).',
  'recovery.self': 'Dompet ini tidak dapat menjadi alamat pemulihannya sendiri.',
  'recovery.asking': 'Periksa permintaan lalu konfirmasikan…',
  'recovery.named': 'Selesai: {recoverer} adalah alamat pemulihan dompet ini.',
  'recovery.rejected': 'Dibatalkan: tidak ada yang diubah.',
  'recovery.failed': 'Tidak diubah: {reason}',
  'recovery.unreadable': 'Pengaturan pemulihan tidak dapat dibaca: {reason}',
  'recovery.pending':
    'Pemulihan tertunda: {recoverer} mengusulkan kunci sandi baru untuk dompet ini. Usulan dapat berlaku mulai {time}. Jika ini bukan Anda, batalkan sekarang.',
  'recovery.ready':
    'Pemulihan siap: {recoverer} mengusulkan kunci sandi baru, yang kini dapat ditambahkan siapa saja ke dompet ini. Jika ini bukan Anda, batalkan sekarang.',
  'recovery.cancel': 'Batalkan pemulihan',
  'recovery.cancelLater': 'Selesaikan dulu permintaan di layar, lalu batalkan pemulihan.',
  'recovery.cancelled': 'Pemulihan dibatalkan.',
  'passkeyWindow.create': 'Buat dompet kunci sandi Anda',
  'passkeyWindow.use': 'Gunakan kunci sandi Anda',
  'passkeyWindow.addPasskey': 'Tambahkan kunci sandi kedua',
  'passkeyWindow.recover': 'Buat kunci sandi baru untuk dompet yang Anda pulihkan',
  'passkeyWindow.why':
    'Dompet tidak dapat meminta kunci sandi Anda di dalam halaman {site} (situs atau browser ini tidak mengizinkannya), jadi dompet memintanya di jendelanya sendiri ini. Kunci sandi Anda hanya berfungsi untuk dompet, tidak pernah untuk situs.',
  'passkeyWindow.continue': 'Lanjutkan dengan kunci sandi Anda',
  'passkeyWindow.loading': 'Menunggu dompet…',
  'passkeyWindow.orphan': 'Jendela ini hanya berfungsi jika dibuka oleh dompet.',
  'passkeyWindow.pressAgain':
    'Browser ini meminta kunci sandi di jendelanya sendiri, bukan di dalam halaman ini. Tekan tombol sekali lagi untuk melanjutkan di sana.',
  'passkeyWindow.blocked': 'Browser memblokir jendela kunci sandi. Izinkan pop-up untuk dompet, lalu coba lagi.',
  'passkey.unsupported':
    'Browser ini tidak dapat menyimpan dompet kunci sandi: browser ini tidak mendukung kunci sandi (WebAuthn) di sini. Gunakan browser lain, atau aplikasi dompet.',
  'recover.title': 'Pulihkan dompet kunci sandi',
  'recover.intro':
    'Kehilangan kunci sandi dompet yang menetapkan dompet ini sebagai alamat pemulihannya? Usulkan kunci sandi baru untuknya di sini. Usulan berlaku setelah jeda dompet tersebut, kecuali salah satu kunci sandinya membatalkannya.',
  'recover.find': 'Cari dompet yang dapat saya pulihkan',
  'recover.searching': 'Mencari dompet yang menetapkan alamat ini…',
  'recover.noneFound':
    'Tidak ada dompet kunci sandi yang menetapkan alamat ini baru-baru ini. Masukkan alamat dompet jika Anda mengetahuinya.',
  'recover.account': 'Alamat dompet yang akan dipulihkan',
  'recover.check': 'Periksa dompet ini',
  'recover.idle': '{account}: tidak ada pemulihan yang tertunda.',
  'recover.waiting': '{account}: kunci sandi baru telah diusulkan; usulan dapat berlaku mulai {time}.',
  'recover.ready': '{account}: jeda telah berlalu; kunci sandi yang diusulkan dapat ditambahkan sekarang.',
  'recover.propose': 'Usulkan kunci sandi baru',
  'recover.proposeAgain': 'Usulkan kunci sandi lain sebagai gantinya',
  'recover.execute': 'Selesaikan pemulihan',
  'recover.asking': 'Buat kunci sandi jika diminta, lalu periksa permintaan dan konfirmasikan…',
  'recover.invalid': 'Masukkan alamat dompet: 0x dan 40 karakter heksadesimal.',
  'recover.notRecoverer':
    'Dompet ini bukan alamat pemulihan {account}: hanya alamat pemulihannya yang dapat mengusulkan kunci sandi baru.',
  'recover.notPasskeyAccount': '{account} bukan dompet kunci sandi dari layanan ini: tidak ada yang dikirim.',
  'recover.nothingPending':
    'Tidak ada pemulihan yang tertunda untuk dompet ini: pemulihan sudah selesai atau dibatalkan, atau tidak pernah diusulkan.',
  'recover.notReady': 'Belum: jeda pemulihan ini belum berlalu.',
  'recover.checkDone': 'Dompet ini dapat memulihkan {account}.',
  'recover.proposeDone':
    'Diusulkan: kunci sandi baru Anda dapat mengambil alih {account} setelah jeda berlalu. Kembalilah saat itu untuk menyelesaikan pemulihan.',
  'recover.warning':
    'Siapa pun dapat menetapkan dompet Anda sebagai alamat pemulihan mereka. Pulihkan hanya dompet yang alamat lengkapnya Anda ketahui milik Anda.',
  'recover.namedOn': 'Dompet itu menetapkan dompet ini pada {date}. Pemilik saat ini: {owners}.',
  'recover.owners': 'Pemilik saat ini: {owners}.',
  'recover.executeDone':
    'Selesai: kunci sandi baru Anda kini memiliki {account}. Pemilik lain yang masih dimilikinya: {others} (panel pemiliknya mencantumkan mereka: hapus yang hilang atau tidak Anda kenal). Putuskan koneksi, lalu pilih "Gunakan kunci sandi saya" untuk membukanya.',
  'recover.rejected': 'Dibatalkan: tidak ada yang dikirim.',
  'recover.passkeyLeft':
    'Kunci sandi yang dibuat untuk usulan ini tetap ada di perangkat Anda tetapi tidak membuka apa pun: Anda dapat menghapusnya di pengaturan kunci sandi perangkat Anda.',
  'recover.failed': 'Pemulihan gagal: {reason}',
  'owners.this': 'Kunci sandi {tag} (yang ini)',
  'owners.other': 'Kunci sandi {tag}',
  'owners.notPasskey':
    'Pemilik {tag}: jenis pemilik lain (bukan kunci sandi). Pemilik ini dapat menggunakan dompet ini seperti kunci sandi; hapus kecuali Anda yang menambahkannya.',
  'owners.unknownVerifier':
    'Pemilik {tag}: jenis pemilik yang tidak dikenal. Tampak seperti kunci sandi, tetapi tanda tangannya diperiksa oleh {verifier}, bukan oleh pemverifikasi kunci sandi dompet ini, sehingga pembuat kontrak itulah yang menentukan apa yang diterimanya. Hapus kecuali Anda yang menambahkannya.',
  'owners.mixed':
    '{count, plural, other {# pemilik}} dapat menggunakan dompet ini, tidak semuanya kunci sandi: periksa masing-masing di bawah.',
  'owners.remove': 'Hapus',
  'owners.lastOne':
    'Ini satu-satunya kunci sandi dompet: kunci ini tidak dapat dihapus, atau tidak ada yang dapat menggunakan dompet.',
  'owners.removeOther': 'Untuk menghapus kunci sandi yang sedang Anda gunakan, buka dompet dengan kunci sandi lain.',
  'owners.removed': 'Selesai: kunci sandi telah dihapus dari pemilik dompet ini.',
  'recovery.clear': 'Hapus alamat pemulihan',
  'recovery.clearedDone': 'Selesai: dompet ini tidak memiliki alamat pemulihan.',
}
