/** English texts of the passkey wallet's panel, loaded with it rather than at first paint. */
export const passkeyEn = {
  'passkey.onlyKey':
    'Your passkey is the only key to this wallet. There is no recovery phrase: if you lose the passkey, no one (not Walletport, not this site) can recover the funds. Add a second passkey on another device to be safe.',
  'passkey.keys':
    '{count, plural, one {# passkey owns this wallet.} other {# passkeys own this wallet: any one of them can use it. Keep them on different devices.}}',
  'passkey.onlyKeyRecoverable':
    'Your passkey is the only key to this wallet. If you lose it, your recovery address {recoverer} can add a new passkey after the delay below. A second passkey on another device is quicker.',
  'passkey.synced':
    'Your passkey provider reports this passkey as synced: it is on the devices signed in to that provider (for example iCloud Keychain or Google Password Manager).',
  'passkey.deviceOnly': 'This passkey is not synced: it lives only on this device or security key.',
  'passkey.syncUnknown': 'Your browser did not say whether this passkey is synced to your other devices.',
  'passkey.add': 'Add a second passkey',
  'passkey.adding': 'Adding… create the new passkey, then confirm with your current one',
  'passkey.added': 'Done: the second passkey is now an owner of this wallet.',
  'passkey.addCancelled': 'Cancelled: no passkey was added.',
  'passkey.addFailed': 'The second passkey could not be added: {reason}',
  'permissions.title': 'Permissions for apps',
  'permissions.none': 'No site may take anything from this wallet without asking you.',
  'permissions.unreadable': 'The permissions of this wallet could not be read from the network. Try again later.',
  'permissions.usedThisPeriod': 'Used this period: {used}. Ends {until}.',
  'permissions.usedInAll': 'Used so far: {used}. Ends {until}.',
  'permissions.revoke': 'Revoke',
  'permissions.revoking': 'Check the request and confirm it…',
  'recovery.title': 'Recovery address',
  'recovery.none':
    'No recovery address. Name a wallet you hold elsewhere (another wallet app, a hardware wallet, someone you trust): if you lose every passkey, it can add a new one after {delay}, and any of your passkeys can stop it in that time.',
  'recovery.current':
    '{recoverer} can propose a new passkey for this wallet; it takes effect {delay} later unless you cancel.',
  'recovery.address': 'Recovery address',
  'recovery.name': 'Name recovery address',
  'recovery.change': 'Change recovery address',
  'recovery.invalid':
    'Enter an address: 0x and 40 hexadecimal characters (a mixed-case one must have a valid checksum).',
  'recovery.self': 'This wallet cannot be its own recovery address.',
  'recovery.asking': 'Check the request and confirm it…',
  'recovery.named': 'Done: {recoverer} is the recovery address of this wallet.',
  'recovery.rejected': 'Cancelled: nothing was changed.',
  'recovery.failed': 'Not changed: {reason}',
  'recovery.unreadable': 'The recovery settings could not be read: {reason}',
  'recovery.pending':
    'Recovery pending: {recoverer} proposed a new passkey for this wallet. It can take effect from {time}. If this was not you, cancel it now.',
  'recovery.ready':
    'Recovery ready: {recoverer} proposed a new passkey, which anyone can now add to this wallet. If this was not you, cancel it now.',
  'recovery.cancel': 'Cancel the recovery',
  'recovery.cancelLater': 'Finish the request on screen first, then cancel the recovery.',
  'recovery.cancelled': 'The recovery was cancelled.',
  'passkeyWindow.create': 'Create your passkey wallet',
  'passkeyWindow.use': 'Use your passkey',
  'passkeyWindow.addPasskey': 'Add a second passkey',
  'passkeyWindow.recover': 'Make the new passkey of the wallet you recover',
  'passkeyWindow.why':
    'The wallet cannot ask for your passkey inside the page of {site} (the site or this browser does not allow it), so it asks in this window of its own. Your passkey works only for the wallet, never for the site.',
  'passkeyWindow.continue': 'Continue with your passkey',
  'passkeyWindow.loading': 'Waiting for the wallet…',
  'passkeyWindow.orphan': 'This window works only when the wallet opens it.',
  'passkeyWindow.pressAgain':
    'This browser asks for passkeys in a window of its own, not inside this page. Press the button again to continue there.',
  'passkeyWindow.blocked': 'The browser blocked the passkey window. Allow pop-ups for the wallet, then try again.',
  'passkey.unsupported':
    'This browser cannot hold a passkey wallet: it does not support passkeys (WebAuthn) here. Use another browser, or a wallet app.',
  'recover.title': 'Recover a passkey wallet',
  'recover.intro':
    "Lost the passkey of a wallet that named this one as its recovery address? Propose a new passkey for it here. It takes effect after that wallet's delay, unless one of its passkeys cancels it.",
  'recover.find': 'Find wallets I can recover',
  'recover.searching': 'Looking for wallets that name this address…',
  'recover.noneFound': "No passkey wallet named this address recently. Enter the wallet's address if you know it.",
  'recover.account': 'Address of the wallet to recover',
  'recover.check': 'Check this wallet',
  'recover.idle': '{account}: no recovery pending.',
  'recover.waiting': '{account}: a new passkey is proposed; it can take effect from {time}.',
  'recover.ready': '{account}: the delay has passed; the proposed passkey can be added now.',
  'recover.propose': 'Propose a new passkey',
  'recover.proposeAgain': 'Propose another passkey instead',
  'recover.execute': 'Complete the recovery',
  'recover.asking': 'Create the passkey if asked, then check the request and confirm it…',
  'recover.invalid': "Enter the wallet's address: 0x and 40 hexadecimal characters.",
  'recover.notRecoverer':
    'This wallet is not the recovery address of {account}: only its recovery address can propose a new passkey.',
  'recover.notPasskeyAccount': '{account} is not a passkey wallet of this service: nothing was sent.',
  'recover.nothingPending':
    'No recovery is pending for this wallet: it was completed or cancelled already, or never proposed.',
  'recover.notReady': 'Not yet: the delay of this recovery has not passed.',
  'recover.checkDone': 'This wallet can recover {account}.',
  'recover.proposeDone':
    'Proposed: your new passkey can take over {account} once the delay has passed. Come back then to complete the recovery.',
  'recover.warning':
    'Anyone can name your wallet as their recovery address. Only recover a wallet whose full address you know is yours.',
  'recover.namedOn': 'It named this wallet on {date}. Owners now: {owners}.',
  'recover.owners': 'Owners now: {owners}.',
  'recover.executeDone':
    'Done: your new passkey now owns {account}. Other owners it still has: {others} (its owners panel lists them: remove any you lost or do not know). Disconnect, then choose "Use my passkey" to open it.',
  'recover.rejected': 'Cancelled: nothing was sent.',
  'recover.passkeyLeft':
    'The passkey made for this proposal stays on your device but opens nothing: you can delete it in your device’s passkey settings.',
  'recover.failed': 'The recovery failed: {reason}',
  'owners.this': 'Passkey {tag} (this one)',
  'owners.other': 'Passkey {tag}',
  'owners.notPasskey':
    'Owner {tag}: another kind of owner (not a passkey). It can use this wallet like a passkey; remove it unless you added it.',
  'owners.unknownVerifier':
    'Owner {tag}: an unknown kind of owner. It looks like a passkey, but its signatures are checked by {verifier}, not by this wallet’s passkey verifier, so whoever made that contract decides what it accepts. Remove it unless you added it.',
  'owners.mixed':
    '{count, plural, one {# owner can use this wallet, and it is not a passkey: check it below.} other {# owners can use this wallet, not all of them passkeys: check each one below.}}',
  'owners.remove': 'Remove',
  'owners.lastOne': "This is the wallet's only passkey: it cannot be removed, or no one could use the wallet.",
  'owners.removeOther': 'To remove the passkey you are using, open the wallet with another one.',
  'owners.removed': 'Done: the passkey was removed from the owners of this wallet.',
  'recovery.clear': 'Remove recovery address',
  'recovery.clearedDone': 'Done: this wallet has no recovery address.',
} as const

export type PasskeyKey = keyof typeof passkeyEn
