/**
 * The only chain the dev wallet exists on (anvil's). Kept apart from devWallet.ts, which is a
 * chunk of its own: the session reads this constant without loading the wallet.
 */
export const DEV_CHAIN_ID = 31337
