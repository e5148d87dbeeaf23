import { bytesToHex, concat, getAddress, hexToBytes, sha256, stringToBytes, type Address, type Hex } from 'viem'
import { createWebAuthnCredential } from 'viem/account-abstraction'
import * as P256 from 'ox/P256'
import * as PublicKey from 'ox/PublicKey'
import * as WebAuthnP256 from 'ox/WebAuthnP256'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import { ProviderRpcError } from '../wallets/eip1193'
import { classifyCeremonyError } from './classifyCeremonyError'
import type { KnownPasskey, PasskeyKeyring } from './passkeyKeyring'
import type { CeremonyFunction } from './passkeyWindow'

/*
 * The two WebAuthn ceremonies of the passkey wallet, on the widget's own origin (the relying party
 * is the widget's host name, so a host page can neither ask for nor use the visitor's passkey).
 * ox and viem do the WebAuthn work; this file decides what is asked and what is believed.
 */

/**
 * "Create a passkey wallet": a new discoverable P-256 passkey for this widget. A second passkey of
 * an existing account (`account`) carries that account's address in its user handle: an account's
 * address comes from its first passkey, and the user handle is what the visitor's own
 * authenticator hands back with every assertion, out of any host's reach.
 */
export async function createPasskey({
  ceremony,
  account,
}: {
  ceremony: CeremonyFunction
  account?: Address
}): Promise<KnownPasskey> {
  const name = `Wallet ${new Date().toISOString().slice(0, 10)}${account ? ` (${account.slice(0, 6)}…${account.slice(-4)})` : ''}`
  const created = await asVisitorAnswer(() =>
    createWebAuthnCredential({
      name,
      rp: { id: location.hostname, name: 'Walletport' },
      // Random for a first passkey: ox's default (a hash of the name) would make a second wallet
      // created the same day replace the first on the authenticator.
      user: {
        id: account ? hexToBytes(concat([SECOND_OWNER_MARK, account])) : crypto.getRandomValues(new Uint8Array(16)),
        name,
      },
      // Discoverable, so "Use my passkey" finds it with no id kept anywhere; user verification, so
      // possession of the device alone does not sign.
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      createFn: ceremony as never,
    }),
  )
  return { id: created.id, publicKey: created.publicKey, ...backupState(created.raw), ...(account ? { account } : {}) }
}

/** Starts the user handle of a second passkey, before the account address: "wp2:". */
const SECOND_OWNER_MARK: Hex = '0x7770323a'

/** The account a second passkey belongs to, from the user handle its authenticator returned. */
function accountOfUserHandle(raw: unknown): { account?: Address } {
  const handle = (raw as { response?: { userHandle?: ArrayBuffer | null } }).response?.userHandle
  if (!handle || handle.byteLength !== 24) return {}
  const bytes = bytesToHex(new Uint8Array(handle))
  return bytes.startsWith(SECOND_OWNER_MARK) ? { account: getAddress(`0x${bytes.slice(10)}`) } : {}
}

/**
 * "Use my passkey": the visitor picks one of their passkeys for this widget. Its public key is
 * the one this browser kept for it, once the assertion verifies against it; a passkey this browser
 * does not know (another device, cleared storage) is identified from its signatures: one P-256
 * signature leaves two candidate keys, a second assertion tells which.
 */
export async function identifyPasskey(keyring: PasskeyKeyring, ceremony: CeremonyFunction): Promise<KnownPasskey> {
  const first = await assert(ceremony)
  const account = accountOfUserHandle(first.raw)
  const known = keyring.find(first.id)
  if (known && verifies(first, known.publicKey)) return { ...known, ...account }
  const candidates = ([0, 1] as const).map((yParity) =>
    PublicKey.toHex(
      P256.recoverPublicKey({ payload: signedDigest(first), signature: { ...first.signature, yParity } }),
      { includePrefix: false },
    ),
  )
  const second = await assert(ceremony, first.id)
  const publicKey = candidates.find((candidate) => verifies(second, candidate))
  if (!publicKey)
    throw new ProviderRpcError(RPC_ERROR.internal, 'the passkey could not be identified: its signatures disagree')
  return { id: first.id, publicKey, ...account }
}

type Assertion = Awaited<ReturnType<typeof WebAuthnP256.sign>> & { challenge: Hex }

async function assert(ceremony: CeremonyFunction, credentialId?: string): Promise<Assertion> {
  const challenge = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
  const signed = await asVisitorAnswer(() =>
    WebAuthnP256.sign({
      challenge,
      rpId: location.hostname,
      getFn: ceremony as never,
      ...(credentialId ? { credentialId } : {}),
    }),
  )
  return { ...signed, challenge }
}

function verifies(assertion: Assertion, publicKey: Hex): boolean {
  try {
    return WebAuthnP256.verify({
      metadata: assertion.metadata,
      challenge: assertion.challenge,
      publicKey: PublicKey.fromHex(publicKey),
      signature: assertion.signature,
    })
  } catch {
    return false
  }
}

/** What the authenticator signed: SHA-256 of authenticatorData ‖ SHA-256(clientDataJSON). */
function signedDigest({ metadata }: Assertion): Hex {
  return sha256(concat([metadata.authenticatorData, sha256(stringToBytes(metadata.clientDataJSON))]))
}

/**
 * Whether the platform reports the new passkey as backed up (synced by a passkey provider) or
 * bound to this device: the BS flag (bit 4) of the authenticator data's flags byte.
 */
function backupState(raw: unknown): { backedUp?: boolean } {
  try {
    const response = (raw as { response?: { getAuthenticatorData?: () => ArrayBuffer } }).response
    const data = response?.getAuthenticatorData?.()
    if (!data || data.byteLength < 33) return {}
    return { backedUp: (new Uint8Array(data)[32]! & 0x10) !== 0 }
  } catch {
    return {}
  }
}

/**
 * Runs a ceremony; the visitor's "no" (a cancelled or timed-out prompt) becomes EIP-1193's 4001, so
 * it ends as USER_REJECTED like a refusal in any wallet. Only the visitor's: an engine that refused
 * the ceremony here is not a cancel (classifyCeremonyError.ts), and what the widget already worded
 * for the visitor (CeremonyPlace: press again, no passkeys in this browser) comes out from under
 * the wrappers of ox and viem as it was thrown.
 */
export async function asVisitorAnswer<T>(ceremony: () => Promise<T>): Promise<T> {
  try {
    return await ceremony()
  } catch (error) {
    const worded = ownError(error)
    if (worded) throw worded
    if (classifyCeremonyError(error) === 'cancelled')
      throw new ProviderRpcError(RPC_ERROR.userRejected, 'User rejected the passkey prompt')
    throw error
  }
}

function ownError(error: unknown): ProviderRpcError | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if (current instanceof ProviderRpcError) return current
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}
