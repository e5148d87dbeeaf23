import { http, type Chain, type Client, type Transport } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  type SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import type { PasskeyWalletConfig } from '../../../../protocol/config'
import { paymasterSponsorName } from '../../../../protocol/parsePaymasterAnswer'
import * as RPC_ERROR from '../../../../protocol/rpcErrorCodes'
import type { BatchCall, SitePaymaster } from '../atomicBatches'
import { errorMessage, ProviderRpcError } from '../eip1193'
import { estimateUserOperationFees } from './estimateUserOperationFees'
import { fromUrl, unreachable } from './requestErrors'
import { SitePaymasterError, sitePaymasterActions } from './sitePaymaster'

/** A UserOperation for `calls`, ready to sign, and who pays its gas: a paymaster (its name) or the account (undefined). */
export type Prepared = { operation: UserOperation; sponsor: string | undefined; namedBySite?: boolean }

export type PrepareParameters = {
  account: SmartAccount
  client: Client<Transport, Chain>
  config: PasskeyWalletConfig
  calls: readonly BatchCall[]
  bundler: BundlerClient
  /** As in SendAsUserOperationParameters: who the review said pays. */
  sponsored?: boolean
  sitePaymaster?: SitePaymaster
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

/** The UserOperation for `calls`, paymaster data included when a paymaster pays; a bundler that does not answer says so. */
export async function prepareUserOperation(parameters: PrepareParameters): Promise<Prepared> {
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
  const operation = await bundler.prepareUserOperation({ account, calls })
  return { operation: operation as UserOperation, sponsor: undefined }
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
