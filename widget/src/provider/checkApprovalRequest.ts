import { slice, toFunctionSelector, type Hex } from 'viem'
import { rpcError } from '../../../protocol/rpcError'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import type { ChainConfig } from '../../../protocol/config'
import type { ApprovalRequest } from '../../../protocol/parseApprovalRequest'
import { entryPointOf } from '../chain/entryPointOf'
import type { ConnectedWallet } from '../connection/connectionTypes'
import type { CallsRegistry } from './CallsRegistry'
import { holdsRecoveryProposal } from './holdsRecoveryProposal'

export type CheckApprovalRequestContext = {
  /** The mounted chain with this id; undefined when the embedding does not offer it. */
  chain: (chainId: number) => ChainConfig | undefined
  calls: Pick<CallsRegistry, 'has'>
}

/**
 * The refusals of a host's request that hold whatever its review would show: another signer, another
 * chain, a batch id used before, atomicity the wallet cannot give, a smart account made to call itself
 * or its EntryPoint. Returns the chain the request runs on; throws the EIP-1193 / EIP-5792 error.
 */
export function checkApprovalRequest(
  request: ApprovalRequest,
  account: ConnectedWallet,
  context: CheckApprovalRequestContext,
  /** The wallet's own screens ask (ApprovalController.requestFromWallet): a call of the account to itself. */
  byWallet = false,
): ChainConfig {
  if (request.signer && request.signer.toLowerCase() !== account.address.toLowerCase()) {
    throw rpcError('INVALID_REQUEST', RPC_ERROR.unauthorized, `${request.signer} is not the connected account`)
  }
  if (request.method === 'wallet_sendCalls' && request.batch.id !== undefined && context.calls.has(request.batch.id)) {
    throw rpcError(
      'INVALID_REQUEST',
      RPC_ERROR.duplicateBundleId,
      `a batch with id ${request.batch.id} was already sent`,
    )
  }
  if (request.method === 'wallet_sendCalls' && request.batch.atomicRequired && !account.capabilities.atomicBatches) {
    throw rpcError(
      'INVALID_REQUEST',
      RPC_ERROR.atomicityNotSupported,
      `atomic execution is not supported by ${account.walletName}: Walletport would send the calls one after another`,
    )
  }
  const chain = context.chain(account.chainId)
  if (byWallet) requireOwnSetting(request, account)
  else refuseRecoveryProposals(request)
  if (!byWallet && account.capabilities.account === 'smart') refuseCallsIntoTheAccount(request, account, chain)
  if (!chain) {
    throw rpcError(
      'UNSUPPORTED_CHAIN',
      RPC_ERROR.chainDisconnected,
      `the wallet is on chain ${account.chainId}, which this site does not use`,
    )
  }
  if (request.chainId !== undefined && request.chainId !== account.chainId) {
    throw rpcError(
      'UNSUPPORTED_CHAIN',
      RPC_ERROR.invalidParams,
      `the request is for chain ${request.chainId}, but the wallet is on chain ${account.chainId}`,
    )
  }
  return chain
}

/**
 * A smart account's calls to itself change the account (its owners, above all), and its calls to the
 * EntryPoint move the deposit that pays its fees (`withdrawTo`, `withdrawStake`, `depositTo` for
 * another): a site's request could do either in a review that reads "contract call" or "no balance
 * change". Only the wallet's own screens do such things.
 */
function refuseCallsIntoTheAccount(
  request: ApprovalRequest,
  account: ConnectedWallet,
  chain: ChainConfig | undefined,
): void {
  const calls =
    request.method === 'eth_sendTransaction'
      ? [request.tx]
      : request.method === 'wallet_sendCalls'
        ? request.batch.calls
        : []
  const targets = new Set(calls.map((call) => call.to?.toLowerCase()))
  if (targets.has(account.address.toLowerCase())) {
    throw rpcError(
      'INVALID_REQUEST',
      RPC_ERROR.invalidParams,
      `a site cannot make ${account.walletName} call itself: its owners and settings are managed in the wallet`,
    )
  }
  const entryPoint = chain && entryPointOf(chain)?.toLowerCase()
  if (entryPoint && targets.has(entryPoint)) {
    throw rpcError(
      'INVALID_REQUEST',
      RPC_ERROR.invalidParams,
      `a site cannot make ${account.walletName} call the EntryPoint: the deposit that pays its fees is the wallet's to manage`,
    )
  }
}

/** The calls a recovery address makes to a passkey account (devchain/contracts/PasskeyRecovery.sol). */
const RECOVERY_CALLS = new Set([toFunctionSelector('proposeRecovery(bytes)'), toFunctionSelector('executeRecovery()')])
const selectorOf = (data: Hex) => (data.length >= 10 ? slice(data, 0, 4).toLowerCase() : data.toLowerCase())

/**
 * A site cannot propose a recovery: a recovery address's proposal hands a passkey account to a key, after a delay
 * its owners may miss. The wallet's own screen proposes a passkey the visitor has just created, nothing else. The
 * proposal is looked for anywhere in what the site asks to send or sign (holdsRecoveryProposal): the recovery
 * wallet may be a smart account or a 7702-delegated EOA that makes it inside its own `execute`.
 */
function refuseRecoveryProposals(request: ApprovalRequest): void {
  if (holdsRecoveryProposal(request)) {
    throw rpcError(
      'INVALID_REQUEST',
      RPC_ERROR.invalidParams,
      'a site cannot propose a recovery: the recovery address proposes a new passkey in the wallet itself',
    )
  }
}

/**
 * What the wallet's own screens may ask, moving nothing: one call of a smart account to itself, or a recovery call
 * (propose, execute) of any wallet to another account (the recovery address's side).
 */
function requireOwnSetting(request: ApprovalRequest, account: ConnectedWallet): void {
  const self = account.address.toLowerCase()
  if (
    request.method !== 'eth_sendTransaction' ||
    request.tx.value !== 0n ||
    !(request.tx.to?.toLowerCase() === self
      ? account.capabilities.account === 'smart'
      : request.tx.to !== undefined && RECOVERY_CALLS.has(selectorOf(request.tx.data) as Hex))
  ) {
    throw rpcError('INVALID_REQUEST', RPC_ERROR.invalidParams, `${account.walletName} has no such setting`)
  }
}
