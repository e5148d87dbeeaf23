import type { ReviewKey } from './en'

/** Japanese texts of the reviews: every key of ./en.ts (tests/unit/widget/i18n/i18n.test.ts). */
export const reviewJa: Record<ReviewKey, string> = {
  'approval.grantPermission': 'このサイトにウォレットから取る権限を与える',
  'approval.walletSetting': 'ウォレットの設定を変更',
  'approval.byWallet':
    '{site} ではなく、あなたのウォレットからのリクエストです。確認する前にすべての行をチェックしてください。',
  'approval.rebuilt':
    'ウォレットのアカウントまたはネットワークが変わったため、この確認内容を作り直しました。もう一度チェックしてください。',
  'approval.outcomeChanged':
    '確認時に再度シミュレーションしたところ、確認画面に表示した内容とは異なる動作になります。何も送信されていません。新しい確認内容をチェックして、もう一度確認してください。',
  'review.account': 'あなたのアカウント',
  'review.willRevert':
    'ネットワークはこれが失敗すると予測しています: {reason}。失敗しても手数料は支払うことになります。',
  'review.behavesDifferently':
    'このコントラクトは監視されていると異なる動作をします。2 回目のプレビューでは別の金額を動かしました。ここに表示される内容が実際に起こるとは限りません。',
  'review.transfer': '{amount} を {to} に送る',
  'review.transferFrom': '{amount} を {from} から {to} に移動',
  'review.idOrUnits': '{amount} 基本単位（またはアイテム #{amount}）',
  'review.approve': '{spender} に {amount} の使用を許可',
  'review.increaseAllowance': '{spender} に {amount} の追加使用を許可',
  'review.permit2Approve': '{spender} に、Permit2 経由で {token} を {amount} まで使用することを許可（期限: {expiry}）',
  'review.unlimited': '無制限の金額',
  'review.never': '無期限',
  'review.approveAll': '{operator} にこのコレクションのあなたのアイテムすべての移動を許可',
  'review.revokeAll': 'このコレクションに対する {operator} の許可を取り消す',
  'review.approveAllWarning':
    'すべてを承認: オペレーターは、あなたが {collection} で保有するすべてのアイテムを、今すぐにも今後も持ち出せます。',
  'review.unknownCall': 'コントラクト呼び出し（関数 {selector}）',
  'review.setRecovery':
    '{recoverer} がこのウォレットに新しいパスキーを提案できるようにします。キャンセルしない限り、{delay} 後に有効になります',
  'review.cancelRecovery': '保留中の復旧をキャンセルします。提案されたパスキーは追加されません',
  'review.clearRecovery': '復旧用アドレスを削除します。誰もこのウォレットに新しいパスキーを提案できなくなります',
  'review.permit.permit': 'トークンの許可（EIP-2612）: この署名により、使用者はあなたのトークンを持ち出せます',
  'review.permit.daiPermit': 'トークンの許可（DAI 方式）: この署名により、使用者はあなたのトークンを持ち出せます',
  'review.permit.permit2Single': 'Permit2 の使用許可: この署名により、使用者はあなたのトークンを持ち出せます',
  'review.permit.permit2Batch': '複数トークンの Permit2 使用許可: この署名により、使用者はそれらを持ち出せます',
  'review.permit.permit2TransferFrom': 'Permit2 送金: この署名により、使用者はあなたのトークンを 1 回持ち出せます',
  'review.permit.permit2BatchTransferFrom':
    '複数トークンの Permit2 送金: この署名により、使用者はそれらを 1 回持ち出せます',
  'review.permitUnlimited':
    '無制限: 使用者は、あなたが保有するこれらのトークンをすべて、今すぐにも今後も持ち出せます。',
  'review.expires': '許可の終了',
  'review.signatureDeadline': '署名の有効期限',
  'review.domain': '署名先',
  'review.messageOf': 'データ（{type}）',
  'review.hexOnly': 'このバイト列はテキストではないため、そのまま表示しています。',
  'review.blindHash':
    'これは 32 バイトのハッシュで、何を表しているかは表示できません。トランザクションやトークンの許可を承認するものかもしれません。このサイトを完全に信頼できる場合にのみ署名してください。',
  'review.signInSite': 'サインイン先',
  'review.signInStatement': 'サイトの記載内容',
  'review.signInIssued': '作成日時',
  'review.signInNotBefore': '有効開始',
  'review.signInExpires': 'サインインの有効期限',
  'review.signInUri': '対象',
  'review.signInNonce': 'ノンス',
  'review.signInRequestId': 'リクエスト ID',
  'review.signInResources': 'あわせて保証する対象',
  'review.signInResourcesNote':
    '署名すると、これらのリソースもあわせて保証することになります。サイトはそれを、あなたが与えた権限と解釈する場合があります。このサインインは安全なウィンドウで確認します。',
  'review.signInChain': 'チェーン {chainId}',
  'review.signInText': '署名されるメッセージ全文',
  'review.siweDomain':
    'このサインインメッセージは {messageDomain} 用ですが、リクエストしているサイトは {hostDomain} です。署名すると、何者かがあなたとしてその別のサイトにログインできてしまう可能性があります。',
  'review.siweChain':
    'このサインインメッセージはチェーン {messageChainId} 用ですが、あなたのウォレットはチェーン {chainId} に接続しています。',
  'review.invisible':
    'テキストに不可視の文字または文字の向きを変える文字が含まれています。⟨U+…⟩ の印で表示しています。',
  'batch.atomicCalls': '{count, plural, other {# 件の呼び出し、1 回の操作ですべて実行されるか、何も実行されません}}',
  'batch.atomicCaveat':
    '呼び出しは、パスキーウォレットの 1 回の操作でまとめて実行されます。すべて実行されるか、何も実行されないかのどちらかです。',
  'batch.builderCodes': 'ビルダーコード',
  'batch.builderCodesNote':
    'サイトの帰属情報 (ERC-8021) です。アプリが実績として認められるよう、送信内容の末尾に付加されます。何も移動せず、プレビューにも含まれています。',
  'review.addSigner':
    '新しいパスキーをこのウォレットの所有者として追加します。あなたのパスキーと同じ権限でウォレットを使えます',
  'review.removeSigner':
    'パスキー {tag} をこのウォレットの所有者から削除します。そのパスキーではウォレットを使えなくなります',
  'review.proposeRecovery':
    'ウォレット {account} の復旧用アドレスとして、新しいパスキーを所有者に提案します。そのウォレットの待機期間の後に有効になります（そのウォレットのパスキーのいずれかがキャンセルした場合を除く）。そのウォレットで待機中の提案は置き換えられ、待機期間は最初からやり直しになります',
  'review.grantPeriodic':
    '{site} は {until} まで、このウォレットから {period} ごとに最大 {amount} を取ることができます。受け取るのは {redeemer} です',
  'review.grantStream':
    '{site} は {until} まで、このウォレットから最初に {initial}、その後 1 秒ごとに {rate}、合計最大 {max} を取ることができます。受け取るのは {redeemer} です',
  'review.grantAllowance':
    '{site} は {until} まで、このウォレットから合計最大 {amount} を取ることができます。受け取るのは {redeemer} です',
  'review.grantAnyRecipient':
    'そのアドレスは任意のアドレスに送金できます。この権限が制限するのはこのウォレットから出る額であり、送り先ではありません。',
  'review.grantTotal': '終了までに合計で最大 {total}。ウォレットでいつでも取り消せます。',
  'review.grantStarts': '{start} より前には使えません。',
  'review.revokeUntilIncluded':
    '取り消しがチェーンに記録されるまでは、サイトはこの権限が今許している分をまだ取れます。',
  'review.grantToken': 'トークンのコントラクト: {token}',
  'review.revokePermission': '権限 #{id} を取り消します。そのサイトはこのウォレットから何も取れなくなります',
  'review.executeRecovery': 'ウォレット {account} の復旧を完了します。提案されていたパスキーが所有者になります',
}
