import { getAddress, isAddress, isHex, type Address, type Hex } from 'viem'
import { RpcError } from './jsonRpcHttp'

/** The EIP-712 type of what the paymaster signs for DevPaymaster: the operation's fields and the validity window. */
export const USER_OPERATION_REQUEST = Object.entries({
  sender: 'address',
  nonce: 'uint256',
  initCode: 'bytes',
  callData: 'bytes',
  accountGasLimits: 'bytes32',
  preVerificationGas: 'uint256',
  gasFees: 'bytes32',
  paymasterVerificationGasLimit: 'uint256',
  paymasterPostOpGasLimit: 'uint256',
  validAfter: 'uint48',
  validUntil: 'uint48',
}).map(([name, type]) => ({ name, type }))

export type ParsedUserOperation = {
  sender: Address
  nonce: bigint
  factory?: Address | undefined
  factoryData?: Hex | undefined
  callData: Hex
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  paymasterVerificationGasLimit?: bigint | undefined
  paymasterPostOpGasLimit?: bigint | undefined
}

/** The ERC-7677 userOp parameter (an RPC UserOperation, v0.7+ fields), read as hostile input. */
export function parseUserOperation(value: unknown): ParsedUserOperation {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RpcError(-32602, 'userOp must be an object')
  const op = value as Record<string, unknown>
  const address = (key: string) => {
    const field = op[key]
    if (typeof field !== 'string' || !isAddress(field, { strict: false }))
      throw new RpcError(-32602, `userOp.${key} must be an address`)
    return getAddress(field)
  }
  const bytes = (key: string) => {
    const field = op[key]
    if (typeof field !== 'string' || !isHex(field) || field.length % 2 !== 0)
      throw new RpcError(-32602, `userOp.${key} must be hex bytes`)
    return field
  }
  const quantity = (key: string) => {
    const field = op[key]
    if (typeof field !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(field))
      throw new RpcError(-32602, `userOp.${key} must be a hex quantity`)
    return BigInt(field)
  }
  const optional = <T>(key: string, read: (key: string) => T) =>
    op[key] === undefined || op[key] === null ? undefined : read(key)
  return {
    sender: address('sender'),
    nonce: quantity('nonce'),
    factory: optional('factory', address),
    factoryData: optional('factoryData', bytes),
    callData: bytes('callData'),
    callGasLimit: quantity('callGasLimit'),
    verificationGasLimit: quantity('verificationGasLimit'),
    preVerificationGas: quantity('preVerificationGas'),
    maxFeePerGas: quantity('maxFeePerGas'),
    maxPriorityFeePerGas: quantity('maxPriorityFeePerGas'),
    paymasterVerificationGasLimit: optional('paymasterVerificationGasLimit', quantity),
    paymasterPostOpGasLimit: optional('paymasterPostOpGasLimit', quantity),
  }
}
