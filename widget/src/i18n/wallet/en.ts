/**
 * English texts of the wallet's later screens (send, activity, receive, batches, the secure window) and the lines
 * the reviews share with the send flow, loaded with the wallet rather than at first paint.
 */
export const walletEn = {
  // The connected home's lines: the shell's home shows only its title, its status and Connect.
  'home.connectedTo': 'Connected to {site}',
  'home.network': 'Network',
  'home.send': 'Send',
  'home.activity': 'Activity',
  'home.receive': 'Receive',
  'home.disconnect': 'Disconnect',
  'home.wrongChain': '{wallet} is on chain {chainId}, which this site does not use.',
  'home.switchTo': 'Switch to {chain}',
  'home.chainNotOffered': 'Chain {chainId} (not offered here)',
  'home.reconnecting': 'Reconnecting {wallet}…',
  'home.continueAs': 'Continue as {address} with {wallet}',
  // The prerendered page's note on a click before React is there (boot/earlyGestures.ts), written in at build time.
  'page.tooEarly': 'The wallet was still starting, so that click did nothing. Choose again.',
  // A review's Confirm clicked before it is armed (the shell's lists say guard.checkingChoice).
  'guard.checking': 'Checking that this review is fully visible… try again in a moment.',
  'balances.noMulticall3':
    '{chain} has no Multicall3 contract at {address}, so balances cannot be read: the operator of this wallet must deploy it (npm run deploy:passkey).',
  'send.needsBalances': 'Review needs your balances on {chain}, which cannot be read now.',
  'send.title': 'Send',
  'send.network': 'Network',
  'send.token': 'Token',
  'send.recipient': 'Recipient',
  'send.amount': 'Amount',
  'send.max': 'Max',
  'send.maxFailed': 'Max is not available now: {reason}',
  'send.review': 'Review',
  'send.checking': 'Checking…',
  'send.reviewTitle': 'Review',
  'send.requestedBy': 'Requested by {site}. Check every line before you confirm.',
  'send.to': 'To',
  'send.fee': 'Network fee',
  'send.feeUnknown': 'unknown',
  'send.feeSponsored': 'paid by {sponsor}',
  'send.feeInToken': 'at most {amount} {symbol}, paid in {symbol}',
  'send.feeApprovalTitle': 'Fee approval',
  'send.feeApproval':
    'This operation first lets the fee paymaster {spender} take at most {amount} {symbol}, for this fee only; what the gas does not cost comes back at once, and no approval is left.',
  'send.feeSponsoredBySite': 'paid by {sponsor}, named by this site',
  'send.feeTakenBySite': '≈ {amount}, taken by the paymaster this site named',
  'send.feeSiteChargeUnknown': 'the paymaster this site named may charge you: the preview cannot tell how much',
  'send.warnZero': 'This is the zero address. Anything sent there is lost for good.',
  'send.warnToken': "This is the token's own contract. Tokens sent there are usually lost.",
  'send.warnWatched':
    'The recipient behaves differently when it is watched: in a second preview it moved other amounts. What it shows here may not be what happens.',
  'send.warnLookalike':
    'Possible address poisoning: this address starts and ends like {known}, which you dealt with before, but it is a different address. Check every character.',
  'send.firstTime': 'You have not sent to this address before.',
  'send.warnFail': 'The network expects this transfer to fail ({reason}). You would still pay the fee.',
  'send.acknowledge': 'I understand, send anyway',
  'send.confirm': 'Confirm and send',
  'send.confirmInWallet': 'Confirm in your wallet…',
  'send.edit': 'Edit',
  'send.sending': 'Sending…',
  'send.sent': 'Confirmed',
  'send.notSent': 'Not sent',
  'send.waiting': 'Waiting for {chain} to confirm {amount} {symbol} to {to}.',
  'send.confirmed': '✓ {amount} {symbol} sent to {to}.',
  'send.failed': '✗ The transfer failed: {reason}',
  'send.cannotReview': 'This cannot be sent: {reason}',
  'send.rebuilt': 'The wallet changed account or network, so this review was made again. Check it once more.',
  'send.outcomeChanged':
    'Simulated again as you confirmed, this would now do something other than what the review showed. Nothing was sent: check the new review and confirm again.',
  'send.transaction': 'Transaction',
  'secure.loading': 'Loading the review…',
  'secure.orphan': 'This window belongs to a review in Walletport. Open it from there.',
  'secure.passkeyAsked': 'Your passkey is asked next, here, to sign what this review shows.',
  'secure.passkeyContinue': 'Continue with your passkey',
  'activity.title': 'Activity',
  'activity.empty': 'No transfers in the recent blocks.',
  'activity.failed': 'Could not read the activity: {reason}',
  'activity.received': 'Received {amount} from',
  'activity.sent': 'Sent {amount} to',
  'activity.block': 'block {block}',
  'activity.confirmed': 'confirmed',
  'activity.pending': 'pending',
  'activity.failedStatus': 'failed',
  'activity.explorer': 'Explorer',
  'receive.title': 'Receive',
  'receive.network': 'Send to this address only on {chain} (chain id {chainId}).',
  'receive.qrLabel': 'QR code of your address on {chain}',
  'receive.address': 'Your address',
  'receive.copy': 'Copy address',
  'receive.copied': 'Address copied.',
  'receive.copyFailed': 'The browser did not allow copying: select the address instead.',
  'secure.connectDiscloses':
    '{site} will see the address of this wallet, and with it its balances and everything it did on chain. Connect only if you mean to use it on this site.',
  'recipient.empty': 'Enter a recipient address.',
  'recipient.checksum': 'This address has a checksum error. Check that it was copied exactly.',
  'recipient.hex': 'An address is 0x followed by 40 hexadecimal characters.',
  'recipient.format': 'Enter an address (0x…) or an ENS name (name.eth).',
  'batch.calls': '{count} calls, sent one after another',
  'batch.callsCaveat':
    'The preview runs the calls together; they are sent one by one, so a later call can fail after earlier ones landed.',
  'batch.call': 'Call {n}',
  'batch.feeUnknown': 'The fee of a call that depends on an earlier one cannot be estimated alone.',
  'batch.statusTitle': 'Batch status',
  'batch.pending': 'pending',
  'batch.confirmed': 'confirmed',
  'batch.failed': 'failed',
  'batch.notSent': 'not sent',
  'batch.close': 'Close',
  'batch.stopped': 'The wallet stopped: {reason}',
  // A bundler's or a paymaster's error, said for the visitor (passkey/serviceErrors.ts); its raw words go to the console.
  'service.bundlerUnreachable':
    "The passkey wallet's bundler ({host}) did not answer: nothing was sent. Try again in a moment.",
  'service.bundlerFailed':
    "The passkey wallet's bundler ({host}) answered with an error: nothing was sent. Try again in a moment.",
  'service.bundlerCannotValidate':
    "The passkey wallet's bundler ({host}) cannot check operations on this network: nothing was sent. Trying again will not help until the wallet's operator fixes it.",
  'service.bundlerRefused':
    "The passkey wallet's bundler ({host}) refused this operation ({code}): nothing was sent. Review it again.",
  'service.accountCannotPay':
    'Your account does not hold enough for this network fee ({code}): nothing was sent. Add funds to it and try again.',
  'service.accountRefused': 'Your account did not accept this operation ({code}): nothing was sent. Review it again.',
  'service.nonce': 'Another operation of your account went first ({code}): nothing was sent. Review this one again.',
  'service.paymasterUnreachable':
    "The wallet's paymaster ({host}) did not answer: nothing was sent. Try again in a moment.",
  'service.paymasterRefused':
    "The wallet's paymaster ({host}) would not pay the fee for this: nothing was sent. Try again later.",
  'service.sitePaymasterRefused':
    'The paymaster this site named ({host}) would not pay the fee for this: nothing was sent. Ask the site, or try again later.',
  'service.notIncluded':
    'The bundler ({host}) took the operation, but it was not confirmed within 2 minutes. It may still be: look at your activity before you send it again.',
  'service.reverted':
    'The operation reached the network but failed there: nothing was transferred, and the network fee was paid.',
} as const

export type WalletKey = keyof typeof walletEn
