import { http, type Chain, type Client, type Transport } from 'viem'
import { getBalance } from 'viem/actions'
import {
  createBundlerClient,
  createPaymasterClient,
  type SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import type { PasskeyWalletConfig, TokenPaymasterConfig } from '../../../protocol/config'
import { paymasterSponsorName } from '../../../protocol/parsePaymasterAnswer'
import type { BatchCall, SitePaymaster, TokenFee } from '../wallets/atomicBatches'
import { errorMessage } from '../wallets/eip1193'
import { estimateUserOperationFees } from './estimateUserOperationFees'
import { fromUrl, unreachable } from './requestErrors'
import { payInToken } from './payInToken'
import { explainServiceError } from './serviceErrors'
import { SitePaymasterError, sitePaymasterActions } from './sitePaymaster'

/** A UserOperation for `calls`, ready to sign, and who pays its gas: a paymaster (its name) or the account (undefined). */
export type Prepared = {
  operation: UserOperation
  sponsor: string | undefined
  namedBySite?: boolean
  /** The fee paid in a token through the operator's token paymaster (payInToken). */
  tokenFee?: TokenFee
}

export type PrepareParameters = {
  account: SmartAccount
  client: Client<Transport, Chain>
  config: PasskeyWalletConfig
  calls: readonly BatchCall[]
  bundler: BundlerClient
  /** As in SendAsUserOperationParameters: who the review said pays. */
  sponsored?: boolean
  sitePaymaster?: SitePaymaster
  /** As the review said: `true`, the fee is paid in the token paymaster's token; `false`, in the native currency. */
  inToken?: boolean
}

export type BundlerClient = ReturnType<typeof createBundlerClient>

/** The operator's bundler; every operation it prepares reads its fees fresh (estimateUserOperationFees). */
export function bundlerFor(client: Client<Transport, Chain>, config: PasskeyWalletConfig): BundlerClient {
  return createBundlerClient({
    client,
    transport: http(config.bundlerUrl, { retryCount: 0 }),
    userOperation: {
      estimateFeesPerGas: ({ bundlerClient }) => estimateUserOperationFees({ bundler: bundlerClient, client }),
    },
  })
}

/**
 * The UserOperation for `calls`, paymaster data included when a paymaster pays; a bundler or a paymaster that fails
 * says so in the visitor's words (explainServiceError).
 */
export async function prepareUserOperation(parameters: PrepareParameters): Promise<Prepared> {
  return prepare(parameters).catch((error: unknown) => {
    const { config, sitePaymaster } = parameters
    throw explainServiceError(error, {
      bundlerUrl: config.bundlerUrl,
      paymasterUrl: config.paymasterUrl,
      sitePaymasterUrl: sitePaymaster?.url,
    })
  })
}

async function prepare(parameters: PrepareParameters): Promise<Prepared> {
  const { account, bundler, config, calls, sponsored, sitePaymaster } = parameters
  if (sitePaymaster && sponsored !== false) {
    try {
      return await prepareWithSitePaymaster(parameters, sitePaymaster)
    } catch (error) {
      // The site asked for its paymaster or nothing, or the review said it pays: its "no" ends the request, never a silent fallback.
      if (unreachable(error, config.bundlerUrl)) throw error
      if (!sitePaymaster.optional || sponsored === true)
        throw error instanceof SitePaymasterError
          ? error
          : new SitePaymasterError(
              sitePaymaster,
              `the bundler refused the operation with its data: ${errorMessage(error)}`,
            )
      console.info('walletport: the optional paymaster the site named declined; the wallet pays as usual', error)
    }
  }
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
            sponsor = paymasterSponsorName(stub.sponsor?.name, config.paymasterUrl!)
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
  return prepareUnsponsored(parameters)
}

/**
 * No paymaster pays: the account pays in the native currency, or, where the operator runs a token paymaster and the
 * account cannot cover the operation's most in the native currency, in the paymaster's token (payInToken).
 */
async function prepareUnsponsored({
  account,
  bundler,
  client,
  config,
  calls,
  inToken,
}: PrepareParameters): Promise<Prepared> {
  const tokenPaymaster = inToken === false ? undefined : config.tokenPaymaster
  const inTokens = async (paymaster: TokenPaymasterConfig): Promise<Prepared> => {
    const { operation, tokenFee } = await payInToken({ account, client, bundler, calls, paymaster })
    return { operation, sponsor: undefined, tokenFee }
  }
  if (tokenPaymaster && inToken === true) return inTokens(tokenPaymaster)
  // A bundler may refuse to estimate for an account that cannot prefund: then the token, where there is one.
  const native = (await bundler.prepareUserOperation({ account, calls }).catch((error: unknown) => {
    if (tokenPaymaster) return undefined
    throw error
  })) as UserOperation | undefined
  if (native && (!tokenPaymaster || (await getBalance(client, { address: account.address })) >= maxCost(native)))
    return { operation: native, sponsor: undefined }
  return inTokens(tokenPaymaster!)
}

/** The most an operation can cost its account: every gas limit at its max fee per gas (the EntryPoint's prefund). */
export function maxCost(operation: UserOperation): bigint {
  const gas =
    operation.callGasLimit +
    operation.verificationGasLimit +
    operation.preVerificationGas +
    (operation.paymasterVerificationGasLimit ?? 0n) +
    (operation.paymasterPostOpGasLimit ?? 0n)
  return gas * operation.maxFeePerGas
}

/** The operation with the site's paymaster's data, the bundler's estimate made with its stub: it pays, or this throws. */
async function prepareWithSitePaymaster(
  { account, bundler, client, calls }: PrepareParameters,
  sitePaymaster: SitePaymaster,
): Promise<Prepared> {
  let sponsor = new URL(sitePaymaster.url).host
  const operation = await bundler.prepareUserOperation({
    account,
    calls,
    paymaster: sitePaymasterActions({ paymaster: sitePaymaster, client, onSponsor: (name) => (sponsor = name) }),
    ...(sitePaymaster.context ? { paymasterContext: sitePaymaster.context } : {}),
  })
  return { operation: operation as UserOperation, sponsor, namedBySite: true }
}
