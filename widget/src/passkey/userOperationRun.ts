import {
  bytesToHex,
  concat,
  decodeAbiParameters,
  encodeAbiParameters,
  encodeFunctionData,
  keccak256,
  pad,
  slice,
  type Address,
  type Chain,
  type Client,
  type Hex,
  type Transport,
} from 'viem'
import { entryPoint08Abi, toPackedUserOperation, type SmartAccount, type UserOperation } from 'viem/account-abstraction'
import { getCode } from 'viem/actions'
import type { OperationCall } from '../wallets/atomicBatches'
import { PREVIEW_VERIFIER_CODE } from './previewVerifier'

export type UserOperationRunParameters = {
  account: SmartAccount
  client: Client<Transport, Chain>
  /** The operation as it will be sent, but for its signature: gas limits, fees, initCode and paymaster data included. */
  operation: UserOperation
  entryPoint: Address
}

/** The multisig encoding of PasskeyAccount's signatures (toPasskeyAccount.ts): the signers, and their signatures. */
const MULTISIG = [{ type: 'bytes[]' }, { type: 'bytes[]' }] as const
/** What the EntryPoint spends around the operation's own limits (its loops, the deposit bookkeeping, calldata). */
const ENTRY_POINT_GAS = 150_000n

/**
 * The bundle transaction a bundler sends for `operation`: handleOps of it alone, from a fresh EOA that is also the
 * beneficiary (neither the account nor the EntryPoint, no code: a contract that tells a preview by `tx.origin`
 * meets what it will meet). Before the passkey has signed, the operation carries the account's stub signature
 * with random P-256 values, and the state override puts PreviewWebAuthnVerifier at the WebAuthn verifier's address,
 * accepting that one signature and asking the real verifier's code (moved to a fresh address) about anything else.
 * The account's own validation, its deployment (initCode), the paymaster's validation and its postOp all run.
 */
export async function userOperationRun({
  account,
  client,
  operation,
  entryPoint,
}: UserOperationRunParameters): Promise<OperationCall> {
  const [signers, signatures] = decodeAbiParameters(MULTISIG, await account.getStubSignature())
  const verifier = slice(signers[0]!, 0, 20)
  // WebAuthnAuth's r and s are its first 64 bytes: drawn afresh, so no contract can know the one accepted.
  const auth = concat([randomHex(64), slice(signatures[0]!, 64)])
  const signature = encodeAbiParameters(MULTISIG, [signers, [auth]])
  const realVerifier = randomHex(20) as Address
  const bundler = randomHex(20) as Address
  const realCode = await getCode(client, { address: verifier })
  if (!realCode) throw new Error(`the WebAuthn verifier ${verifier} has no code on this network`)
  const gas =
    operation.verificationGasLimit +
    operation.callGasLimit +
    (operation.paymasterVerificationGasLimit ?? 0n) +
    (operation.paymasterPostOpGasLimit ?? 0n) +
    ENTRY_POINT_GAS
  return {
    from: bundler,
    to: entryPoint,
    data: encodeFunctionData({
      abi: entryPoint08Abi,
      functionName: 'handleOps',
      args: [[toPackedUserOperation({ ...operation, signature })], bundler],
    }),
    account: account.address,
    gas,
    stateOverride: [
      {
        address: verifier,
        code: PREVIEW_VERIFIER_CODE,
        state: [
          { slot: pad('0x00'), value: pad(realVerifier) },
          { slot: pad('0x01'), value: keccak256(auth) },
        ],
      },
      { address: realVerifier, code: realCode },
    ],
    ...(operation.paymaster ? { paymaster: operation.paymaster } : {}),
  }
}

function randomHex(bytes: number): Hex {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(bytes)))
}
