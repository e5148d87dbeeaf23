import type { Address, Hex } from 'viem'

export type PasskeyStack = {
  /** EntryPoint v0.8, at its canonical address (the one Alto and every v0.8 client expect). */
  entryPoint: Address
  /** OpenZeppelin's ERC7913WebAuthnVerifier: a passkey owner is `verifier ‖ qx ‖ qy`. */
  webAuthnVerifier: Address
  /** The PasskeyAccount every account clones. */
  accountImplementation: Address
  /** PasskeyAccountFactory: `getAddress(signer)`, `createAccount(signer)`. */
  factory: Address
  /** DevPaymaster, the verifying paymaster harness/devPaymaster.ts signs for. */
  paymaster: Address
}

/**
 * The passkey wallet's contracts on the local chain 31337 (devchain/deployPasskeyStack.ts), at CREATE2 addresses
 * from the deterministic deployer: the same on every fresh anvil. The deployment refuses to run when a contract
 * changed and these no longer match; then update them here, in protocol/passkeyContracts.ts (the widget's copy,
 * which tests/unit/widget/passkey/passkeyContracts.test.ts holds to these) and in walletport.config.json.
 */
export const PASSKEY_STACK: PasskeyStack = {
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  webAuthnVerifier: '0xB2673b738F25c4ab1fF975DB28237033D25F7407',
  accountImplementation: '0xd4CF34Cfa896914404BB1F9FfE7847c080a52EEa',
  factory: '0x26cb51719c57a2bAd6EDEFF8755a696Fa5B07d38',
  paymaster: '0xFe9e54a8d4DFf51e2b568881dF787Ecde5129B49',
}

// The keys below are anvil dev keys: accounts 10–12 of anvil's public test mnemonic ("test test … junk"), known to
// everyone and worth nothing anywhere but a local chain. Accounts 0–9 belong to the tests (harness/testWallet.ts).

/** Alto's executor (sends the bundles); funded by deployPasskeyStack. Dev account 10. */
export const BUNDLER_EXECUTOR_KEY: Hex = '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897'
/** Alto's utility account, which also deploys the passkey stack; funded by deployPasskeyStack. Dev account 11. */
export const BUNDLER_UTILITY_KEY: Hex = '0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82'
/** The dev paymaster's signer (harness/devPaymaster.ts signs with it; DevPaymaster trusts it). Dev account 12. */
export const DEV_PAYMASTER_SIGNER_KEY: Hex = '0xa267530f49f8280200edf313ee7af6b827f2a8bce2897751d06a843f644967b1'
export const DEV_PAYMASTER_SIGNER: Address = '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a'

/**
 * A second DevPaymaster, the paymaster "of the dapp's own" in the demo and the tests (EIP-5792 `paymasterService`,
 * served by harness/devPaymaster.ts on SITE_PAYMASTER_PORT): the same contract with its own signer (dev account 13),
 * so its own address and its own EntryPoint deposit. Deployed by deployPasskeyStack beside the operator's.
 */
export const SITE_PAYMASTER = {
  address: '0x58c38F1094f2888d1b03B7a35b2d7fA7394e1BB5' as Address,
  signerKey: '0x47c99abed3324a2707c28affff1267e45918ec8c3f20b8aa892e8b065d2942dd' as Hex,
  signer: '0x1CBd3b2770909D4e10f157cABC84C7264073C9Ec' as Address,
  /** The name its ERC-7677 stub answers give (`sponsor.name`), which the review shows. */
  sponsorName: 'Demo Shop paymaster',
}
