import { getBalance } from 'viem/actions'
import type { Address, Hex } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import type { ChainClient } from '../chain/chainClient'
import { failureReason } from '../chain/revertReason'
import type { BalanceChange } from './balanceChangesOf'
import type { TokenInfo } from './readTokenInfo'
import { sameOutcome } from './sameOutcome'
import { simulationEnvironments } from './simulationEnvironments'
import { operationTakesOf } from './operationTakesOf'
import { runGas, runIn } from './runSimulation'
import type { OperationCall } from '../wallets/atomicBatches'

export type { BalanceChange } from './balanceChangesOf'

/**
 * `behavesDifferently`: under a second environment the same calls moved other balances, or failed
 * where they passed (or passed where they failed): the contract can tell a preview from the real
 * thing, so what the review shows cannot be trusted. Shown in red; Confirm needs an acknowledgement.
 * `operationTakes`: what a UserOperation's paymaster took beyond the calls (operationTakesOf).
 */
export type SimulationOutcome =
  | ({ status: 'success' } & Ran)
  /** The chain says it would fail: shown with the reason; Confirm needs an acknowledgement. */
  | ({ status: 'reverted'; reason: string } & Ran)
  /** The RPC cannot simulate (no eth_simulateV1, or unreachable): the review says so. */
  | { status: 'unavailable'; reason: string }
type Ran = {
  changes: BalanceChange[]
  behavesDifferently?: true
  operationTakes?: BalanceChange[]
  /**
   * What two runs are compared on where it is not `changes` (sameOutcome.ts): a bundle's, without the
   * operator's token paymaster's fee (its fee token between it and the account), which moves with the base fee by design.
   */
  comparedChanges?: BalanceChange[]
}

export type SimulateTransactionParameters = {
  client: ChainClient
  chain: ChainConfig
  from: Address
  calls: { to?: Address; value: bigint; data: Hex }[]
  /** Chain-read metadata the widget already holds; other tokens are read in one call. */
  knownToken: (token: Address) => TokenInfo | undefined
  /**
   * The gas and fees the transaction will pay, when estimated. With them the run is validated
   * like a real block (real base fee and gas price, balance for the fee): a contract that tells a
   * simulation from the real thing by `block.basefee == 0` sees no difference. Without them (the
   * estimate failed: the transaction reverts anyway) the run is unvalidated, to show why.
   */
  /** One gas limit for all calls, or one per call (a batch). */
  cost?: { gas: bigint | bigint[]; gasPrice: bigint }
  /**
   * The fee is not paid from `from`'s balance by these calls as transactions: a smart account pays it
   * through its UserOperation, or the operator's paymaster does. The run then lends the account the
   * calls' fee (a state override on top of its real balance), so only what the calls themselves do can
   * fail it; an account holding tokens and no ETH is not told its token transfer would fail.
   */
  feePaidByOperation?: boolean
  /**
   * For a smart account: the bundle transaction a bundler will send for the UserOperation of these calls
   * (atomicBatches.ts `operationCall`): handleOps from an EOA, the account's validation (and deployment), the
   * paymaster's validation and postOp included. The preview runs that transaction, so the calls meet the sender
   * and origin they will, and what a paymaster takes is a balance change; undefined keeps them as the account's
   * own transactions (not a smart account).
   */
  operation?: (calls: SimulateTransactionParameters['calls']) => Promise<OperationCall | undefined>
}

/**
 * What the calls would do to the visitor's balances, from the chain's own execution of them on
 * the latest state (`eth_simulateV1` through viem, with `traceTransfers`, so native value moved
 * by any contract counts too): the sum of every native and ERC-20 `Transfer` in and out of the
 * account. No third-party service: the operator's RPC runs it. The network fee is not included
 * (the review shows it apart). Never throws: a failure to simulate is an outcome of its own.
 *
 * The calls run twice, side by side, under two environments (review/simulationEnvironments.ts):
 * the one the transaction will most likely meet, which is what the review shows, and one unlike it.
 * Where the two disagree (other balance changes, or one fails), the contract can tell a preview
 * from the real thing, and the outcome says so (`behavesDifferently`).
 */
export async function simulateTransaction(parameters: SimulateTransactionParameters): Promise<SimulationOutcome> {
  const { client, cost } = parameters
  // Today's gas price and one block's rise of the base fee (12.5%): no more than a Max send
  // keeps for its fee, so the run never fails for want of balance where the real one would not.
  const maxFeePerGas = cost ? cost.gasPrice + cost.gasPrice / 8n : 0n
  let environments
  let operation
  let stateOverrides
  try {
    ;[environments, operation] = await Promise.all([
      simulationEnvironments(client, maxFeePerGas),
      parameters.operation?.(parameters.calls),
    ])
    stateOverrides = await lendFee(parameters, maxFeePerGas, operation)
  } catch (error) {
    return { status: 'unavailable', reason: failureReason(error) }
  }
  const [real, other, callsAlone] = await Promise.all([
    ...environments.map((environment) => runIn(parameters, { maxFeePerGas, environment, operation, stateOverrides })),
    // An operation with a paymaster runs once more as the calls alone: the difference is what the paymaster takes.
    operation?.paymaster
      ? lendFee({ ...parameters, feePaidByOperation: true }, maxFeePerGas, undefined).then(
          (lent) =>
            runIn(parameters, {
              maxFeePerGas,
              environment: environments[0],
              operation: undefined,
              stateOverrides: lent,
            }),
          () => undefined,
        )
      : undefined,
  ])
  if (real!.status === 'unavailable' || other!.status === 'unavailable') return real!
  const takes = callsAlone && operationTakesOf(real!, callsAlone)
  const outcome = takes ? { ...real!, operationTakes: takes } : real!
  return sameOutcome(real!, other!) ? outcome : { ...outcome, behavesDifferently: true }
}

/**
 * The balance the run's payer is lent, read once for both environments: who pays the fee is the
 * EntryPoint for an operation, else the account when its operation pays (none for plain transactions).
 */
async function lendFee(
  { client, from, calls, cost, feePaidByOperation = false }: SimulateTransactionParameters,
  maxFeePerGas: bigint,
  operation: OperationCall | undefined,
) {
  const lent = cost && (feePaidByOperation || operation) ? runGas(cost, calls.length, operation) * maxFeePerGas : 0n
  const state = operation?.stateOverride ?? []
  if (lent === 0n) return state.length > 0 ? state : undefined
  const payer = operation?.from ?? from
  // The bundle's sender is a fresh EOA: lent only the fee, it would hold exactly gas × maxFee, which no real
  // bundler does (a contract could check `tx.origin.balance`). It holds a bundler's float on top.
  const float = operation ? bundlerFloat() : 0n
  return [{ address: payer, balance: (await getBalance(client, { address: payer })) + lent + float }, ...state]
}

/** Between 1 and 3 ETH, at random: what a bundler's sending account may hold. */
function bundlerFloat(): bigint {
  const [random] = crypto.getRandomValues(new Uint32Array(1))
  return 10n ** 18n + (2n * 10n ** 18n * BigInt(random!)) / 2n ** 32n
}
