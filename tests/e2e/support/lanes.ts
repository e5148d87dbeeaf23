/**
 * How the Chromium e2e files share the one chain of the stack, so that two run at a time on the
 * 2-core machine (playwright.config.ts). tests/unit/repo/e2eLanes.test.ts reads each file's source and
 * holds it to its lane's rule, so a file that starts sharing an account cannot stay here unseen.
 */

/**
 * The tests that stop anvil's automine (`withMiningPaused`), move its clock (`evm_increaseTime`) or count
 * its pool (`pendingTransactionCount`, "nothing was broadcast"), or break a price feed (`setBroken`): every other
 * test's transaction would wait on them, its feeds go stale or fail (the ETH / USD feed prices every passkey dUSD fee
 * through the token paymaster), or its own transaction be counted. Tagged with this (`test(title,
 * CHAIN_EXCLUSIVE, body)`), they run last, alone (the `chromium-chain-exclusive` project), so a test is
 * here only when nothing of its own would do: "nothing of this wallet's was broadcast" is
 * `pendingTransactionsFrom`, and a transaction kept pending by a gap in its own wallet's nonces (a test
 * wallet's `nonceOffset`, mined by `fillNonceGap`) holds no one else's; those tests run in their file's lane.
 */
export const CHAIN_EXCLUSIVE = { tag: '@chain-exclusive' }

/**
 * Files whose every account is a fresh one (`freshAccount`, and `payDusd`'s payer) or one no other file signs
 * with: no dev wallet (anvil's #0), no counting proxy on a fixed port, and no balance read of the demo page's
 * recipient (anvil's #1, which the demo's buttons pay from every lane: what a file paid it is read as its
 * own transactions and Transfer logs, `paidSince`). Nothing they
 * send can take another file's nonce or move a balance another file reads, so they run beside the rest
 * of the Chromium suite. (The test reads the spec itself: a helper of tests/e2e/support that signs, as
 * look.ts's tour does with a fresh account, is to be read by hand.)
 */
export const OWN_ACCOUNT_FILES = [
  'activity.spec.ts',
  'batchedCalls.spec.ts',
  'clickGuard.spec.ts',
  'forgedClicks.spec.ts',
  'hardening.spec.ts',
  'look.spec.ts',
  'passkeyEngineRefusal.spec.ts',
  'passkeyPreview.spec.ts',
  'passkeyRecovery.spec.ts',
  'passkeyWallet.spec.ts',
  'passkeyWindowReview.spec.ts',
  'permissions.spec.ts',
  'previewTiming.spec.ts',
  'reactButton.spec.ts',
  'relayLimits.spec.ts',
  'rtl.spec.ts',
  'skeleton.spec.ts',
  'truthfulReview.spec.ts',
  'wagmiReact.spec.ts',
  'walletconnect.spec.ts',
]
