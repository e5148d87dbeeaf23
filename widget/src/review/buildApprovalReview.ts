import { buildBatchReview, type BatchReview } from './buildBatchReview'
import type { Address } from 'viem'
import type { ApprovalRequest } from '../../../protocol/parseApprovalRequest'
import type { ChainConfig } from '../../../protocol/config'
import type { ChainClient } from '../chain/chainClient'
import {
  buildTransactionReview,
  type BuildTransactionReviewParameters,
  type TransactionReview,
} from './buildTransactionReview'
import { describeMessage, type DescribeMessageReturnType } from './describeMessage'
import { readTokenInfo, type ReadTokenInfoReturnType, type TokenInfo } from './readTokenInfo'
import { recognisePermit, type PermitSummary } from './recognisePermit'
import { typedDataFields, type TypedDataTree } from './typedDataFields'

/** `chainName`: the name of the wallet's chain, for a sign-in message's network line. */
export type MessageReview = { kind: 'message'; chainName: string } & DescribeMessageReturnType

export type TypedDataReview = {
  kind: 'typedData'
  tree: TypedDataTree
  /** Set when the signature grants token spending (EIP-2612, DAI, Permit2). */
  permit?: PermitSummary
  tokens: ReadTokenInfoReturnType
}

export type ApprovalReviewModel = TransactionReview | MessageReview | TypedDataReview | BatchReview

export type BuildApprovalReviewParameters = {
  request: ApprovalRequest
  client: ChainClient
  chain: ChainConfig
  account: Address
  hostOrigin: string
  knownToken: (token: Address) => TokenInfo | undefined
  /** The wallet pays fees through a UserOperation (the passkey wallet). */
  feePaidByOperation?: boolean
  /** How the EntryPoint calls the account to make the calls (the passkey wallet): see simulateTransaction. */
  operation?: BuildTransactionReviewParameters['operation']
  /** Who asks, for the labels only the wallet's own requests earn (decodeCall). */
  trust?: BuildTransactionReviewParameters['trust']
}

/**
 * The review of one provider request, from its parsed form. Loaded with the first review (not at
 * the widget's first paint): simulation, typed-data rendering and SIWE parsing live behind it.
 */
export async function buildApprovalReview({
  request,
  client,
  chain,
  account,
  hostOrigin,
  knownToken,
  feePaidByOperation = false,
  operation,
  trust = {},
}: BuildApprovalReviewParameters): Promise<ApprovalReviewModel> {
  switch (request.method) {
    case 'eth_sendTransaction':
      return buildTransactionReview({
        client,
        chain,
        from: account,
        tx: request.tx,
        knownToken,
        feePaidByOperation,
        ...(operation ? { operation } : {}),
        trust,
      })
    case 'personal_sign':
      return {
        kind: 'message',
        chainName: chain.name,
        ...describeMessage({ message: request.message, hostOrigin, chainId: chain.id }),
      }
    case 'eth_signTypedData_v4': {
      const permit = recognisePermit(request.data)
      const tokens = await readTokenInfo({
        client,
        chain,
        account,
        tokens: permit?.grants.map((grant) => grant.token) ?? [],
        known: knownToken,
      })
      return { kind: 'typedData', tree: typedDataFields(request.data), ...(permit ? { permit } : {}), tokens }
    }
    case 'wallet_sendCalls':
      return buildBatchReview({
        client,
        chain,
        from: account,
        batch: request.batch,
        knownToken,
        feePaidByOperation,
        ...(operation ? { operation } : {}),
        trust,
      })
  }
}
