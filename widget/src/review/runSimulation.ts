import type { Address, Hex, StateOverride } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import { simulateBlocks } from 'viem/actions'
import { decodeRevertReason, failureReason } from '../chain/revertReason'
import type { OperationCall } from '../wallets/atomicBatches'
import { balanceChangesOf, type BalanceChange } from './balanceChangesOf'
import { cannotSimulate } from './cannotSimulate'
import { readTokenInfo } from './readTokenInfo'
import type { SimulationEnvironment } from './simulationEnvironments'
import type { SimulateTransactionParameters, SimulationOutcome } from './simulateTransaction'
import { readUserOperationLogs } from './userOperationLogs'

/** The gas the run is given: the bundle transaction's, or the calls' estimates. */
export function runGas(
  cost: SimulateTransactionParameters['cost'],
  count: number,
  operation: OperationCall | undefined,
) {
  if (operation) return operation.gas
  return Array.from({ length: count }, (_, i) => gasOf(cost, i)).reduce((sum, gas) => sum + gas, 0n)
}

/** The gas of call `i` (one limit for all, or one per call), 0 without an estimate. */
const gasOf = (cost: SimulateTransactionParameters['cost'], i: number) =>
  cost ? (Array.isArray(cost.gas) ? cost.gas[i]! : cost.gas) : 0n

/** The calls run once, in `environment`. */
export async function runIn(
  parameters: SimulateTransactionParameters,
  {
    maxFeePerGas,
    environment,
    operation,
    stateOverrides,
  }: {
    maxFeePerGas: bigint
    environment: SimulationEnvironment
    operation: OperationCall | undefined
    stateOverrides: StateOverride | undefined
  },
): Promise<SimulationOutcome> {
  const { client, chain, from, cost } = parameters
  let results
  try {
    const [block] = await simulateBlocks(client, {
      blockNumber: environment.baseBlock,
      blocks: [
        {
          blockOverrides: environment.blockOverrides,
          calls: simulatedCalls(parameters, maxFeePerGas, environment, operation),
          ...(stateOverrides ? { stateOverrides } : {}),
        },
      ],
      traceTransfers: true,
      validation: cost !== undefined,
    })
    results = block!.calls
  } catch (error) {
    if (cannotSimulate(error)) return { status: 'unavailable', reason: failureReason(error) }
    return { status: 'reverted', reason: failureReason(error), changes: [] }
  }
  const logs = results.flatMap((call) => call.logs ?? [])
  const bundle =
    operation &&
    readUserOperationLogs(logs, {
      account: from,
      entryPoint: operation.to,
      feeTaker: operatorFeeTaker(chain, operation.paymaster),
    })
  const changes = await namedChanges(parameters, balanceChangesOf(bundle?.logs ?? logs, from))
  const failed = results.find((call) => call.status === 'failure')
  if (failed) return { status: 'reverted', reason: revertReasonOf(failed), changes }
  const outcome: SimulationOutcome = bundle?.failure
    ? { status: 'reverted', reason: bundle.failure, changes }
    : { status: 'success', changes }
  if (bundle) outcome.comparedChanges = balanceChangesOf(bundle.compared, from)
  return outcome
}

/** The run's transactions: the bundle transaction of the operation, or each call as the account's own. */
function simulatedCalls(
  { from, calls, cost }: SimulateTransactionParameters,
  maxFeePerGas: bigint,
  environment: SimulationEnvironment,
  operation: OperationCall | undefined,
) {
  const feeFields = (gas: bigint) =>
    cost ? { gas, maxFeePerGas, maxPriorityFeePerGas: environment.maxPriorityFeePerGas } : {}
  const allGas = runGas(cost, calls.length, operation)
  const run = operation
    ? [{ from: operation.from, to: operation.to, value: 0n, data: operation.data, ...feeFields(allGas) }]
    : calls.map(({ to, value, data }, i) => ({
        from,
        ...(to ? { to } : {}),
        value,
        data,
        ...feeFields(gasOf(cost, i)),
      }))
  return run as Parameters<typeof simulateBlocks>[1]['blocks'][0]['calls']
}

/** The balance changes with each token's symbol and decimals (an NFT's id has no decimals), read in one call. */
async function namedChanges(
  { client, chain, from, knownToken }: SimulateTransactionParameters,
  diffs: BalanceChange[],
): Promise<BalanceChange[]> {
  const tokens = [...new Set(diffs.map((change) => change.token))].filter(
    (token): token is Address => token !== 'native',
  )
  const info = await readTokenInfo({ client, chain, account: from, tokens, known: knownToken })
  return diffs.map((change): BalanceChange => {
    if (change.token === 'native') return change
    const { symbol, decimals } = info.get(change.token.toLowerCase()) ?? {}
    return {
      ...change,
      ...(symbol ? { symbol } : {}),
      ...(decimals === undefined || change.tokenId !== undefined ? {} : { decimals }),
    }
  })
}

/** Why a call of the run failed: its revert data decoded, else the error the node gave. */
function revertReasonOf(failed: { data?: unknown }): string {
  const data = failed.data
  return typeof data === 'string' && data !== '0x'
    ? decodeRevertReason(data as Hex)
    : failureReason((failed as { error?: unknown }).error)
}

/** The operator's token paymaster, when it is the operation's: the one paymaster whose charge is known to be only a fee. */
function operatorFeeTaker(chain: ChainConfig, paymaster: Address | undefined) {
  const operator = chain.passkeyWallet?.tokenPaymaster
  if (!operator || !paymaster || operator.address.toLowerCase() !== paymaster.toLowerCase()) return undefined
  return { paymaster: operator.address, token: operator.token }
}
