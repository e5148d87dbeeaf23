import { parseUnits } from 'ethers'
import { devPrivateKey } from '../../../devchain/accounts'
import { devchainToken } from '../../../devchain/tokens'
import { erc20, provider, signer } from '../../../harness/chain'
import { ACCOUNTS } from '../../../harness/testWallet'

/** What the tests do on the chain beside the widget, as someone else would (ethers, not the widget's viem). */

/**
 * Pays `amount` dUSD on chain 31337 to `to` from the outsider account (a transfer made outside the
 * widget) and waits until it is mined; returns its hash.
 */
export async function payDusd(to: string, amount: string): Promise<string> {
  const transfer = await erc20(devchainToken('dUSD').address, signer(devPrivateKey(ACCOUNTS.outsider))).getFunction(
    'transfer',
  )(to, parseUnits(amount, 6))
  await transfer.wait()
  return transfer.hash as string
}

/** Runs `run` with anvil's automine off (transactions stay pending until `evm_mine`), and turns it back on. */
export async function withMiningPaused(run: () => Promise<void>): Promise<void> {
  await provider.send('evm_setAutomine', [false])
  try {
    await run()
  } finally {
    await provider.send('evm_setAutomine', [true])
  }
}
