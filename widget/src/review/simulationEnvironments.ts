import type { Address, Hex } from 'viem'
import type { ChainClient } from '../chain/chainClient'

/** The block a preview runs in, and the priority fee its transaction pays. */
export type SimulationEnvironment = {
  blockOverrides: { baseFeePerGas: bigint; time: bigint; feeRecipient: Address }
  maxPriorityFeePerGas: bigint
}

/** The other environment's fee recipient, when the chain's is not this one. */
const OTHER_FEE_RECIPIENT: Address = '0x000000000000000000000000000000000000c0de'
/** A block later, about: the other environment's clock. */
const LATER_SECONDS = 13n

type LatestBlock = { baseFeePerGas?: Hex | null; gasUsed: Hex; gasLimit: Hex; timestamp: Hex; miner: Address }

/**
 * The two environments a preview runs under (review/simulateTransaction.ts): the first as close to
 * the real one as the widget can know (the next block's base fee, the priority fee the wallet will
 * pay, the chain's fee recipient, the time now), the second unlike it in each of those (half the base
 * fee and the rest of `maxFeePerGas` as the tip, another fee recipient, a later time). The
 * randomness (prevrandao) is left alone: viem sends it unpadded, which nodes refuse as a hash. Honest calls move the same balances in both; a contract that pays only when it thinks
 * it is watched (a zero base fee, a zero tip, an odd coinbase, a guessed time) moves them differently.
 * Both keep within `maxFeePerGas`, so neither needs more balance than the real transaction.
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
  const baseFee = nextBaseFee(latest)
  const realBase = maxFeePerGas > 0n && baseFee > maxFeePerGas ? maxFeePerGas : baseFee
  const headroom = maxFeePerGas > realBase ? maxFeePerGas - realBase : 0n
  const now = BigInt(Math.floor(Date.now() / 1000))
  const time = BigInt(latest.timestamp) + 1n > now ? BigInt(latest.timestamp) + 1n : now
  const otherBase = realBase / 2n
  return [
    {
      blockOverrides: { baseFeePerGas: realBase, time, feeRecipient: latest.miner },
      maxPriorityFeePerGas: tip !== undefined && tip < headroom ? tip : headroom,
    },
    {
      blockOverrides: {
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
