import { custom, getAddress, type Chain, type Client, type Transport } from 'viem'
import {
  createPaymasterClient,
  getPaymasterData,
  getPaymasterStubData,
  type PaymasterActions,
} from 'viem/account-abstraction'
import { getCode } from 'viem/actions'
import { parsePaymasterAnswer, paymasterSponsorName } from '../../../protocol/parsePaymasterAnswer'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import type { SitePaymaster } from '../wallets/atomicBatches'
import { errorMessage, ProviderRpcError } from '../wallets/eip1193'

/** Anything that went wrong with the paymaster a site named: its "no", a malformed answer, or one that contradicts itself. */
export class SitePaymasterError extends ProviderRpcError {
  constructor(paymaster: SitePaymaster, reason: string) {
    super(
      RPC_ERROR.internal,
      `the paymaster this site named (${new URL(paymaster.url).host}) does not pay for this: ${reason}`,
    )
  }
}

export type SitePaymasterActionsParameters = {
  paymaster: SitePaymaster
  /** The chain, to check that the paymaster it names is a contract. */
  client: Client<Transport, Chain>
  /** Told the sponsor's name from the stub answer (viem drops it; the review shows it). */
  onSponsor: (name: string) => void
}

/**
 * viem's paymaster actions for the ERC-7677 service a site named (`paymasterService`): the requests
 * travel through the host page (see loader/hostPaymaster.ts), and every answer is parsed
 * (parsePaymasterAnswer) before viem reads it. The stub must name a contract; the final data must name
 * the same paymaster and the gas limits the operation was estimated with, or it is an error, since
 * the bundler priced and simulated the operation with the stub's.
 */
export function sitePaymasterActions({
  paymaster,
  client,
  onSponsor,
}: SitePaymasterActionsParameters): PaymasterActions {
  const service = createPaymasterClient({
    transport: custom(
      {
        request: async ({ method, params }) => {
          if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData')
            throw new Error(`${method} is not an ERC-7677 method`)
          return parsePaymasterAnswer(method, await paymaster.request(method, params as unknown[]))
        },
      },
      { retryCount: 0 },
    ),
  })
  let stubPaymaster: string | undefined
  const fail = (error: unknown): never => {
    throw error instanceof SitePaymasterError
      ? error
      : new SitePaymasterError(paymaster, errorMessage(rootCause(error)))
  }
  return {
    getPaymasterStubData: async (parameters) => {
      try {
        const stub = await getPaymasterStubData(service, parameters)
        if (!stub.paymaster) throw new SitePaymasterError(paymaster, 'its answer names no paymaster')
        const code = await getCode(client, { address: stub.paymaster })
        if (!code || code === '0x')
          throw new SitePaymasterError(paymaster, `${stub.paymaster} is not a contract on this network`)
        stubPaymaster = getAddress(stub.paymaster)
        onSponsor(paymasterSponsorName(stub.sponsor?.name, paymaster.url))
        return stub
      } catch (error) {
        return fail(error)
      }
    },
    getPaymasterData: async (parameters) => {
      try {
        const data = await getPaymasterData(service, parameters)
        const estimated = parameters as { paymasterVerificationGasLimit?: bigint; paymasterPostOpGasLimit?: bigint }
        if (!data.paymaster || getAddress(data.paymaster) !== stubPaymaster)
          throw new SitePaymasterError(paymaster, 'its final data names another paymaster than its estimate did')
        for (const limit of ['paymasterVerificationGasLimit', 'paymasterPostOpGasLimit'] as const) {
          if (data[limit] !== undefined && estimated[limit] !== undefined && data[limit] !== estimated[limit])
            throw new SitePaymasterError(
              paymaster,
              `its final ${limit} contradicts the one the operation was estimated with`,
            )
        }
        return data
      } catch (error) {
        return fail(error)
      }
    },
  }
}

/** The paymaster's own words under viem's wrapping ("An unknown RPC error occurred: …"): the innermost cause. */
function rootCause(error: unknown): unknown {
  let current = error
  for (let depth = 0; depth < 6; depth++) {
    const cause = (current as { cause?: unknown } | undefined)?.cause
    if (!cause || typeof cause !== 'object') break
    current = cause
  }
  return current
}
