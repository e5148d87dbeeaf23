import type { Chain, Client, Hash, Transport } from 'viem'
import { waitForUserOperationReceipt, type SmartAccount } from 'viem/account-abstraction'
import type { PasskeyWalletConfig } from '../../../protocol/config'
import type { BatchCall, FeeQuote, SitePaymaster, TokenFee } from '../wallets/atomicBatches'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import { ProviderRpcError } from '../wallets/eip1193'
import { ExplainedError } from '../wallets/explainedError'
import { cleanErrorText } from '../../../protocol/cleanErrorText'
import { asVisitorAnswer } from './passkeyCeremonies'
import { bundlerFor, maxCost, prepareUserOperation, type Prepared } from './prepareUserOperation'
import { explainServiceError } from './serviceErrors'

export type SendAsUserOperationParameters = {
  account: SmartAccount
  client: Client<Transport, Chain>
  config: PasskeyWalletConfig
  calls: readonly BatchCall[]
  /**
   * Who pays, as the review said: `true`, the paymaster must (a paymaster that now declines fails the
   * send rather than let the account pay what it was told it would not); `false`, the account pays,
   * at most `maxFee` (the review's figure; a bundler asking more fails the send); undefined (nothing
   * was quoted), the paymaster if it accepts, else the account.
   */
  sponsored?: boolean
  /** The paymaster the site named (`paymasterService`), asked instead of the operator's: only when the review said it pays, or nothing was quoted. */
  sitePaymaster?: SitePaymaster
  maxFee?: bigint
  /**
   * The fee in a token the review showed (payInToken), the most the paymaster may charge: the send pays in that token
   * and never more (an operation prepared again whose most is higher fails the send).
   */
  feeToken?: TokenFee
  /** False once the request ended while the passkey was being asked: the signed operation is then not sent. */
  stillWanted?: () => boolean
  /**
   * The operation the review was priced from (quoteUserOperation), sent as it is while fresh: the fee
   * is then exactly the reviewed one, and the passkey is asked at once after Confirm (a passkey window
   * needs the visitor's click to be recent).
   */
  prepared?: PreparedUserOperation
}

/** A UserOperation ready to sign: its paymaster data included when the paymaster pays. */
export type PreparedUserOperation = Prepared & { preparedAt: number }

/** How long a reviewed operation is sent as it is; an older one is prepared again (fees and paymaster data move). */
const PREPARED_FRESH_MS = 60_000

export type SendAsUserOperationReturnType = {
  userOperationHash: Hash
  /** The bundle transaction that included it. */
  transactionHash: Hash
  /** The paymaster's name when the operator's paymaster paid the gas; undefined when the account paid. */
  sponsor: string | undefined
}

/** How long a UserOperation may take to be included before the widget stops waiting. */
const INCLUSION_TIMEOUT_MS = 120_000

/**
 * Sends `calls` as one UserOperation of the passkey account, all or nothing (ERC-7821 batch),
 * through the operator's bundler. When the operator configured an ERC-7677 paymaster it is asked
 * first; a paymaster that declines (its policy, or it is down) leaves the account to pay its own
 * gas. The passkey signs only after the operation is complete, and the receipt is waited for: a
 * reverted operation throws, so nothing reports success for calls that did not happen.
 */
export async function sendAsUserOperation({
  account,
  client,
  config,
  calls,
  sponsored,
  maxFee,
  stillWanted = () => true,
  prepared,
  sitePaymaster,
  feeToken,
}: SendAsUserOperationParameters): Promise<SendAsUserOperationReturnType> {
  const bundler = bundlerFor(client, config)
  const fresh = prepared && Date.now() - prepared.preparedAt < PREPARED_FRESH_MS ? prepared : undefined
  const ready =
    fresh ??
    (await prepareUserOperation({
      account,
      bundler,
      client,
      config,
      calls,
      ...(sponsored === undefined ? {} : { sponsored }),
      ...(sitePaymaster ? { sitePaymaster } : {}),
      ...(sponsored === false ? { inToken: feeToken !== undefined } : {}),
    }))
  checkAgainstReview(ready, { sponsored, maxFee, feeToken })
  const { operation, sponsor } = ready
  const signature = await asVisitorAnswer(() => account.signUserOperation(operation))
  if (!stillWanted())
    throw new ProviderRpcError(
      RPC_ERROR.userRejected,
      'the request ended before the passkey answered: nothing was sent',
    )
  const services = {
    bundlerUrl: config.bundlerUrl,
    paymasterUrl: config.paymasterUrl,
    sitePaymasterUrl: sitePaymaster?.url,
  }
  try {
    const userOperationHash = await bundler.sendUserOperation({
      ...operation,
      signature,
      entryPointAddress: config.entryPoint,
    } as never)
    const transactionHash = await includedIn(bundler, userOperationHash)
    return { userOperationHash, transactionHash, sponsor }
  } catch (error) {
    // The bundler's refusal, or its receipt that never came, in the visitor's words; its raw answer in the console.
    throw explainServiceError(error, services)
  }
}

