import type { Address } from 'viem'
import type { ApprovalRequest } from '../../../protocol/parseApprovalRequest'
import type { WalletRequest } from '../request/submitToWallet'
import type { ApprovalReviewModel } from './buildApprovalReview'

/** What the wallet receives for a reviewed request: rebuilt from the review, never the host's params. */
export function walletRequest(request: ApprovalRequest, review: ApprovalReviewModel, account: Address): WalletRequest {
  if (review.kind === 'transaction') {
    const tx: Record<string, string> = {
      from: account,
      value: `0x${review.value.toString(16)}`,
      chainId: `0x${review.chain.id.toString(16)}`,
    }
    if (review.to) tx.to = review.to
    if (review.data !== '0x') tx.data = review.data
    if (review.gasLimit !== undefined) tx.gas = `0x${review.gasLimit.toString(16)}`
    return { method: 'eth_sendTransaction', params: [tx], chain: review.chain }
  }
  if (review.kind === 'message') return { method: 'personal_sign', params: [review.hex, account] }
  if (review.kind === 'batch') throw new Error('a batch goes to the wallet call by call (CallsRegistry.send)')
  if (request.method !== 'eth_signTypedData_v4') throw new Error('typed data review without typed data')
  const { domain, types, primaryType, message } = request.data
  return { method: 'eth_signTypedData_v4', params: [account, JSON.stringify({ types, primaryType, domain, message })] }
}
