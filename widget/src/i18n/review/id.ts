import type { ReviewKey } from './en'

/** Indonesian texts of the reviews: every key of ./en.ts (tests/unit/widget/i18n/i18n.test.ts). */
export const reviewId: Record<ReviewKey, string> = {
  'approval.grantPermission': 'Beri situs ini izin untuk mengambil dari dompet Anda',
  'approval.walletSetting': 'Ubah pengaturan dompet Anda',
  'approval.byWallet': 'Diminta oleh dompet Anda, bukan oleh {site}. Periksa setiap baris sebelum mengonfirmasi.',
  'approval.rebuilt': 'Dompet berganti akun atau jaringan, jadi tinjauan ini dibuat ulang. Periksa sekali lagi.',
  'approval.outcomeChanged':
    'Saat disimulasikan ulang ketika Anda mengonfirmasi, ini sekarang akan melakukan hal lain dari yang ditampilkan tinjauan. Tidak ada yang dikirim: periksa tinjauan baru dan konfirmasi lagi.',
  'review.account': 'Akun Anda',
  'review.willRevert': 'Jaringan memperkirakan ini akan gagal: {reason}. Anda tetap akan membayar biayanya.',
  'review.behavesDifferently':
    'Kontrak ini berperilaku berbeda saat diawasi: pada pratinjau kedua, kontrak memindahkan jumlah lain. Apa yang ditampilkannya di sini mungkin bukan yang akan terjadi.',
  'review.transfer': 'Kirim {amount} ke {to}',
  'review.transferFrom': 'Pindahkan {amount} dari {from} ke {to}',
  'review.idOrUnits': '{amount} unit dasar (atau item #{amount})',
  'review.approve': 'Izinkan {spender} membelanjakan {amount}',
  'review.increaseAllowance': 'Izinkan {spender} membelanjakan {amount} lagi',
  'review.permit2Approve': 'Izinkan {spender} membelanjakan {amount} {token} melalui Permit2, hingga {expiry}',
  'review.unlimited': 'jumlah tanpa batas',
  'review.never': 'tanpa akhir',
  'review.approveAll': 'Izinkan {operator} memindahkan semua item Anda dari koleksi ini',
  'review.revokeAll': 'Cabut izin {operator} untuk koleksi ini',
  'review.approveAllWarning':
    'Persetujuan untuk semua: operator dapat mengambil setiap item yang Anda miliki di {collection}, sekarang dan nanti.',
  'review.unknownCall': 'Panggilan kontrak (fungsi {selector})',
  'review.setRecovery':
    'Mengizinkan {recoverer} mengusulkan kunci sandi baru untuk dompet ini; usulan berlaku setelah {delay} kecuali Anda membatalkannya',
  'review.cancelRecovery': 'Membatalkan pemulihan yang tertunda: kunci sandi yang diusulkan tidak ditambahkan',
  'review.clearRecovery':
    'Menghapus alamat pemulihan: tidak ada yang dapat mengusulkan kunci sandi baru untuk dompet ini',
  'review.permit.permit': 'Izin token (EIP-2612): tanda tangan ini memungkinkan pembelanja mengambil token Anda',
  'review.permit.daiPermit': 'Izin token (gaya DAI): tanda tangan ini memungkinkan pembelanja mengambil token Anda',
  'review.permit.permit2Single': 'Jatah Permit2: tanda tangan ini memungkinkan pembelanja mengambil token Anda',
  'review.permit.permit2Batch':
    'Jatah Permit2 untuk beberapa token: tanda tangan ini memungkinkan pembelanja mengambilnya',
  'review.permit.permit2TransferFrom':
    'Transfer Permit2: tanda tangan ini memungkinkan pembelanja mengambil token Anda satu kali',
  'review.permit.permit2BatchTransferFrom':
    'Transfer Permit2 untuk beberapa token: tanda tangan ini memungkinkan pembelanja mengambilnya satu kali',
  'review.permitUnlimited':
    'Tanpa batas: pembelanja dapat mengambil setiap token jenis ini yang Anda miliki, sekarang dan nanti.',
  'review.expires': 'Izin berakhir',
  'review.signatureDeadline': 'Tanda tangan dapat dipakai hingga',
  'review.domain': 'Ditandatangani untuk',
  'review.messageOf': 'Data ({type})',
  'review.hexOnly': 'Byte ini bukan teks, jadi ditampilkan apa adanya.',
  'review.blindHash':
    'Ini adalah hash 32 byte: apa yang diwakilinya tidak dapat ditampilkan. Hash ini bisa menyetujui transaksi atau izin token. Tanda tangani hanya jika Anda sepenuhnya memercayai situs ini.',
  'review.signInSite': 'Memasukkan Anda ke',
  'review.signInStatement': 'Kata situs',
  'review.signInIssued': 'Ditulis',
  'review.signInNotBefore': 'Berlaku mulai',
  'review.signInExpires': 'Masuk berakhir',
  'review.signInUri': 'Untuk',
  'review.signInNonce': 'Nonce',
  'review.signInRequestId': 'ID permintaan',
  'review.signInResources': 'Juga menjamin',
  'review.signInResourcesNote':
    'Penandatanganan juga menjamin sumber daya ini: situs dapat membacanya sebagai hak yang Anda berikan kepadanya. Proses masuk ini dikonfirmasi di jendela aman.',
  'review.signInChain': 'jaringan {chainId}',
  'review.signInText': 'Seluruh pesan, sebagaimana ditandatangani',
  'review.siweDomain':
    'Pesan masuk ini untuk {messageDomain}, tetapi situs yang meminta adalah {hostDomain}. Menandatanganinya dapat membuat situs lain itu masuk sebagai Anda.',
  'review.siweChain':
    'Pesan masuk ini untuk jaringan {messageChainId}, tetapi dompet Anda berada di jaringan {chainId}.',
  'review.invisible':
    'Teks berisi karakter tak terlihat atau pengubah arah; karakter tersebut ditampilkan sebagai penanda ⟨U+…⟩.',
  'batch.atomicCalls': '{count, plural, other {# panggilan}}, semua atau tidak sama sekali dalam satu operasi',
  'batch.atomicCaveat':
    'Panggilan dijalankan bersama dalam satu operasi dompet kunci sandi Anda: semuanya terjadi, atau tidak satu pun.',
  'batch.builderCodes': 'Kode builder',
  'batch.builderCodesNote':
    'Atribusi situs (ERC-8021), ditambahkan di akhir data yang dikirim agar aplikasi mendapat kredit: tidak memindahkan apa pun dan sudah termasuk dalam pratinjau.',
  'review.addSigner':
    'Menambahkan kunci sandi baru sebagai pemilik dompet ini: kunci itu dapat menggunakan dompet sepenuh kunci sandi Anda',
  'review.removeSigner':
    'Menghapus kunci sandi {tag} dari pemilik dompet ini: kunci itu tidak dapat lagi menggunakannya',
  'review.proposeRecovery':
    'Sebagai alamat pemulihan dompet {account}, mengusulkan kunci sandi baru sebagai pemiliknya: usulan berlaku setelah jeda dompet tersebut, kecuali salah satu kunci sandinya membatalkan. Usulan ini menggantikan usulan apa pun yang sedang menunggu untuk dompet tersebut dan memulai jeda dari awal',
  'review.grantPeriodic':
    '{site} boleh mengambil hingga {amount} setiap {period} dari dompet ini, sampai {until}, diambil oleh {redeemer}',
  'review.grantStream':
    '{site} boleh mengambil {initial} sekaligus, lalu {rate} per detik, hingga {max} seluruhnya, dari dompet ini sampai {until}, diambil oleh {redeemer}',
  'review.grantAllowance':
    '{site} boleh mengambil hingga {amount} seluruhnya dari dompet ini, sampai {until}, diambil oleh {redeemer}',
  'review.grantAnyRecipient':
    'Alamat itu boleh mengirimkannya ke alamat mana pun: izin ini membatasi apa yang keluar dari dompet ini, bukan ke mana perginya.',
  'review.grantTotal':
    'Paling banyak {total} seluruhnya sebelum berakhir. Anda dapat mencabutnya kapan saja di dompet.',
  'review.grantStarts': 'Izin ini tidak dapat digunakan sebelum {start}.',
  'review.revokeUntilIncluded':
    'Sampai pencabutan tercatat di chain, situs masih dapat mengambil apa yang diizinkan izin ini sekarang.',
  'review.grantToken': 'Kontrak token: {token}',
  'review.revokePermission': 'Mencabut izin #{id}: situsnya tidak dapat mengambil apa pun lagi dari dompet ini',
  'review.executeRecovery':
    'Menyelesaikan pemulihan dompet {account}: kunci sandi yang diusulkan untuknya menjadi pemilik',
}
