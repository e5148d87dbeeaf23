import { concat, formatEther, type Address, type PublicClient } from 'viem'
import { DETERMINISTIC_DEPLOYER, type Deployable } from '../../devchain/deterministicDeployer'

/**
 * Refuses, before sending anything, when `deployer` cannot pay for creating every missing contract at today's gas
 * price plus `valueWei` it will send along (a deposit), so a run never stops halfway for want of funds.
 */
export async function checkFunds(client: PublicClient, deployer: Address, missing: Deployable[], valueWei = 0n) {
  const [balance, gasPrice] = await Promise.all([client.getBalance({ address: deployer }), client.getGasPrice()])
  let gas = 0n
  for (const { salt, initCode } of missing)
    gas += await client.estimateGas({ account: deployer, to: DETERMINISTIC_DEPLOYER, data: concat([salt, initCode]) })
  // Twice today's price: the price may rise between the estimate and the last transaction.
  const needed = gas * gasPrice * 2n + valueWei
  if (balance < needed)
    throw new Error(
      `deploy: ${deployer} holds ${formatEther(balance)} ETH; deploying ${missing.length} contracts needs about ${formatEther(needed)} (${gas} gas${valueWei > 0n ? `, and ${formatEther(valueWei)} ETH sent along` : ''})`,
    )
}
