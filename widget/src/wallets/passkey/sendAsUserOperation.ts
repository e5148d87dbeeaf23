import { http, type Chain, type Client, type Hash, type Transport } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  waitForUserOperationReceipt,
  type SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import type { PasskeyWalletConfig } from '../../../../protocol/config'
import { HIDDEN_CHARACTERS } from '../../../../protocol/hiddenCharacters'
import type { BatchCall, FeeQuote } from '../atomicBatches'
import * as RPC_ERROR from '../../../../protocol/rpcErrorCodes'
import { ProviderRpcError } from '../eip1193'
import { estimateUserOperationFees } from './estimateUserOperationFees'
import { asVisitorAnswer } from './passkeyCeremonies'
import { fromUrl, unreachable } from './requestErrors'

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
  maxFee?: bigint
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
export type PreparedUserOperation = { operation: UserOperation; sponsor: string | undefined; preparedAt: number }

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
}: SendAsUserOperationParameters): Promise<SendAsUserOperationReturnType> {
  const bundler = bundlerFor(client, config)
  const fresh = prepared && Date.now() - prepared.preparedAt < PREPARED_FRESH_MS ? prepared : undefined
  const { operation, sponsor } =
    fresh ??
    (await prepareUserOperation({ account, bundler, config, calls, ...(sponsored === undefined ? {} : { sponsored }) }))
  if (sponsored === true && sponsor === undefined)
    throw new ProviderRpcError(
      RPC_ERROR.internal,
      'the paymaster no longer pays for this: nothing was sent; review it again',
    )
  // The fee may move a little between the review and now (a new block's base fee), not more.
  if (sponsor === undefined && maxFee !== undefined && maxCost(operation) > maxFee + maxFee / FEE_SLACK) {
    throw new ProviderRpcError(
      RPC_ERROR.internal,
      'the network fee is now higher than the one you reviewed: nothing was sent; review it again',
    )
  }
  const signature = await asVisitorAnswer(() => account.signUserOperation(operation))
  if (!stillWanted())
    throw new ProviderRpcError(
      RPC_ERROR.userRejected,
      'the request ended before the passkey answered: nothing was sent',
    )
  const userOperationHash = await bundler.sendUserOperation({
    ...operation,
    signature,
    entryPointAddress: config.entryPoint,
  } as never)
  const receipt = await waitForUserOperationReceipt(bundler, {
    hash: userOperationHash,
    timeout: INCLUSION_TIMEOUT_MS,
    pollingInterval: 500,
  })
  if (!receipt.success) {
    throw new ProviderRpcError(
      RPC_ERROR.internal,
      `the UserOperation reverted${receipt.reason ? `: ${receipt.reason}` : ''} (transaction ${receipt.receipt.transactionHash})`,
    )
  }
  return { userOperationHash, transactionHash: receipt.receipt.transactionHash, sponsor }
}

type BundlerClient = ReturnType<typeof createBundlerClient>

/** The operator's bundler; every operation it prepares reads its fees fresh (estimateUserOperationFees). */
function bundlerFor(client: Client<Transport, Chain>, config: PasskeyWalletConfig): BundlerClient {
  return createBundlerClient({
    client,
    transport: http(config.bundlerUrl, { retryCount: 0 }),
    userOperation: {
      estimateFeesPerGas: ({ bundlerClient }) => estimateUserOperationFees({ bundler: bundlerClient, client }),
    },
  })
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
}: Pick<SendAsUserOperationParameters, 'account' | 'client' | 'config' | 'calls'>): Promise<{
  quote: FeeQuote
  prepared: PreparedUserOperation
}> {
  const { operation, sponsor } = await prepareUserOperation({
    account,
    bundler: bundlerFor(client, config),
    config,
    calls,
  })
  const quote = sponsor === undefined ? { fee: maxCost(operation) } : { fee: 0n, sponsor }
  return { quote, prepared: { operation, sponsor, preparedAt: Date.now() } }
}

/** A fee may rise by a tenth (1/FEE_SLACK) between the review and the send. */
const FEE_SLACK = 10n

/** The most an operation can cost its account: every gas limit at its max fee per gas (the EntryPoint's prefund). */
function maxCost(operation: UserOperation): bigint {
  const gas =
    operation.callGasLimit +
    operation.verificationGasLimit +
    operation.preVerificationGas +
    (operation.paymasterVerificationGasLimit ?? 0n) +
    (operation.paymasterPostOpGasLimit ?? 0n)
  return gas * operation.maxFeePerGas
}

type PrepareParameters = {
  account: SmartAccount
  bundler: BundlerClient
  config: PasskeyWalletConfig
  calls: readonly BatchCall[]
  sponsored?: boolean
}

/** The UserOperation for `calls`, paymaster data included when the paymaster pays; a bundler that does not answer says so. */
async function prepareUserOperation(
  parameters: PrepareParameters,
): Promise<{ operation: UserOperation; sponsor: string | undefined }> {
  return prepare(parameters).catch((error: unknown) => {
    const { bundlerUrl } = parameters.config
    throw unreachable(error, bundlerUrl)
      ? new ProviderRpcError(
          RPC_ERROR.internal,
          `the passkey wallet's bundler (${new URL(bundlerUrl).origin}) cannot be reached: nothing was sent`,
        )
      : error
  })
}

async function prepare({ account, bundler, config, calls, sponsored }: PrepareParameters) {
  if (config.paymasterUrl && sponsored !== false) {
    const paymasterClient = createPaymasterClient({ transport: http(config.paymasterUrl, { retryCount: 0 }) })
    let sponsor: string | undefined
    try {
      const operation = await bundler.prepareUserOperation({
        account,
        calls,
        paymaster: {
          // viem drops the ERC-7677 `sponsor` of the stub answer; it is what the visitor is told.
          getPaymasterStubData: async (parameters) => {
            const stub = await paymasterClient.getPaymasterStubData(parameters)
            sponsor = sponsorName(stub.sponsor?.name, config.paymasterUrl!)
            return stub
          },
          getPaymasterData: (parameters) => paymasterClient.getPaymasterData(parameters),
        },
      })
      return { operation: operation as UserOperation, sponsor }
    } catch (error) {
      // Only the paymaster's "no" falls back to paying: a bundler or account error stays an error.
      if (!fromUrl(error, config.paymasterUrl) || sponsored === true) throw error
      console.info('walletport: the paymaster declined; the account pays its own gas', error)
    }
  }
  const operation = await bundler.prepareUserOperation({ account, calls })
  return { operation: operation as UserOperation, sponsor: undefined }
}

/**
 * The name the paymaster gives itself, as the review shows it ("paid by …"): the operator's
 * service, but still a value from the network. Text only, 40 characters at most, no hidden or
 * direction-changing characters; otherwise the paymaster's origin stands in.
 */
function sponsorName(name: unknown, paymasterUrl: string): string {
  const text = typeof name === 'string' ? name.trim() : ''
  if (text === '' || text.length > 40 || HIDDEN_CHARACTERS.test(text)) return new URL(paymasterUrl).host
  return text
}
