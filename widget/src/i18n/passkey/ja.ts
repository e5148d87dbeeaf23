import type { passkeyEn } from './en'

export const passkeyJa: Record<keyof typeof passkeyEn, string> = {
  'passkey.onlyKey':
    'このウォレットの鍵はあなたのパスキーだけです。リカバリーフレーズはありません。パスキーを失うと、誰も（Walletport もこのサイトも）資金を取り戻せません。安全のため、別のデバイスに 2 つ目のパスキーを追加してください。',
  'passkey.keys':
    '{count, plural, other {# 個のパスキーがこのウォレットを所有しています。どれでもこのウォレットを使えます。それぞれ別のデバイスに保管してください。}}',
  'passkey.onlyKeyRecoverable':
    'このウォレットの鍵はあなたのパスキーだけです。パスキーを失った場合は、下記の待機期間の後に復旧用アドレス {recoverer} が新しいパスキーを追加できます。別のデバイスに 2 つ目のパスキーを追加すれば、より早く復旧できます。',
  'passkey.synced':
    'パスキーのプロバイダによると、このパスキーは同期されています。そのプロバイダにサインインしているデバイス（iCloud キーチェーンや Google パスワード マネージャーなど）にあります。',
  'passkey.deviceOnly': 'このパスキーは同期されていません。このデバイスまたはセキュリティキーにのみ保存されています。',
  'passkey.syncUnknown': 'このパスキーがほかのデバイスに同期されているかどうか、ブラウザから情報がありませんでした。',
  'passkey.add': '2 つ目のパスキーを追加',
  'passkey.adding': '追加しています…新しいパスキーを作成し、現在のパスキーで確認してください',
  'passkey.added': '完了: 2 つ目のパスキーがこのウォレットの所有者になりました。',
  'passkey.addCancelled': 'キャンセルしました: パスキーは追加されていません。',
  'passkey.addFailed': '2 つ目のパスキーを追加できませんでした: {reason}',
  'permissions.title': 'アプリへの権限',
  'permissions.none': 'どのサイトも、あなたに確認せずにこのウォレットから何も取ることはできません。',
  'permissions.unreadable': 'このウォレットの権限をネットワークから読み取れませんでした。後でもう一度お試しください。',
  'permissions.usedThisPeriod': '今期の使用額: {used}。終了: {until}。',
  'permissions.usedInAll': 'これまでの使用額: {used}。終了: {until}。',
  'permissions.revoke': '取り消す',
  'permissions.revoking': 'リクエストを確認して承認してください…',
  'recovery.title': '復旧用アドレス',
  'recovery.none':
    '復旧用アドレスがありません。あなたが別の場所で管理しているウォレット（別のウォレットアプリ、ハードウェアウォレット、信頼できる人）を指定してください。すべてのパスキーを失った場合、そのウォレットは {delay} 後に新しいパスキーを追加できます。その間、あなたのどのパスキーでもそれを止められます。',
  'recovery.current':
    '{recoverer} はこのウォレットに新しいパスキーを提案できます。キャンセルしない限り、提案は {delay} 後に有効になります。',
  'recovery.address': '復旧用アドレス',
  'recovery.name': '復旧用アドレスを指定',
  'recovery.change': '復旧用アドレスを変更',
  'recovery.invalid':
    'アドレスを入力してください: 0x と 16 進数 40 文字（大文字と小文字が混在する場合は、正しいチェックサムが必要です）。',
  'recovery.self': 'このウォレット自身を復旧用アドレスにすることはできません。',
  'recovery.asking': 'リクエストを確認して承認してください…',
  'recovery.named': '完了: {recoverer} がこのウォレットの復旧用アドレスになりました。',
  'recovery.rejected': 'キャンセルしました: 何も変更されていません。',
  'recovery.failed': '変更されませんでした: {reason}',
  'recovery.unreadable': '復旧設定を読み取れませんでした: {reason}',
  'recovery.pending':
    '復旧が保留中です: {recoverer} がこのウォレットに新しいパスキーを提案しました。{time} から有効になり得ます。心当たりがない場合は、今すぐキャンセルしてください。',
  'recovery.ready':
    '復旧の準備ができています: {recoverer} が新しいパスキーを提案しており、今は誰でもそれをこのウォレットに追加できます。心当たりがない場合は、今すぐキャンセルしてください。',
  'recovery.cancel': '復旧をキャンセル',
  'recovery.cancelLater': '先に画面上のリクエストを完了してから、復旧をキャンセルしてください。',
  'recovery.cancelled': '復旧はキャンセルされました。',
  'passkeyWindow.create': 'パスキーウォレットを作成',
  'passkeyWindow.use': 'パスキーを使用',
  'passkeyWindow.addPasskey': '2 つ目のパスキーを追加',
  'passkeyWindow.recover': '復旧するウォレットの新しいパスキーを作成',
  'passkeyWindow.why':
    'ウォレットは {site} のページ内ではパスキーを要求できません（サイトまたはこのブラウザが許可していません）。そのため、専用のこのウィンドウで要求します。パスキーはウォレットにのみ使われ、サイトに使われることはありません。',
  'passkeyWindow.continue': 'パスキーで続ける',
  'passkeyWindow.loading': 'ウォレットを待っています…',
  'passkeyWindow.orphan': 'このウィンドウは、ウォレットが開いた場合にのみ機能します。',
  'passkeyWindow.pressAgain':
    'このブラウザは、このページ内ではなく専用のウィンドウでパスキーを要求します。続けるには、もう一度ボタンを押してください。',
  'passkeyWindow.blocked':
    'ブラウザがパスキーのウィンドウをブロックしました。ウォレットのポップアップを許可してから、もう一度お試しください。',
  'passkey.unsupported':
    'このブラウザではパスキーウォレットを使えません。ここではパスキー（WebAuthn）に対応していません。別のブラウザか、ウォレットアプリをお使いください。',
  'recover.title': 'パスキーウォレットを復旧',
  'recover.intro':
    'このウォレットを復旧用アドレスに指定したウォレットのパスキーを失いましたか？ここでそのウォレットに新しいパスキーを提案できます。そのウォレットの待機期間の後に有効になります。ただし、そのウォレットのパスキーのいずれかがキャンセルした場合は除きます。',
  'recover.find': '復旧できるウォレットを探す',
  'recover.searching': 'このアドレスを指定しているウォレットを探しています…',
  'recover.noneFound':
    '最近このアドレスを指定したパスキーウォレットはありません。ウォレットのアドレスがわかる場合は入力してください。',
  'recover.account': '復旧するウォレットのアドレス',
  'recover.check': 'このウォレットを確認',
  'recover.idle': '{account}: 保留中の復旧はありません。',
  'recover.waiting': '{account}: 新しいパスキーが提案されています。{time} から有効になり得ます。',
  'recover.ready': '{account}: 待機期間が過ぎました。提案されたパスキーを今すぐ追加できます。',
  'recover.propose': '新しいパスキーを提案',
  'recover.proposeAgain': '代わりに別のパスキーを提案',
  'recover.execute': '復旧を完了',
  'recover.asking': '求められたらパスキーを作成し、リクエストを確認して承認してください…',
  'recover.invalid': 'ウォレットのアドレスを入力してください: 0x と 16 進数 40 文字。',
  'recover.notRecoverer':
    'このウォレットは {account} の復旧用アドレスではありません。新しいパスキーを提案できるのは、その復旧用アドレスだけです。',
  'recover.notPasskeyAccount': '{account} はこのサービスのパスキーウォレットではありません。何も送信されていません。',
  'recover.nothingPending':
    'このウォレットに保留中の復旧はありません。すでに完了またはキャンセルされたか、提案されていません。',
  'recover.notReady': 'まだです: この復旧の待機期間が過ぎていません。',
  'recover.checkDone': 'このウォレットは {account} を復旧できます。',
  'recover.proposeDone':
    '提案しました: 待機期間が過ぎると、新しいパスキーで {account} を引き継げます。その時にまた来て、復旧を完了してください。',
  'recover.warning':
    '誰でもあなたのウォレットを自分の復旧用アドレスに指定できます。完全なアドレスが自分のものだとわかっているウォレットだけを復旧してください。',
  'recover.namedOn': '{date} にこのウォレットを指定しました。現在の所有者: {owners}。',
  'recover.owners': '現在の所有者: {owners}。',
  'recover.executeDone':
    '完了: 新しいパスキーが {account} を所有するようになりました。ほかにまだ残っている所有者: {others}（所有者パネルに一覧があります。失ったものや心当たりのないものは削除してください）。接続を解除し、「パスキーを使う」を選んで開いてください。',
  'recover.rejected': 'キャンセルしました: 何も送信されていません。',
  'recover.passkeyLeft':
    'この提案のために作成したパスキーはデバイスに残りますが、何も開けません。デバイスのパスキー設定で削除できます。',
  'recover.failed': '復旧に失敗しました: {reason}',
  'owners.this': 'パスキー {tag}（このパスキー）',
  'owners.other': 'パスキー {tag}',
  'owners.notPasskey':
    '所有者 {tag}: パスキー以外の種類の所有者です。パスキーと同じようにこのウォレットを使えます。自分で追加したものでなければ削除してください。',
  'owners.unknownVerifier':
    '所有者 {tag}: 不明な種類の所有者です。パスキーのように見えますが、その署名はこのウォレットのパスキー検証者ではなく {verifier} が検証するため、何を受け入れるかはそのコントラクトの作成者が決めます。自分で追加したものでなければ削除してください。',
  'owners.mixed':
    '{count, plural, other {# 件の所有者がこのウォレットを使えますが、すべてがパスキーではありません。下記を 1 件ずつ確認してください。}}',
  'owners.remove': '削除',
  'owners.lastOne':
    'これはこのウォレット唯一のパスキーです。削除すると誰もウォレットを使えなくなるため、削除できません。',
  'owners.removeOther': '使用中のパスキーを削除するには、別のパスキーでウォレットを開いてください。',
  'owners.removed': '完了: パスキーをこのウォレットの所有者から削除しました。',
  'recovery.clear': '復旧用アドレスを削除',
  'recovery.clearedDone': '完了: このウォレットには復旧用アドレスがありません。',
}
