import type { Address, Hex } from 'viem'
import type { ChainClient } from '../chain/chainClient'

/**
 * The block a preview runs in, and the priority fee its transaction pays. `baseBlock`: the block whose
 * state it runs on (the latest, as read with the rest, so a block mined meanwhile cannot put the run's
 * number behind its state).
 */
export type SimulationEnvironment = {
  baseBlock: bigint
  blockOverrides: { number: bigint; baseFeePerGas: bigint; time: bigint; feeRecipient: Address }
  maxPriorityFeePerGas: bigint
}

/** The other environment's fee recipient, when the chain's is not this one. */
const OTHER_FEE_RECIPIENT: Address = '0x000000000000000000000000000000000000c0de'
/**
 * How much later the other environment is mined: eleven blocks, and 133 s (eleven blocks of 12 s, one second
 * more). The review is simulated again at Confirm (provider/ApprovalController.ts, send/prepareSendAgain.ts),
 * so what is left to cover is the wait from Confirm to inclusion, a block or two for a transaction paying the
 * next base fee and the tip; a contract that pays only until a block or a time closer than this is flagged.
 * Far enough that a window opened for "the next block or so" is not missed, near enough that a swap's deadline
 * (minutes to half an hour) is not. Both odd, so a guess of a parity of either cannot pass both environments.
 * The seconds are more than eleven blocks of 12 s: a node that fills the skipped blocks (geth gives each 12 s)
 * refuses a run whose time is not later than theirs.
 */
const LATER_BLOCKS = 11n
const LATER_SECONDS = 133n

type LatestBlock = {
  number: Hex
  baseFeePerGas?: Hex | null
  gasUsed: Hex
  gasLimit: Hex
  timestamp: Hex
  miner: Address
}

/**
 * The two environments a preview runs under (review/simulateTransaction.ts): the first as close to
 * the real one as the widget can know (the next block's number and base fee, the priority fee the wallet
 * will pay, the chain's fee recipient, the time now), the second unlike it in each of those (mined
 * LATER_BLOCKS and LATER_SECONDS later, half the base fee and the rest of `maxFeePerGas` as the tip,
 * another fee recipient). The randomness (prevrandao) is left alone: viem sends it unpadded, which nodes
 * refuse as a hash. Honest calls move the same balances in both; a contract that pays only when it thinks
 * it is watched (a zero base fee, a zero tip, an odd coinbase, the previewed block's number or time) moves
 * them differently. Both keep within `maxFeePerGas`, so neither needs more balance than the real transaction.
 */
export async function simulationEnvironments(
  client: ChainClient,
  maxFeePerGas: bigint,
): Promise<[SimulationEnvironment, SimulationEnvironment]> {
  const [latest, tip] = await Promise.all([
    client.request({ method: 'eth_getBlockByNumber', params: ['latest', false] }) as Promise<LatestBlock>,
    client.request({ method: 'eth_maxPriorityFeePerGas' }).then(
      (fee) => BigInt(fee as Hex),
      () => undefined,
    ),
  ])
  const baseBlock = BigInt(latest.number)
  const baseFee = nextBaseFee(latest)
  const realBase = maxFeePerGas > 0n && baseFee > maxFeePerGas ? maxFeePerGas : baseFee
  const headroom = maxFeePerGas > realBase ? maxFeePerGas - realBase : 0n
  const now = BigInt(Math.floor(Date.now() / 1000))
  const time = BigInt(latest.timestamp) + 1n > now ? BigInt(latest.timestamp) + 1n : now
  const otherBase = realBase / 2n
  return [
    {
      baseBlock,
      // Nodes run an unnumbered simulation in the latest block itself (anvil) or the next: the transaction is mined in the next.
      blockOverrides: { number: baseBlock + 1n, baseFeePerGas: realBase, time, feeRecipient: latest.miner },
      maxPriorityFeePerGas: tip !== undefined && tip < headroom ? tip : headroom,
    },
    {
      baseBlock,
      blockOverrides: {
        number: baseBlock + 1n + LATER_BLOCKS,
        baseFeePerGas: otherBase,
        time: time + LATER_SECONDS,
        feeRecipient:
          latest.miner.toLowerCase() === OTHER_FEE_RECIPIENT
            ? (latest.miner.replace(/.$/, '1') as Address)
            : OTHER_FEE_RECIPIENT,
      },
      maxPriorityFeePerGas: maxFeePerGas > otherBase ? maxFeePerGas - otherBase : 0n,
    },
  ]
}

/** EIP-1559: the base fee of the block after `block` (elasticity 2, at most 1/8 up or down). */
export function nextBaseFee(block: Pick<LatestBlock, 'baseFeePerGas' | 'gasUsed' | 'gasLimit'>): bigint {
  const base = BigInt(block.baseFeePerGas ?? 0)
  const target = BigInt(block.gasLimit) / 2n
  const used = BigInt(block.gasUsed)
  if (target === 0n || used === target) return base
  if (used > target) {
    const rise = (base * (used - target)) / target / 8n
    return base + (rise > 1n ? rise : 1n)
  }
  return base - (base * (target - used)) / target / 8n
}
