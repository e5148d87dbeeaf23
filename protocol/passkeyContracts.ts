import type { Address } from './types'

/**
 * The passkey wallet's account contracts where `npm run deploy:passkey` puts them: CREATE2 addresses from the
 * deterministic deployer (devchain/deployPasskeyStack.ts), the same on every chain, the local one included (devchain
 * may import nothing: devchain/passkeyStack.ts has its own copy, held to this one by passkeyContracts.test).
 */
export const PASSKEY_CONTRACTS = {
  /** EntryPoint v0.8, at its canonical address (the one every v0.8 bundler and client expects). */
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  /** OpenZeppelin's ERC7913WebAuthnVerifier: a passkey owner is `verifier ‖ qx ‖ qy`. */
  webAuthnVerifier: '0xB2673b738F25c4ab1fF975DB28237033D25F7407',
  /** The PasskeyAccount every account clones. */
  accountImplementation: '0xd4CF34Cfa896914404BB1F9FfE7847c080a52EEa',
  /** PasskeyAccountFactory, built with the two above. */
  factory: '0x26cb51719c57a2bAd6EDEFF8755a696Fa5B07d38',
} as const satisfies Record<string, Address>

/**
 * What the factory at `factory` was built with, known without asking an RPC when it is the one above: its CREATE2
 * address is the hash of its init code, which holds the verifier and the implementation, so no other contract can
 * be there. Undefined for an operator's own factory, whose parts the chain must tell. Why it matters: the verifier
 * is part of every passkey owner the widget builds, and an RPC that named an accept-all contract instead would
 * make the visitor sign over an account anyone could then use.
 */
export function knownFactoryParts(
  factory: Address,
): { webAuthnVerifier: Address; accountImplementation: Address } | undefined {
  if (factory.toLowerCase() !== PASSKEY_CONTRACTS.factory.toLowerCase()) return undefined
  const { webAuthnVerifier, accountImplementation } = PASSKEY_CONTRACTS
  return { webAuthnVerifier, accountImplementation }
}
