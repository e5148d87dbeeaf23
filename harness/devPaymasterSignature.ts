import {
  concat,
  decodeFunctionData,
  getAddress,
  isAddress,
  isHex,
  pad,
  parseAbi,
  toHex,
  type Address,
  type Hex,
  type PrivateKeyAccount,
  type PublicClient,
} from 'viem'
import { PASSKEY_STACK } from '../devchain/passkeyStack'
import { RpcError } from './jsonRpcHttp'
import { parseUserOperation, USER_OPERATION_REQUEST, type ParsedUserOperation } from './parseUserOperation'

/** Largest gas limit the paymaster signs for: a dev paymaster still should not fund a runaway operation. */
const MAX_GAS = 5_000_000n
const FACTORY_ABI = parseAbi([
  'function createAccount(bytes signer) returns (address)',
  'function getAddress(bytes signer) view returns (address)',
])

/**
 * The operation a `pm_getPaymasterStubData` or `pm_getPaymasterData` asks about: for EntryPoint v0.8 on this
 * chain, deployed (if it is deployed now) by the Walletport factory. Anything else is an invalid request.
 */
export function readSponsorRequest(params: unknown[], chainId: number): ParsedUserOperation {
  const [op, entryPoint, requestedChainId] = params
  if (
    typeof entryPoint !== 'string' ||
    !isAddress(entryPoint) ||
    getAddress(entryPoint) !== getAddress(PASSKEY_STACK.entryPoint)
  ) {
    throw new RpcError(-32602, `only EntryPoint ${PASSKEY_STACK.entryPoint} (v0.8) is supported`)
  }
  if (typeof requestedChainId !== 'string' || !isHex(requestedChainId) || Number(requestedChainId) !== chainId)
    throw new RpcError(-32602, `only chain ${chainId} is supported`)
  const userOp = parseUserOperation(op)
  if (userOp.factory && getAddress(userOp.factory) !== getAddress(PASSKEY_STACK.factory))
    throw new RpcError(-32602, 'only passkey accounts from the Walletport factory are sponsored')
  return userOp
}

/**
 * What the paymaster checks before it signs (its deposit pays whoever bundles what it signed): gas limits it
 * would fund, fees no higher than a block needs, a sender that is a Walletport passkey account. Refused with
 * `declines`' words; else the latest block's time, which the signature's validity counts from.
 */
export async function checkSignable(
  chain: PublicClient,
  userOp: ParsedUserOperation,
  paymasterGas: readonly bigint[],
  declines: string,
): Promise<{ timestamp: bigint }> {
  for (const gas of [userOp.callGasLimit, userOp.verificationGasLimit, userOp.preVerificationGas, ...paymasterGas]) {
    if (gas > MAX_GAS) throw new RpcError(-32000, `${declines}: a gas limit above ${MAX_GAS}`)
  }
  const [{ timestamp }, suggested] = await Promise.all([chain.getBlock(), chain.estimateFeesPerGas()])
  // What it signs is paid from its deposit to whoever bundles it: only the fees the node suggests, never a bid.
  // (Up to twice them: they move block to block, and the client priced the operation a little earlier.)
  if (
    userOp.maxPriorityFeePerGas > 2n * suggested.maxPriorityFeePerGas ||
    userOp.maxFeePerGas > 2n * suggested.maxFeePerGas
  ) {
    throw new RpcError(-32000, `${declines}: fees above twice what the chain suggests`)
  }
  // Only Walletport passkey accounts: a clone of the account implementation, or one the factory deploys now.
  const account = userOp.factory ? undefined : await chain.getCode({ address: userOp.sender })
  if (!userOp.factory && account?.toLowerCase() !== passkeyAccountCode())
    throw new RpcError(-32000, `${declines}: the sender is not a Walletport passkey account`)
  if (userOp.factory && !(await deploysSender(chain, userOp.sender, userOp.factoryData)))
    throw new RpcError(-32000, `${declines}: the factory data does not deploy the sender`)
  return { timestamp }
}

/** The signed paymasterData `validAfter ‖ validUntil ‖ signature`: DevPaymaster's EIP-712 `UserOperationRequest`. */
export async function signPaymasterData(
  signer: PrivateKeyAccount,
  { chainId, paymaster }: { chainId: number; paymaster: Address },
  userOp: ParsedUserOperation,
  { verificationGas, postOpGas, validUntil }: { verificationGas: bigint; postOpGas: bigint; validUntil: number },
): Promise<Hex> {
  const validAfter = 0
  const signature = await signer.signTypedData({
    domain: { name: 'Walletport Dev Paymaster', version: '1', chainId, verifyingContract: paymaster },
    types: { UserOperationRequest: USER_OPERATION_REQUEST },
    primaryType: 'UserOperationRequest',
    message: {
      sender: userOp.sender,
      nonce: userOp.nonce,
      initCode: userOp.factory ? concat([userOp.factory, userOp.factoryData ?? '0x']) : '0x',
      callData: userOp.callData,
      accountGasLimits: concat([
        pad(toHex(userOp.verificationGasLimit), { size: 16 }),
        pad(toHex(userOp.callGasLimit), { size: 16 }),
      ]),
      preVerificationGas: userOp.preVerificationGas,
      gasFees: concat([
        pad(toHex(userOp.maxPriorityFeePerGas), { size: 16 }),
        pad(toHex(userOp.maxFeePerGas), { size: 16 }),
      ]),
      paymasterVerificationGasLimit: verificationGas,
      paymasterPostOpGasLimit: postOpGas,
      validAfter,
      validUntil,
    },
  })
  return concat([pad(toHex(validAfter), { size: 6 }), pad(toHex(validUntil), { size: 6 }), signature])
}

/** The runtime code of a PasskeyAccount: an EIP-1167 minimal proxy to the account implementation. */
function passkeyAccountCode(): string {
  return `0x363d3d373d3d3d363d73${PASSKEY_STACK.accountImplementation.slice(2)}5af43d82803e903d91602b57fd5bf3`.toLowerCase()
}

/** Whether the factory call in an operation's initCode deploys exactly its sender. */
async function deploysSender(chain: PublicClient, sender: Address, factoryData: Hex | undefined): Promise<boolean> {
  try {
    const { functionName, args } = decodeFunctionData({ abi: FACTORY_ABI, data: factoryData ?? '0x' })
    if (functionName !== 'createAccount') return false
    const address = await chain.readContract({
      address: PASSKEY_STACK.factory,
      abi: FACTORY_ABI,
      functionName: 'getAddress',
      args,
    })
    return getAddress(address) === getAddress(sender)
  } catch {
    return false
  }
}
