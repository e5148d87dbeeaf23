/** English texts of the reviews (provider requests), loaded with the first review rather than at first paint. */
export const reviewEn = {
  'approval.grantPermission': 'Give this site a permission to take from your wallet',
  'approval.walletSetting': 'Change a setting of your wallet',
  'approval.byWallet': 'Asked by your wallet, not by {site}. Check every line before you confirm.',
  'approval.rebuilt': 'The wallet changed account or network, so this review was made again. Check it once more.',
  'approval.outcomeChanged':
    'Simulated again as you confirmed, this would now do something other than what the review showed. Nothing was sent: check the new review and confirm again.',
  'review.account': 'Your account',
  'review.willRevert': 'The network expects this to fail: {reason}. You would still pay the fee.',
  'review.behavesDifferently':
    'This contract behaves differently when it is watched: in a second preview it moved other amounts. What it shows here may not be what happens.',
  'review.transfer': 'Send {amount} to {to}',
  'review.transferFrom': 'Move {amount} from {from} to {to}',
  'review.idOrUnits': '{amount} base units (or item #{amount})',
  'review.approve': 'Allow {spender} to spend {amount}',
  'review.increaseAllowance': 'Allow {spender} to spend {amount} more',
  'review.permit2Approve': 'Allow {spender} to spend {amount} of {token} through Permit2, until {expiry}',
  'review.unlimited': 'an unlimited amount',
  'review.never': 'no end',
  'review.approveAll': 'Allow {operator} to move all your items of this collection',
  'review.revokeAll': 'Withdraw the permission of {operator} for this collection',
  'review.approveAllWarning':
    'Approval for all: the operator could take every item you hold in {collection}, now and later.',
  'review.unknownCall': 'Contract call (function {selector})',
  'review.setRecovery':
    'Lets {recoverer} propose a new passkey for this wallet; it takes effect after {delay} unless you cancel',
  'review.cancelRecovery': 'Cancels the pending recovery: the proposed passkey is not added',
  'review.clearRecovery': 'Removes the recovery address: no one can propose a new passkey for this wallet',
  'review.permit.permit': 'Token permit (EIP-2612): this signature lets the spender take your tokens',
  'review.permit.daiPermit': 'Token permit (DAI style): this signature lets the spender take your tokens',
  'review.permit.permit2Single': 'Permit2 allowance: this signature lets the spender take your tokens',
  'review.permit.permit2Batch': 'Permit2 allowance for several tokens: this signature lets the spender take them',
  'review.permit.permit2TransferFrom': 'Permit2 transfer: this signature lets the spender take your tokens once',
  'review.permit.permit2BatchTransferFrom':
    'Permit2 transfer of several tokens: this signature lets the spender take them once',
  'review.permitUnlimited': 'Unlimited: the spender could take every one of these tokens you hold, now and later.',
  'review.expires': 'Permission ends',
  'review.signatureDeadline': 'Signature usable until',
  'review.domain': 'Signed for',
  'review.messageOf': 'Data ({type})',
  'review.hexOnly': 'These bytes are not text, so they are shown as they are.',
  'review.blindHash':
    'This is a 32-byte hash: what it stands for cannot be shown. It could approve a transaction or a token permit. Sign only if you trust this site completely.',
  'review.signInSite': 'Signs you in to',
  'review.signInStatement': 'The site says',
  'review.signInIssued': 'Written',
  'review.signInNotBefore': 'Valid from',
  'review.signInExpires': 'Sign-in expires',
  'review.signInUri': 'For',
  'review.signInNonce': 'Nonce',
  'review.signInRequestId': 'Request ID',
  'review.signInResources': 'Also vouches for',
  'review.signInResourcesNote':
    'Signing also vouches for these resources: a site may read them as rights you grant it. This sign-in is confirmed in a secure window.',
  'review.signInChain': 'chain {chainId}',
  'review.signInText': 'The whole message, as signed',
  'review.siweDomain':
    'This sign-in message is for {messageDomain}, but the site asking is {hostDomain}. Signing it could log that other site in as you.',
  'review.siweChain': 'This sign-in message is for chain {messageChainId}, but your wallet is on chain {chainId}.',
  'review.invisible': 'The text holds invisible or direction-changing characters; they are shown as ⟨U+…⟩ markers.',
  'batch.atomicCalls':
    '{count, plural, one {# call, in one operation} other {# calls, all or nothing in one operation}}',
  'batch.atomicCaveat':
    'The calls run together in one operation of your passkey wallet: either all of them happen, or none.',
  'batch.builderCodes': 'Builder codes',
  'batch.builderCodesNote':
    "The site's attribution (ERC-8021), added at the end of what is sent so that the app is credited: it moves nothing and is in the preview.",
  'review.addSigner': 'Adds a new passkey as an owner of this wallet: it can use the wallet as fully as yours',
  'review.removeSigner': 'Removes the passkey {tag} from the owners of this wallet: it can no longer use it',
  'review.proposeRecovery':
    "Proposes a new passkey as an owner of the wallet {account}, as its recovery address: it takes effect after that wallet's delay, unless one of its passkeys cancels. It replaces any proposal waiting for that wallet and starts the delay again",
  'review.grantPeriodic':
    '{site} may take up to {amount} every {period} from this wallet, until {until}, taken by {redeemer}',
  'review.grantStream':
    '{site} may take {initial} at once, then {rate} a second, up to {max} in all, from this wallet until {until}, taken by {redeemer}',
  'review.grantAllowance': '{site} may take up to {amount} in all from this wallet, until {until}, taken by {redeemer}',
  'review.grantAnyRecipient':
    'That address may send it on to any address: this permission limits what leaves this wallet, not where it goes.',
  'review.grantTotal': 'At most {total} in all before it ends. You can revoke it at any time in the wallet.',
  'review.grantStarts': 'It cannot be used before {start}.',
  'review.revokeUntilIncluded': 'Until the revoke is on chain, the site can still take what the permission allows now.',
  'review.grantToken': 'Token contract: {token}',
  'review.revokePermission': 'Revokes permission #{id}: its site can take nothing more from this wallet',
  'review.executeRecovery':
    'Completes the recovery of the wallet {account}: the passkey proposed for it becomes an owner',
} as const

export type ReviewKey = keyof typeof reviewEn