/**
 * What sending `calls` will cost the account at most, or the paymaster's name when it pays: the
 * UserOperation prepared as it would be sent (gas estimated by the bundler), but not signed.
 */
export async function quoteUserOperation({
  account,
  client,
  config,
  calls,
  sitePaymaster,
}: Pick<SendAsUserOperationParameters, 'account' | 'client' | 'config' | 'calls' | 'sitePaymaster'>): Promise<{
  quote: FeeQuote
  prepared: PreparedUserOperation
}> {
  const bundler = bundlerFor(client, config)
  const ready = await prepareUserOperation({
    account,
    bundler,
    client,
    config,
    calls,
    ...(sitePaymaster ? { sitePaymaster } : {}),
  })
  const { operation, sponsor, namedBySite, tokenFee } = ready
  const quote: FeeQuote = tokenFee
    ? { fee: tokenFee.amount, feeToken: tokenFee }
    : sponsor === undefined
      ? { fee: maxCost(operation) }
      : { fee: 0n, sponsor, ...(namedBySite ? { namedBySite } : {}) }
  return { quote, prepared: { ...ready, preparedAt: Date.now() } }
}

/**
 * The operation about to be signed keeps to what the review said: a fee in a token no higher than reviewed (not
 * even a little), a sponsor still paying where the review said one would, else a fee at most a little above it.
 */
function checkAgainstReview(
  { operation, sponsor, tokenFee }: Prepared,
  {
    sponsored,
    maxFee,
    feeToken,
  }: { sponsored: boolean | undefined; maxFee: bigint | undefined; feeToken: TokenFee | undefined },
): void {
  // The review showed the fee in a token as a most, and the approval as that amount: never above it, not even a little.
  if (feeToken && (!tokenFee || tokenFee.amount > feeToken.amount))
    throw new ProviderRpcError(
      RPC_ERROR.internal,
      `the network fee in ${feeToken.symbol} is now higher than the one you reviewed: nothing was sent; review it again`,
    )
  if (sponsored === true && sponsor === undefined)
    throw new ProviderRpcError(
      RPC_ERROR.internal,
      'the paymaster no longer pays for this: nothing was sent; review it again',
    )
  // The fee may move a little between the review and now (a new block's base fee), not more.
  if (sponsor === undefined && !feeToken && maxFee !== undefined && maxCost(operation) > maxFee + maxFee / FEE_SLACK) {
    throw new ProviderRpcError(
      RPC_ERROR.internal,
      'the network fee is now higher than the one you reviewed: nothing was sent; review it again',
    )
  }
}

/** The bundle transaction that included the operation, once its receipt comes; a reverted operation throws. */
async function includedIn(bundler: ReturnType<typeof bundlerFor>, hash: Hash): Promise<Hash> {
  const receipt = await waitForUserOperationReceipt(bundler, {
    hash,
    timeout: INCLUSION_TIMEOUT_MS,
    pollingInterval: 500,
  })
  if (!receipt.success) {
    throw new ExplainedError(
      RPC_ERROR.internal,
      `the UserOperation reverted${receipt.reason ? `: ${cleanErrorText(receipt.reason)}` : ''} (transaction ${receipt.receipt.transactionHash})`,
      { key: 'service.reverted' },
    )
  }
  return receipt.receipt.transactionHash
}

/** A fee may rise by a tenth (1/FEE_SLACK) between the review and the send. */
const FEE_SLACK = 10n
