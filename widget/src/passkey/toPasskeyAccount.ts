import {
  concat,
  decodeAbiParameters,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  getTypesForEIP712Domain,
  hashDomain,
  hexToBigInt,
  numberToHex,
  pad,
  parseAbi,
  size,
  slice,
  zeroHash,
  type Address,
  type Chain,
  type Client,
  type Hex,
  type SignableMessage,
  type Transport,
  type TypedDataParameter,
  type TypedDataDefinition,
} from 'viem'
import {
  entryPoint08Abi,
  getUserOperationHash,
  toSmartAccount,
  type SmartAccount,
  type WebAuthnAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import {
  hashMessage as hashNestedMessage,
  hashTypedData as hashNestedTypedData,
  wrapTypedDataSignature,
} from 'viem/experimental/erc7739'

/** The contracts of a passkey wallet deployment: the account factory, its EntryPoint (v0.8) and WebAuthn verifier. */
export type PasskeyStackAddresses = { factory: Address; entryPoint: Address; webAuthnVerifier: Address }

export type ToPasskeyAccountParameters = {
  /** A client of the account's chain: reads the factory (and viem, whether the account has code). */
  client: Client<Transport, Chain>
  /** The passkey, as viem's WebAuthn account (its `publicKey` is the 64-byte `qx ‖ qy`). */
  owner: WebAuthnAccount
  stack: PasskeyStackAddresses
  /**
   * An existing account this passkey was added to as a further owner. Without it, the account is the one the
   * factory creates for this passkey (its first owner).
   */
  address?: Address | undefined
}
export type ToPasskeyAccountReturnType = SmartAccount

/** PasskeyAccount and PasskeyAccountFactory (devchain/contracts/PasskeyAccount.sol), what the wallet calls of them. */
export const passkeyAccountAbi = parseAbi([
  'function execute(bytes32 mode, bytes executionData) payable',
  'function addSigner(bytes signer)',
  'function removeSigner(bytes signer)',
  'function isSigner(bytes signer) view returns (bool)',
  'function getSignerCount() view returns (uint256)',
])
const factoryAbi = parseAbi([
  'function createAccount(bytes signer) returns (address)',
  'function getAddress(bytes signer) view returns (address)',
])

/** ERC-7821 execution mode "batch, revert on any failure": the only mode the account runs, so a batch is atomic. */
const BATCH_MODE = pad('0x01', { dir: 'right', size: 32 })
const CALLS = [
  {
    type: 'tuple[]',
    components: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
  },
] as const
/** OpenZeppelin's `WebAuthn.WebAuthnAuth`, ABI-encoded as its fields in place (what `WebAuthn.tryDecodeAuth` reads). */
const WEBAUTHN_AUTH = [
  { type: 'bytes32' },
  { type: 'bytes32' },
  { type: 'uint256' },
  { type: 'uint256' },
  { type: 'bytes' },
  { type: 'string' },
] as const
/** The multisig encoding MultiSignerERC7913 expects: the signers that signed and their signatures, in order. */
const MULTISIG = [{ type: 'bytes[]' }, { type: 'bytes[]' }] as const
/** The P-256 group order: a signature's `s` above half of it is refused on chain (malleability), so it is flipped. */
const P256_N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n

/** The account's EIP-712 name and version (ERC-7739's verifier domain), as in PasskeyAccount's constructor. */
const ACCOUNT_DOMAIN = { name: 'Walletport Passkey Account', version: '1' } as const

/** The ERC-7913 signer of a passkey: `verifier ‖ qx ‖ qy` (a 64-byte key, or 65 bytes with the 0x04 prefix). */
export function passkeySigner(verifier: Address, publicKey: Hex): Hex {
  const key = size(publicKey) === 65 ? slice(publicKey, 1) : publicKey
  if (size(key) !== 64) throw new Error('a passkey public key is 64 bytes (qx ‖ qy)')
  return concat([verifier, key])
}

/**
 * The passkey wallet's account for viem's account abstraction (EntryPoint v0.8): a PasskeyAccount clone at the
 * factory's counterfactual address for this passkey, deployed by its first UserOperation. Calls go out as one
 * ERC-7821 batch (atomic). Messages and typed data are signed through ERC-7739 (bound to this account and chain);
 * viem's toSmartAccount wraps them in ERC-6492 while the account has no code, so `verifyMessage` with a client
 * accepts them before and after deployment.
 */
export async function toPasskeyAccount({
  client,
  owner,
  stack,
  address: coOwned,
}: ToPasskeyAccountParameters): Promise<ToPasskeyAccountReturnType> {
  const chainId = client.chain.id
  const signer = passkeySigner(stack.webAuthnVerifier, owner.publicKey)
  const address =
    coOwned ??
    (await readContract(client, {
      address: stack.factory,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [signer],
    }))
  const factoryData = encodeFunctionData({ abi: factoryAbi, functionName: 'createAccount', args: [signer] })
  /** A prompt of the passkey for `hash`, as the multisig signature of this one owner. */
  const signHash = async (hash: Hex): Promise<Hex> => {
    const { signature, webauthn } = await owner.sign({ hash })
    if (webauthn.challengeIndex === undefined || webauthn.typeIndex === undefined)
      throw new Error('the passkey answered no clientDataJSON indices')
    const r = slice(signature, 0, 32)
    const s = hexToBigInt(slice(signature, 32, 64))
    const auth = encodeAbiParameters(WEBAUTHN_AUTH, [
      r,
      numberToHex(s > P256_N / 2n ? P256_N - s : s, { size: 32 }),
      BigInt(webauthn.challengeIndex),
      BigInt(webauthn.typeIndex),
      webauthn.authenticatorData,
      webauthn.clientDataJSON,
    ])
    return encodeAbiParameters(MULTISIG, [[signer], [auth]])
  }
  const verifierDomain = { ...ACCOUNT_DOMAIN, chainId, verifyingContract: address, salt: zeroHash } as const

  return toSmartAccount({
    // The smart account never uses the client's own account (it has none).
    client: client as Client<Transport, Chain, undefined>,
    entryPoint: { abi: entryPoint08Abi, address: stack.entryPoint, version: '0.8' },
    getAddress: async () => address,
    // viem asks only while the account has no code, and then also wraps signMessage / signTypedData in ERC-6492.
    async getFactoryArgs() {
      // Only the first owner's passkey can deploy the account: the factory's salt is that owner.
      if (coOwned) throw new Error('toPasskeyAccount: a further owner needs the account deployed')
      return { factory: stack.factory, factoryData }
    },
    async encodeCalls(calls) {
      const executionData = encodeAbiParameters(CALLS, [
        calls.map(({ to, value = 0n, data = '0x' }) => ({ to, value, data })),
      ])
      return encodeFunctionData({ abi: passkeyAccountAbi, functionName: 'execute', args: [BATCH_MODE, executionData] })
    },
    async decodeCalls(data) {
      const { functionName, args } = decodeFunctionData({ abi: passkeyAccountAbi, data })
      if (functionName !== 'execute' || args[0] !== BATCH_MODE) throw new Error('not a PasskeyAccount batch')
      const [calls] = decodeAbiParameters(CALLS, args[1])
      return calls.map(({ to, value, data }) => ({ to, value, data }))
    },
    async getStubSignature() {
      return encodeAbiParameters(MULTISIG, [[signer], [STUB_WEBAUTHN_AUTH]])
    },
    async signUserOperation({ chainId: opChainId = chainId, ...userOperation }) {
      const hash = getUserOperationHash({
        chainId: opChainId,
        entryPointAddress: stack.entryPoint,
        entryPointVersion: '0.8',
        userOperation: { ...userOperation, sender: address },
      })
      return signHash(hash)
    },
    async signMessage({ message }: { message: SignableMessage }) {
      return signHash(hashNestedMessage({ message, verifierDomain }))
    },
    async signTypedData(typedData) {
      const { domain = {}, types, primaryType, message } = typedData as TypedDataDefinition
      const { EIP712Domain: declaredDomain, ...contentTypes } = types as Record<string, unknown>
      // The app's domain is hashed with the fields it declared (the parsed request always declares
      // them, protocol/parseTypedData.ts), not only the standard ones viem infers: a field the review
      // shows is a field the passkey signs. The ERC-7739 wrapper carries that same separator.
      const domainTypes = {
        EIP712Domain: (declaredDomain ?? getTypesForEIP712Domain({ domain })) as TypedDataParameter[],
      }
      const appSeparator = hashDomain({ domain, types: domainTypes } as Parameters<typeof hashDomain>[0])
      const nested = { domain, types: contentTypes, primaryType, message } as Parameters<
        typeof wrapTypedDataSignature
      >[0]
      const signature = await signHash(
        hashNestedTypedData({ ...nested, types: { ...contentTypes, ...domainTypes }, verifierDomain } as Parameters<
          typeof hashNestedTypedData
        >[0]),
      )
      // viem's wrapper hashes the standard domain fields only: its separator (the 32 bytes after the signature) is replaced.
      const wrapped = wrapTypedDataSignature({ ...nested, signature })
      return concat([signature, appSeparator, slice(wrapped, size(signature) + 32)])
    },
  })
}

/**
 * A signature shaped like a real one (for gas estimation, before the passkey is asked): P-256 values in range,
 * 37 bytes of authenticator data with the UP and UV flags, and a clientDataJSON as long as Chrome's when it adds
 * its "other_keys_can_be_added_here" member, so the estimated preVerificationGas covers the real signature.
 */
const STUB_WEBAUTHN_AUTH = encodeAbiParameters(WEBAUTHN_AUTH, [
  '0x7a3f0c2e9d8b4a6f1e5c3b2a1908f7e6d5c4b3a2918f7e6d5c4b3a291807f6e5',
  '0x1c2b3a4958675d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c',
  23n,
  1n,
  concat([pad('0x01', { size: 32 }), '0x05', '0x00000000']),
  `{"type":"webauthn.get","challenge":"${'A'.repeat(43)}","origin":"https://wallet.example.org","crossOrigin":false,"other_keys_can_be_added_here":"do not compare clientDataJSON against a template. See https://goo.gl/yabPex"}`,
])
