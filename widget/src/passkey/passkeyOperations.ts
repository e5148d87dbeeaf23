import type { SmartAccount } from 'viem/account-abstraction'
import type { ChainConfig } from '../../../protocol/config'
import type { BatchCall, BatchOptions, FeeQuote, OperationCall } from '../wallets/atomicBatches'
import { withDataSuffix } from './withDataSuffix'
import type { PasskeyAccounts } from './PasskeyAccounts'
import type { PasskeyWalletProvider } from './passkeyWallet'
import { quoteUserOperation, sendAsUserOperation, type PreparedUserOperation } from './sendAsUserOperation'
import { userOperationRun } from './userOperationRun'

/** How long the operation a preview ran stays the one quoted for its review (quoteCalls right after it). */
const PREVIEWED_FRESH_MS = 30_000

type OperationParameters = {
  connected: () => Promise<SmartAccount>
  chain: () => ChainConfig
  accounts: PasskeyAccounts
}

/** Who the review said pays for some calls, how much at most, and the operation it was priced from. */
type Reviewed = { quote: FeeQuote; prepared?: PreparedUserOperation }

/**
 * The passkey account's calls as user operations: quoted for a review, previewed, and sent keeping to
 * what the review said (who pays, how much at most, the very operation it priced: see sendAsUserOperation).
 */
export function passkeyOperations({
  connected,
  chain,
  accounts,
}: OperationParameters): Pick<PasskeyWalletProvider, 'quoteCalls' | 'sendCalls' | 'operationCall'> {
  const quoted = new Map<string, Reviewed>()
  // The site's paymaster and builder codes are part of what was reviewed: the same calls with others are another review.
  const quoteKey = (calls: readonly BatchCall[], { paymaster, dataSuffix }: BatchOptions) =>
    `${chain().id}:${JSON.stringify([calls, paymaster?.url, paymaster?.context, paymaster?.optional, dataSuffix], (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))}`
  const operationOf = async (calls: readonly BatchCall[], { dataSuffix }: BatchOptions) => ({
    account: withDataSuffix(await connected(), dataSuffix),
    client: accounts.client(chain()),
    config: chain().passkeyWallet!,
    calls,
  })

  const quoteCalls = async (calls: readonly BatchCall[], options: BatchOptions = {}): Promise<FeeQuote> => {
    // The operation the review's preview just ran (operationCall) is the one quoted and sent, not another estimate.
    const previewed = quoted.get(quoteKey(calls, options))
    if (previewed?.prepared && Date.now() - previewed.prepared.preparedAt < PREVIEWED_FRESH_MS) return previewed.quote
    const { quote, prepared } = await quoteUserOperation({
      ...(await operationOf(calls, options)),
      ...(options.paymaster ? { sitePaymaster: options.paymaster } : {}),
    })
    quoted.set(quoteKey(calls, options), { quote, prepared })
    return quote
  }

  return {
    quoteCalls,
    async sendCalls(calls, { stillWanted, ...options } = {}) {
      const { paymaster } = options
      const key = quoteKey(calls, options)
      const reviewed = quoted.get(key)
      // The site's paymaster is asked again only where the review said it pays (or nothing was reviewed).
      const sitePaymaster = paymaster && (reviewed === undefined || reviewed.quote.namedBySite) ? paymaster : undefined
      // Sent once at most as prepared: a second Confirm of the same review (after a failure) prepares it again.
      if (reviewed) quoted.set(key, { quote: reviewed.quote })
      const { transactionHash, sponsor } = await sendAsUserOperation({
        ...(await operationOf(calls, options)),
        ...keptToReview(reviewed),
        ...(stillWanted ? { stillWanted } : {}),
        ...(sitePaymaster ? { sitePaymaster } : {}),
      })
      // Sent: that review is spent. A send that failed keeps it, for the visitor's second Confirm of the same review.
      quoted.delete(key)
      return { transactionHash, sponsor }
    },
    async operationCall(calls, options = {}): Promise<OperationCall> {
      const key = quoteKey(calls, options)
      quoted.delete(key)
      await quoteCalls(calls, options)
      return userOperationRun({
        account: await connected(),
        client: accounts.client(chain()),
        operation: quoted.get(key)!.prepared!.operation,
        entryPoint: chain().passkeyWallet!.entryPoint,
      })
    },
  }
}

/** What a send keeps to of its review: who pays (a sponsor, or a fee token), at most the fee quoted, the operation priced. */
function keptToReview(reviewed: Reviewed | undefined) {
  if (reviewed === undefined) return {}
  return {
    sponsored: reviewed.quote.sponsor !== undefined,
    maxFee: reviewed.quote.fee,
    ...(reviewed.quote.feeToken ? { feeToken: reviewed.quote.feeToken } : {}),
    ...(reviewed.prepared ? { prepared: reviewed.prepared } : {}),
  }
}
