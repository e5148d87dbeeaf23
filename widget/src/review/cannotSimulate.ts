import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import { failureReason } from '../chain/revertReason'

/**
 * The RPC does not simulate (method unknown or refused) or could not be reached: unlike an
 * execution error of the transaction itself, that says nothing about the transaction.
 */
export function cannotSimulate(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const { code, name, cause } = current as { code?: unknown; name?: unknown; cause?: unknown }
    if (
      code === RPC_ERROR.methodNotFound ||
      code === RPC_ERROR.methodNotSupported ||
      code === RPC_ERROR.unsupportedMethod
    )
      return true
    if (
      name === 'HttpRequestError' ||
      name === 'TimeoutError' ||
      name === 'MethodNotFoundRpcError' ||
      name === 'MethodNotSupportedRpcError'
    )
      return true
    current = cause
  }
  return !/revert|insufficient|execution|out of gas|invalid opcode/i.test(failureReason(error))
}
