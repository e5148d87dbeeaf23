import { createServer } from 'node:http'
import {
  concat,
  createPublicClient,
  decodeAbiParameters,
  getAddress,
  http,
  isHex,
  numberToHex,
  pad,
  slice,
  toFunctionSelector,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { portAnswers } from '../devchain/anvil'
import { RpcError, serveJsonRpc, type RpcRequest } from './jsonRpcHttp'
import { checkSignable, readSponsorRequest, signPaymasterData } from './devPaymasterSignature'
import { DEV_PAYMASTER_SIGNER_KEY, PASSKEY_STACK, SITE_PAYMASTER } from '../devchain/passkeyStack'

/** Which DevPaymaster a service signs for: its contract, its signer's key, the sponsor name its stubs give. */
export type PaymasterIdentity = { address: Address; signerKey: Hex; sponsorName: string }
/** The operator's (walletport.config.json's `paymasterUrl`). */
export const OPERATOR_PAYMASTER: PaymasterIdentity = {
  address: PASSKEY_STACK.paymaster,
  signerKey: DEV_PAYMASTER_SIGNER_KEY,
  sponsorName: 'Walletport dev paymaster',
}
/** The dapp's own, named in a `wallet_sendCalls` (`paymasterService`): the same service, another contract and signer. */
export const SITE_PAYMASTER_IDENTITY: PaymasterIdentity = {
  address: SITE_PAYMASTER.address,
  signerKey: SITE_PAYMASTER.signerKey,
  sponsorName: SITE_PAYMASTER.sponsorName,
}

export type StartDevPaymasterParameters = { rpcUrl: string; port: number; identity?: PaymasterIdentity }
export type StartDevPaymasterReturnType = { url: string; stop(): Promise<void> }
export type SponsorshipDecision = { sponsor: true } | { sponsor: false; reason: string }

/** ERC-7821 `execute(bytes32 mode, bytes executionData)`, the only callData a PasskeyAccount runs. */
const EXECUTE = toFunctionSelector('function execute(bytes32,bytes)')
/** The one mode PasskeyAccount (OpenZeppelin's ERC7821) supports: a batch, reverting as a whole. */
const BATCH_MODE = pad('0x01', { dir: 'right', size: 32 })
/** What an account may call on itself in a sponsored operation: owner, recovery and permission management, never another batch. */
const SELF_CALLS = new Set([
  toFunctionSelector('function addSigner(bytes)'),
  toFunctionSelector('function removeSigner(bytes)'),
  toFunctionSelector('function setRecovery(address,uint32)'),
  toFunctionSelector('function clearRecovery()'),
  toFunctionSelector('function cancelRecovery()'),
  toFunctionSelector(
    'function grantPermission((address,address,uint8,uint128,uint128,uint128,uint32,uint48,uint48,string))',
  ),
  toFunctionSelector('function revokePermission(uint256)'),
])
const CALLS = [{ type: 'tuple[]', components: [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes' }] }] as const
/** Gas the paymaster's validation needs (EIP-712 hash and one ECDSA recovery, ~25k) with room; no postOp. */
const VERIFICATION_GAS = 60_000n
/** How long a paymaster signature stays valid. */
const VALIDITY_SECONDS = 600

/**
 * The dev paymaster's sponsorship policy: it pays for operations that move no native value. The callData must be
 * a PasskeyAccount batch (`execute` in batch mode) whose calls all carry value 0, and a call from the account to
 * itself may only add or remove an owner (a nested batch could hide value). Anything else, or anything it cannot
 * decode, is refused: the widget then lets the account pay its own gas.
 */
export function sponsorshipDecision({ sender, callData }: { sender: Address; callData: Hex }): SponsorshipDecision {
  const refuse = (reason: string): SponsorshipDecision => ({ sponsor: false, reason })
  if (!isHex(callData) || callData.length < 10 || slice(callData, 0, 4) !== EXECUTE)
    return refuse('callData is not an ERC-7821 execute batch')
  let calls: readonly (readonly [Address, bigint, Hex])[]
  try {
    const [mode, executionData] = decodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes' }], slice(callData, 4))
    if (mode !== BATCH_MODE) return refuse('only the plain batch execution mode is sponsored')
    ;[calls] = decodeAbiParameters(CALLS, executionData)
  } catch {
    return refuse('callData could not be decoded')
  }
  if (calls.length === 0) return refuse('the batch has no calls')
  for (const [target, value, data] of calls) {
    if (value !== 0n) return refuse('the operation moves native value; it pays its own gas')
    if (getAddress(target) === getAddress(sender) && (data.length < 10 || !SELF_CALLS.has(slice(data, 0, 4)))) {
      return refuse('the account calls itself with something other than managing its owners, recovery or permissions')
    }
  }
  return { sponsor: true }
}

/**
 * A local ERC-7677 paymaster service for DevPaymaster (EntryPoint v0.8): `pm_getPaymasterStubData` (for gas
 * estimation) and `pm_getPaymasterData` (the signed paymasterData `validAfter ‖ validUntil ‖ signature`), for the
 * operations `sponsorshipDecision` accepts, from Walletport passkey accounts only, at fees a block needs (its deposit
 * pays whoever bundles what it signed: a bid in the fee would be a way to drain it). Its signer is a dev key
 * (devchain/passkeyStack.ts).
 */
export async function startDevPaymaster({
  rpcUrl,
  port,
  identity = OPERATOR_PAYMASTER,
}: StartDevPaymasterParameters): Promise<StartDevPaymasterReturnType> {
  if (await portAnswers(port))
    throw new Error(
      `paymaster: port ${port} already answers on 127.0.0.1; stop the old paymaster (or whatever holds it) first`,
    )
  const chain = createPublicClient({ transport: http(rpcUrl) })
  const chainId = await chain.getChainId()
  const signer = privateKeyToAccount(identity.signerKey)
  const declines = `${identity.sponsorName} declines to sponsor`
  // A well-formed signature (ECDSA recovery runs its whole course) that recovers to no one useful: estimation
  // then spends what validation spends.
  const stubSignature = await signer.signMessage({ message: 'walletport dev paymaster stub' })

  const handle = async ({ method, params }: RpcRequest): Promise<unknown> => {
    if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData')
      throw new RpcError(-32601, `method ${method} not supported`)
    const userOp = readSponsorRequest(params, chainId)
    const decision = sponsorshipDecision(userOp)
    if (!decision.sponsor) throw new RpcError(-32000, `${declines}: ${decision.reason}`)
    const verificationGas = userOp.paymasterVerificationGasLimit ?? VERIFICATION_GAS
    const postOpGas = userOp.paymasterPostOpGasLimit ?? 0n
    const limits = {
      paymasterVerificationGasLimit: numberToHex(verificationGas),
      paymasterPostOpGasLimit: numberToHex(postOpGas),
    }
    if (method === 'pm_getPaymasterStubData') {
      const paymasterData = concat([pad('0x', { size: 12 }), stubSignature])
      return {
        paymaster: identity.address,
        paymasterData,
        ...limits,
        sponsor: { name: identity.sponsorName },
        isFinal: false,
      }
    }
    const { timestamp } = await checkSignable(chain, userOp, [verificationGas, postOpGas], declines)
    const paymasterData = await signPaymasterData(signer, { chainId, paymaster: identity.address }, userOp, {
      verificationGas,
      postOpGas,
      validUntil: Number(timestamp) + VALIDITY_SECONDS,
    })
    return { paymaster: identity.address, paymasterData, ...limits }
  }

  const server = createServer((request, response) => void serveJsonRpc(request, response, handle))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
